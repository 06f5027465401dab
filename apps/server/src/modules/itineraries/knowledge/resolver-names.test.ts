import { describe, expect, it } from 'vitest';
import { MAX_PLACE_LENGTH } from '@trip/shared/itineraries/constants';
import { knowledgeBase, normalisePlace } from './load';
import { resolveOrigin, resolvePlace, type Resolution } from './resolver';

const kb = knowledgeBase();

/** What a resolution plans: the place's id and the sub-place asked for, or "refused". */
function planned(result: Resolution): { id: string; asked?: string } | 'refused' {
  if (!result.ok) return 'refused';
  const { resolved } = result;
  if (resolved.kind !== 'place') return { id: `region:${resolved.name}` };
  const asked = resolved.excursion ?? resolved.sight;
  return { id: resolved.place.id, ...(asked ? { asked } : {}) };
}

// Audit of place names (decision 0078): names that planned a trip to another place.
describe('a day trip’s bracketed other name', () => {
  it.each([
    ['Chilla', 'haridwar', 'Rajaji National Park (Chilla)'],
    ['Tranquebar', 'velankanni', 'Tharangambadi (Tranquebar)'],
    ['Lahaul', 'manali', 'Sissu (Lahaul)'],
  ])('reads %s as the day trip it names', (typed, id, trip) => {
    expect(planned(resolvePlace(typed, kb))).toEqual({ id, asked: trip });
  });

  it('is never corrected as a slip into another place', () => {
    for (const place of kb.byId.values()) {
      for (const trip of place.excursions) {
        for (const [, name] of trip.name.matchAll(/\((\p{Lu}[^)]*)\)/gu)) {
          if (kb.byName.has(normalisePlace(name!)) || kb.regions.has(normalisePlace(name!)))
            continue;
          const result = resolvePlace(name!, kb);
          expect(result.ok && result.resolved.matchedBy, `${name} (${place.name})`).not.toBe(
            'typo',
          );
        }
      }
    }
  });
});

describe('a sight on another base’s day trip', () => {
  it.each([
    ['Burj Khalifa', 'dubai'],
    ['Grand Palace', 'bangkok'],
    ['Jakhu Temple', 'shimla'],
    ['Tsuglagkhang', 'dharamshala'],
    ['Coffee Museum', 'chikmagalur'],
  ])('plans %s at the place it is in', (typed, id) => {
    const result = planned(resolvePlace(typed, kb));
    expect(result !== 'refused' && result.id).toBe(id);
  });

  it('stays a day trip where the trip’s place of that name is far off', () => {
    // Agartala's "Udaipur (Tripura)" is not Udaipur in Rajasthan.
    expect(planned(resolvePlace('Tripura Sundari Temple', kb))).toEqual({
      id: 'agartala',
      asked: 'Udaipur (Tripura)',
    });
  });
});

