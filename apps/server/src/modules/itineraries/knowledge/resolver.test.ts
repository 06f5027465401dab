import { knowledgeBase } from './load';
import { describe, expect, it } from 'vitest';
import {
  gatewayRideErrors,
  editDistance,
  hasPricedStay,
  resolveOrigin,
  resolvePlace,
  suggestPlaces,
} from './resolver';
import { withNoStays } from '../../../test/no-stays';
import { rankedCards } from '../engine/planner';
import { engineSearchOf } from '../engine/quality';
import { legsOf } from '../engine/trip';
import { greatCircleKm } from '../engine/road-model';

function resolvedName(input: string): string {
  const result = resolvePlace(input);
  if (!result.ok) throw new Error(`"${input}" did not resolve; suggestions: ${result.suggestions}`);
  return result.resolved.name;
}

describe('place resolver', () => {
  it.each([
    ['Bengaluru', 'Bengaluru'],
    ['Bangalore', 'Bengaluru'],
    ['Kolkata', 'Kolkata'],
    ['Calcutta', 'Kolkata'],
    ['Gurugram', 'Gurugram'],
    ['Gurgaon', 'Gurugram'],
    ['Thiruvananthapuram', 'Thiruvananthapuram'],
    ['Trivandrum', 'Thiruvananthapuram'],
    ['Puducherry', 'Puducherry'],
    ['Pondicherry', 'Puducherry'],
    ['Bombay', 'Mumbai'],
    ['Cochin', 'Kochi'],
  ])('knows %s as %s', (input, name) => {
    expect(resolvedName(input)).toBe(name);
  });

  it('ignores case, spaces and accents', () => {
    expect(resolvedName('  new delhi ')).toBe('Delhi');
    expect(resolvedName('PORT BLAIR')).toBe('Port Blair');
  });

  it.each([
    ['BLR', 'Bengaluru'],
    ['DEL', 'Delhi'],
    ['bom', 'Mumbai'],
    ['MAA', 'Chennai'],
    ['COK', 'Kochi'],
    ['KUU', 'Manali'],
  ])('reads the IATA code %s as %s', (code, name) => {
    const result = resolvePlace(code);
    expect(result.ok && result.resolved.matchedBy).toBe('code');
    expect(resolvedName(code)).toBe(name);
  });

  it.each([
    ['Banglore', 'Bengaluru'],
    ['Mumabi', 'Mumbai'],
    ['Hyderbad', 'Hyderabad'],
    ['Darjeling', 'Darjeeling'],
    ['Rishikesh ', 'Rishikesh'],
  ])('forgives the slip in %s', (typo, name) => {
    expect(resolvedName(typo)).toBe(name);
  });

  it('reads "City (CODE)", "CODE - Airport" and "City, State"', () => {
    expect(resolvedName('Delhi (DEL)')).toBe('Delhi');
    expect(resolvedName('BLR - Kempegowda International Airport')).toBe('Bengaluru');
    expect(resolvedName('Manali, Himachal Pradesh')).toBe('Manali');
  });

  it('takes a state or a country as a region with a sensible gateway', () => {
    const kerala = resolvePlace('Kerala');
    expect(kerala.ok && kerala.resolved.kind).toBe('region');
    if (kerala.ok && kerala.resolved.kind === 'region') {
      expect(kerala.resolved.region.destinations.every((p) => p.state === 'Kerala')).toBe(true);
      expect(kerala.resolved.hub.state).toBe('Kerala');
    }
    const orissa = resolvePlace('Orissa');
    expect(orissa.ok && orissa.resolved.name).toBe('Odisha');
    const thailand = resolvePlace('Thailand');
    expect(thailand.ok && thailand.resolved.kind).toBe('region');
  });

  it('answers close names instead of guessing when it cannot tell', () => {
    const unknown = resolvePlace('Atlantis');
    expect(unknown.ok).toBe(false);
    const shared = resolvePlace('Queen of the Hills');
    expect(shared.ok).toBe(false);
    if (!shared.ok) expect(shared.suggestions.sort()).toEqual(['Darjeeling', 'Mussoorie']);
    const near = resolvePlace('Manalii Valley Town');
    expect(near.ok).toBe(false);
  });

  it('offers "did you mean" names for a near miss it will not accept', () => {
    const result = resolvePlace('Shimlaaaa');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.suggestions).toContain('Shimla');
  });

  it.each([
    ['Faridabad', 'Ayodhya (via Faizabad)', undefined],
    ['Binsar', 'Bihar', undefined],
    ['Pangong', 'Phuket', 'Leh'],
    ['Mandarmani', 'Port Blair', 'Digha'],
    ['South Korea', 'Goa', 'South Korea'],
    ['Vienna', 'Vietnam', 'Vienna'],
  ])('never plans %s as another place (it was %s)', (typed, _wrong, base) => {
    const result = resolvePlace(typed);
    if (base === undefined) expect(result.ok).toBe(false);
    else if (base === typed) {
      // Known now: the place itself (a country, its cities).
      expect(result.ok && result.resolved.name).toBe(typed);
    } else {
      // A sub-place is its base, with that day trip planned.
      expect(result.ok && result.resolved.name).toBe(base);
      expect(
        result.ok && result.resolved.kind === 'place' && result.resolved.excursion,
      ).toBeTruthy();
    }
  });

  it.each([
    ['Swiss', 'Switzerland'],
    ['Swiss Alps', 'Switzerland'],
    ['Holland', 'Netherlands'],
    ['Korea', 'South Korea'],
    ['Czech', 'Czech Republic'],
    ['Thai', 'Thailand'],
  ])("reads a country's adjective or everyday name as the country: %s", (typed, country) => {
    // "Swiss" was answered with "Did you mean Lucerne?", a place and not the country.
    const result = resolvePlace(typed);
    expect(result.ok && result.resolved.kind).toBe('region');
    expect(result.ok && result.resolved.name).toBe(country);
  });

  it.each([
    ['Jagannath Temple', 'Puri', 'Konark'],
    ['Har Ki Pauri', 'Haridwar', 'Rishikesh'],
    ['Mahabodhi Temple', 'Bodh Gaya', 'Rajgir'],
    ['Agra Fort', 'Agra', 'Mathura'],
    ['Sukhna Lake', 'Chandigarh', 'Kasauli'],
    ['Sangam (Indus–Zanskar confluence)', 'Leh', 'Prayagraj'],
  ])('plans a sight typed as where to go at its own place: %s at %s (it was %s)', (typed, base) => {
    const result = resolvePlace(typed);
    expect(result.ok && result.resolved.name).toBe(base);
    expect(result.ok && result.resolved.matchedBy).toBe('sight');
  });

  it.each([
    ['Vaishno Devi', 'Jammu', { excursion: 'Katra (Vaishno Devi)' }],
    ['Katra', 'Jammu', { excursion: 'Katra (Vaishno Devi)' }],
    ['Gaya', 'Bodh Gaya', { excursion: 'Gaya' }],
    ['Bet Dwarka', 'Dwarka', { sight: 'Bet Dwarka' }],
    ['Old Manali', 'Manali', { sight: 'Old Manali' }],
  ])(
    'plans the day trip or sight another name of a place stands for: %s at %s',
    (typed, base, asked) => {
      // "Vaishno Devi" was another name of Jammu, so a pilgrim's search planned Jammu's sights
      // and could leave out the yatra: now it is the day trip, planned as Pangong is for Leh.
      const result = resolvePlace(typed);
      expect(result.ok && result.resolved.name).toBe(base);
      expect(result.ok && result.resolved.kind === 'place' && result.resolved).toMatchObject(asked);
    },
  );

  it('asks nothing more of a place typed by its own name', () => {
    for (const name of ['Jammu', 'Dwarka', 'Bodh Gaya', 'Manali']) {
      const result = resolvePlace(name);
      expect(result.ok && result.resolved.kind === 'place' && result.resolved.excursion).toBe(
        undefined,
      );
      expect(result.ok && result.resolved.kind === 'place' && result.resolved.sight).toBe(
        undefined,
      );
    }
  });

  it('asks which place is meant when several have the sight or the name, with those places', () => {
    // Puri, Badrinath, Dwarka and Rameswaram are each one of the Char Dham; Namchi's Char Dham
    // is a day trip from Gangtok; Uttarakhand's four shrines are the Chota Char Dham circuit.
    // It was planned as Gangtok.
    const charDham = resolvePlace('Char Dham');
    expect(charDham.ok).toBe(false);
    if (!charDham.ok) {
      expect(charDham.suggestions[0]).toBe('Chota Char Dham');
      expect(charDham.suggestions).toEqual(
        expect.arrayContaining(['Puri', 'Badrinath', 'Dwarka', 'Rameswaram']),
      );
    }
    // Sarnath is a day trip from Varanasi and from Prayagraj: both, not Somnath.
    const sarnath = resolvePlace('Sarnath');
    expect(sarnath.ok).toBe(false);
    if (!sarnath.ok) expect(sarnath.suggestions.sort()).toEqual(['Prayagraj', 'Varanasi']);
  });

  it('suggests the place of a sight typed in part', () => {
    for (const [typed, base] of [
      ['Meenakshi Temple', 'Madurai'],
      ['Hadimba', 'Manali'],
    ] as const) {
      const result = resolvePlace(typed);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.suggestions).toContain(base);
    }
  });

  it('suggests the place of a sight spelt another way, the better-known first', () => {
    // Manali's sight is spelt Hadimba; Bhimtal's hill Hidimba Parvat, so both are offered.
    for (const [typed, base] of [
      ['Hidimba Devi Temple', 'Manali'],
      ['Hidimba', 'Manali'],
      ['Victoria Memorail', 'Kolkata'],
      ['Gateway of Indea', 'Mumbai'],
    ] as const) {
      const result = resolvePlace(typed);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.suggestions).toContain(base);
    }
    // Charminar is Hyderabad's, and the name of a tower at Gandikota too.
    const charminar = resolvePlace('Charminaar');
    expect(charminar.ok).toBe(false);
    if (!charminar.ok)
      expect(charminar.suggestions.slice(0, 2)).toEqual(['Hyderabad', 'Gandikota']);
  });

  it('forgives one slip only, never in the first letter, and only in names of 5 letters or more', () => {
    // Every known name with one letter changed resolves to itself or not at all.
    const kb = knowledgeBase();
    for (const [key, places] of kb.byName) {
      if (key.length < 5 || places.length !== 1) continue;
      const slipped = key.slice(0, 2) + (key[2] === 'x' ? 'q' : 'x') + key.slice(3);
      const result = resolvePlace(slipped);
      if (result.ok && result.resolved.kind === 'place') {
        expect(result.resolved.place.id).toBe(places[0]!.id);
      }
    }
    expect(resolvePlace('Xanali').ok).toBe(false);
    expect(resolvePlace('Darjling').ok && resolvedName('Darjling')).toBe('Darjeeling');
  });

  it('reads a field that names several places as a trip to each, and one place named twice as one', () => {
    const both = resolvePlace('Shimla Manali');
    expect(both.ok && both.resolved.name).toBe('Shimla and Manali');
    expect(resolvedName('Ladakh Leh')).toBe('Leh');
    expect(resolvedName('Manali, Himachal Pradesh')).toBe('Manali');
    expect(resolvedName('Jammu and Kashmir')).toBe('Jammu and Kashmir');
    // A place's day trip or sight named beside it is that place, the day trip asked for.
    const khajjiar = resolvePlace('Dalhousie Khajjiar');
    expect(khajjiar.ok && khajjiar.resolved).toMatchObject({
      name: 'Dalhousie',
      excursion: expect.stringMatching(/Khajjiar/),
    });
    expect(resolvedName('Leh Nubra Pangong')).toBe('Leh');
    expect(resolvedName('Agra, Fatehpur Sikri')).toBe('Agra');
    // Badami is a place of its own now, not only Hampi's day trip: both are stayed at.
    expect(resolvedName('Hampi, Badami')).toBe('Hampi and Badami');
    // Beside another place it is not planned there: both are offered.
    const apart = resolvePlace('Manali Khajjiar');
    expect(apart.ok).toBe(false);
    if (!apart.ok)
      expect(apart.suggestions).toEqual(expect.arrayContaining(['Manali', 'Dalhousie']));
    // The state or country named beside a place in it is where the place is.
    expect(resolvedName('Kashmir Gulmarg')).toBe('Gulmarg');
    expect(resolvedName('Andaman Havelock')).toBe('Havelock Island');
    expect(resolvedName('Goa India')).toBe('Goa');
    expect(resolvedName('Paris France')).toBe('Paris');
    const kerala = resolvePlace('Kerala Munnar Alleppey');
    expect(kerala.ok && kerala.resolved.name).toBe('Munnar and Alleppey');
    // A state beside a place outside it is a stop of its own, at its main place (decision 146),
    // unless it says where a town of that name is.
    expect(resolvedName('Kerala Goa')).toBe('Kochi and Goa');
    expect(resolvedName('Sikkim Darjeeling')).toBe('Gangtok and Darjeeling');
    expect(resolvedName('Kashmir Ladakh')).toBe('Srinagar and Leh');
    expect(resolvedName('Himachal Amritsar')).toBe('Shimla and Amritsar');
    const chennais = resolvePlace('Manali Tamil Nadu');
    expect(chennais.ok ? chennais.resolved.name : 'refused').not.toMatch(/Manali/);
    // A word that is no place leaves it to the usual reading, with suggestions.
    const unknown = resolvePlace('Shimla Atlantis');
    expect(unknown.ok).toBe(false);
    if (!unknown.ok) expect(unknown.suggestions).toContain('Shimla');
  });

  it('reads an area of several states or countries as a region of their places', () => {
    const states = (input: string) => {
      const result = resolvePlace(input);
      if (!result.ok || result.resolved.kind !== 'region') throw new Error(`${input} unresolved`);
      const { destinations } = result.resolved.region;
      return new Set(
        destinations.map((place) => (place.country === 'India' ? place.state : place.country)),
      );
    };
    expect(resolvedName('Northeast')).toBe('North East India');
    expect([...states('North East')].sort()).toEqual([
      'Arunachal Pradesh',
      'Assam',
      'Manipur',
      'Meghalaya',
      'Mizoram',
      'Nagaland',
      'Sikkim',
      'Tripura',
    ]);
    expect(states('Seven Sisters').has('Sikkim')).toBe(false);
    expect(states('Europe')).toEqual(expect.any(Set));
    expect(states('Europe').has('France')).toBe(true);
    expect(states('Southeast Asia').has('Thailand')).toBe(true);
    // The zonal councils' states: "North India" had been answered "did you mean South India?".
    expect(states('North India').has('Himachal Pradesh')).toBe(true);
    expect(states('North India').has('Kerala')).toBe(false);
    expect(states('Western India').has('Gujarat')).toBe(true);
    expect(states('East India').has('Odisha')).toBe(true);
    expect(states('Central India').has('Madhya Pradesh')).toBe(true);
  });

  it('reads a circuit booked by name as its places, the Char Dham in its own order', () => {
    const stopsOf = (input: string) => {
      const result = resolvePlace(input);
      if (!result.ok || result.resolved.kind !== 'place') throw new Error(`${input} unresolved`);
      const { place, alsoStops = [] } = result.resolved;
      return { ids: [place, ...alsoStops].map((stop) => stop.id), resolved: result.resolved };
    };
    expect(stopsOf('Golden Triangle').ids).toEqual(['delhi', 'agra', 'jaipur']);
    expect(stopsOf("india's golden triangle").resolved.circuit).toBe('Golden Triangle');
    const yatra = stopsOf('Chardham Yatra');
    expect(yatra.ids).toEqual(['yamunotri', 'gangotri', 'kedarnath', 'badrinath']);
    expect(yatra.resolved.inOrder).toBe(true);
    expect(stopsOf('Do Dham').ids).toEqual(['kedarnath', 'badrinath']);
    // Four places typed in one field are a trip to each, as three are.
    expect(stopsOf('Yamunotri, Gangotri, Kedarnath and Badrinath').ids).toHaveLength(4);
  });

  it('never reads a real town as a slip of a destination far from it', () => {
    // One letter from Mandu, Kalpa, Nepal, Kasauli and Puri, but other places.
    for (const town of ['Mandi', 'Kalka', 'Neral', 'Karauli', 'Pauri', 'Bopal']) {
      expect(resolvePlace(town).ok, town).toBe(false);
    }
    // The places near it come first among the suggestions.
    const mandi = resolvePlace('Mandi');
    if (!mandi.ok) expect(mandi.suggestions.slice(0, 3)).toContain('Kasol');
    // A word of a day trip's name that names a town far from it is that town, as is a town's
    // name of two words that holds two places' names.
    const krishnagiri = resolvePlace('Krishnagiri');
    expect(krishnagiri.ok && krishnagiri.resolved.name).not.toBe('Puducherry');
    const tirumala = resolvePlace('Dwaraka Tirumala');
    expect(tirumala.ok && tirumala.resolved.name).not.toBe('Dwarka');
    // A town of the name near the place is the place written another way; slips still count.
    expect(resolvedName('Kalpatta')).toBe('Wayanad');
    expect(resolvedName('Konarka')).toBe('Konark');
    expect(resolvedName('Bhuwaneshwar')).toBe('Bhubaneswar');
    expect(resolvedName('Darjling')).toBe('Darjeeling');
  });

  it('starts a trip from a real town by the gateways of the towns nearest it', () => {
    const chakrata = resolveOrigin('Chakrata');
    expect(chakrata.ok).toBe(true);
    if (!chakrata.ok || chakrata.resolved.kind !== 'place') return;
    const start = chakrata.resolved.place;
    expect(start).toMatchObject({ name: 'Chakrata', state: 'Uttarakhand', country: 'India' });
    expect(start.airport?.code).toBe('DED');
    expect(start.attractions).toEqual([]);
    // A station named for the town is its own.
    const neral = resolveOrigin('Neral');
    expect(neral.ok && neral.resolved.kind === 'place' && neral.resolved.place.railway).toEqual({
      code: 'NRL',
      name: 'Neral Junction',
      distanceKm: 3,
    });
    // Never where to go, and not on an island with no road to a gateway.
    expect(resolvePlace('Chakrata').ok).toBe(false);
    expect(resolveOrigin('Diglipur').ok).toBe(false);
    // The From field offers it; the To field does not.
    const offered = (query: string, origins: boolean) =>
      suggestPlaces(query, undefined, undefined, { origins }).map((place) => place.city);
    expect(offered('Chakra', true)).toContain('Chakrata');
    expect(offered('Chakra', false)).not.toContain('Chakrata');
  });

  it('starts a trip from a real town with no railhead near, as the place beside it does', () => {
    // Leh has an airport and no railway: Choglamsar and Pituk, beside it, were refused as where
    // to start because no station lies within reach (decision 268).
    for (const name of ['Choglamsar', 'Pituk']) {
      const start = resolveOrigin(name);
      expect(start.ok, name).toBe(true);
      if (!start.ok || start.resolved.kind !== 'place') continue;
      expect(start.resolved.place).toMatchObject({ name, state: 'Ladakh', railway: null });
      expect(start.resolved.place.airport?.code).toBe('IXL');
    }
    const out = rankedCards(
      engineSearchOf({
        from: 'Choglamsar',
        to: 'Delhi',
        days: 4,
        travellers: 2,
        travelClass: 'Economy',
        priceRange: [0, 900_000],
        start: '2027-06-10',
      }),
    );
    expect(out.length).toBeGreaterThan(0);
    const first = legsOf(out[0]!.trip).filter((leg) => leg.day === 1);
    expect(first.find((leg) => leg.mode === 'flight')?.from).toMatch(/Leh$/);
  });

  it('rides a real town to its airport and railhead by its own road, not back through a place beyond it (decisions 270 and 271)', () => {
    const startOf = (name: string) => {
      const start = resolveOrigin(name);
      if (!start.ok || start.resolved.kind !== 'place') throw new Error(`${name} starts no trip`);
      return start.resolved.place;
    };
    const expectRide = (
      gateway: { code: string; distanceKm: number } | null | undefined,
      code: string,
      [least, most]: [number, number],
    ) => {
      expect(gateway?.code).toBe(code);
      expect(gateway!.distanceKm).toBeGreaterThanOrEqual(least);
      expect(gateway!.distanceKm).toBeLessThanOrEqual(most);
    };
    // Kullu rode to Bhuntar's airport, 10 km off, by way of Kasol: 57 km. Devanahalli, beside
    // Bengaluru's airport, rode 78 km by way of Bengaluru.
    expectRide(startOf('Kullu').airport, 'KUU', [10, 20]);
    expectRide(startOf('Devanahalli').airport, 'BLR', [5, 15]);
    // Beside Tawang, the road down to Tezpur winds as Tawang's own sourced road does (320 km).
    expectRide(startOf('Tawang Town').airport, 'TEZ', [250, 400]);
    // Its railhead likewise (decision 271): Jhumri Telaiya, beside Koderma Junction, rode 89 km
    // to Rajgir's; Kurseong's road down to New Jalpaiguri winds as Darjeeling's does.
    expectRide(startOf('Jhumri Telaiya').railway, 'KQR', [3, 10]);
    expectRide(startOf('Kurseong').railway, 'NJP', [40, 70]);
    // Every town of the plains and of the hills beside a hill place: never shorter than the crow's
    // line to its airport or railhead, nor three times longer than it.
    const kb = knowledgeBase();
    const odd: string[] = [];
    let checked = 0;
    [...kb.placeNames.keys()].forEach((key, index) => {
      if (index % 10 !== 0 || kb.byName.has(key) || kb.towns.has(key)) return;
      const start = resolveOrigin(key, kb);
      if (!start.ok || start.resolved.kind !== 'place' || start.resolved.place.airport?.via) return;
      const { airport, railway } = start.resolved.place;
      const gateways = [
        { gateway: airport, spot: kb.airportSpots.get(airport!.code) },
        { gateway: railway, spot: railway ? kb.railheadSpots.get(railway.code) : undefined },
      ];
      for (const { gateway, spot } of gateways) {
        if (!gateway || !spot || gateway.distanceKm <= 3) continue;
        const crow = greatCircleKm(start.resolved.place, spot);
        checked += 1;
        if (gateway.distanceKm < crow - 1 || gateway.distanceKm > 3 * crow + 3)
          odd.push(`${key} ${gateway.code} ${gateway.distanceKm} km, ${Math.round(crow)} km`);
      }
    });
    expect(checked).toBeGreaterThan(800);
    expect(odd).toEqual([]);
  });

  it('measures a town’s own road to its airport or railhead nearer the sourced roads than the ride by way of a place, left one out', () => {
    const median = (errors: number[]) => [...errors].sort((a, b) => a - b)[errors.length >> 1]!;
    const worst = (errors: number[]) =>
      [...errors].sort((a, b) => a - b)[Math.floor(errors.length * 0.9)]!;
    const airports = gatewayRideErrors('airport');
    expect(airports.own.length).toBeGreaterThan(150);
    expect(median(airports.own)).toBeLessThan(0.15);
    expect(worst(airports.own)).toBeLessThan(0.4);
    expect(median(airports.own)).toBeLessThan(median(airports.byWay) / 1.5);
    const railheads = gatewayRideErrors('railhead');
    expect(railheads.own.length).toBeGreaterThan(60);
    expect(worst(railheads.own)).toBeLessThan(worst(railheads.byWay) / 2);
  });

  it('asks which town is meant where towns far apart share a name, and takes the state typed', () => {
    // Sakri in Maharashtra and Sakrī in Chhattisgarh stand 800 km apart.
    const alone = resolveOrigin('Sakri');
    expect(alone.ok).toBe(false);
    if (!alone.ok) {
      expect(alone.suggestions.slice(0, 2).sort()).toEqual([
        'Sakri, Chhattisgarh',
        'Sakri, Maharashtra',
      ]);
    }
    const ids = new Set<string>();
    for (const typed of ['Sakri, Maharashtra', 'Sakri Chhattisgarh']) {
      const start = resolveOrigin(typed);
      expect(start.ok && start.resolved.kind, typed).toBe('place');
      if (start.ok && start.resolved.kind === 'place') {
        expect(start.resolved.place.name).toMatch(/^Sakri, /);
        ids.add(start.resolved.place.id);
      }
    }
    expect(ids.size).toBe(2);
    // A town with its state is that town, never a trip to the whole state.
    const there = resolvePlace('Sakri, Maharashtra');
    expect(there.ok).toBe(false);
    expect(resolveOrigin('Pune, Maharashtra').ok && resolvedName('Pune, Maharashtra')).toBe('Pune');
    const offered = suggestPlaces('Sakri', undefined, 8, { origins: true }).map((p) => p.city);
    expect(offered).toEqual(expect.arrayContaining(['Sakri, Maharashtra', 'Sakri, Chhattisgarh']));
  });

  it('counts a swap of neighbouring letters as one slip', () => {
    expect(editDistance('mumabi', 'mumbai')).toBe(1);
    expect(editDistance('banglore', 'bangalore')).toBe(1);
    expect(editDistance('goa', 'goa')).toBe(0);
  });
});

