import { describe, expect, it } from 'vitest';
import { knowledgeBase } from '../knowledge/load';
import { cardsForTrip } from './quality';
import { safariFor } from './safaris';
import { renderDays, withoutFares } from './trip';

// Decision 234: a sight seen from a seat the plan prices also gave its note's fare: "reached by
// ferry from Uzan Bazar ghat, about ₹30; … from a seat on the ferry …, ₹40 per person", and
// Gir's "online permit ~₹800–1,000 per jeep … plus jeep and guide fees" beside a ₹1,500 seat that
// includes them; Kanha's "permit per seat, jeep and guide extra" beside a seat that includes all
// three. The seat's price is the one the card charges; the note's is left out.
/** A fare, or a cost said to be paid on top, in a note. */
const FARE = /₹\s?\d|\bextra\b|\bseparate\b|\bper (?:jeep|seat)\b/i;

describe('a sight seen from a priced seat', () => {
  it('drops the clauses and brackets of a note that quote a fare, and keeps the rest', () => {
    expect(withoutFares('Reached by ferry from Uzan Bazar ghat (about ₹30); open 6 am–6 pm')).toBe(
      'Reached by ferry from Uzan Bazar ghat; open 6 am–6 pm',
    );
    expect(
      withoutFares(
        'Core zone; entry ₹2,640 per jeep of up to 6, guide and jeep hire extra. Morning and afternoon safaris; closed 1 July–30 September.',
      ),
    ).toBe('Core zone. Morning and afternoon safaris; closed 1 July–30 September.');
    expect(
      withoutFares('Online permit ~₹800–1,000 per jeep (up to 6) plus jeep and guide fees'),
    ).toBe('');
    expect(
      withoutFares('Seen from a boat: a shikara or the state ferry from the jetty, fare extra'),
    ).toBe('Seen from a boat: a shikara or the state ferry from the jetty');
    expect(withoutFares('Core zone; permit per seat, jeep and guide extra; closed Tuesdays')).toBe(
      'Core zone; closed Tuesdays',
    );
    expect(withoutFares('Open 8 am–4 pm (ferry hours)')).toBe('Open 8 am–4 pm (ferry hours)');
  });

  it("never gives the note's fare beside the seat's price on a planned day", () => {
    const kb = knowledgeBase();
    const sights = kb.destinations.flatMap((place) =>
      place.attractions
        .filter((sight) => FARE.test(sight.note ?? ''))
        .filter((sight) => safariFor(place, sight, false) ?? safariFor(place, sight, true))
        .map((sight) => ({ place, sight })),
    );
    expect(sights.map(({ sight }) => sight.name)).toEqual(
      expect.arrayContaining([
        'Umananda Temple (Peacock Island)',
        'Vivekananda Rock Memorial',
        'Kanha Zone',
        'Periyar Lake',
      ]),
    );
    let seated = 0;
    const twice: string[] = [];
    for (const { place, sight } of sights) {
      for (const card of cardsForTrip('Delhi', place.name, 5, '2027-01-13').slice(0, 12)) {
        for (const day of renderDays(card.trip)) {
          for (const text of [day.morning, day.afternoon, day.evening]) {
            const at = text.indexOf(`${sight.name} (`);
            if (at === -1) continue;
            const seat = text.slice(at).search(/from a seat on the|; on the same /);
            if (seat === -1) continue;
            seated += 1;
            const note = text.slice(at, at + seat).replace(/entry ₹[\d,]+/, '');
            if (FARE.test(note)) twice.push(`${card.key} day ${day.day}: ${text}`);
          }
        }
      }
    }
    expect(seated).toBeGreaterThan(5);
    expect(twice).toEqual([]);
  }, 300_000);
});