describe('where a trip starts', () => {
  it('is an Indian town before another name of a place abroad, not before its own name', () => {
    const mahe = resolveOrigin('Mahe', kb);
    expect(mahe.ok && mahe.resolved.kind === 'place' && mahe.resolved.place.state).toBe('Kerala');
    expect(planned(resolveOrigin('Dubai', kb))).toEqual({ id: 'dubai' });
    // As a destination, or with its country, the name is still the island.
    expect(planned(resolvePlace('Mahe', kb))).toEqual({ id: 'seychelles' });
    expect(planned(resolveOrigin('Mahe, Seychelles', kb))).toEqual({ id: 'seychelles' });
  });

  it.each([
    ['Seoni', 'Madhya Pradesh'],
    ['Shegaon', 'Maharashtra'],
    ['Gaya', 'Bihar'],
    ['Kotdwar', 'Uttarakhand'],
  ])('is %s itself, not the base it is a day trip of', (typed, state) => {
    const result = resolveOrigin(typed, kb);
    expect(result.ok).toBe(true);
    if (!result.ok || result.resolved.kind !== 'place') return;
    expect(result.resolved.place.id).toMatch(/^place-/);
    expect(result.resolved.place.state).toBe(state);
  });

  it.each([
    ['Kullu', 'Kulu', 'Himachal Pradesh'],
    ['Kullu, Himachal Pradesh', 'Kulu', 'Himachal Pradesh'],
    ['Baramulla', 'Bāramūla', 'Jammu and Kashmir'],
    ['Thiruvalla', 'Tiruvalla', 'Kerala'],
    ['Jalore', 'Jālor', 'Rajasthan'],
  ])('is %s, the gazetteer’s %s, spelled another way (decision 162)', (typed, gazetteer, state) => {
    const result = resolveOrigin(typed, kb);
    expect(result.ok).toBe(true);
    if (!result.ok || result.resolved.kind !== 'place') return;
    expect(result.resolved.place.state).toBe(state);
    const spot = kb.placeNames.get(normalisePlace(gazetteer))!;
    expect(Math.abs(result.resolved.place.lat - spot[0]!.lat)).toBeLessThan(0.5);
    // Named as typed, not as the gazetteer spells it.
    expect(result.resolved.place.name).toBe(typed.split(',')[0]);
  });

  it('reads no other spelling of a place or town it plans: that is a slip, asked about', () => {
    // Pune is GeoNames' too: "Punne" had started from a real town of that name beside it.
    for (const [typed, meant] of [
      ['Punne', 'Pune'],
      ['Meerutt', 'Meerut'],
    ]) {
      const result = resolveOrigin(typed!, kb);
      expect(result.ok, typed).toBe(false);
      if (!result.ok) expect(result.suggestions).toContain(meant);
    }
    expect(planned(resolveOrigin('Kulu', kb))).toEqual({ id: 'place-kulu' });
  });

  it('is still the base for another name of it that is no town apart (Kashi)', () => {
    expect(planned(resolveOrigin('Kashi', kb))).toEqual({ id: 'varanasi' });
  });

  it.each([
    ['Itarsi Jn', 'town-itarsi'],
    ['Itarsi Junction', 'town-itarsi'],
    ['Jhansi Junction', 'town-jhansi'],
    ['Kanpur Central', 'town-kanpur'],
    ['Agra Cantt', 'agra'],
    ['Abu Road', 'town-abu-road'],
    ['NJP', 'town-siliguri'],
    ['New Jalpaiguri', 'town-siliguri'],
    ['CSMT', 'mumbai'],
  ])('reads the station %s as the town it serves', (typed, id) => {
    expect(planned(resolveOrigin(typed, kb))).toEqual({ id });
  });

  it('asks which town a name of towns far apart is, not the station of one (Gangapur City)', () => {
    expect(resolveOrigin('Gangapur', kb).ok).toBe(false);
  });
});

describe('a base and its sub-place in one field', () => {
  it.each([
    ['Manali Rohtang', 'manali', 'Rohtang Pass'],
    ['Amritsar Wagah', 'amritsar', 'Attari-Wagah Border Beating Retreat Ceremony'],
    ['Varanasi Sarnath', 'varanasi', 'Sarnath'],
    ['Manali Solang', 'manali', 'Solang Valley'],
  ])('reads %s as the base with the sub-place asked', (typed, id, asked) => {
    expect(planned(resolvePlace(typed, kb))).toEqual({ id, asked });
  });

  it('reads a sub-place as the base’s own sight before another’s day trip', () => {
    const result = resolvePlace('Shirdi Nashik Trimbakeshwar', kb);
    expect(result.ok && result.resolved.name).toBe('Shirdi and Nashik');
  });

  it('does not take a word every place has for a sub-place ("Goa Temple")', () => {
    expect(resolvePlace('Goa Temple', kb).ok).toBe(false);
  });
});

describe('a long field', () => {
  it('is read quickly, and not at all beyond the length the API allows', () => {
    resolvePlace('Goa Goa', kb);
    const texts = [
      'Goa '.repeat(500),
      'Manali Rohtang '.repeat(130),
      'Goa '.repeat(MAX_PLACE_LENGTH / 4),
      'Manali Rohtang '.repeat(Math.floor(MAX_PLACE_LENGTH / 15)),
    ];
    for (const text of texts) {
      const started = performance.now();
      const to = resolvePlace(text, kb);
      const from = resolveOrigin(text, kb);
      expect(performance.now() - started, text.slice(0, 30)).toBeLessThan(200);
      if (text.trim().length > MAX_PLACE_LENGTH) expect([to.ok, from.ok]).toEqual([false, false]);
    }
  });
});

