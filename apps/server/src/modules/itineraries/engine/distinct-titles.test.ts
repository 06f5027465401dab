import { describe, expect, it } from 'vitest';
import { suggestItineraries, titledOnce } from './planner';
import { checkSearches, engineSearchOf } from './quality';

// #12: the cards of one page never repeat a title. Where only plans of one tier, place and
// theme at several stays are left to offer a choice of three (decision 28), the later ones say
// which stay they are.
describe('titles on a page', () => {
  it('are never repeated on a first page of the quality searches', () => {
    let renamed = 0;
    for (const check of checkSearches()) {
      const cards = suggestItineraries(engineSearchOf(check), 1);
      const titles = cards.map((card) => card.title);
      expect(new Set(titles).size, `${check.from} → ${check.to}`).toBe(titles.length);
      renamed += cards.filter((card) => / at /.test(card.title)).length;
    }
    expect(renamed).toBeGreaterThan(0);
  });

  it('name the stay, short of its place and aside, only when the title is taken', () => {
    const titles = new Set<string>();
    const card = (stay: string) => ({
      title: 'Value Sabarimala Highlights Tour',
      hotelExample: { name: stay, type: 'Budget stay' },
      destinations: ['Sabarimala'],
    });
    expect(titledOnce(card('Pilgrim Lodge, Sabarimala'), titles).title).toBe(
      'Value Sabarimala Highlights Tour',
    );
    expect(
      titledOnce(card('TDB rooms, Sannidhanam (Travancore Devaswom Board)'), titles).title,
    ).toBe('Value Sabarimala Highlights Tour at TDB rooms, Sannidhanam');
    expect(titledOnce(card('Sabari Guest House, Sabarimala'), titles).title).toBe(
      'Value Sabarimala Highlights Tour at Sabari Guest House',
    );
  });
});
