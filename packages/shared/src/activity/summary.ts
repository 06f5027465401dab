import type { AdminActivity } from './schemas';

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

/** One line that says what a visitor did: "Search: Kolkata → Darjeeling (Asha Roy)". */
export function activitySummary(activity: AdminActivity): string {
  const who = activity.userInfo?.name ?? text(activity.formData?.name);
  const by = who ? ` (${who})` : '';
  switch (activity.activityType) {
    case 'search':
      return `Search: ${text(activity.searchData?.from) ?? '?'} → ${text(activity.searchData?.to) ?? '?'}${by}`;
    case 'form_submission':
      return `Form: ${text(activity.formData?.formType)?.replaceAll('_', ' ') ?? 'submission'}${by}`;
    case 'user_login':
      return `Login${by}`;
    case 'user_register':
      return `Registration${by}`;
    case 'itinerary_view':
      return `Viewed itinerary ${text(activity.itineraryData?.itinerarySlug) ?? ''}${by}`;
    case 'itinerary_share':
      return `Shared itinerary ${text(activity.itineraryData?.itinerarySlug) ?? ''}${by}`;
    case 'page_view':
      return `Page view ${text(activity.pageData?.path) ?? ''}${by}`;
    case 'error':
      return `Error: ${text(activity.errorData?.message) ?? ''}`;
  }
}
