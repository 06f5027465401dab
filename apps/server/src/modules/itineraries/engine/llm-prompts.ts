import { z } from 'zod';
import type { HotelTier } from '@trip/shared/itineraries/constants';
import type { ItineraryDetails } from '@trip/shared/itineraries/schemas';
import type { KnowledgeBase } from '../knowledge/load';
import type { Destination } from '../knowledge/schema';
import {
  claimsHours,
  foreignPlaces,
  mentionsAny,
  nameKey,
  quotesPrice,
  unknownPlaces,
} from './grounding';
import { originPlace, type PlannedCard } from './planner';
import { inSeason, spotsInSeason } from './seasons';
import { sightOfSpot, tripMonths, noWayThere } from './trip';
import type { EngineSearch } from './types';

/**
 * What the model is asked and how its answers are checked. The model only chooses and words:
 * which of the knowledge base's sights, activities and day trips each card puts first, a
 * title and highlights. Stops, hotel tier, theme, transport and every price stay the planner's.
 */

export const TITLE_MAX_CHARS = 80;
export const HIGHLIGHT_MAX_CHARS = 140;
export const DAY_TITLE_MAX_CHARS = 80;
export const DAY_DESCRIPTION_MAX_CHARS = 400;
const MAX_ATTRACTIONS = 12;

/** One card as the model writes it. Limits are checked after parsing, with messages it can act on. */
export const cardChoiceSchema = z.object({
  card: z.number().int(),
  title: z.string(),
  attractions: z.array(z.string()),
  activities: z.array(z.string()),
  excursions: z.array(z.string()),
  highlights: z.array(z.string()),
});
export type CardChoice = z.output<typeof cardChoiceSchema>;
export const cardsAnswerSchema = z.object({ elements: z.array(cardChoiceSchema) });

export const dayTextSchema = z.object({
  day: z.number().int(),
  title: z.string(),
  description: z.string(),
});
export type DayText = z.output<typeof dayTextSchema>;
export const daysAnswerSchema = z.object({ days: z.array(dayTextSchema) });

export type ChatMessage = { role: 'user' | 'assistant'; content: string };

export const SYSTEM_PROMPT = [
  'You plan trips for an Indian travel agency.',
  'Use only the places in the facts you are given, copying their names exactly; never add a place, hotel or restaurant of your own.',
  'Never write a price, fare, fee or amount of money: the agency prices every plan itself.',
  'Answer with JSON only, in the shape you are asked for.',
].join(' ');

function jsonBlock(value: unknown): string {
  return `\`\`\`json\n${JSON.stringify(value)}\n\`\`\``;
}

/**
 * A place's facts for the model: only the sights, activities, day trips and spots that can be
 * done in some month of the trip, so the model never picks a shut one (Maya Bay in August).
 */
function placeFacts(place: Destination, tiers: readonly HotelTier[], months: readonly number[]) {
  const open = (item: Parameters<typeof inSeason>[0]) =>
    months.some((month) => inSeason(item, month));
  const excursions = place.excursions.flatMap((excursion) => {
    const spots = [
      ...new Set(
        months.flatMap((month) =>
          spotsInSeason(excursion, month, (spot) => sightOfSpot(place, excursion, spot)),
        ),
      ),
    ];
    return spots.length > 0 ? [{ name: excursion.name, spots }] : [];
  });
  return {
    name: place.name,
    summary: place.summary,
    // A sight no ride reaches is never planned (decision 227), so it is not offered either.
    attractions: place.attractions
      .filter((a) => open(a) && !noWayThere(a, place))
      .map((a) => ({
        name: a.name,
        kind: a.kind,
        hours: a.hours,
        ...(a.note ? { note: a.note } : {}),
      })),
    // A ride one way down the line is a way in or out, not an outing (decision 46).
    activities: place.activities.filter((a) => open(a) && !a.oneWayTo).map((a) => a.name),
    excursions,
    hotels: Object.fromEntries(
      tiers.flatMap((tier) => {
        const hotel = place.hotels[tier];
        return hotel ? [[tier, hotel.name]] : [];
      }),
    ),
  };
}

