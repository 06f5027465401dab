import { z } from 'zod';

/** The 28 states and 8 union territories, spelled as the knowledge base must spell them. */
export const INDIAN_STATES = [
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chhattisgarh',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
  'Andaman and Nicobar Islands',
  'Chandigarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Jammu and Kashmir',
  'Ladakh',
  'Lakshadweep',
  'Puducherry',
] as const;

export const ATTRACTION_KINDS = [
  'temple',
  'fort',
  'palace',
  'monument',
  'museum',
  'beach',
  'viewpoint',
  'lake',
  'park',
  'garden',
  'market',
  'nature',
  'waterfall',
  'wildlife',
  'religious',
  'neighbourhood',
  'activity',
] as const;
export type AttractionKind = (typeof ATTRACTION_KINDS)[number];

export const DESTINATION_THEMES = [
  'beach',
  'mountains',
  'hill-station',
  'heritage',
  'spiritual',
  'wildlife',
  'adventure',
  'backwaters',
  'desert',
  'city',
  'nature',
  'food',
  'shopping',
  'island',
  'nightlife',
] as const;

const wholeRupees = z.number().int().min(0);
const month = z.number().int().min(1).max(12);
const text = z.string().trim().min(1);

const airportSchema = z.object({
  code: z.string().regex(/^[A-Z]{3}$/, 'an IATA code is three capital letters'),
  name: text,
  distanceKm: z.number().int().min(0),
  /**
   * Set on a major airport across the sea from the place (Kochi for Lakshadweep): no road or
   * airport boat reaches the place from it, so it is a hub flown on from, never a way in.
   */
  acrossSea: z.literal(true).optional(),
  /**
   * The town the airport stands at, where the place is farther (Paro for Bhutan's airport, the
   * place being Thimphu): its name as stays out of town name it (`away.at`) and the road between
   * the two. A journey to a stay there ends at it, not at the place (decision 193).
   */
  town: z.object({ name: text, km: z.number().int().min(1) }).optional(),
  /**
   * Set only on a real town high in the hills made an origin (resolver.ts realOrigin), never in
   * the data: the id of the place near it whose airport this is, which the ride goes by
   * (decision 269).
   */
  via: z.string().optional(),
});

const railwaySchema = z.object({
  code: text,
  name: text,
  distanceKm: z.number().int().min(0),
  /** As an airport's `via`: only on a real town high in the hills made an origin (decision 269). */
  via: z.string().optional(),
});

/** The days of the week, in `Date.getUTCDay` order (Sunday 0). */
export const WEEKDAYS = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Some days of the week, not all seven. */
const weekdays = z.array(z.enum(WEEKDAYS)).min(1).max(6);

const attractionSchema = z.object({
  name: text,
  kind: z.enum(ATTRACTION_KINDS),
  hours: z.number().min(0.5).max(8),
  entryFee: wholeRupees,
  note: z.string().optional(),
  /** The months it can be visited, when not all year (and its note does not say so). */
  months: z.array(month).min(1).optional(),
  /** The days of the week it can be visited, when not every day (a weekly market). */
  days: weekdays.optional(),
  /** Closed to visitors until further notice, and since when: never planned, and said so. */
  shut: text.optional(),
  /**
   * A sight out of town (15 km or more by road from the destination's centre): the one-way road
   * distance and usual drive, which the day it is seen must hold both ways.
   */
  away: z
    .object({
      km: z.number().int().min(1),
      hours: z.number().min(0.25).max(6),
      /**
       * The place out there it stands at, where other sights stand too ("Paro", "Tirumala"):
       * sights at one place seen the same day share one drive out and back (decision 58).
       */
      at: text.optional(),
    })
    .optional(),
  /**
   * The island it stands on, at a destination spread over islands (Malé, Maafushi, Kavaratti):
   * planned only for a stay on that island (decision 34). Unset: seen from any stay there.
   */
  island: text.optional(),
  /**
   * The part of a destination spread over a wide area (North Goa, South Goa; Ubud, Bali's south)
   * that the sight stands in: one day's sights keep to one part (decision 51). Unset: a sight
   * between the parts, or at a compact place, goes with any.
   */
  area: text.optional(),
  /**
   * The outing of its place that carries a visitor there, where its note says the sight is
   * reached by a hired boat or jeep and the outing's name does not name the sight in full (the
   * boat to Kalijai island for Kalijai Temple): the visit takes a seat on it (decision 227).
   */
  ride: text.optional(),
});