describe('place suggestions', () => {
  it('suggests the ten cities of the search card when nothing is typed', () => {
    const places = suggestPlaces('');
    expect(places.map((p) => p.city)).toEqual([
      'Delhi',
      'Mumbai',
      'Bengaluru',
      'Chennai',
      'Kolkata',
      'Hyderabad',
      'Goa',
      'Pune',
    ]);
    expect(places[0]).toMatchObject({
      code: 'DEL',
      state: 'Delhi',
      country: 'India',
      kind: 'place',
    });
  });

  it('puts an airport code first, then names that start with the text', () => {
    expect(suggestPlaces('BLR')[0]?.city).toBe('Bengaluru');
    const ma = suggestPlaces('Ma');
    expect(ma.length).toBeLessThanOrEqual(8);
    expect(
      ma.every(
        (p) =>
          p.city.toLowerCase().startsWith('ma') || p.kind === 'region' || p.code.startsWith('MA'),
      ),
    ).toBe(true);
  });

  it('finds places by alias and with a slip', () => {
    expect(suggestPlaces('Bangalore')[0]?.city).toBe('Bengaluru');
    expect(suggestPlaces('Banglor').map((p) => p.city)).toContain('Bengaluru');
  });

  it('offers states as regions', () => {
    const kerala = suggestPlaces('Keral').find((p) => p.city === 'Kerala');
    expect(kerala).toMatchObject({ kind: 'region', state: 'Kerala', country: 'India' });
    expect(kerala?.code).toMatch(/^[A-Z]{3}$/);
  });

  it('offers an area of several states or countries among the regions', () => {
    expect(suggestPlaces('Europ').map((p) => p.city)).toContain('Europe');
    expect(suggestPlaces('north east').find((p) => p.city === 'North East India')).toMatchObject({
      kind: 'region',
    });
  });

  it('offers a circuit booked by name among the regions', () => {
    expect(suggestPlaces('Golden tri')[0]).toMatchObject({
      city: 'Golden Triangle',
      kind: 'region',
      state: 'Delhi, Uttar Pradesh, Rajasthan',
      code: 'DEL',
    });
    expect(
      suggestPlaces('Golden tri', undefined, 8, { origins: true }).map((p) => p.city),
    ).not.toContain('Golden Triangle');
  });

  it('never answers more than eight', () => {
    expect(suggestPlaces('a').length).toBeLessThanOrEqual(8);
    expect(suggestPlaces('zzzzqqq')).toEqual([]);
  });
});