/** The first message of a page: the trip, the places with every name the model may use, and the cards to write. */
export function cardsPrompt(search: EngineSearch, planned: PlannedCard[]): ChatMessage {
  const places = new Map<string, Destination>();
  const tiers = new Map<string, Set<HotelTier>>();
  for (const card of planned) {
    for (const stop of card.trip.spec.stops) {
      places.set(stop.place.id, stop.place);
      tiers.set(stop.place.id, (tiers.get(stop.place.id) ?? new Set()).add(card.trip.spec.tier));
    }
  }
  const facts = {
    task: 'itinerary-cards',
    trip: {
      from: originPlace(search.origin).name,
      to: search.destination.name,
      departureDate: search.departureDate,
      returnDate: search.returnDate,
      days: planned[0]?.trip.outlines.length ?? 0,
      travellers: search.travellers,
      travelClass: search.travelClass,
    },
    places: [...places.values()].map((place) =>
      placeFacts(place, [...tiers.get(place.id)!], tripMonths(search)),
    ),
    cards: planned.map((card, index) => ({
      card: index + 1,
      stops: card.trip.spec.stops.map((stop) => ({ place: stop.place.name, nights: stop.nights })),
      hotelTier: card.trip.spec.tier,
      theme: card.trip.spec.theme.name,
      sightsThatFit: card.trip.attractions.length,
      activitiesThatFit: card.trip.activities.length,
      dayTripsThatFit: card.trip.excursions.length,
    })),
  };
  const text = [
    `Write ${planned.length} itinerary cards for this trip, one per entry of "cards", in the same order.`,
    'For each card:',
    `- "card": its number;`,
    `- "title": a short, inviting title (at most ${TITLE_MAX_CHARS} characters) naming a stop of the card and suiting its theme;`,
    `- "attractions": 3 to ${MAX_ATTRACTIONS} names from the "attractions" of the card's stops, the ones the theme should visit first, in that order;`,
    '- "activities": names from the "activities" of its stops, at most "activitiesThatFit" of them;',
    '- "excursions": names from the "excursions" of its stops, at most "dayTripsThatFit" of them;',
    `- "highlights": 3 to 6 lines of at most ${HIGHLIGHT_MAX_CHARS} characters, each naming one of the places the card visits.`,
    'Answer as {"elements": [ ...one object per card... ]}.',
    '',
    'Facts:',
    jsonBlock(facts),
  ].join('\n');
  return { role: 'user', content: text };
}

export type CardCheck =
  | { ok: true; card: number; choice: CardChoice }
  | { ok: false; card: number | undefined; errors: string[] };

type NameList = Map<string, string>;

function namesOf(values: Iterable<string>): NameList {
  return new Map([...values].map((name) => [nameKey(name), name]));
}

function canonical(
  chosen: string[],
  allowed: NameList,
  what: string,
  where: string,
  errors: string[],
): string[] {
  const names: string[] = [];
  for (const name of chosen) {
    const match = allowed.get(nameKey(name));
    if (!match) errors.push(`"${name}" is not one of the ${what} of ${where}`);
    else if (!names.includes(match)) names.push(match);
  }
  return names;
}

/** The places whose names a card's words may use: its stops and the traveller's home town. */
export function allowedPlaceIds(search: EngineSearch, stops: readonly Destination[]): Set<string> {
  return new Set([originPlace(search.origin).id, ...stops.map((stop) => stop.id)]);
}