/** A `hotels` entry: a stay the tier lists, so the same floor as a stay's rate. */
const hotelSchema = z.object({ name: text, nightly: z.number().int().min(100) });

export const destinationSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'ids are kebab-case'),
    name: text,
    state: text,
    country: text,
    lat: z.number().min(-90).max(90),
    lon: z.number().min(-180).max(180),
    aliases: z.array(text),
    airport: airportSchema.nullable(),
    majorAirport: airportSchema.optional(),
    /**
     * A second airport of the place's own, where its flights split between two (Goa: Dabolim in
     * the south, Mopa in the north; decision 168): a way in of the same standing as `airport`,
     * not a bigger airport farther off (`majorAirport`).
     */
    secondAirport: airportSchema.optional(),
    railway: railwaySchema.nullable(),
    bestMonths: z.array(month).min(1),
    avoidMonths: z.array(
      z.object({
        months: z.array(month).min(1),
        reason: z.string(),
        /**
         * The place itself takes no visitors in these months (its temple and town shut for the
         * winter, its park closed and snowbound), not merely a poor time to go: trips then are
         * refused, as when every stay is closed (decision 69).
         */
        closed: z.literal(true).optional(),
      }),
    ),
    /** The place's character, its lead theme first (a beach island, a temple town; decision 267). */
    themes: z.array(z.enum(DESTINATION_THEMES)).min(1),
    summary: text,
    /**
     * A pilgrimage made under a vow, and what it asks (Sabarimala's 41-day vratham and the
     * irumudi): planned when the traveller names the place, never as a stop that a tour of its
     * state adds by itself (decision 209).
     */
    vow: text.optional(),
    attractions: z.array(attractionSchema).min(8),
    /**
     * One example stay per card tier, named to the LLM and to grounding: a stay the tier lists
     * in data/stays at the same rate. A tier with no sourced stay of its own has none (decision
     * 20), and offers no card.
     */
    hotels: z.object({
      budget: hotelSchema.optional(),
      standard: hotelSchema.optional(),
      premium: hotelSchema.optional(),
      luxury: hotelSchema.optional(),
    }),
    restaurants: z
      .array(
        z.object({
          name: text,
          cuisine: text,
          costForTwo: z.number().int().min(50),
          /** The island it stands on, as a sight's (decision 34): eaten at only from a stay there. */
          island: text.optional(),
          /** The meals it serves, when not both lunch and dinner (a café open only by day). */
          meals: z
            .array(z.enum(['lunch', 'dinner']))
            .length(1)
            .optional(),
          /** The months it is open, when it shuts for a season (a café of Leh in winter). */
          months: z.array(month).min(1).max(11).optional(),
          /**
           * The part of a spread-out place it stands in, as a sight's `area` (Ubud, south Bali):
           * eaten at only on a day spent in that part (decision 178).
           */
          area: text.optional(),
        }),
      )
      .min(4),
    dishes: z.array(text).min(3),
    activities: z
      .array(
        z.object({
          name: text,
          price: wholeRupees,
          hours: z.number().min(0),
          /** The months it runs, when not all year (rafting, paragliding, skiing). */
          months: z.array(month).min(1).optional(),
          /**
           * The days of the week it runs, when not every day (a show at a monument shut on
           * Mondays). An outing is never planned on a day a sight it goes to is shut, either.
           */
          days: weekdays.optional(),
          /** Suspended until further notice, and since when: never planned. */
          shut: text.optional(),
          /**
           * The island it starts from, at a destination spread over islands, as a sight's
           * (decision 34): planned only from a stay there (decision 224).
           */
          island: text.optional(),
          /**
           * A ride one way along a line to a station beyond the place (a mountain railway down
           * to the plains, Kalka for Shimla): the station's code, or the far end's name where
           * the place has no railhead. It leaves the traveller there, so it is never an outing;
           * a train journey through that station takes it as its last leg in or first leg out.
           */
          oneWayTo: text.optional(),
          /**
           * The ride's time towards `oneWayTo`, where the timetable gives it apart from `hours`,
           * the ride from there: the Nilgiri line climbs from Mettupalayam to Ooty in about
           * 4 h 50 min and comes down in 3 h 35 min.
           */
          hoursTo: z.number().positive().optional(),
          /**
           * The price is for a whole vehicle, boat or tent (`unit`: "taxi", "boat", "tent"),
           * which takes up to `seats` people: the party shares as many as it fills, and each
           * traveller pays a share of them, not the whole price (decision 200).
           */
          shared: z
            .object({ unit: text, seats: z.number().int().min(1).max(60) })
            .strict()
            .optional(),
        }),
      )
      .min(3),
    excursions: z
      .array(
        z.object({
          name: text,
          distanceKm: z.number().int().min(0),
          spots: z.array(text).min(2),
          /** How the day trip goes when not by road: across the sea between islands. */
          by: z.enum(['road', 'boat']).default('road'),
          /** Usual one-way travel time, where it is far longer than the distance suggests. */
          hours: z.number().min(0.5).max(12).optional(),
          /** Guides plan a night there (Nubra, Pangong): out one day, back the next. */
          overnight: z.boolean().default(false),
          /**
           * The walk from where the road ends to the trip's spots, one way, where no road goes
           * on (the path from Katra up to the Vaishno Devi shrine): walked up on the way out and
           * down on the way back. Such a trip is made only with its night away (decision 54).
           */
          walk: z.object({ km: z.number().min(1), hours: z.number().min(0.25).max(10) }).optional(),
          /** The months the trip can be made, when the road or the place shuts for a season. */
          months: z.array(month).min(1).optional(),
        }),
      )
      .max(3),
    notes: z.array(z.string()),
    localTransportPerDay: z.number().int().min(300),
    /**
     * What the day's hire is: a cab, or a boat where the sights are reached only by water (the
     * Sundarbans' watchtowers, seen from the boat).
     */
    localTransportBy: z.enum(['cab', 'boat']).default('cab'),
    /**
     * Where the day's hire is a boat that visitors also share by the seat (the Sundarbans' tourist
     * launches from Godkhali): that seat's fare for a day, per person in rupees. A budget card
     * takes a seat when it costs less than its share of a whole boat (decision 144).
     */
    boatSeat: z.object({ name: text, perPerson: z.number().int().min(100) }).optional(),
    /**
     * Abroad, where travellers get about town by metro and bus (London's Tube, Tokyo's Metro):
     * the adult day pass or daily fare cap, as its operator names it, per person in rupees. A
     * day of sightseeing there is priced at it, not at `localTransportPerDay` (decision 77).
     */
    transitDayPass: z.object({ name: text, perPerson: z.number().int().min(50) }).optional(),
    /**
     * A fee the law makes every visitor pay per night in the country (Bhutan's Sustainable
     * Development Fee for Indian nationals), per person in rupees: part of the stay's price.
     */
    nightlyLevy: z.object({ name: text, perPerson: z.number().int().min(1) }).optional(),
    /**
     * A place no road reaches (Kedarnath, Ghangaria for the Valley of Flowers): the road ends at
     * `head` and the last stretch is walked or ridden, `walkKm` in about `hours` each way (the
     * time up; no page read times the way down, so it is planned the same). `top` is where the
     * sights and the nights are; `halt` the town below where guides sleep before and after the
     * walk; a road journey too long to walk on the same day breaks there. `below` names the
     * place's sights and eateries on the road below (none planned up there), and `ways` those
     * activities that are ways up (the walk, a pony, the helicopter), not outings up there.
     */
    trail: z
      .object({
        head: text,
        top: text,
        halt: text,
        walkKm: z.number().min(1),
        hours: z.number().min(0.5).max(10),
        /**
         * A ride to where the walk starts: from the road head (Govindghat → Pulna by jeep), or,
         * with `from`, from the halt where private cars stop (Sonprayag → Gaurikund by shuttle
         * taxi, Nilakkal → Pamba by KSRTC chain bus), by `by` (a shared jeep unless said).
         */
        ride: z
          .object({
            from: text.optional(),
            by: text.optional(),
            to: text,
            km: z.number().min(1),
            hours: z.number().min(0.1),
            fare: wholeRupees,
          })
          .optional(),
        below: z.array(text).default([]),
        ways: z.array(text).default([]),
      })
      .optional(),
  })
  .superRefine((place, ctx) => {
    if (place.country === 'India') {
      if (!(INDIAN_STATES as readonly string[]).includes(place.state)) {
        ctx.addIssue({ code: 'custom', path: ['state'], message: `unknown state ${place.state}` });
      }
      if (place.lat < 6 || place.lat > 37.5 || place.lon < 68 || place.lon > 98) {
        ctx.addIssue({ code: 'custom', path: ['lat'], message: 'coordinates outside India' });
      }
    }
    // A second airport is another of the place's own (decision 168), not one it already names.
    const second = place.secondAirport?.code;
    if (
      second &&
      (!place.airport || [place.airport.code, place.majorAirport?.code].includes(second))
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['secondAirport'],
        message: place.airport
          ? `names ${second}, an airport the place already names`
          : 'a second airport needs a first (airport)',
      });
    }
    const unique = (names: string[], what: string, path: string) => {
      if (new Set(names.map((name) => name.toLowerCase())).size !== names.length) {
        ctx.addIssue({ code: 'custom', path: [path], message: `duplicate ${what}` });
      }
    };
    unique(
      place.attractions.map((a) => a.name),
      'attraction',
      'attractions',
    );
    unique(
      place.restaurants.map((r) => r.name),
      'restaurant',
      'restaurants',
    );
    // The tiers that name a hotel, cheapest first: their rates rise with the tier.
    const hotels = [place.hotels.budget, place.hotels.standard, place.hotels.premium]
      .concat(place.hotels.luxury)
      .filter((hotel) => hotel !== undefined);
    const rates = hotels.map((hotel) => hotel.nightly);
    if (rates.some((rate, index) => index > 0 && rate < rates[index - 1]!)) {
      ctx.addIssue({ code: 'custom', path: ['hotels'], message: 'hotel rates must rise by tier' });
    }
    unique(
      hotels.map((hotel) => hotel.name),
      'hotel',
      'hotels',
    );
    // A trail's sights and eateries below and its ways up name the place's own.
    for (const name of place.trail?.below ?? []) {
      const named = (item: { name: string }) => item.name === name;
      if (!place.attractions.some(named) && !place.restaurants.some(named)) {
        ctx.addIssue({
          code: 'custom',
          path: ['trail', 'below'],
          message: `names no sight or eatery of the place: ${name}`,
        });
      }
    }
    // A ride one way says so in its name, and then names its far end (decision 46).
    for (const activity of place.activities) {
      const wayUp = place.trail?.ways.includes(activity.name) ?? false;
      if (/\bone[ -]way\b/i.test(activity.name) && !activity.oneWayTo && !wayUp) {
        ctx.addIssue({
          code: 'custom',
          path: ['activities'],
          message: `a one-way ride names no far end (oneWayTo): ${activity.name}`,
        });
      }
    }
    for (const name of place.trail?.ways ?? []) {
      if (!place.activities.some((activity) => activity.name === name)) {
        ctx.addIssue({
          code: 'custom',
          path: ['trail', 'ways'],
          message: `names no activity of the place: ${name}`,
        });
      }
    }
  });

