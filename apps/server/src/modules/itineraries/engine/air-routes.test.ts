import { describe, expect, it } from 'vitest';
import { knowledgeBase } from '../knowledge/load';
import type { Destination } from '../knowledge/schema';
import {
  CONNECTING_HUBS,
  TRUNK_AIRPORTS,
  airportCity,
  airportLabel,
  airportTown,
  flightPath,
  fliesDirect,
  grounded,
} from './air-routes';
import { cardsForTrip } from './quality';
import { planJourney } from './transport';

const kb = knowledgeBase();
const routes = kb.airRoutes;
const places = [...kb.destinations, ...new Set(kb.towns.values())];
const codes = [
  ...new Set(places.flatMap((place) => [place.airport?.code, place.majorAirport?.code])),
].filter((code): code is string => Boolean(code));
const countryOf = new Map(
  places.flatMap((place) =>
    [place.airport, place.majorAirport].flatMap((airport) =>
      airport ? [[airport.code, place.country] as const] : [],
    ),
  ),
);
const abroad = (code: string) => countryOf.get(code) !== 'India';
/** Every eleventh airport as a destination: all pairs would take minutes on a shared machine. */
const sample = codes.filter((_, index) => index % 11 === 0);

/** The airports of a place's flights: its own and its better-connected one. */
const airportsOf = (place: Destination) =>
  [place.airport?.code, place.majorAirport?.code].filter((code): code is string => Boolean(code));

/** The journey an Economy party plans between two places on a date, and its flight if any. */
function flownOn(from: Destination, to: Destination, date = '2027-03-03', travellers = 2) {
  const journey = planJourney(from, to, {
    travelClass: 'Economy',
    travellers,
    date,
  } as Parameters<typeof planJourney>[2]);
  return { journey, flight: journey.legs.find((leg) => leg.mode === 'flight') };
}

