import { describe, expect, it } from 'vitest';
import { cardsForTrip } from '../engine/quality';
import { closedOn } from '../engine/trip';
import { knowledgeBase } from './load';
import { resolvePlace, type Resolution } from './resolver';

const kb = knowledgeBase();

/** The place a name plans, and the sight asked for, or "refused". */
function planned(result: Resolution): { id: string; sight?: string } | 'refused' {
  if (!result.ok) return 'refused';
  const { resolved } = result;
  if (resolved.kind !== 'place') return { id: `region:${resolved.name}` };
  return { id: resolved.place.id, ...(resolved.sight ? { sight: resolved.sight } : {}) };
}

const dates = (departureDate: string, returnDate: string) => ({ departureDate, returnDate });

describe('four more places in Odisha (data/odisha-more.json)', () => {
  it.each([
    ['Daringbadi', 'daringbadi'],
    ['Daringibadi', 'daringbadi'],
    ['Kashmir of Odisha', 'daringbadi'],
    ['Bhitarkanika', 'bhitarkanika'],
    ['Bhitarkanika National Park', 'bhitarkanika'],
    ['Dangmal', 'bhitarkanika'],
    ['Similipal', 'similipal'],
    ['Simlipal', 'similipal'],
    ['Similipal Tiger Reserve', 'similipal'],
    ['Koraput', 'koraput'],
  ])('plans %s as %s', (typed, id) => {
    expect(planned(resolvePlace(typed, kb))).toEqual({ id });
  });

  it('plans a sight typed by name at the place it is in', () => {
    expect(planned(resolvePlace('Barehipani Falls', kb))).toEqual({
      id: 'similipal',
      sight: 'Barehipani Falls',
    });
    expect(planned(resolvePlace('Deomali', kb))).toEqual({ id: 'koraput', sight: 'Deomali Peak' });
    expect(planned(resolvePlace('Gupteswar Cave Temple', kb))).toEqual({
      id: 'koraput',
      sight: 'Gupteswar Cave Temple',
    });
  });

  it.each([
    ['Bhitarkanika', 'bhitarkanika'],
    ['Koraput', 'koraput'],
    ['Daringbadi', 'daringbadi'],
  ])('plans a January trip from Kolkata to %s there, at its own stays', (to, id) => {
    const cards = cardsForTrip('Kolkata', to, 4, '2027-01-12');
    expect(cards.length).toBeGreaterThan(0);
    const listed = new Set(
      Object.values(kb.byId.get(id)!.stays)
        .flat()
        .map((stay) => stay.name),
    );
    for (const card of cards) {
      for (const stay of card.trip.stays) {
        expect(stay.place.id, card.key).toBe(id);
        expect(listed.has(stay.hotelName ?? ''), `${card.key}: ${stay.hotelName}`).toBe(true);
      }
    }
  });

  it('shuts Bhitarkanika for the crocodiles’ nesting (1 May–31 July) and Similipal for the monsoon', () => {
    const bhitarkanika = kb.byId.get('bhitarkanika')!;
    expect(closedOn(bhitarkanika, dates('2027-06-10', '2027-06-13'))?.why).toMatch(
      /1 May to 31 July/,
    );
    expect(closedOn(bhitarkanika, dates('2027-08-10', '2027-08-13'))).toBeUndefined();
    const similipal = kb.byId.get('similipal')!;
    expect(closedOn(similipal, dates('2027-08-10', '2027-08-13'))).toBeDefined();
    expect(closedOn(similipal, dates('2027-01-10', '2027-01-13'))).toBeUndefined();
  });

  it('offers the winter-only camps only in winter', () => {
    // Daringbadi's one priced stay is Odisha Tourism's Eco Retreat, open about December–February.
    expect(cardsForTrip('Kolkata', 'Daringbadi', 4, '2027-04-12')).toEqual([]);
    const april = cardsForTrip('Kolkata', 'Koraput', 4, '2027-04-12');
    expect(april.length).toBeGreaterThan(0);
    for (const card of april) {
      expect(card.trip.stays.map((stay) => stay.hotelName)).not.toContain(
        'Eco Retreat Putsil (Odisha Tourism)',
      );
    }
  });

  it('gives the far sights of Koraput their drive out, the Onukudelli market its Thursday', () => {
    const koraput = kb.byId.get('koraput')!;
    const sight = (name: string) => koraput.attractions.find((one) => one.name === name)!;
    expect(sight('Deomali Peak').away?.km).toBeGreaterThanOrEqual(50);
    expect(sight('Duduma Waterfall').away?.at).toBe('Onukudelli');
    expect(sight('Onukudelli Thursday Market').days).toEqual(['thursday']);
  });
});