describe('destination suggestions', () => {
  it('leave out a place no trip can be priced to, which still works as a start', async () => {
    const kb = knowledgeBase();
    // Every destination lists a priced stay since Guruvayur's first (stays-7 session): Guruvayur
    // is checked with its stays taken away, with any place still unpriced.
    const guruvayur = kb.byId.get('guruvayur')!;
    const cities = (query: string, origins: boolean) =>
      suggestPlaces(query, kb, undefined, { origins }).map((item) => item.city);
    expect(cities('Guruvayur', false)).toContain('Guruvayur');
    await withNoStays(guruvayur, () => {
      const unpriced = kb.destinations.filter((place) => !hasPricedStay(place));
      expect(unpriced).toContain(guruvayur);
      for (const place of unpriced) {
        expect(cities(place.name, false), place.name).not.toContain(place.name);
        expect(cities(place.name, true), place.name).toContain(place.name);
      }
    });
  });
});

describe('names of a whole region', () => {
  /**
   * Old union-territory names whose parts lie hundreds of kilometres apart: "Daman and Diu" is
   * Diu's (Daman is its own place), "Dadra and Nagar Haveli" Silvassa's own district.
   */
  const OWN_PART = new Set(['Daman and Diu', 'Dadra and Nagar Haveli']);

  it('plans the region, not one town in it, for a name that means the whole of it', () => {
    // "Andaman" had been Port Blair's alias, so a week in the Andamans never reached Havelock;
    // "Kashmir" was Srinagar's, so it never planned Gulmarg or Pahalgam.
    expect(resolvePlace('Andaman')).toMatchObject({ ok: true, resolved: { kind: 'region' } });
    expect(resolvePlace('Andaman Islands')).toMatchObject({
      ok: true,
      resolved: { kind: 'region' },
    });
    expect(resolvePlace('Kashmir')).toMatchObject({ ok: true, resolved: { kind: 'region' } });
    const kb = knowledgeBase();
    const key = (name: string) => name.toLowerCase().replace(/[^a-z]/g, '');
    const regions = new Map<string, number>();
    for (const place of kb.destinations) {
      for (const name of [place.state, place.country]) {
        regions.set(key(name), (regions.get(key(name)) ?? 0) + 1);
      }
    }
    const narrowed = kb.destinations.flatMap((place) =>
      place.aliases
        .filter((alias) => !OWN_PART.has(alias))
        .filter((alias) => (regions.get(key(alias)) ?? 0) > 1)
        .filter((alias) => {
          const resolved = resolvePlace(alias);
          return resolved.ok && resolved.resolved.kind !== 'region';
        })
        .map((alias) => `${place.id}: ${alias}`),
    );
    expect(narrowed).toEqual([]);
  });
});

