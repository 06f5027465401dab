export const LEAD_STATUSES = ['new', 'contacted', 'converted', 'lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const LEAD_NAME_MIN_LENGTH = 2;
export const LEAD_NAME_MAX_LENGTH = 50;
export const LEAD_NOTES_MAX_LENGTH = 2000;
export const LEAD_SEARCH_MAX_LENGTH = 100;

/** The admin table's page size, and its pager's widest window of page buttons. */
export const LEADS_PAGE_SIZE = 20;
export const LEADS_PAGER_BUTTONS = 5;

/**
 * A second submission of the same phone within this window updates the first lead: the
 * browser re-sends a lead whose answer it never saw, and a visitor may press twice.
 */
export const LEAD_DEDUPE_WINDOW_HOURS = 24;

/** Where a lead came from when the page does not say (the popup opening by itself). */
export const LEAD_DEFAULT_SOURCE = 'promotional_popup';
/** Sources are short tags the page chooses, e.g. "home_hero", "contact_page". */
export const LEAD_SOURCE_PATTERN = /^[a-z0-9_-]{1,40}$/i;
