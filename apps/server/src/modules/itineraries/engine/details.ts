import { HOTEL_TIERS, type HotelTier } from '@trip/shared/itineraries/constants';
import type {
  Accommodation,
  Itinerary,
  ItineraryDetails,
  ItinerarySearch,
} from '@trip/shared/itineraries/schemas';
import { knowledgeBase, normalisePlace, type KnowledgeBase } from '../knowledge/load';
import { resolveOrigin, resolvePlace, type ResolvedPlace } from '../knowledge/resolver';
import type { Destination, StayTier } from '../knowledge/schema';
import { mealSplit } from './cost-model';
import { imageUrlFor } from './image-url';
import { clockShift } from './time-zones';
import {
  leftOutOf,
  originPlace,
  PLANNER_ENGINE,
  stayNightLines,
  tripsKey,
  withoutHome,
} from './planner';
import { seedFrom } from './random';
import { themeById } from './themes';
import { boardedRide, journeyDays, offTheRideHour, type Journey } from './transport';
import {
  HOTEL_TYPE,
  LEAVE_HOME_HOUR,
  buildTrip,
  sightseeingRides,
  legsOf,
  mainStayOf,
  notesOf,
  passportNeeded,
  renderDays,
  stayTownName,
  spotLabel,
  tripOutLabel,
  type StopSpec,
  type Trip,
  type TripStay,
} from './trip';
import type { EngineSearch } from './types';
import { nightsText, oneFullStop, rupees, stayAt } from './text';

const ROOM_TYPE: Record<HotelTier, string> = {
  budget: 'Standard double room (or a private room at a hostel)',
  standard: 'Deluxe double room',
  premium: 'Premium room with a view where the hotel offers one',
  luxury: 'Luxury room or suite',
};

const AMENITIES: Record<HotelTier, string[]> = {
  budget: ['Wi-Fi', 'Hot water', 'Daily housekeeping'],
  standard: ['Wi-Fi', 'Breakfast included', 'Air conditioning or heating', 'Room service'],
  premium: [
    'Wi-Fi',
    'Breakfast included',
    'Restaurant and bar',
    'Swimming pool or spa (where the property has one)',
    'Room service',
  ],
  luxury: [
    'Wi-Fi',
    'Breakfast included',
    'Fine-dining restaurants',
    'Spa and pool',
    'Concierge',
    '24-hour room service',
  ],
};

const LANGUAGES: Record<string, string[]> = {
  'Andhra Pradesh': ['Telugu'],
  'Arunachal Pradesh': ['Hindi'],
  Assam: ['Assamese'],
  Bihar: ['Hindi', 'Maithili'],
  Chhattisgarh: ['Hindi', 'Chhattisgarhi'],
  Goa: ['Konkani', 'Marathi'],
  Gujarat: ['Gujarati'],
  Haryana: ['Hindi'],
  'Himachal Pradesh': ['Hindi', 'Pahari'],
  Jharkhand: ['Hindi'],
  Karnataka: ['Kannada'],
  Kerala: ['Malayalam'],
  'Madhya Pradesh': ['Hindi'],
  Maharashtra: ['Marathi'],
  Manipur: ['Meitei (Manipuri)'],
  Meghalaya: ['Khasi', 'Garo'],
  Mizoram: ['Mizo'],
  Nagaland: ['Nagamese'],
  Odisha: ['Odia'],
  Punjab: ['Punjabi'],
  Rajasthan: ['Hindi', 'Rajasthani'],
  Sikkim: ['Nepali'],
  'Tamil Nadu': ['Tamil'],
  Telangana: ['Telugu', 'Urdu'],
  Tripura: ['Bengali', 'Kokborok'],
  'Uttar Pradesh': ['Hindi', 'Urdu'],
  Uttarakhand: ['Hindi', 'Garhwali', 'Kumaoni'],
  'West Bengal': ['Bengali'],
  'Andaman and Nicobar Islands': ['Hindi', 'Bengali'],
  Chandigarh: ['Hindi', 'Punjabi'],
  'Dadra and Nagar Haveli and Daman and Diu': ['Gujarati'],
  Delhi: ['Hindi', 'Punjabi'],
  'Jammu and Kashmir': ['Kashmiri', 'Dogri', 'Urdu'],
  Ladakh: ['Ladakhi'],
  Lakshadweep: ['Malayalam'],
  Puducherry: ['Tamil', 'French'],
  'United Arab Emirates': ['Arabic'],
  Singapore: ['Malay', 'Mandarin', 'Tamil'],
  Thailand: ['Thai'],
  Indonesia: ['Indonesian', 'Balinese'],
  Malaysia: ['Malay'],
  Maldives: ['Dhivehi'],
  Mauritius: ['Mauritian Creole', 'French'],
  Nepal: ['Nepali'],
  Bhutan: ['Dzongkha'],
  'Sri Lanka': ['Sinhala', 'Tamil'],
  Vietnam: ['Vietnamese'],
  'Hong Kong': ['Cantonese'],
  Japan: ['Japanese'],
  Türkiye: ['Turkish'],
  Azerbaijan: ['Azerbaijani'],
  France: ['French'],
  Switzerland: ['German', 'French'],
  Kazakhstan: ['Kazakh', 'Russian'],
  Seychelles: ['Seychellois Creole', 'French'],
};