/** Checks a model's card against the facts it was given; names come back spelled as the knowledge base spells them. */
export function checkCard(
  raw: unknown,
  planned: readonly PlannedCard[],
  search: EngineSearch,
  kb: KnowledgeBase,
): CardCheck {
  const number = (raw as { card?: unknown } | null)?.card;
  const card =
    typeof number === 'number' &&
    Number.isInteger(number) &&
    number >= 1 &&
    number <= planned.length
      ? number
      : undefined;
  const parsed = cardChoiceSchema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.') || 'card'}: ${issue.message}`,
    );
    return { ok: false, card, errors: problems };
  }
  if (card === undefined) {
    return { ok: false, card, errors: [`"card" must be a number from 1 to ${planned.length}`] };
  }
  const spec = planned[card - 1]!.trip.spec;
  const stops = spec.stops.map((stop) => stop.place);
  const where = stops.map((stop) => stop.name).join(' and ');
  const choice = parsed.data;
  const errors: string[] = [];
  const attractions = canonical(
    choice.attractions,
    namesOf(stops.flatMap((stop) => stop.attractions.map((a) => a.name))),
    'attractions',
    where,
    errors,
  );
  const activities = canonical(
    choice.activities,
    namesOf(stops.flatMap((stop) => stop.activities.map((a) => a.name))),
    'activities',
    where,
    errors,
  );
  const excursions = canonical(
    choice.excursions,
    namesOf(stops.flatMap((stop) => stop.excursions.map((e) => e.name))),
    'excursions',
    where,
    errors,
  );
  if (attractions.length === 0 && errors.length === 0) {
    errors.push(`"attractions" must name at least one of the attractions of ${where}`);
  }
  const allowed = allowedPlaceIds(search, stops);
  const title = choice.title.trim();
  const stopKeys = new Set(stops.flatMap((stop) => [stop.name, ...stop.aliases]).map(nameKey)).add(
    nameKey(search.destination.name),
  );
  if (title.length === 0 || title.length > TITLE_MAX_CHARS) {
    errors.push(`"title" must have 1 to ${TITLE_MAX_CHARS} characters`);
  } else if (!mentionsAny(title, stopKeys)) {
    errors.push(`"title" must name ${where}`);
  }
  const texts = [title, ...choice.highlights];
  if (texts.some(quotesPrice)) errors.push('titles and highlights must not mention prices');
  if (texts.some(claimsHours)) {
    errors.push('titles and highlights must not state opening hours, closing days or times');
  }
  // The names the card may use: its stops' own sights, spots, activities, stays and eateries.
  const tripText = JSON.stringify({ stops, origin: search.origin, to: search.destination });
  const foreign = [
    ...new Set(
      texts.flatMap((text) => [
        ...foreignPlaces(text, allowed, kb),
        ...unknownPlaces(text, tripText),
      ]),
    ),
  ];
  if (foreign.length > 0) {
    errors.push(
      `${foreign.join(', ')} ${foreign.length === 1 ? 'is' : 'are'} not part of this card`,
    );
  }
  const highlights = choice.highlights
    .map((line) => line.trim())
    .filter((line) => line.length > 0 && line.length <= HIGHLIGHT_MAX_CHARS);
  if (errors.length > 0) return { ok: false, card, errors };
  return {
    ok: true,
    card,
    choice: { card, title, attractions, activities, excursions, highlights },
  };
}

/** The follow-up after an answer that did not pass: what was wrong, card by card. */
export function repairPrompt(problems: ReadonlyMap<number | 'answer', string[]>): ChatMessage {
  const lines = [...problems.entries()].map(
    ([card, errors]) =>
      `- ${card === 'answer' ? 'The answer' : `Card ${card}`}: ${errors.slice(0, 6).join('; ')}`,
  );
  const cards = [...problems.keys()].filter((key): key is number => key !== 'answer');
  return {
    role: 'user',
    content: [
      'Some of your answer could not be used:',
      ...lines,
      `Answer again with ${cards.length > 0 ? `cards ${cards.join(', ')}` : 'every card'}, using only names from the facts, as {"elements": [...]}.`,
    ].join('\n'),
  };
}

