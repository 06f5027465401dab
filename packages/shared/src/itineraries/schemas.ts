import { z } from 'zod';
import {
  DEFAULT_PRICE_RANGE,
  DEFAULT_TRAVEL_CLASS,
  DEFAULT_TRAVELLERS,
  HOTEL_TIERS,
  MAX_PLACE_LENGTH,
  MAX_PRICE,
  MAX_SEARCH_PAGE,
  MAX_TRAVELLERS,
  MAX_TRIP_DAYS,
  PRICE_FITS,
  SHARE_PLATFORMS,
  TRAVEL_CLASSES,
  itineraryMessages as m,
} from './constants';
import { dayNumber, isIsoDateText, todayInIndia } from './trip-dates';

const placeField = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(MAX_PLACE_LENGTH, m.placeTooLong);

const dateField = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .min(1, requiredMessage)
    .refine(isIsoDateText, m.dateFormat)
    .refine((value) => !isIsoDateText(value) || dayNumber(value) !== undefined, m.dateInvalid);

const priceAmount = z
  .number({ error: m.priceWhole })
  .int(m.priceWhole)
  .min(0, m.priceWhole)
  .max(MAX_PRICE, m.priceTooHigh);

/** The fields of a search, each with the message a traveller sees when it is wrong. */
const searchFields = {
  from: placeField(m.fromRequired),
  to: placeField(m.toRequired),
  departureDate: dateField(m.departureRequired),
  returnDate: dateField(m.returnRequired),
  travellers: z
    .number({ error: m.travellersWhole })
    .int(m.travellersWhole)
    .min(1, m.travellersMin)
    .max(MAX_TRAVELLERS, m.travellersMax)
    .default(DEFAULT_TRAVELLERS),
  travelClass: z.enum(TRAVEL_CLASSES, { error: m.travelClass }).default(DEFAULT_TRAVEL_CLASS),
  priceRange: z
    .tuple([priceAmount, priceAmount], { error: m.priceRangeShape })
    .default([DEFAULT_PRICE_RANGE[0], DEFAULT_PRICE_RANGE[1]]),
};

type SearchShape = {
  from: string;
  to: string;
  departureDate: string;
  returnDate: string;
  priceRange: [number, number];
};

/** The rules across fields, in the order the search card shows them. */
function checkSearch(search: SearchShape, ctx: z.RefinementCtx, today: (() => string) | undefined) {
  if (search.from && search.to && search.from.toLowerCase() === search.to.toLowerCase()) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: m.samePlace });
  }
  const start = dayNumber(search.departureDate);
  const end = dayNumber(search.returnDate);
  if (today && start !== undefined && start < (dayNumber(today()) ?? 0)) {
    ctx.addIssue({ code: 'custom', path: ['departureDate'], message: m.departureInPast });
  }
  if (start !== undefined && end !== undefined) {
    if (end < start) {
      ctx.addIssue({ code: 'custom', path: ['returnDate'], message: m.returnBeforeDeparture });
    } else if (end - start + 1 > MAX_TRIP_DAYS) {
      ctx.addIssue({ code: 'custom', path: ['returnDate'], message: m.tripTooLong });
    }
  }
  const [min, max] = search.priceRange;
  if (min >= max) ctx.addIssue({ code: 'custom', path: ['priceRange'], message: m.priceOrder });
}

/**
 * A trip search as the search card sends it. `today` (YYYY-MM-DD, India's calendar by
 * default) is asked at every check, so a long-running server never goes stale and tests can
 * pin the date.
 */
export function createItinerarySearchSchema(options: { today?: () => string } = {}) {
  const today = options.today ?? (() => todayInIndia());
  return z
    .object({
      ...searchFields,
      page: z
        .number({ error: m.page })
        .int(m.page)
        .min(1, m.page)
        .max(MAX_SEARCH_PAGE, m.page)
        .default(1),
    })
    .superRefine((search, ctx) => checkSearch(search, ctx, today));
}

export const itinerarySearchSchema = createItinerarySearchSchema();
export type ItinerarySearchInput = z.input<typeof itinerarySearchSchema>;
export type ItinerarySearch = z.output<typeof itinerarySearchSchema>;

/** A search kept in a traveller's history: the same fields, without the "not in the past" rule. */
export const savedSearchInputSchema = z
  .object(searchFields)
  .superRefine((search, ctx) => checkSearch(search, ctx, undefined));
export type SavedSearchInput = z.input<typeof savedSearchInputSchema>;
export type SavedSearchFields = z.output<typeof savedSearchInputSchema>;

