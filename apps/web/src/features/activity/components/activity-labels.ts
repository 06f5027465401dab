import type {
  ActivityDeviceFilter,
  ActivityRange,
  ActivityTypeFilter,
} from '@trip/shared/activity/constants';

export const TYPE_LABELS: Record<ActivityTypeFilter, string> = {
  all: 'All activity',
  search: 'Searches',
  form_submission: 'Form submissions',
  user_login: 'Logins',
  user_register: 'Registrations',
  itinerary_view: 'Itinerary views',
  itinerary_share: 'Itinerary shares',
  error: 'Errors',
  page_view: 'Page views',
};

export const DEVICE_LABELS: Record<ActivityDeviceFilter, string> = {
  all: 'All devices',
  desktop: 'Desktop',
  mobile: 'Mobile',
  tablet: 'Tablet',
};

export const RANGE_LABELS: Record<ActivityRange, string> = {
  1: 'Last 24 hours',
  7: 'Last 7 days',
  30: 'Last 30 days',
  90: 'Last 90 days',
};