/** The price tiers of a stay, cheapest first; "backpacker" (dorms, homestays) sits below budget. */
export const STAY_TIERS = ['backpacker', 'budget', 'standard', 'premium', 'luxury'] as const;
export type StayTier = (typeof STAY_TIERS)[number];

export const STAY_KINDS = [
  'hostel',
  'homestay',
  'guesthouse',
  'dharamshala',
  'camp',
  'hotel',
  'resort',
  'houseboat',
  'tent',
  'cottage',
] as const;

export const staySchema = z.object({
  name: text,
  kind: z.enum(STAY_KINDS),
  /** Typical 2024-25 in-season rate for a double room (the cheapest private room at hostels). */
  nightly: z.number().int().min(100),
  /** Per bed per night, only where the place has dorms. */
  dormBed: z.number().int().min(50).optional(),
  /** The months it takes guests, when it closes for a season (a yatra camp, a desert camp). */
  months: z.array(month).min(1).optional(),
  /**
   * The first and last nights of its season to the day ("11-15" to "06-14", month-day), where it
   * opens or shuts in the middle of a month (Corbett's forest lodges: decision 113).
   */
  season: z
    .object({
      from: z.string().regex(/^(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])$/),
      to: z.string().regex(/^(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])$/),
    })
    .optional(),
  /**
   * How an island stay is reached from the airport where it differs from the destination's usual
   * boat (engine/cost-model.ts `islandTransfers`): a Maldives resort by seaplane, a Maafushi
   * guesthouse by the shared speedboat, a Hulhumalé hotel by road; a Lakshadweep stay on another
   * island than Agatti's airport by the inter-island speed vessel (priced for Agatti–Kadmat only);
   * a Seychelles stay on Praslin or La Digue by the Cat Cocos ferry from Mahé (decision 224).
   */
  transfer: z
    .enum([
      'seaplane',
      'shared-speedboat',
      'inter-island-speed-vessel',
      'cat-cocos-praslin',
      'cat-cocos-la-digue',
      'road',
    ])
    .optional(),
  /**
   * The island it stands on, where the destination's sights name theirs (decision 34); unset at
   * such a destination, a resort island of its own, from which none of them is planned.
   */
  island: text.optional(),
  /**
   * A stay out of town, 10 km or more by road from the destination's centre where its sights
   * are (Taj Theog, 30 km out of Shimla): the one-way road distance and usual drive, which each
   * day in town adds there and back (decision 62).
   */
  away: z
    .object({
      km: z.number().int().min(10),
      hours: z.number().min(0.25).max(2.5),
      /**
       * The place out there it stands at, where the destination's own sights or day trips go
       * (Joshimath for Auli, Panchgani for Mahabaleshwar): those sights are seen from the stay
       * without the drive, and no day trip goes there.
       */
      at: text.optional(),
      /**
       * The town stands on the one road up to the place, which every way in and out by road
       * passes (Joshimath, 45 km below Badrinath on NH7): the journey in ends there and the way
       * home starts there, rather than driving up to the place and back down past the stay
       * (decision 253).
       */
      onTheRoad: z.literal(true).optional(),
    })
    .refine((away) => !away.onTheRoad || away.at !== undefined, {
      message: 'a stay on the road up names its town in `at`',
      path: ['onTheRoad'],
    })
    .optional(),
});
export type Stay = z.output<typeof staySchema>;
export type StayTransfer = NonNullable<Stay['transfer']>;
export type Stays = Record<StayTier, Stay[]>;

