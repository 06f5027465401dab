export const BOOKING_STATUSES = [
  'pending',
  'contacted',
  'confirmed',
  'cancelled',
  'completed',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const BOOKING_ITEM_TYPES = ['package', 'itinerary'] as const;
export type BookingItemType = (typeof BOOKING_ITEM_TYPES)[number];

export const CONTACT_METHODS = ['phone', 'email', 'whatsapp'] as const;
export type ContactMethod = (typeof CONTACT_METHODS)[number];

export const BOOKING_MIN_TRAVELERS = 1;
export const BOOKING_MAX_TRAVELERS = 20;
export const FULL_NAME_MAX_LENGTH = 100;
export const SPECIAL_REQUESTS_MAX_LENGTH = 1000;
/** How far ahead a trip may be asked for. */
export const PREFERRED_DATE_MAX_DAYS_AHEAD = 730;
export const CONTACT_NOTES_MAX_LENGTH = 2000;
export const STATUS_NOTE_MAX_LENGTH = 1000;
export const IDEMPOTENCY_KEY_MAX_LENGTH = 200;

/** Admin list: the page sizes the table offers, and the columns it may sort by. */
export const BOOKING_PAGE_SIZES = [10, 25, 50] as const;
export const BOOKING_DEFAULT_PAGE_SIZE = 10;
export const BOOKING_SORT_FIELDS = [
  'createdAt',
  'preferredDate',
  'fullName',
  'packageTitle',
  'packagePrice',
  'travelers',
  'status',
] as const;
export type BookingSortField = (typeof BOOKING_SORT_FIELDS)[number];

/** Every message the booking dialog and the booking screens show; the server sends the same. */
export const bookingMessages = {
  fullNameRequired: 'Full name is required',
  fullNameTooLong: `Full name cannot exceed ${FULL_NAME_MAX_LENGTH} characters`,
  travelersRequired: 'Number of travelers is required',
  travelersRange: `Number of travelers must be between ${BOOKING_MIN_TRAVELERS} and ${BOOKING_MAX_TRAVELERS}`,
  preferredDateRequired: 'Preferred date is required',
  preferredDateInvalid: 'Please choose a valid date',
  preferredDateInPast: 'Preferred date cannot be in the past',
  preferredDateTooFar: `Preferred date must be within the next ${PREFERRED_DATE_MAX_DAYS_AHEAD / 365} years`,
  emailInvalid: 'Please enter a valid email address',
  specialRequestsTooLong: `Special requests cannot exceed ${SPECIAL_REQUESTS_MAX_LENGTH} characters`,
  itemRequired: 'Choose a package or itinerary to book',
  itemTypeInvalid: 'itemType must be package or itinerary',
  packageNotFound: 'This package is no longer available for booking',
  itineraryNotFound: 'This itinerary is no longer available for booking',
  submitted: 'Booking request submitted successfully! We will contact you within 24 hours.',
  submitFailed: 'Failed to submit booking request',
  submitNetworkFailed: 'Failed to submit booking request. Please try again.',
  idempotencyKeyInvalid: `The Idempotency-Key header must be 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} visible characters`,
  idempotencyKeyReused:
    'This Idempotency-Key was already used for a different booking request. Send a new key for a new request.',
  notFound: 'Booking not found',
  statusInvalid: `Status must be one of: ${BOOKING_STATUSES.join(', ')}`,
  statusUnchanged: (status: string) => `The booking is already ${status}`,
  noteTooLong: `Notes cannot exceed ${STATUS_NOTE_MAX_LENGTH} characters`,
  contactNotesTooLong: `Notes cannot exceed ${CONTACT_NOTES_MAX_LENGTH} characters`,
  contactMethodInvalid: `Method must be one of: ${CONTACT_METHODS.join(', ')}`,
  successfulInvalid: 'successful must be yes or no',
  pageSizeInvalid: `Page size must be one of ${BOOKING_PAGE_SIZES.join(', ')}`,
  pageInvalid: 'Page must be a whole number, 1 or more',
  sortByInvalid: `sortBy must be one of: ${BOOKING_SORT_FIELDS.join(', ')}`,
  sortOrderInvalid: 'sortOrder must be asc or desc',
  fetchFailed: 'Failed to fetch bookings',
  contactFailed: 'Failed to record contact',
  statusUpdateFailed: 'Failed to update status',
} as const;