/** The first message for a card's day-wise plan: each day's facts, to be put into words. */
export function daysPrompt(details: ItineraryDetails): ChatMessage {
  const facts = {
    task: 'itinerary-days',
    title: details.title,
    days: details.fullDayWisePlan.map((day) => ({
      day: day.day,
      date: day.date,
      plannerTitle: day.title,
      morning: day.morning,
      afternoon: day.afternoon,
      evening: day.evening,
      placesVisited: day.placesVisited,
      restaurants: day.restaurants,
      ...(day.stay ? { stay: day.stay } : {}),
    })),
  };
  const text = [
    `Give each of the ${details.fullDayWisePlan.length} days of this trip a title (at most ${DAY_TITLE_MAX_CHARS} characters) and a description (at most ${DAY_DESCRIPTION_MAX_CHARS} characters) a traveller will enjoy reading.`,
    'Describe only what the facts of that day say happens; name only its places, restaurants and stay.',
    'Do not state prices, opening hours, closing days or clock times: the plan shows them from checked sources.',
    'Answer as {"days": [{"day": 1, "title": "...", "description": "..."}, ...]}.',
    '',
    'Facts:',
    jsonBlock(facts),
  ].join('\n');
  return { role: 'user', content: text };
}

export type DaysCheck = { ok: true; days: DayText[] } | { ok: false; errors: string[] };

/** Checks the day texts: one per day, within their lengths, no prices, no places from elsewhere. */
export function checkDays(
  raw: unknown,
  details: ItineraryDetails,
  allowed: ReadonlySet<string>,
  kb: KnowledgeBase,
): DaysCheck {
  const parsed = daysAnswerSchema.safeParse(raw);
  if (!parsed.success) {
    return {
      ok: false,
      errors: parsed.error.issues.map(
        (issue) => `${issue.path.join('.') || 'answer'}: ${issue.message}`,
      ),
    };
  }
  const errors: string[] = [];
  // The names a day may use: everything the planner's own plan for the trip names.
  const tripText = JSON.stringify(details);
  const byDay = new Map(parsed.data.days.map((day) => [day.day, day]));
  const days: DayText[] = [];
  for (const plan of details.fullDayWisePlan) {
    const text = byDay.get(plan.day);
    if (!text) {
      errors.push(`day ${plan.day} is missing`);
      continue;
    }
    const title = text.title.trim();
    const description = text.description.trim();
    if (title.length === 0 || title.length > DAY_TITLE_MAX_CHARS) {
      errors.push(`day ${plan.day}: "title" must have 1 to ${DAY_TITLE_MAX_CHARS} characters`);
    }
    if (description.length === 0 || description.length > DAY_DESCRIPTION_MAX_CHARS) {
      errors.push(
        `day ${plan.day}: "description" must have 1 to ${DAY_DESCRIPTION_MAX_CHARS} characters`,
      );
    }
    if (quotesPrice(title) || quotesPrice(description)) {
      errors.push(`day ${plan.day}: must not mention prices`);
    }
    if (claimsHours(title) || claimsHours(description)) {
      errors.push(
        `day ${plan.day}: must not state opening hours, closing days or times (the plan shows them)`,
      );
    }
    const foreign = [
      ...new Set([
        ...foreignPlaces(`${title}. ${description}`, allowed, kb),
        ...unknownPlaces(`${title}. ${description}`, tripText),
      ]),
    ];
    if (foreign.length > 0) {
      errors.push(`day ${plan.day}: ${foreign.join(', ')} not part of this trip`);
    }
    days.push({ day: plan.day, title, description });
  }
  if (byDay.size > details.fullDayWisePlan.length) {
    errors.push(`the trip has ${details.fullDayWisePlan.length} days`);
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, days };
}

/** The follow-up after day texts that did not pass. */
export function daysRepairPrompt(errors: string[]): ChatMessage {
  return {
    role: 'user',
    content: [
      'Your answer could not be used:',
      ...errors.slice(0, 10).map((error) => `- ${error}`),
      'Answer again for every day, as {"days": [...]}.',
    ].join('\n'),
  };
}