export const savedSearchSchema = z.object({
  _id: z.string(),
  from: z.string(),
  to: z.string(),
  departureDate: z.string(),
  returnDate: z.string(),
  travellers: z.number().int(),
  travelClass: z.enum(TRAVEL_CLASSES),
  priceRange: z.tuple([z.number().int(), z.number().int()]),
  createdAt: z.string(),
});
export type SavedSearch = z.output<typeof savedSearchSchema>;
export const searchHistoryResponseSchema = z.object({ searches: z.array(savedSearchSchema) });
export const savedSearchResponseSchema = z.object({ search: savedSearchSchema });
export const clearSearchHistoryResponseSchema = z.object({ deleted: z.number().int() });

export const priceBreakdownSchema = z.object({
  transport: z.number().int(),
  stay: z.number().int(),
  food: z.number().int(),
  activities: z.number().int(),
});
export type PriceBreakdown = z.output<typeof priceBreakdownSchema>;

/** How the planner built a card, so the same day-wise plan can be rebuilt from it later. */
export const itineraryPlanSchema = z.object({
  stops: z.array(z.object({ id: z.string(), nights: z.number().int() })),
  tier: z.enum(HOTEL_TIERS),
  theme: z.string(),
  level: z.number().int(),
  /** Names an LLM chose to visit first, by their knowledge-base names; the planner's own cards have none. */
  focus: z.array(z.string()).optional(),
  /** A stay above budget reached the cheapest sensible way, for a tight price range (decision 141). */
  thrifty: z.boolean().optional(),
  /** Stops (place ids) whose stay is kept in the place: a long day in or out (decision 212). */
  inTownAt: z.array(z.string()).optional(),
});
export type ItineraryPlan = z.output<typeof itineraryPlanSchema>;

export const itinerarySchema = z.object({
  _id: z.string(),
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  packageName: z.string(),
  theme: z.string(),
  tier: z.enum(HOTEL_TIERS),
  duration: z.string(),
  days: z.number().int(),
  nights: z.number().int(),
  departureDate: z.string(),
  returnDate: z.string(),
  fromLocation: z.string(),
  toLocation: z.string(),
  travelClass: z.enum(TRAVEL_CLASSES),
  travellers: z.number().int(),
  destinations: z.array(z.string()),
  placesToVisit: z.array(z.string()),
  topAttractions: z.array(z.string()),
  hotelExample: z.object({ name: z.string(), type: z.string() }),
  inclusions: z.array(z.string()),
  highlights: z.array(z.string()),
  travelNotes: z.array(z.string()),
  transportSummary: z.string(),
  /** Per person, in whole rupees; `price` repeats it for older readers. */
  pricePP: z.number().int(),
  price: z.number().int(),
  totalPrice: z.number().int(),
  priceBreakdown: priceBreakdownSchema,
  priceFit: z.enum(PRICE_FITS),
  priceRange: z.tuple([z.number().int(), z.number().int()]),
  headerImage: z.string(),
  galleryImages: z.array(z.string()),
  coverImageQuery: z.string(),
  needsDetailedGeneration: z.boolean(),
  engine: z.string(),
  /** Shown on the card when the offline planner answered in the AI model's place. */
  engineNote: z.string().optional(),
  plan: itineraryPlanSchema.optional(),
});
export type Itinerary = z.output<typeof itinerarySchema>;

export const dayPlanSchema = z.object({
  day: z.number().int(),
  date: z.string(),
  title: z.string(),
  emoji: z.string(),
  morning: z.string(),
  afternoon: z.string(),
  evening: z.string(),
  description: z.string(),
  meals: z.object({ breakfast: z.string(), lunch: z.string(), dinner: z.string() }),
  /** Attractions and excursion spots visited that day, by their knowledge-base names. */
  placesVisited: z.array(z.string()),
  /** Eateries named that day. */
  restaurants: z.array(z.string()),
  stay: z.string().optional(),
});
export type DayPlan = z.output<typeof dayPlanSchema>;

export const transportLegSchema = z.object({
  day: z.number().int(),
  from: z.string(),
  to: z.string(),
  mode: z.enum(['flight', 'train', 'bus', 'boat', 'road', 'foot']),
  /** The class travelled: the search's class for flights, its rail equivalent for trains. */
  travelClass: z.string(),
  /** True for the journeys out and back (and between stops), which travel in the chosen class. */
  main: z.boolean(),
  fromCode: z.string().optional(),
  toCode: z.string().optional(),
  distanceKm: z.number().int(),
  durationHours: z.number(),
  farePerPerson: z.number().int(),
  description: z.string(),
});
export type TransportLeg = z.output<typeof transportLegSchema>;