describe('flights that exist (decision 61)', () => {
  it('has researched routes to read', () => {
    expect(routes.researched.size).toBeGreaterThan(20);
  });

  it('lists only airports the knowledge base knows, so no route is lost to a mistyped code', () => {
    const known = new Set(codes);
    for (const [from, to] of [...routes.links].flatMap(([a, linked]) =>
      [...linked.keys()].map((b) => [a, b] as const),
    )) {
      expect(known.has(from) && known.has(to), `${from}–${to}`).toBe(true);
    }
  });

  it('names an airport as travellers know it, not by the nearest place that uses it', () => {
    expect(airportLabel('BOM')).toBe('Mumbai (BOM)');
    expect(airportLabel('IXB')).toBe('Bagdogra (IXB)');
    expect(airportLabel('JLR')).toBe('Jabalpur (JLR)');
    expect(airportCity('IXB')).toBe('Bagdogra');
    expect(airportCity('ZZZ')).toBeUndefined();
    expect(airportLabel('ZZZ')).toBe('ZZZ');
    expect(airportLabel('AUH')).toBe('Abu Dhabi (AUH)');
    expect(airportLabel('ZRH')).toBe('Zurich (ZRH)');
    expect(airportLabel('PBH')).toBe('Paro (PBH)');
    expect(airportLabel('GOX')).toBe('Goa (GOX)');
  });

  // Decision 228: a night after a flight into Bhuntar was "at a hotel in Manali, near the
  // airport", 50 km up the valley from it, and the next day's drive began at the airport.
  it('spends a night near an airport in the town at it, not in one it is named for', () => {
    expect(airportTown('KUU')).toBe('Bhuntar');
    expect(airportTown('VDY')).toBe('Toranagallu');
    expect(airportTown('IXB')).toBe('Bagdogra');
    expect(airportTown('PGH')).toBe(airportCity('PGH'));
    const halts = cardsForTrip('Mumbai', 'Spiti Valley', 5, '2027-07-25').flatMap(({ trip }) =>
      trip.outboundHalt?.at ? [trip.outboundHalt.at] : [],
    );
    expect(halts.length).toBeGreaterThan(0);
    expect(new Set(halts)).toEqual(new Set(['Bhuntar']));
    for (const code of codes) {
      const town = airportTown(code);
      const place = kb.destinations.find((one) => one.name === town);
      const airport = place && [place.airport, place.secondAirport].find((a) => a?.code === code);
      // Abroad the town at an airport is seldom the knowledge base's (Sepang for KLIA).
      if (airport && place.country === 'India')
        expect(airport.distanceKm, `${code}: ${town}`).toBeLessThanOrEqual(35);
    }
  });

  it('flies every hop of a planned path on a listed route or between trunk airports', () => {
    let connections = 0;
    for (const from of codes) {
      for (const to of sample) {
        if (from === to) continue;
        const path = flightPath(from, to);
        if (!path) continue;
        expect(path[0]).toBe(from);
        expect(path[path.length - 1]).toBe(to);
        if (path.length > 2) connections += 1;
        for (let i = 1; i < path.length; i++) {
          const [a, b] = [path[i - 1]!, path[i]!];
          const listed =
            (TRUNK_AIRPORTS.has(a) && TRUNK_AIRPORTS.has(b)) ||
            (abroad(a) && abroad(b)) ||
            Boolean(routes.links.get(a)?.has(b));
          const unknown = !routes.researched.has(a) && !routes.researched.has(b);
          expect(listed || unknown, `${from}→${to}: ${a}–${b}`).toBe(true);
        }
        // A journey within India changes planes in India, never abroad (Bagdogra–Paro–Guwahati).
        if (!abroad(from) && !abroad(to))
          for (const hub of path.slice(1, -1)) expect(abroad(hub), `${from}→${to}`).toBe(false);
        // A listed route is flown direct, never through a hub.
        if (routes.links.get(from)?.has(to)) expect(path).toEqual([from, to]);
        // A change in India is made at a trunk airport or one of ten routes or more, never at
        // Kullu or Shimla with a flight or two a day (decision 135).
        for (const hub of path.slice(1, -1).filter((code) => !abroad(code)))
          expect(
            TRUNK_AIRPORTS.has(hub) ||
              !routes.researched.has(hub) ||
              (routes.links.get(hub)?.size ?? 0) >= 10,
            `${from}→${to} changes at ${hub}`,
          ).toBe(true);
      }
    }
    expect(connections).toBeGreaterThan(0);
    expect(flightPath('DED', 'ATQ')).toEqual(['DED', 'DEL', 'ATQ']);
  });

  it('flies no route that one of its airports says has stopped (Bagdogra–Paro–Bangkok)', () => {
    // Bagdogra's record leaves out Drukair's old stop there; Paro's and Bangkok's listed it, and
    // routes are read both ways, so Siliguri to Kathmandu changed planes at Paro.
    expect(fliesDirect('IXB', 'PBH')).toBe(false);
    expect(fliesDirect('IXB', 'BKK')).toBe(false);
    expect(flightPath('IXB', 'KTM')).not.toContain('PBH');
  });

  it('never flies from an airport whose flights have stopped', () => {
    const idle = [...routes.researched].filter((code) => !abroad(code) && !routes.links.has(code));
    expect(idle).toContain('PYG');
    for (const code of idle) {
      for (const other of codes)
        if (other !== code) expect(flightPath(code, other)).toBeUndefined();
    }
  });

  it('flies a traveller whose airports have no flights from the nearest that has, by road', () => {
    const stranded = places.filter(
      (place) =>
        place.country === 'India' &&
        airportsOf(place).length > 0 &&
        airportsOf(place).every((code) => grounded(code)),
    );
    expect(stranded.map((place) => place.name)).toEqual(expect.arrayContaining(['Tezpur']));
    const far = kb.byId.get('goa')!;
    for (const place of stranded) {
      for (const [from, to] of [
        [place, far],
        [far, place],
      ] as const) {
        const { journey, flight } = flownOn(from, to);
        if (!flight) continue;
        for (const code of [flight.fromCode!, flight.toCode!]) {
          expect(grounded(code), `${from.name} → ${to.name} by ${code}`).toBe(false);
        }
        const ride = journey.legs[from === place ? 0 : journey.legs.length - 1]!;
        expect(ride.mode).toBe('road');
      }
    }
  });

  it('flies by another airport, and says so, in the months a place’s own has no flights', () => {
    const seasonal = kb.destinations.filter(
      (place) =>
        place.airport &&
        !place.majorAirport &&
        grounded(place.airport.code, 8) &&
        !grounded(place.airport.code),
    );
    expect(seasonal.map((place) => place.id)).toContain('khajuraho');
    const mumbai = kb.byId.get('mumbai')!;
    for (const place of seasonal) {
      const own = place.airport!.code;
      const codes = (date: string) => {
        const { journey, flight } = flownOn(mumbai, place, date);
        return { flight, notes: journey.notes };
      };
      const august = codes('2027-08-11');
      if (august.flight) {
        expect(august.flight.toCode, place.id).not.toBe(own);
        expect(august.notes.join(' ')).toContain(`(${own}) has no scheduled flights in August`);
      }
      const january = codes('2027-01-13');
      if (january.flight) expect(january.flight.toCode, place.id).toBe(own);
    }
  });

  it('says on the journey where the traveller changes planes, and prices the change', () => {
    let checked = 0;
    for (const from of places.filter((place) => place.country === 'India')) {
      if (checked >= 60) break;
      const own = from.airport?.code;
      if (!own || !routes.researched.has(own) || from.majorAirport) continue;
      for (const to of kb.destinations.filter((place) => place.country === 'India')) {
        const far = airportsOf(to);
        if (far.length !== 1 || far.includes(own) || fliesDirect(own, far[0]!)) continue;
        const { journey, flight } = flownOn(from, to, '2027-03-03', 1);
        if (!flight) continue;
        checked += 1;
        expect(flight.description, `${from.name} → ${to.name}`).toMatch(
          /changing planes at .+ \([A-Z]{3}\)/,
        );
        expect(journey.notes.some((note) => note.startsWith('No direct flight between'))).toBe(
          true,
        );
        break;
      }
    }
    expect(checked).toBeGreaterThan(5);
  });
});

