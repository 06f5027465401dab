export const PACKAGE_CATEGORIES = [
  'Adventure',
  'Beach',
  'Cultural',
  'Wildlife',
  'Honeymoon',
  'Family',
  'Luxury',
  'Budget',
  'Weekend Getaway',
  'International',
  'Domestic',
] as const;
export type PackageCategory = (typeof PACKAGE_CATEGORIES)[number];

export const PACKAGE_CURRENCIES = ['INR', 'USD', 'EUR', 'GBP'] as const;
export type PackageCurrency = (typeof PACKAGE_CURRENCIES)[number];
export const PACKAGE_TRAVEL_CLASSES = [
  'Economy',
  'Business',
  'First Class',
  'Premium Economy',
] as const;
export type PackageTravelClass = (typeof PACKAGE_TRAVEL_CLASSES)[number];
export const PACKAGE_STATUSES = ['draft', 'published', 'archived'] as const;
export type PackageStatus = (typeof PACKAGE_STATUSES)[number];

/** Packages per page on the public list. */
export const PACKAGES_PAGE_SIZE = 12;
export const PACKAGES_MAX_PAGE_SIZE = 48;
/** Most packages the featured carousel shows. */
export const FEATURED_PACKAGES_LIMIT = 8;

export const TITLE_MAX_LENGTH = 200;
export const SLUG_MAX_LENGTH = 200;
export const SHORT_DESCRIPTION_MAX_LENGTH = 300;
/** The form's input stops here; the rule above is what is checked. */
export const SHORT_DESCRIPTION_INPUT_MAX_LENGTH = 350;
export const META_TITLE_MAX_LENGTH = 60;
export const META_TITLE_INPUT_MAX_LENGTH = 80;
export const META_DESCRIPTION_MAX_LENGTH = 160;
export const META_DESCRIPTION_INPUT_MAX_LENGTH = 200;
export const DESCRIPTION_MAX_LENGTH = 50_000;
export const LIST_ITEM_MAX_LENGTH = 500;
export const LOCATION_MAX_LENGTH = 100;
export const LIST_MAX_ITEMS = 50;
export const ITINERARY_MAX_DAYS = 60;
export const ITINERARY_DETAIL_MAX_LENGTH = 5000;
export const CAPTION_MAX_LENGTH = 200;
export const POLICY_MAX_LENGTH = 2000;
export const MAX_BASE_PRICE = 100_000_000;
export const MAX_DURATION_DAYS = 365;
export const MAX_PACKAGE_TRAVELERS = 1000;
export const MAX_ADVANCE_BOOKING_DAYS = 365;
/** Most searches are a word or two; a longer text is cut, never treated as a pattern. */
export const SEARCH_MAX_LENGTH = 100;

export const PACKAGE_DEFAULTS = {
  status: 'draft',
  currency: 'INR',
  travelClass: 'Economy',
  minTravelers: 1,
  maxTravelers: 10,
  discountPercentage: 0,
  pricePerPerson: true,
  requiresAdvanceBooking: true,
  advanceBookingDays: 7,
  cancellationPolicy: 'Standard cancellation policy applies',
  refundPolicy: 'Refund available as per terms and conditions',
} as const;

/** The HTML tags a package description keeps; h1 becomes h2, everything else is dropped. */
export const DESCRIPTION_ALLOWED_TAGS = [
  'b',
  'strong',
  'i',
  'em',
  'h2',
  'h3',
  'ul',
  'ol',
  'li',
  'p',
  'br',
] as const;

export const PACKAGE_MAX_IMAGES = 10;

