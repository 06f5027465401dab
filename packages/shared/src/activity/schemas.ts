import { z } from 'zod';
import {
  TRACK_MAX_EVENTS,
  TRACK_MAX_LONG_TEXT,
  TRACK_MAX_TEXT,
  activityMessages,
} from './constants';

const text = z.string().trim().max(TRACK_MAX_TEXT);
const longText = z.string().trim().max(TRACK_MAX_LONG_TEXT);

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
    formType: z.string().trim().min(1).max(50),
    name: text.optional(),
    phone: z.string().max(30).optional(),
    email: z.string().trim().max(254).optional(),
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
    platform: z.string().trim().max(40).optional(),
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

export const trackResponseSchema = z.object({ accepted: z.number().int() });
export type TrackResponse = z.output<typeof trackResponseSchema>;