// What travellers type around a place: the trip they want, and the kind of place in a state.
describe('words about the trip around a place', () => {
  it.each([
    ['Kerala tour package', 'region:Kerala'],
    ['Trip to Coorg', 'coorg'],
    ['Honeymoon in Andaman', 'region:Andaman and Nicobar Islands'],
    ['Manali trip', 'manali'],
    ['Goa beaches', 'goa'],
    ['Ladakh bike trip', 'leh'],
    ['Goa with friends', 'goa'],
    ['Weekend getaway Lonavala', 'lonavala'],
    ['Rishikesh rafting', 'rishikesh'],
    ['Family trip to Ooty', 'ooty'],
    ['Jaisalmer desert camp', 'jaisalmer'],
  ])('reads %s as the place it names', (typed, id) => {
    expect(planned(resolvePlace(typed, kb))).toEqual({ id });
  });

  it('keeps the stops of several places typed with them ("Shimla Manali tour")', () => {
    const result = resolvePlace('Shimla Manali tour', kb);
    expect(result.ok && result.resolved.kind === 'place').toBe(true);
    if (!result.ok || result.resolved.kind !== 'place') return;
    expect([result.resolved.place, ...(result.resolved.alsoStops ?? [])].map((p) => p.id)).toEqual([
      'shimla',
      'manali',
    ]);
  });

  it('reads a state with a kind of place as its places of that kind ("Kerala backwaters")', () => {
    const result = resolvePlace('Kerala backwaters', kb);
    expect(result.ok && result.resolved.kind).toBe('region');
    if (!result.ok || result.resolved.kind !== 'region') return;
    const { destinations } = result.resolved.region;
    const kerala = kb.regions.get(normalisePlace('Kerala'))!;
    expect(destinations.length).toBeLessThan(kerala.destinations.length);
    expect(destinations.map((place) => place.id)).toContain('alleppey');
    expect(destinations.every((place) => place.themes.includes('backwaters'))).toBe(true);
    expect(result.resolved.hub.themes).toContain('backwaters');
    expect(result.resolved.name).toBe('Kerala backwaters');
    // What is done there asks for the places it is done at.
    const houseboat = resolvePlace('Kerala houseboat', kb);
    expect(houseboat.ok && houseboat.resolved.kind === 'region').toBe(true);
    if (!houseboat.ok || houseboat.resolved.kind !== 'region') return;
    expect(houseboat.resolved.region.destinations).toEqual(destinations);
  });

  it('still refuses a name that is no place, with or without such words', () => {
    expect(planned(resolvePlace('Qwertyvale tour', kb))).toBe('refused');
    expect(planned(resolvePlace('Trip to Zorblax', kb))).toBe('refused');
  });
});

// Decision 241: an airport's own name, typed for the place it serves ("Kempegowda", "Heathrow"),
// found nothing, though its three-letter code did.
describe("an airport's own name", () => {
  it.each([
    ['Kempegowda', 'bengaluru'],
    ['Kempegowda Airport', 'bengaluru'],
    ['Velana', 'maldives'],
    ['Heathrow', 'london'],
    ['Charles de Gaulle', 'paris'],
    ['Indira Gandhi International Airport', 'delhi'],
    ['Jolly Grant', 'dehradun'],
  ])('reads %s as the place its airport serves', (typed, id) => {
    expect(planned(resolvePlace(typed, kb))).toEqual({ id });
    expect(planned(resolveOrigin(typed, kb))).toEqual({ id });
  });

  it('leaves a real town of the name that town, and a place its own name', () => {
    // Bagdogra and Dabolim are towns with airports: a trip from there starts there, and a trip
    // there is not silently one to Darjeeling or Goa.
    for (const town of ['Bagdogra', 'Dabolim']) {
      const from = resolveOrigin(town, kb);
      expect(from.ok && from.resolved.name, town).toBe(town);
      expect(planned(resolvePlace(town, kb)), town).toBe('refused');
    }
    expect(planned(resolvePlace('Cochin', kb))).toEqual({ id: 'kochi' });
  });
});
