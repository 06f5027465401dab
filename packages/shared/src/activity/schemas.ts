import { z } from 'zod';
import { cleanText } from '../common/text';
import { pageQuerySchema } from '../common/pagination';
import {
  ACTIVITY_DEFAULT_RANGE,
  ACTIVITY_DEVICE_FILTERS,
  ACTIVITY_FEED_MAX_PAGE_SIZE,
  ACTIVITY_FEED_PAGE_SIZE,
  ACTIVITY_RANGES,
  ACTIVITY_TYPE_FILTERS,
  ACTIVITY_TYPES,
  DEVICE_TYPES,
  activityAdminMessages,
  type ActivityRange,
  TRACK_MAX_EVENTS,
  TRACK_MAX_LONG_TEXT,
  TRACK_MAX_TEXT,
  activityMessages,
} from './constants';

const text = cleanText().max(TRACK_MAX_TEXT);
const longText = cleanText().max(TRACK_MAX_LONG_TEXT);

const searchEventSchema = z.object({
  activityType: z.literal('search'),
  searchData: z.object({
    from: text,
    to: text,
    departureDate: z.string().max(40).optional(),
    returnDate: z.string().max(40).optional(),
    travellers: z.number().int().min(1).max(1000).optional(),
    travelClass: z.string().max(40).optional(),
    priceRange: z.object({ min: z.number().int().min(0), max: z.number().int().min(0) }).optional(),
    /** How long the search took, in milliseconds. */
    processingTime: z.number().int().min(0).max(3_600_000).optional(),
  }),
});

const formSubmissionEventSchema = z.object({
  activityType: z.literal('form_submission'),
  formData: z.object({
    formType: cleanText().min(1).max(50),
    name: text.optional(),
    phone: z.string().max(30).optional(),
    email: cleanText().max(254).optional(),
    submissionSource: text.optional(),
  }),
});

const itineraryViewEventSchema = z.object({
  activityType: z.literal('itinerary_view'),
  itineraryData: z.object({
    itinerarySlug: text.min(1),
    /** Seconds spent on the page. */
    viewDuration: z.number().int().min(0).max(86_400).optional(),
  }),
});

const itineraryShareEventSchema = z.object({
  activityType: z.literal('itinerary_share'),
  itineraryData: z.object({
    itinerarySlug: text.min(1),
    platform: cleanText().max(40).optional(),
  }),
});

const errorEventSchema = z.object({
  activityType: z.literal('error'),
  errorData: z.object({
    message: longText.min(1),
    source: text.optional(),
    status: z.number().int().min(0).max(999).optional(),
  }),
});

const pageViewEventSchema = z.object({
  activityType: z.literal('page_view'),
  pageData: z.object({
    path: longText.min(1),
    pageTitle: text.optional(),
  }),
});

/** Logins and registrations carry nothing from the browser: the server records them itself. */
const userLoginEventSchema = z.object({ activityType: z.literal('user_login') });
const userRegisterEventSchema = z.object({ activityType: z.literal('user_register') });

/** One event from the browser. Unknown fields are dropped; every kept field is length-capped. */
export const trackEventSchema = z.discriminatedUnion(
  'activityType',
  [
    searchEventSchema,
    formSubmissionEventSchema,
    userLoginEventSchema,
    userRegisterEventSchema,
    itineraryViewEventSchema,
    itineraryShareEventSchema,
    errorEventSchema,
    pageViewEventSchema,
  ],
  { error: activityMessages.unknownType },
);
export type TrackEvent = z.output<typeof trackEventSchema>;
export type TrackEventInput = z.input<typeof trackEventSchema>;

export const trackBatchSchema = z.object({
  /** A random id the browser keeps, so one visitor's anonymous events can be counted as one. */
  anonymousId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, activityMessages.badAnonymousId)
    .optional(),
  events: z
    .array(trackEventSchema)
    .min(1, activityMessages.noEvents)
    .max(TRACK_MAX_EVENTS, activityMessages.tooManyEvents),
});
export type TrackBatchInput = z.input<typeof trackBatchSchema>;

