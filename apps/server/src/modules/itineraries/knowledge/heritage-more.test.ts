import { describe, expect, it } from 'vitest';
import { cardsForTrip } from '../engine/quality';
import { knowledgeBase } from './load';
import { resolveOrigin, resolvePlace, type Resolution } from './resolver';

const kb = knowledgeBase();

/** The place a name plans, or "refused". */
function planned(result: Resolution): string {
  if (!result.ok) return 'refused';
  const { resolved } = result;
  return resolved.kind === 'place' ? resolved.place.id : `region:${resolved.name}`;
}

/** The names of every stay a place lists, any tier. */
function staysOf(id: string): Set<string> {
  return new Set(
    Object.values(kb.byId.get(id)!.stays)
      .flat()
      .map((stay) => stay.name),
  );
}

describe('four more heritage places (data/heritage-more.json)', () => {
  it.each([
    ['Badami', 'badami'],
    ['Vatapi', 'badami'],
    ['Aihole', 'badami'],
    ['Pattadakal', 'badami'],
    ['Dholavira', 'dholavira'],
    ['Kotada Timba', 'dholavira'],
    ['Champaner', 'champaner-pavagadh'],
    ['Pavagadh', 'champaner-pavagadh'],
    ['Champaner-Pavagadh', 'champaner-pavagadh'],
    ['Omkareshwar', 'omkareshwar'],
    ['Mandhata', 'omkareshwar'],
  ])('plans %s as %s', (typed, id) => {
    expect(planned(resolvePlace(typed, kb))).toBe(id);
  });

  it.each([
    // Day-trip spots of Hampi, Vadodara and Indore that are now sights of a place of their own.
    ['Badami Cave Temples', 'badami'],
    ['Pattadakal Group of Monuments', 'badami'],
    ['Durga Temple, Aihole', 'badami'],
    ['Jami Masjid, Champaner', 'champaner-pavagadh'],
    ['Saat Kaman', 'champaner-pavagadh'],
    ['Kalika Mata Temple, Pavagadh (ropeway)', 'champaner-pavagadh'],
    ['Omkareshwar Jyotirlinga Temple', 'omkareshwar'],
    ['Ekatma Dham (Statue of Oneness)', 'omkareshwar'],
  ])('plans the sight %s at %s', (typed, id) => {
    expect(planned(resolvePlace(typed, kb))).toBe(id);
  });

  it('sets out from Badami and Omkareshwar as the places themselves', () => {
    expect(planned(resolveOrigin('Badami', kb))).toBe('badami');
    expect(planned(resolveOrigin('Omkareshwar', kb))).toBe('omkareshwar');
  });

  it('keeps Hampi’s day trip to Badami', () => {
    const hampi = kb.byId.get('hampi')!;
    expect(hampi.excursions.some((trip) => trip.name.includes('Badami'))).toBe(true);
  });

  it.each([
    ['Bengaluru', 'Badami', 'badami'],
    ['Ahmedabad', 'Champaner-Pavagadh', 'champaner-pavagadh'],
    ['Indore', 'Omkareshwar', 'omkareshwar'],
  ])('plans a January trip from %s to %s there, at its own stays', (from, to, id) => {
    const cards = cardsForTrip(from, to, 3, '2027-01-12');
    expect(cards.length).toBeGreaterThan(0);
    const listed = staysOf(id);
    for (const card of cards) {
      for (const stay of card.trip.stays) {
        expect(stay.place.id, card.key).toBe(id);
        expect(listed.has(stay.hotelName ?? ''), `${card.key}: ${stay.hotelName}`).toBe(true);
      }
    }
  });

  it('sees Pattadakal and Aihole on drives out from Badami, and stays at Jambughoda for Champaner', () => {
    const badami = kb.byId.get('badami')!;
    const sight = (name: string) => badami.attractions.find((a) => a.name === name);
    expect(sight('Pattadakal Group of Monuments')?.away).toMatchObject({
      km: 22,
      at: 'Pattadakal',
    });
    expect(sight('Durga Temple, Aihole')?.away).toMatchObject({ km: 35, at: 'Aihole' });
    const champaner = kb.byId.get('champaner-pavagadh')!;
    for (const stay of Object.values(champaner.stays).flat())
      expect(stay.away, stay.name).toMatchObject({ km: 20, at: 'Jambughoda' });
  });

  it('names Dholavira but offers no card: no stay there prints a rate', () => {
    expect(staysOf('dholavira').size).toBe(0);
    expect(cardsForTrip('Ahmedabad', 'Dholavira', 3, '2027-01-12')).toEqual([]);
  });
});
