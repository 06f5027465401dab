import type { Settings } from './schemas';

export const OFFER_PERCENT_MIN = 0;
export const OFFER_PERCENT_MAX = 90;
export const OFFER_TITLE_MAX_LENGTH = 100;
export const CONTACT_TEXT_MAX_LENGTH = 200;

export const AI_MAX_REQUESTS_PER_MINUTE = { min: 1, max: 10_000 } as const;
export const AI_TOKEN_LIMIT = { min: 100, max: 1_000_000 } as const;
export const AI_DAILY_BUDGET_USD = { min: 0, max: 10_000 } as const;
export const SESSION_TIMEOUT_HOURS = { min: 1, max: 720 } as const;

/**
 * The settings before an admin saves any: the demo offer, the agency's contact details and
 * the admin spec's defaults. The server answers with them while nothing is stored, and the
 * web app may show them while the real ones load.
 */
export const DEFAULT_SETTINGS = {
  offer: { title: '20% off all bookings', percent: 20, validUntil: '2027-03-31' },
  contact: {
    phone: '+91 98300 12345',
    email: 'hello@tripsutra.in',
    whatsapp: '919830012345',
    address: 'Chinsurah, Hooghly, West Bengal 712101',
    mapQuery: 'Chinsurah, Hooghly, West Bengal',
  },
  ai: { maxRequestsPerMinute: 100, tokenLimit: 10_000, dailyBudgetUsd: 5 },
  security: { sessionTimeoutHours: 24 },
  tracking: { usageTracking: true, costTracking: true, activityTracking: true },
  notifications: { enabled: true },
} as const satisfies Settings;

export const DEFAULT_SITE_SETTINGS = {
  offer: DEFAULT_SETTINGS.offer,
  contact: DEFAULT_SETTINGS.contact,
} as const;