describe('a place named with its state or country', () => {
  it.each([
    ['Aurangabad, Bihar', 'Aurangabad (Chhatrapati Sambhajinagar)'],
    ['Manali, Tamil Nadu', 'Manali'],
    ['Srinagar, Uttarakhand', 'Srinagar'],
    ['Darjeling, Sikkim', 'Darjeeling'],
  ])('never reads %s as the namesake in another state, nor as the state', (input, namesake) => {
    const result = resolvePlace(input);
    expect(result.ok && result.resolved.name).not.toBe(namesake);
    expect(result.ok).toBe(false);
  });

  it.each([
    ['Manali, Himachal', 'Manali'],
    ['Manaly, Himachal Pradesh', 'Manali'],
    ['Kochi, Kerala', 'Kochi'],
    ['Paris, France', 'Paris'],
  ])('reads %s as %s, in the state it names', (input, name) => {
    expect(resolvedName(input)).toBe(name);
  });

  it('starts a trip from the town of the state named, not its namesake elsewhere', () => {
    const result = resolveOrigin('Bilaspur, Himachal Pradesh');
    expect(result.ok && result.resolved.kind === 'place' && result.resolved.place.state).toBe(
      'Himachal Pradesh',
    );
  });
});

describe('an airport code typed as where to start', () => {
  it.each([
    ['STV', 'Surat'],
    ['TEZ', 'Tezpur'],
    ['KNU', 'Kanpur'],
    ['DEL', 'Delhi'],
    ['BOM', 'Mumbai'],
    ['CCU', 'Kolkata'],
  ])('starts %s from %s, not a destination far from the airport', (code, town) => {
    const result = resolveOrigin(code);
    expect(result.ok && result.resolved.name).toBe(town);
  });
});

