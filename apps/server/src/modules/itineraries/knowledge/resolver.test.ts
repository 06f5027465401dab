import { describe, expect, it } from 'vitest';
import { editDistance, resolvePlace, suggestPlaces } from './resolver';

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

  it('never answers more than eight', () => {
    expect(suggestPlaces('a').length).toBeLessThanOrEqual(8);
    expect(suggestPlaces('zzzzqqq')).toEqual([]);
  });
});