/** Every message the package screens show; the server answers with the same. */
export const packageMessages = {
  titleRequired: 'Title is required',
  titleTooLong: `Title must be ${TITLE_MAX_LENGTH} characters or less`,
  slugRequired: 'Slug is required',
  slugTooLong: `Slug must be ${SLUG_MAX_LENGTH} characters or less`,
  descriptionRequired: 'Description is required',
  descriptionTooLong: `Description must be ${DESCRIPTION_MAX_LENGTH} characters or less`,
  shortDescriptionRequired: 'Short description is required',
  shortDescriptionTooLong: `Short description must be ${SHORT_DESCRIPTION_MAX_LENGTH} characters or less`,
  categoryRequired: 'Category is required',
  categoryInvalid: `Category must be one of: ${PACKAGE_CATEGORIES.join(', ')}`,
  basePriceRequired: 'Base price is required',
  basePriceInvalid: 'Base price must be a whole number of rupees, 0 or more',
  discountInvalid: 'Discount must be a whole number from 0 to 100',
  currencyInvalid: `Currency must be one of: ${PACKAGE_CURRENCIES.join(', ')}`,
  validUntilInvalid: 'Valid until must be a date (YYYY-MM-DD)',
  fromLocationRequired: 'From location is required',
  toLocationRequired: 'To location is required',
  locationTooLong: `Locations must be ${LOCATION_MAX_LENGTH} characters or less`,
  durationRequired: 'Duration is required',
  durationInvalid: `Duration must be a whole number of days from 1 to ${MAX_DURATION_DAYS}`,
  travelClassInvalid: `Travel class must be one of: ${PACKAGE_TRAVEL_CLASSES.join(', ')}`,
  travelersInvalid: `Travelers must be a whole number from 1 to ${MAX_PACKAGE_TRAVELERS}`,
  minAboveMax: 'Minimum travelers cannot be more than maximum travelers',
  advanceBookingDaysInvalid: `Advance booking days must be a whole number from 0 to ${MAX_ADVANCE_BOOKING_DAYS}`,
  metaTitleTooLong: `Meta title must be ${META_TITLE_MAX_LENGTH} characters or less`,
  metaDescriptionTooLong: `Meta description must be ${META_DESCRIPTION_MAX_LENGTH} characters or less`,
  statusInvalid: `Status must be one of: ${PACKAGE_STATUSES.join(', ')}`,
  listInvalid: (field: string) =>
    `${field} must be a list of texts (JSON text such as ["Hotel stay","Breakfast"])`,
  listTooLong: (field: string) =>
    `${field} can hold at most ${LIST_MAX_ITEMS} entries of at most ${LIST_ITEM_MAX_LENGTH} characters`,
  itineraryInvalid: `Itinerary must be a list of days ({ day, title, detail }), at most ${ITINERARY_MAX_DAYS}`,
  contactEmailInvalid: 'Please enter a valid email address',
  policyTooLong: `Policies must be ${POLICY_MAX_LENGTH} characters or less`,
  booleanInvalid: (field: string) => `${field} must be true or false`,
  objectInvalid: (field: string) => `${field} must be JSON text of an object`,
  slugTaken: (slug: string) =>
    `A package with the slug "${slug}" already exists. Choose another slug.`,
  notFound: 'Package not found',
  deleteConfirm: 'Are you sure you want to delete this package?',
  multipartRequired: 'Send the package as multipart/form-data.',
  tooManyImages: `A package can have at most ${PACKAGE_MAX_IMAGES} images.`,
  captionTooLong: `Captions must be ${CAPTION_MAX_LENGTH} characters or less`,
  existingImagesInvalid:
    'existingImages must be JSON text of a list of images ({ url, caption, isFeatured })',
  unknownExistingImage:
    'existingImages lists an image this package does not have. Reload the package and try again.',
  featuredImageIndexInvalid: 'featuredImageIndex must point at one of the images',
  fetchFailed: 'Failed to fetch packages',
  saveFailed: 'Failed to save package',
  deleteFailed: 'Failed to delete package',
  statusUpdateFailed: 'Failed to update status',
  detailFetchFailed: 'Failed to fetch package details',
  noPackagesFound: 'No packages found',
  adjustFilters: 'Try adjusting your filters or search terms',
} as const;
