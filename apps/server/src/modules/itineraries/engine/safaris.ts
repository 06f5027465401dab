import type { Activity, Attraction, Destination } from '../knowledge/schema';

/**
 * Park zones seen only from a safari vehicle (decision 49): a wildlife sight whose note says its
 * visit is by a booked safari, or that the jeep, guide or safari fee comes on top of its permit.
 * Its visit takes a seat on one of the place's day safaris, priced as that outing is, so that a
 * card never plans "Ranthambore, Zones 1–5" without the gypsy it is seen from.
 */
const BY_SAFARI =
  /\bonly by\b|\bpermits? only\b|\bby booked\b|\bsafaris? only\b|\bjeep(?: and guide)?(?: hire)? extra\b|\bguide and jeep(?: hire)? extra\b|\bsafari fee extra\b|\bseparate jeep fee\b|\bjeep and guide fees\b|\bpermit per (?:seat|jeep)\b/i;
/** A safari by day in a vehicle a traveller takes a seat in. */
const DAY_SAFARI = /\b(?:jeep|gypsy|canter)\b|\bsafari\b/i;
/** Not a day safari into the park: a night drive, a boat, an elephant ride, a walk, a bus tour. */
const OTHER_OUTING = /\bnight\b|\bboat\b|\belephant\b|\bwalk\b|\bbus tour\b|\bdawn\b/i;
/** The safari's price includes the park's own permit or entry. */
const WITH_PERMIT = /\bincl\.?[^)]*\b(?:permit|park entry|entry)\b/i;

/**
 * Whether a sight is seen only from a safari vehicle: its note says so, or it is another zone or
 * range of a park whose zones are (Kanha's Kisli Zone beside its Kanha Zone, whose note says so).
 */
export function seenBySafari(
  sight: Attraction,
  place?: Pick<Destination, 'attractions'> & Partial<Pick<Destination, 'activities'>>,
): boolean {
  if (sight.kind !== 'wildlife') return place !== undefined && rideTo(sight, place) !== undefined;
  if (BY_SAFARI.test(sight.note ?? '')) return true;
  return (
    place !== undefined &&
    /\b(?:zone|range)\b/i.test(sight.name) &&
    place.attractions.some(
      (other) => other !== sight && other.kind === 'wildlife' && BY_SAFARI.test(other.note ?? ''),
    )
  );
}

/**
 * A note that puts a sight inside the park ("Inside the core, on safari routes"; Kanha's museum
 * "at Kanha meadow, visited during safaris").
 */
const INSIDE_PARK = /\binside the (?:park|core)\b|\bvisited (?:during|on) (?:a )?safaris?\b/i;

/**
 * A lake, cave or viewpoint inside a park whose zones are seen only from a safari (Tadoba Lake,
 * Kanha's Bamni Dadar): no one walks there on their own, so it is seen from the safari's
 * vehicle on a drive into the park, never as a visit of its own (decision 57).
 */
export function onSafariRoute(sight: Attraction, place: Pick<Destination, 'attractions'>): boolean {
  return (
    sight.kind !== 'wildlife' &&
    INSIDE_PARK.test(sight.note ?? '') &&
    place.attractions.some((other) => seenBySafari(other, place))
  );
}

/**
 * A note that says a sight is reached by a jeep, a boat or a ferry (Hebbe Falls, Paradise Beach,
 * Vivekananda Rock).
 */
const REACHED_BY_RIDE = /\b(?:jeep|4x4|boat|longtail|ferry)\b/i;
/** An outing that is such a ride. */
const RIDE = /\b(?:jeep|boat|longtail|ferry)\b/i;

/**
 * Whether an outing names the sight: its whole name before any comma or bracket, or one of the
 * sights a name joins with "and" ("Hussain Sagar and Buddha Statue": the boat to the Buddha
 * statue).
 */