describe('flights abroad that airlines sell (decision 79)', () => {
  const indian = codes.filter((code) => !abroad(code));
  const foreign = codes.filter(abroad);
  /** The cities an audit of trips abroad searched from. */
  const origins = [...TRUNK_AIRPORTS, 'COK', 'GAU', 'PNQ', 'AMD'];
  const listed = (a: string, b: string) => Boolean(routes.links.get(a)?.has(b));

  it('flies non-stop between India and abroad only on a listed route', () => {
    for (const from of indian) {
      for (const to of foreign) {
        if (fliesDirect(from, to)) expect(listed(from, to), `${from}–${to}`).toBe(true);
      }
    }
    // Routes read and found not flown (Prague, Barcelona) or flown from Delhi only (Seoul).
    for (const [from, to] of [
      ['DEL', 'PRG'],
      ['CCU', 'PRG'],
      ['HYD', 'BCN'],
      ['CCU', 'BCN'],
      ['MAA', 'ICN'],
    ] as const) {
      expect(flightPath(from, to)!.length, `${from}→${to}`).toBeGreaterThan(2);
    }
    // Air India's Mumbai–Haneda, from 15 June 2026: Mumbai to Tokyo no longer changes at Delhi.
    expect(flightPath('BOM', 'HND')).toEqual(['BOM', 'HND']);
  });

  it('changes planes abroad only at a connecting hub, or where both flights are listed', () => {
    let abroadChanges = 0;
    for (const from of origins) {
      for (const to of foreign) {
        for (const path of [flightPath(from, to), flightPath(to, from)]) {
          if (!path) continue;
          for (let i = 1; i < path.length - 1; i++) {
            const [before, hub, after] = [path[i - 1]!, path[i]!, path[i + 1]!];
            if (!abroad(hub)) continue;
            abroadChanges += 1;
            const sold = CONNECTING_HUBS.has(hub) || (listed(before, hub) && listed(hub, after));
            expect(sold, `${path.join('–')} changes at ${hub}`).toBe(true);
          }
        }
      }
    }
    expect(abroadChanges).toBeGreaterThan(20);
  });

  it('reaches a place abroad linked only to its own region by those links', () => {
    // Queenstown is flown from Auckland, Melbourne and Sydney only; Langkawi from Kuala Lumpur
    // and Singapore; Paro from Kathmandu and India.
    for (const [to, by] of [
      ['ZQN', ['AKL', 'MEL', 'SYD']],
      ['LGK', ['KUL', 'SIN']],
    ] as const) {
      for (const from of origins) {
        const path = flightPath(from, to)!;
        expect(by as readonly string[], `${from}→${to}: ${path.join('–')}`).toContain(
          path[path.length - 2],
        );
      }
    }
  });

  it('keeps the flights between places abroad that airlines fly, and no others', () => {
    for (const [a, b] of [
      ['SIN', 'DPS'],
      ['CDG', 'FCO'],
      ['HND', 'ICN'],
      ['SYD', 'MEL'],
      ['BKK', 'HKT'],
      ['KUL', 'SIN'],
      ['CMB', 'MLE'],
      ['DXB', 'LHR'],
    ] as const) {
      expect(fliesDirect(a, b), `${a}–${b}`).toBe(true);
    }
    // Long-haul routes from small airports, and sea crossings no airline flies.
    for (const [a, b] of [
      ['KTM', 'CDG'],
      ['KTM', 'LHR'],
      ['PBH', 'LHR'],
      ['HKT', 'ZQN'],
      ['CMB', 'MRU'],
      ['CMB', 'LGK'],
      ['CMB', 'HKT'],
      ['CMB', 'KBV'],
      ['MLE', 'SEZ'],
      ['MLE', 'NBO'],
      ['SIN', 'ZQN'],
    ] as const) {
      expect(fliesDirect(a, b), `${a}–${b}`).toBe(false);
    }
  });

  it("reads an airport's flights abroad from its own entry, not from another's (decision 138)", () => {
    // A new entry for Langkawi that lists Incheon and Haneda says nothing of their other flights.
    const links = new Map(
      [...kb.airRoutes.links].map(([code, to]) => [code, new Map(to)] as const),
    );
    for (const other of ['ICN', 'HND']) {
      links.get('LGK')!.set(other, undefined);
      links.get(other)!.set('LGK', undefined);
    }
    const listed = new Map(kb.airRoutes.listed);
    listed.set('LGK', new Set([...(listed.get('LGK') ?? []), 'ICN', 'HND']));
    const routes = { ...kb.airRoutes, links, listed };
    expect(fliesDirect('HND', 'ICN', undefined, routes)).toBe(true);
    expect(fliesDirect('LGK', 'ICN', undefined, routes)).toBe(true);
    // Langkawi's own entry lists its flights abroad: it flies no others.
    expect(fliesDirect('LGK', 'HKG', undefined, routes)).toBe(false);
  });

  it('drives a short hop abroad rather than flying it, and never changes planes there', () => {
    expect(fliesDirect('AUH', 'DXB')).toBe(false);
    expect(flightPath('AUH', 'DXB')).toBeUndefined();
    const abuDhabi = kb.byId.get('abu-dhabi')!;
    const jaipur = kb.byId.get('jaipur')!;
    const { journey, flight } = flownOn(abuDhabi, jaipur);
    expect(flight?.fromCode).toBe('AUH');
    expect(`${flight?.description} ${journey.notes.join(' ')}`).not.toContain('DXB');
  });

  it('changes a third time at a trunk airport where two changes do not reach', () => {
    // Imphal flies only within India; Queenstown only to Auckland, Melbourne and Sydney.
    const path = flightPath('IMF', 'ZQN')!;
    expect(path).toHaveLength(5);
    expect(TRUNK_AIRPORTS.has(path[1]!)).toBe(true);
    for (let i = 1; i < path.length; i++) expect(fliesDirect(path[i - 1]!, path[i]!)).toBe(true);
    const { flight } = flownOn(kb.byId.get('imphal')!, kb.byId.get('queenstown')!);
    expect(flight?.toCode).toBe('ZQN');
  });

  it('flies Kolkata to Paris by a hub that flies to Paris, not by Kathmandu', () => {
    const { journey, flight } = flownOn(kb.byId.get('kolkata')!, kb.byId.get('paris')!);
    expect(flight?.description).toMatch(/changing planes at (Delhi|Mumbai|Dubai|Doha|Abu Dhabi)/);
    expect(journey.notes.join(' ')).not.toContain('Kathmandu');
  });
});