export class TripRebuildError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TripRebuildError';
  }
}

function resolveOrFail(text: string, kb: KnowledgeBase, origin = false): ResolvedPlace {
  const result = origin ? resolveOrigin(text, kb) : resolvePlace(text, kb);
  if (!result.ok) throw new TripRebuildError(`"${text}" is no longer in the knowledge base`);
  return result.resolved;
}

/** The stops a card names, for cards written without the planner's own plan. */
function inferStops(itinerary: Itinerary, kb: KnowledgeBase): Destination[] {
  return itinerary.destinations
    .map((name) => kb.byName.get(normalisePlace(name))?.[0])
    .filter((place): place is Destination => Boolean(place));
}

/** The places typed that the card's stops leave out, for its note (decision 109). */
function leftOut(destination: ResolvedPlace, stops: readonly StopSpec[]) {
  const places = leftOutOf(destination, stops);
  return places.length > 0 ? { leftOut: places } : {};
}

/** Rebuilds the trip a card was planned as, from the card and the search it answered. */
export function rebuildTrip(
  itinerary: Itinerary,
  search: ItinerarySearch,
  kb: KnowledgeBase = knowledgeBase(),
): Trip {
  const origin = resolveOrFail(search.from, kb, true);
  const engineSearch: EngineSearch = {
    ...search,
    origin,
    destination: withoutHome(resolveOrFail(search.to, kb), origin),
  };
  const days = itinerary.days;
  let stops: StopSpec[] | undefined;
  if (itinerary.plan) {
    const places = itinerary.plan.stops.map((stop) => kb.byId.get(stop.id));
    if (places.every(Boolean)) {
      stops = itinerary.plan.stops.map((stop, index) => ({
        place: places[index]!,
        nights: stop.nights,
      }));
    }
  }
  if (!stops) {
    const places = inferStops(itinerary, kb);
    const fallback =
      engineSearch.destination.kind === 'place'
        ? engineSearch.destination.place
        : engineSearch.destination.hub;
    const chosen = places.length > 0 ? places.slice(0, Math.max(1, days - 1)) : [fallback];
    const nights = days - 1;
    stops = chosen.map((place, index) => ({
      place,
      nights: Math.floor(nights / chosen.length) + (index < nights % chosen.length ? 1 : 0),
    }));
  }
  return buildTrip(
    {
      origin: originPlace(engineSearch.origin),
      stops,
      tier: itinerary.plan?.tier ?? itinerary.tier,
      theme: themeById(itinerary.plan?.theme ?? 'classic'),
      level: itinerary.plan?.level ?? 1,
      seed: seedFrom(tripsKey(engineSearch)),
      ...(itinerary.plan?.focus ? { focus: itinerary.plan.focus } : {}),
      ...(itinerary.plan?.thrifty ? { thriftyTravel: true } : {}),
      ...(itinerary.plan?.inTownAt ? { inTownAt: itinerary.plan.inTownAt } : {}),
      ...leftOut(engineSearch.destination, stops),
    },
    search,
  );
}