function namesSight(outing: string, sight: string): boolean {
  const base = sight.split(/[,(]/)[0]!.trim().toLowerCase();
  const name = outing.toLowerCase();
  const parts = base.split(' and ').filter((part) => part.split(' ').length >= 2);
  return [base, ...parts].some((part) => name.includes(part));
}

/**
 * The ride a sight off the road is reached by, where its place sells it as an outing named for
 * the sight (Dudhsagar Falls by the jeep safari from Collem, Hebbe Falls by the jeep from
 * Kemmangundi, Baneshwar Temple by the boat on the Narmada): its visit takes a seat on that
 * ride, priced as the outing is, as a park zone's takes a safari's (decision 117).
 */
export function rideTo(
  sight: Attraction,
  place: Partial<Pick<Destination, 'activities'>>,
): Activity | undefined {
  if (sight.kind === 'wildlife') return undefined;
  // Asked of every sight of a place for each of its sights (onSafariRoute): read once.
  const known = rides.get(sight);
  if (known !== undefined) return known ?? undefined;
  const ride = sight.ride
    ? (place.activities ?? []).find((activity) => activity.name === sight.ride)
    : REACHED_BY_RIDE.test(sight.note ?? '')
      ? (place.activities ?? []).find(
          (activity) =>
            RIDE.test(activity.name) && !activity.oneWayTo && namesSight(activity.name, sight.name),
        )
      : undefined;
  rides.set(sight, ride ?? null);
  return ride;
}
const rides = new WeakMap<Attraction, Activity | null>();

/**
 * A note that says a sight is reached only by a boat or jeep hired for it, or seen only from a
 * boat (Jag Mandir "reached by boat from the City Palace jetty", Mandalpatti's "last stretch by
 * hired 4x4 jeep"). Not a city's public ferry, a fare of a few rupees or dollars like a bus's
 * ("30-minute ferry from Circular Quay"), nor a note that names another way there.
 */
const ONLY_BY_RIDE =
  /\b(?:reached|only) by (?:hired )?(?:motor)?(?:boat|longtail|jeep|4x4)\b|\bby (?:motor)?boat\b|\b(?:boat|longtail) from\b|\bboat fare extra\b|\bby hired (?:4x4|jeep)\b|\bjeep track\b|\bseen from a boat\b/i;
const ANOTHER_WAY =
  /\bon foot\b|\bwalk(?:ed|ing)?\b|\btrek\b|\bseen from the (?:jetty|shore|road)\b|\bfree (?:shuttle )?(?:boat|ferry)\b|\brailway\b/i;

/**
 * Whether a sight is reached only by a boat or jeep hired for it (its note says so) or is a dive
 * or snorkel site, which only a dive or snorkel outing reaches (decision 227).
 */
export function needsRide(sight: Attraction): boolean {
  // Asked of every sight of every trip planned and in each day's checks: read once, as rideTo.
  const known = ridden.get(sight);
  if (known !== undefined) return known;
  const note = sight.note ?? '';
  const needs =
    sight.kind !== 'wildlife' &&
    ((ONLY_BY_RIDE.test(note) && !ANOTHER_WAY.test(note)) ||
      DIVE_SITE.test(`${sight.name} ${note}`));
  ridden.set(sight, needs);
  return needs;
}
const ridden = new WeakMap<Attraction, boolean>();

/** A reef or dive site, seen only on a dive or snorkel outing. */
const DIVE_SITE = /\b(?:dive|diving|snorkel(?:ling)?) site\b|\bcertified divers\b/i;

/** The place's day safaris, the vehicles its park zones are seen from. */
export function daySafaris(place: Pick<Destination, 'activities'>): Activity[] {
  return place.activities.filter(
    (activity) =>
      DAY_SAFARI.test(activity.name) && !OTHER_OUTING.test(activity.name) && !activity.oneWayTo,
  );
}

const words = (text: string) =>
  new Set(
    text
      .toLowerCase()
      .replace(/[^a-z0-9 ]+/g, ' ')
      .split(' ')
      .filter((word) => word.length > 3 && !['zone', 'zones', 'safari', 'range'].includes(word)),
  );

/**
 * The safari a card takes to see a zone: one named for that zone where the place lists one
 * (the canter to Dhikala for Dhikala), else one for its kind of zone (core or buffer), else any;
 * the cheapest seat for a budget card, the dearest for the others.
 */
export function safariFor(
  place: Pick<Destination, 'activities' | 'attractions'>,
  sight: Attraction,
  budget: boolean,
): Activity | undefined {
  if (!seenBySafari(sight, place)) return undefined;
  if (sight.kind !== 'wildlife') return rideTo(sight, place);
  const all = daySafaris(place);
  const own = words(sight.name);
  const names = (safari: Activity) => [...words(safari.name)];
  // A safari named for this zone (the canter to Dhikala for Dhikala) or for none of the park's
  // other zones; a buffer zone's own safari for a buffer zone, never for a core one.
  const others = place.attractions.filter((other) => other !== sight && seenBySafari(other, place));
  const buffer = /\bbuffer\b/i.test(sight.name);
  const pool = all.filter(
    (safari) =>
      names(safari).some((word) => own.has(word)) ||
      (!others.some((other) => names(safari).some((word) => words(other.name).has(word))) &&
        (buffer || !/\bbuffer\b/i.test(safari.name))),
  );
  // A buffer zone with no buffer safari of its own is left as it was, not sent on a core one.
  const choice = buffer ? pool.filter((safari) => /\bbuffer\b/i.test(safari.name)) : pool;
  return [...choice].sort((a, b) => (budget ? a.price - b.price : b.price - a.price))[0];
}

/** Whether the safari's price already holds the zone's own permit or entry fee. */
export function safariIncludesPermit(safari: Activity): boolean {
  return WITH_PERMIT.test(safari.name);
}