describe('a sight of a place of its own, which another place also takes in on a day trip', () => {
  it('plans Pattadakal from Badami, 22 km away, not from Hampi', () => {
    const result = resolvePlace('Pattadakal');
    expect(result.ok && result.resolved.name).toBe('Badami');
  });
});

describe('a day trip whose name lists several places', () => {
  it.each([
    ['Sualkuchi', 'Guwahati'],
    ['Loktak', 'Imphal'],
    ['Tanot', 'Jaisalmer'],
  ])('plans %s as the day trip from %s', (input, base) => {
    const result = resolvePlace(input);
    expect(result.ok && result.resolved.name).toBe(base);
    expect(result.ok && result.resolved.matchedBy).toBe('excursion');
  });
});

describe('a slip of a short name', () => {
  it.each([
    ['Kalga', 'Kalpa'],
    ['Kalap', 'Kalpa'],
  ])('never plans %s, a real village, as %s: it asks', (input, namesake) => {
    const result = resolvePlace(input);
    expect(result.ok).toBe(false);
    if (!result.ok && namesake === 'Kalpa') expect(result.suggestions).toContain('Kalpa');
  });
});

describe('suggestions for a spot of a day trip typed alone', () => {
  it.each([
    ['Hunder', 'Leh'],
    ['Changu Lake', 'Gangtok'],
  ])('offer the place whose trip goes to %s first: %s', (input, base) => {
    const result = resolvePlace(input);
    expect(!result.ok && result.suggestions[0]).toBe(base);
  });
});