const tierListSchema = z.array(staySchema).default([]);

/** One data/stays/{region}.json: destination id → its stays, tier by tier. */
export const staysFileSchema = z.record(
  z.string(),
  z.object({
    backpacker: tierListSchema,
    budget: tierListSchema,
    standard: tierListSchema,
    premium: tierListSchema,
    luxury: tierListSchema,
  }),
);

export type DestinationEntry = z.output<typeof destinationSchema>;
/** A destination as the planner sees it: the data entry plus its stays, merged at load. */
export type Destination = DestinationEntry & {
  stays: Stays;
  /**
   * The stays data/stays lists in each tier itself, before an empty tier takes its nearest
   * tier's (`stays`): what tells a card that shows another tier's stay (engine/planner.ts).
   * Unset on a place built without stays files (a town, a test's fixture): `stays` then.
   */
  ownStays?: Stays;
  /** Its height in metres, where known: a real town's as a trip's origin (decision 167). */
  metres?: number;
};
export type Attraction = Destination['attractions'][number];
export type Restaurant = Destination['restaurants'][number];
export type Activity = Destination['activities'][number];
export type Excursion = Destination['excursions'][number];
export type Airport = NonNullable<Destination['airport']>;

/** A place's airports: its own, its second (decision 168), then its better-connected one. */
export function airportsOf(
  place: Pick<Destination, 'airport' | 'majorAirport'> & { secondAirport?: Airport | undefined },
): Airport[] {
  return [place.airport, place.secondAirport, place.majorAirport].filter(
    (airport): airport is Airport => Boolean(airport),
  );
}