export const accommodationSchema = z.object({
  hotelName: z.string(),
  hotelType: z.string(),
  location: z.string(),
  roomType: z.string(),
  nights: z.number().int(),
  rooms: z.number().int(),
  nightlyRate: z.number().int(),
  amenities: z.array(z.string()),
  imageUrl: z.string(),
});
export type Accommodation = z.output<typeof accommodationSchema>;

export const itineraryDetailsSchema = z.object({
  itineraryId: z.string(),
  title: z.string(),
  engine: z.string(),
  duration: z.string(),
  dates: z.object({ departureDate: z.string(), returnDate: z.string() }),
  transportClass: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  meetingPoint: z.string(),
  fullDayWisePlan: z.array(dayPlanSchema),
  accommodation: accommodationSchema,
  stays: z.array(accommodationSchema),
  transportDetails: z.object({ summary: z.string(), legs: z.array(transportLegSchema) }),
  meals: z.array(z.string()),
  mealCostEstimates: z.object({
    breakfast: z.number().int(),
    lunch: z.number().int(),
    dinner: z.number().int(),
    perDayPerPerson: z.number().int(),
    totalPerPerson: z.number().int(),
  }),
  activitiesIncluded: z.array(z.string()),
  terms: z.array(z.string()),
  structuredDetails: z.object({
    accommodationDetails: z.array(z.string()),
    transportDetails: z.array(z.string()),
    mealsDetails: z.array(z.string()),
    activitiesDetails: z.array(z.string()),
    termsAndConditions: z.array(z.string()),
  }),
  accessibility: z.string(),
  languages: z.array(z.string()),
  priceEstimate: z.object({
    perPerson: z.number().int(),
    total: z.number().int(),
    travellers: z.number().int(),
    currency: z.literal('INR'),
    breakdown: priceBreakdownSchema,
    note: z.string(),
  }),
});
export type ItineraryDetails = z.output<typeof itineraryDetailsSchema>;

/** When no card of a page is inside the range: what fits instead (or, above every plan, upgrades). */
export const budgetAdviceSchema = z.object({
  message: z.string(),
  cheapestPricePP: z.number().int(),
  changes: z.array(z.string()),
});
export type BudgetAdvice = z.output<typeof budgetAdviceSchema>;

export const generateItinerariesResponseSchema = z.object({
  itineraries: z.array(itinerarySchema),
  searchId: z.string(),
  engine: z.string(),
  page: z.number().int(),
  hasMore: z.boolean(),
  budgetAdvice: budgetAdviceSchema.optional(),
});
export type GenerateItinerariesResponse = z.output<typeof generateItinerariesResponseSchema>;

/** The data of the stream's closing `done` event. */
export const streamDoneSchema = z.object({
  searchId: z.string(),
  engine: z.string(),
  count: z.number().int(),
  page: z.number().int(),
  hasMore: z.boolean(),
  budgetAdvice: budgetAdviceSchema.optional(),
});
export type StreamDone = z.output<typeof streamDoneSchema>;

export const placeSuggestionSchema = z.object({
  city: z.string(),
  code: z.string(),
  airport: z.string(),
  state: z.string(),
  country: z.string(),
  /** A single destination, or a state or country the planner turns into a circuit. */
  kind: z.enum(['place', 'region']),
});
export type PlaceSuggestion = z.output<typeof placeSuggestionSchema>;
/** The search field asking: `from` also suggests the towns trips start from (never a stop). */
export const PLACE_FIELDS = ['from', 'to'] as const;
export type PlaceFieldName = (typeof PLACE_FIELDS)[number];
export const placesQuerySchema = z.object({
  q: z.string().max(MAX_PLACE_LENGTH).default(''),
  field: z.enum(PLACE_FIELDS).default('to'),
});
export const placesResponseSchema = z.object({ places: z.array(placeSuggestionSchema) });

export const itineraryIdParamsSchema = z.object({ id: z.string().max(100) });
export const itinerarySlugParamsSchema = z.object({ slug: z.string().max(200) });
export const itineraryBySlugResponseSchema = z.object({
  itinerary: itinerarySchema,
  details: itineraryDetailsSchema.optional(),
});
export const detailsResponseSchema = z.object({ details: itineraryDetailsSchema });
export const generatedDetailsResponseSchema = z.object({
  details: itineraryDetailsSchema,
  itinerary: itinerarySchema,
});
export const popularItinerariesResponseSchema = z.object({
  popularItineraries: z.array(itinerarySchema),
});

export const shareRequestSchema = z.object({
  platform: z.enum(SHARE_PLATFORMS, { error: m.sharePlatform }),
});
export const shareResponseSchema = z.object({ shares: z.record(z.string(), z.number().int()) });