/**
 * The hour, by the clock of the last place, the traveller is home: after the last day's share of
 * a journey split over days (from the halt after breakfast, or off the night's train in the
 * morning), after the night ride home, or else after the whole way back from `startBack`.
 */
function homeHour(trip: Trip, startBack: number): number {
  const ride = (journey: Journey) => journey.legs.find((leg) => leg.main);
  if (trip.homeByNight) {
    // Boarded in the evening of the last day, home the next morning.
    return 24 + offTheRideHour(ride(trip.homeByNight.first)) + trip.homeByNight.second.hours;
  }
  if (trip.backHalt) {
    const days = journeyDays(trip.backHalt);
    const last = days[days.length - 1]!;
    // Off the ride the days before it were on (a long train's two nights, decision 85).
    const start = last.after?.aboard
      ? offTheRideHour(boardedRide(trip.backHalt))
      : LEAVE_HOME_HOUR + 1;
    return start + last.journey.hours;
  }
  return startBack + trip.back.hours;
}

function clock(hours: number): string {
  const minutes = Math.round((((hours % 24) + 24) % 24) * 60);
  return `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/**
 * What the traveller sleeps in, as priced: a solo traveller's dorm bed is one bed at the bed's
 * price, and a solo traveller in a room has it to themselves (and pays all of it).
 */
function roomTypeOf(stay: TripStay, travellers: number): string {
  if (stay.dormBed !== undefined) return 'Bed in a shared dormitory, for one guest';
  if (travellers === 1) return `${ROOM_TYPE[stay.tier]}, for one guest`;
  return ROOM_TYPE[stay.tier];
}

/**
 * The tier a stay is listed in: the card's own, or, at a stop of a several-stop trip with nothing
 * in the card's tier, the dearer tier it was taken from (decision 68). A backpacker stay is a
 * budget stay.
 */
function listedTierOf(stay: TripStay): HotelTier {
  const own = stay.place.ownStays ?? stay.place.stays;
  const listedIn = (tier: StayTier) => own[tier].some((one) => one.name === stay.hotelName);
  if (listedIn(stay.tier) || (stay.tier === 'budget' && listedIn('backpacker'))) return stay.tier;
  const dearer = HOTEL_TIERS.slice(HOTEL_TIERS.indexOf(stay.tier) + 1).find(listedIn);
  return dearer ?? stay.tier;
}

function accommodationOf(stay: TripStay, travellers: number): Accommodation {
  return {
    hotelName: stay.hotelName,
    hotelType: HOTEL_TYPE[listedTierOf(stay)],
    location: `${stayTownName(stay)}, ${stay.place.country === 'India' ? stay.place.state : stay.place.country}`,
    roomType: roomTypeOf(stay, travellers),
    nights: stay.nights,
    rooms: stay.rooms,
    nightlyRate: stay.dormBed ?? stay.nightly,
    amenities: AMENITIES[stay.tier],
    imageUrl: imageUrlFor(stay.hotelName, stay.place.name),
  };
}

function accessibilityOf(trip: Trip): string {
  const places = trip.spec.stops.map((stop) => stop.place);
  const hills = places.some((place) =>
    place.themes.some((t) => t === 'mountains' || t === 'hill-station'),
  );
  const parts = [
    'Most sights involve some walking and steps; ask us for step-free hotel rooms and a cab with more legroom.',
  ];
  if (hills) {
    parts.push(
      'Hill roads are winding and some viewpoints are at altitude: travellers with heart or breathing conditions should check with a doctor.',
    );
  }
  if (trip.excursions.length > 0) parts.push('Day trips mean two to four hours in a car.');
  return parts.join(' ');
}

function languagesOf(trip: Trip): string[] {
  const languages = new Set<string>();
  for (const { place } of trip.spec.stops) {
    const key = place.country === 'India' ? place.state : place.country;
    for (const language of LANGUAGES[key] ?? []) languages.add(language);
    if (place.country === 'India') languages.add('Hindi');
  }
  languages.add('English');
  return [...languages];
}

function meetingPointOf(trip: Trip): string {
  const first = trip.outbound.legs[0]!;
  const main = trip.outbound.legs.find((leg) => leg.main)!;
  if (first !== main) return `Pick-up from your address in ${trip.spec.origin.name}`;
  if (main.mode === 'flight') return `${main.from} (${main.fromCode}), departures`;
  if (main.mode === 'train') return `${main.from}, main entrance`;
  return `Pick-up from your address in ${trip.spec.origin.name}`;
}

/** The day-wise plan and the rest of the detail page, written from a card and its search. */
export function buildDetails(
  itinerary: Itinerary,
  search: ItinerarySearch,
  kb: KnowledgeBase = knowledgeBase(),
): ItineraryDetails {
  const trip = rebuildTrip(itinerary, search, kb);
  const stays = trip.stays.map((stay) => accommodationOf(stay, search.travellers));
  const mainStay = mainStayOf(trip);
  const firstPlace = trip.spec.stops[0]!.place;
  const accommodation: Accommodation = mainStay
    ? accommodationOf(mainStay, search.travellers)
    : {
        hotelName: 'No overnight stay',
        hotelType: 'Same-day trip',
        location: firstPlace.name,
        roomType: 'None',
        nights: 0,
        rooms: 0,
        nightlyRate: 0,
        amenities: [],
        imageUrl: imageUrlFor(firstPlace.name, firstPlace.name),
      };
  const legs = legsOf(trip).map((leg) => ({
    day: leg.day,
    from: leg.from,
    to: leg.to,
    mode: leg.mode,
    travelClass: leg.travelClass,
    main: leg.main,
    ...(leg.fromCode ? { fromCode: leg.fromCode } : {}),
    ...(leg.toCode ? { toCode: leg.toCode } : {}),
    distanceKm: leg.distanceKm,
    durationHours: leg.hours,
    farePerPerson: Math.round(leg.farePerPerson),
    description: leg.description,
  }));
  const perDay = Math.round(trip.foodTotal / trip.outlines.length);
  const budget = trip.spec.tier === 'budget';
  const split = mealSplit(perDay, !budget);
  const transportLines = legs.map(
    // A walk up a trail costs nothing: it says so, not "about ₹0 per person".
    (leg) =>
      `Day ${leg.day}: ${leg.description} — ${leg.farePerPerson > 0 ? `about ${rupees(leg.farePerPerson)} per person` : 'no fare'}`,
  );
  transportLines.push(...sightseeingRides(trip));
  const accommodationLines = stays.flatMap((stay, index) =>
    stayNightLines(
      trip,
      trip.stays[index]!,
      (nights) =>
        `${nightsText(nights)} at ${stayAt(stay.hotelName, stay.location)}: ${stay.roomType}${search.travellers === 1 ? '' : `, ${stay.rooms} ${stay.rooms === 1 ? 'room' : 'rooms'}`} at about ${rupees(stay.nightlyRate)} a night`,
    ),
  );
  // The day's spend averages the meals the trip pays for: none at home, no breakfast in the rate.
  const meals = [
    budget
      ? 'Breakfast at a café near the hotel'
      : 'Breakfast at the hotel, included in the room rate',
    `${budget ? 'Breakfast, lunch and dinner out' : 'Lunch and dinner at local restaurants'}, about ${rupees(perDay)} per person a day on average (meals at home not counted)`,
    ...trip.restaurants.map((r) => `Booked-in meal at ${r.name}, ${r.place.name}`),
    `Dishes to try: ${[...new Set(trip.spec.stops.flatMap((stop) => stop.place.dishes))].slice(0, 6).join(', ')}`,
  ];
  const activitiesIncluded = [
    ...trip.attractions.map(
      (a) =>
        `${a.name}, ${a.place.name}${a.entryFee > 0 ? ` (entry ${rupees(a.entryFee)})` : ' (free entry)'}`,
    ),
    ...trip.activities.map(
      (a) => `${a.name} (${a.price > 0 ? `${rupees(a.price)} per person` : 'free'})`,
    ),
    ...trip.excursions.map((e) => `${tripOutLabel(trip, e)}: ${e.spots.map(spotLabel).join(', ')}`),
  ];
  const abroadPlaces = trip.spec.stops
    .map(({ place }) => place)
    .filter((place) => place.country !== trip.spec.origin.country);
  const abroad = abroadPlaces.length > 0;
  const passport = abroadPlaces.some(passportNeeded);
  const terms = [
    'Prices are estimates per person in Indian rupees, from typical 2024-25 fares, hotel rates and entry fees; the final price is confirmed when you book.',
    search.travellers === 1
      ? 'Priced for one guest: a dormitory bed where the plan says so, else a room to yourself. Check-in is usually from 14:00 and check-out by 11:00.'
      : 'Rooms are priced for 2 guests per room. Check-in is usually from 14:00 and check-out by 11:00.',
    'Flight and train fares change with demand and are held only once tickets are issued.',
    'Entry fees and activity prices are as published by the sites and operators and may change.',
    'Standard cancellation policy applies. Refund available as per terms and conditions.',
    passport
      ? 'Carry a passport valid for at least six months beyond your return, and any visa the destination needs.'
      : abroad
        ? 'Carry a valid Indian passport or Election Commission voter ID (EPIC) for the border, flights and hotel check-in; Aadhaar is not accepted.'
        : 'Carry a government photo ID for flights, trains and hotel check-in.',
  ];
  const days = renderDays(trip);
  const firstDay = days[0]!;
  const lastDay = days[days.length - 1]!;
  const leaveHome = LEAVE_HOME_HOUR;
  const startBack = days.length === 1 ? 17 : lastDay.placesVisited.length > 0 ? 13 : 10;
  return {
    itineraryId: itinerary._id,
    title: itinerary.title,
    engine: PLANNER_ENGINE,
    duration: itinerary.duration,
    dates: { departureDate: search.departureDate, returnDate: search.returnDate },
    transportClass: search.travelClass,
    startTime: clock(leaveHome),
    // By the home clock: back from London, 4.5 h later than the flight's length (decision 36).
    endTime: clock(
      homeHour(trip, startBack) +
        clockShift(
          trip.spec.stops[trip.spec.stops.length - 1]!.place,
          trip.spec.origin,
          search.returnDate,
        ),
    ),
    meetingPoint: meetingPointOf(trip),
    fullDayWisePlan: days.map((day) => ({
      day: day.day,
      date: day.date,
      title: day.title,
      emoji: day.emoji,
      morning: oneFullStop(day.morning),
      afternoon: oneFullStop(day.afternoon),
      evening: oneFullStop(day.evening),
      description: oneFullStop(day.description),
      meals: {
        breakfast: oneFullStop(day.meals.breakfast),
        lunch: oneFullStop(day.meals.lunch),
        dinner: oneFullStop(day.meals.dinner),
      },
      placesVisited: day.placesVisited,
      restaurants: day.restaurants,
      ...(day.stay ? { stay: day.stay } : {}),
    })),
    accommodation,
    stays,
    transportDetails: { summary: itinerary.transportSummary, legs },
    meals,
    mealCostEstimates: {
      ...split,
      perDayPerPerson: perDay,
      totalPerPerson: trip.breakdown.food,
    },
    activitiesIncluded,
    terms,
    structuredDetails: {
      accommodationDetails: accommodationLines.length
        ? accommodationLines
        : ['A same-day trip: no hotel is needed'],
      transportDetails: transportLines,
      mealsDetails: meals,
      activitiesDetails: activitiesIncluded,
      termsAndConditions: [...terms, ...notesOf(trip)],
    },
    accessibility: accessibilityOf(trip),
    languages: languagesOf(trip),
    priceEstimate: {
      perPerson: trip.pricePP,
      total: trip.pricePP * search.travellers,
      travellers: search.travellers,
      currency: 'INR',
      breakdown: trip.breakdown,
      note: `Estimated for ${search.travellers} ${search.travellers === 1 ? 'traveller' : 'travellers'}, ${firstDay.date} to ${lastDay.date}. Prices are estimates.`,
    },
  };
}
