/** Every kind of event the activity tracker knows (the admin spec's list, "all" aside). */
export const ACTIVITY_TYPES = [
  'search',
  'form_submission',
  'user_login',
  'user_register',
  'itinerary_view',
  'itinerary_share',
  'error',
  'page_view',
] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

/**
 * Kinds the server records itself, at the moment they happen: the browser may send them
 * (they are valid) but they are not stored from it, so they cannot be forged or counted twice.
 */
export const SERVER_RECORDED_ACTIVITY_TYPES: readonly ActivityType[] = [
  'user_login',
  'user_register',
];

export const DEVICE_TYPES = ['desktop', 'mobile', 'tablet'] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];

export const TRACK_MAX_EVENTS = 50;
export const TRACK_MAX_BODY_BYTES = 64 * 1024;
/** Longest free text kept in one field of an event (titles, messages, places). */
export const TRACK_MAX_TEXT = 200;
export const TRACK_MAX_LONG_TEXT = 500;

export const activityMessages = {
  unknownType: `Unknown activity type. Known types: ${ACTIVITY_TYPES.join(', ')}`,
  noEvents: 'Send at least one event',
  tooManyEvents: `Send at most ${TRACK_MAX_EVENTS} events at a time`,
  badAnonymousId: 'The anonymous id must be 8 to 64 letters, digits, hyphens or underscores',
} as const;

/** The Activity Tracker's filters and pages (admin spec §9). */
export const ACTIVITY_RANGES = [1, 7, 30, 90] as const;
export type ActivityRange = (typeof ACTIVITY_RANGES)[number];
export const ACTIVITY_DEFAULT_RANGE: ActivityRange = 7;
export const ACTIVITY_TYPE_FILTERS = ['all', ...ACTIVITY_TYPES] as const;
export type ActivityTypeFilter = (typeof ACTIVITY_TYPE_FILTERS)[number];
export const ACTIVITY_DEVICE_FILTERS = ['all', ...DEVICE_TYPES] as const;
export type ActivityDeviceFilter = (typeof ACTIVITY_DEVICE_FILTERS)[number];
export const ACTIVITY_FEED_PAGE_SIZE = 20;
export const ACTIVITY_FEED_MAX_PAGE_SIZE = 100;
/** Rows in the recent logins and recent registrations tables. */
export const ACTIVITY_RECENT_USERS = 10;

export const activityAdminMessages = {
  loadFailed: 'Failed to load activities',
  exportFailed: 'Failed to export data',
  range: `Range must be one of ${ACTIVITY_RANGES.join(', ')} days`,
  type: `Activity type must be one of ${ACTIVITY_TYPE_FILTERS.join(', ')}`,
  device: `Device must be one of ${ACTIVITY_DEVICE_FILTERS.join(', ')}`,
} as const;