/** The airport of this code among a place's, if it is one of them. */
export function airportOf(
  place: Parameters<typeof airportsOf>[0],
  code: string,
): Airport | undefined {
  return airportsOf(place).find((airport) => airport.code === code);
}
export type Railway = NonNullable<Destination['railway']>;

/** The airport or railhead of this code among a place's, if it is one of them. */
export function gatewayOfCode(
  place: Parameters<typeof airportsOf>[0] & Pick<Destination, 'railway'>,
  code: string,
): Airport | Railway | undefined {
  return airportOf(place, code) ?? (place.railway?.code === code ? place.railway : undefined);
}

export const knowledgeFileSchema = z.array(z.unknown());

/**
 * A town travellers set out from that is not a destination of its own (data/towns/*.json):
 * where it is, and the airport and railhead it uses. It can be a trip's origin, never its stop.
 */
export const townSchema = z.object({
  id: z.string().regex(/^town-[a-z0-9]+(-[a-z0-9]+)*$/, 'town ids start with "town-"'),
  name: text,
  state: text,
  lat: z.number().min(6).max(38),
  lon: z.number().min(68).max(98),
  aliases: z.array(text),
  airport: airportSchema,
  railway: railwaySchema,
});

export const townsFileSchema = z.array(townSchema);
export type Town = z.output<typeof townSchema>;