export const trackResponseSchema = z.object({
  accepted: z.number().int(),
  /** False when the admin has switched activity tracking off: nothing was stored. */
  tracking: z.boolean(),
});
export type TrackResponse = z.output<typeof trackResponseSchema>;

const rangeSchema = (message: string) =>
  z.coerce
    .number({ error: message })
    .refine(
      (days): days is ActivityRange => (ACTIVITY_RANGES as readonly number[]).includes(days),
      {
        error: message,
      },
    )
    .default(ACTIVITY_DEFAULT_RANGE);

/** The filter dialog's choices; the feed, the export and the stat cards share them. */
export const activityFilterSchema = z.object({
  type: z.enum(ACTIVITY_TYPE_FILTERS, { error: activityAdminMessages.type }).default('all'),
  range: rangeSchema(activityAdminMessages.range),
  device: z.enum(ACTIVITY_DEVICE_FILTERS, { error: activityAdminMessages.device }).default('all'),
});
export type ActivityFilter = z.output<typeof activityFilterSchema>;
export type ActivityFilterInput = z.input<typeof activityFilterSchema>;

export const activityListQuerySchema = activityFilterSchema.extend(
  pageQuerySchema(ACTIVITY_FEED_PAGE_SIZE, ACTIVITY_FEED_MAX_PAGE_SIZE).shape,
);
export type ActivityListQuery = z.output<typeof activityListQuerySchema>;
export type ActivityListQueryInput = z.input<typeof activityListQuerySchema>;

/** The six stat cards, over the filter's range and device. */
export const activityStatsSchema = z.object({
  totalSearches: z.number().int(),
  totalSubmissions: z.number().int(),
  /** Page and itinerary views. */
  totalViews: z.number().int(),
  /** Signed-in travellers and anonymous visitors, each counted once. */
  uniqueUsers: z.number().int(),
  identifiedUsers: z.number().int(),
  anonymousUsers: z.number().int(),
  range: z.number().int(),
});
export type ActivityStats = z.output<typeof activityStatsSchema>;

const looseRecord = z.record(z.string(), z.unknown());

/** One event as the admin sees it, with the traveller's name and phone when signed in. */
export const adminActivitySchema = z.object({
  _id: z.string(),
  activityType: z.enum(ACTIVITY_TYPES),
  timestamp: z.string(),
  userId: z.string().nullable(),
  anonymousId: z.string().nullable(),
  userInfo: z.object({ name: z.string(), phone: z.string() }).nullable(),
  deviceInfo: z.object({
    deviceType: z.enum(DEVICE_TYPES),
    browser: z.string().nullable(),
    os: z.string().nullable(),
  }),
  searchData: looseRecord.optional(),
  formData: looseRecord.optional(),
  itineraryData: looseRecord.optional(),
  pageData: looseRecord.optional(),
  errorData: looseRecord.optional(),
});
export type AdminActivity = z.output<typeof adminActivitySchema>;

export const activityListResponseSchema = z.object({
  activities: z.array(adminActivitySchema),
  total: z.number().int(),
  page: z.number().int(),
  totalPages: z.number().int(),
});
export type ActivityListResponse = z.output<typeof activityListResponseSchema>;

export const loginStatsQuerySchema = z.object({ days: rangeSchema(activityAdminMessages.range) });
export type LoginStatsQueryInput = z.input<typeof loginStatsQuerySchema>;

export const loginUserDetailSchema = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  lastActivity: z.string(),
});
export type LoginUserDetail = z.output<typeof loginUserDetailSchema>;

export const loginStatsResponseSchema = z.object({
  totalLogins: z.number().int(),
  totalRegistrations: z.number().int(),
  uniqueLoginUsers: z.number().int(),
  uniqueRegistrationUsers: z.number().int(),
  /** Days covered. */
  period: z.number().int(),
  loginUserDetails: z.array(loginUserDetailSchema),
  registrationUserDetails: z.array(loginUserDetailSchema),
});
export type LoginStatsResponse = z.output<typeof loginStatsResponseSchema>;