/**
 * data/localities/*.json: the neighbourhoods and suburbs of a big city by the id of its
 * destination ("mumbai": Andheri, Bandra…), each a place a trip starts from as that city.
 */
export const localitiesFileSchema = z.record(z.string(), z.array(text).min(1));

/**
 * data/places/*.json: populated places of India by name, position, state and, where GeoNames
 * gives it, height in metres (SOURCES.md), never planned as a stop: they tell a real town typed
 * from a slip of a destination's name, find the places near it to suggest, and let a trip start
 * from it.
 */
export const placeNamesFileSchema = z.array(
  z.tuple([
    text,
    z.number().min(6).max(38),
    z.number().min(68).max(98),
    text,
    z.number().int().min(-10).max(6000).optional(),
  ]),
);

/**
 * data/renamed/*.json: real towns of data/places by a former name ("Hoshangabad" for
 * Narmadapuram), each with the name GeoNames lists it under now and its state (SOURCES.md).
 */
export const renamedFileSchema = z.array(z.object({ name: text, now: text, state: text }).strict());

/**
 * data/circuits/*.json: circuits travellers book by name ("Golden Triangle", "Char Dham"), each
 * the destinations it stays at (SOURCES.md, "named circuits"). A name of one reads as those
 * places typed together.
 */
export const circuitsFileSchema = z.array(
  z.object({
    name: text,
    aliases: z.array(text),
    stops: z.array(z.string()).min(2).max(4),
    /** Made in this order (the Char Dham clockwise), not the shortest loop from home. */
    inOrder: z.literal(true).optional(),
  }),
);

/**
 * data/areas/*.json: parts of the world travellers name that span several states or countries
 * ("North East India", "Europe"), each the states (in India) or countries it holds; planned as
 * a state or country is (SOURCES.md, "areas").
 */
export const areasFileSchema = z.array(
  z.object({
    name: text,
    aliases: z.array(text),
    regions: z.array(text).min(2),
  }),
);

const iataCode = z.string().regex(/^[A-Z]{3}$/, 'an IATA code is three capital letters');

/**
 * data/air-routes/*.json: the airports each researched airport has scheduled flights to without
 * a change of plane, with the pages that say so (decision 61). A route is read both ways.
 */
export const airRoutesFileSchema = z.object({
  part: text,
  airports: z.array(
    z
      .object({
        code: iataCode,
        name: text,
        to: z.array(iataCode),
        asOf: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'asOf is a year and month, YYYY-MM'),
        sources: z
          .array(z.object({ url: z.string().url(), date: text, says: text }))
          .min(1, 'a route list needs a source'),
        note: z.string().optional(),
        /** Routes of `to` flown only in some months (a tourist-season rotation). */
        seasonal: z
          .array(z.object({ to: z.array(iataCode).min(1), months: z.array(month).min(1) }))
          .optional(),
      })
      .refine((airport) => !airport.to.includes(airport.code), {
        message: 'an airport does not fly to itself',
        path: ['to'],
      })
      .refine(
        (airport) =>
          (airport.seasonal ?? []).every((season) =>
            season.to.every((code) => airport.to.includes(code)),
          ),
        { message: 'a seasonal route is one of the airport’s routes', path: ['seasonal'] },
      ),
  ),
});

/** Where a gateway stands, in degrees. */
const gatewaySpot = {
  name: text,
  lat: z.number().min(-90).max(90),
  lon: z.number().min(-180).max(180),
};

/**
 * data/airports/*.json: where the airports of Indian places and towns stand (decision 270), from
 * OurAirports' public-domain airport table. A real town made an origin rides to its airport by
 * its own road, measured from here, not by way of a place near it.
 */
export const airportSpotsFileSchema = z.array(
  z.object({
    code: iataCode,
    /** The airport's identifier in OurAirports (its ICAO code, else OurAirports' own). */
    ident: text,
    ...gatewaySpot,
  }),
);

/**
 * data/railheads/*.json: where the railheads of Indian places and towns stand (decision 271), by
 * station code, from DataMeet's station list. A real town rides to its railhead as to its airport.
 */
export const railheadSpotsFileSchema = z.array(z.object({ code: text, ...gatewaySpot }));
