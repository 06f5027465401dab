import { describe, expect, it } from 'vitest';
import { cardFor, planPage } from '../engine/planner';
import { engineSearchOf } from '../engine/quality';
import { knowledgeBase } from './load';
import { resolveOrigin, resolvePlace, type Resolution } from './resolver';

const kb = knowledgeBase();

/** What a resolution plans: the place's id and the sub-places asked for, or "refused". */
function planned(result: Resolution): { id: string; asked?: string[] } | 'refused' {
  if (!result.ok) return 'refused';
  const { resolved } = result;
  if (resolved.kind !== 'place') return { id: `region:${resolved.name}` };
  const first = resolved.excursion ?? resolved.sight;
  const asked = first ? [first, ...(resolved.alsoAsked ?? [])] : [];
  return { id: resolved.place.id, ...(asked.length > 0 ? { asked } : {}) };
}

// Audit searches d34 and d62 (decision 0088): a place's other name that is its sight's name.
describe('an alias that names one of its place’s sights', () => {
  it.each([
    ['Ajanta', 'aurangabad', ['Ajanta Caves']],
    ['Ellora', 'aurangabad', ['Ellora Caves']],
    ['Ajanta Ellora', 'aurangabad', ['Ajanta Caves', 'Ellora Caves']],
    ['Tirumala', 'tirupati', ['Sri Venkateswara Temple, Tirumala']],
    ['Dhanushkodi', 'rameswaram', ['Dhanushkodi ghost town']],
    ['Baga', 'goa', ['Baga Beach']],
  ])('plans %s with the sight asked for', (typed, id, asked) => {
    expect(planned(resolvePlace(typed, kb))).toEqual({ id, asked });
  });

  it('asks for it after a slip in the alias too', () => {
    expect(planned(resolvePlace('Ajantha', kb))).toEqual({
      id: 'aurangabad',
      asked: ['Ajanta Caves'],
    });
  });

  it.each([
    // The town's own other name: Mysore Palace is the palace of Mysore, not what "Mysore" means.
    ['Mysore', 'mysuru'],
    ['Bangalore', 'bengaluru'],
    // A real town at the place is the place (Madikeri is Coorg's town).
    ['Madikeri', 'coorg'],
    ['Joshimath', 'auli'],
    // A word of the place's own name (Tadoba Lake is named for the reserve).
    ['Tadoba', 'tadoba'],
    // Where sights stand in town is not a sight (Sohra's Eco Park).
    ['Sohra', 'cherrapunji'],
  ])('leaves %s the place alone', (typed, id) => {
    expect(planned(resolvePlace(typed, kb))).toEqual({ id });
  });

  it('does not change where a trip starts from', () => {
    for (const typed of ['Ajanta', 'Tirumala']) {
      const from = resolveOrigin(typed, kb);
      const place = resolvePlace(typed, kb);
      expect(from.ok && from.resolved.name, typed).toBe(place.ok && place.resolved.name);
    }
  });
});

describe('a search to "Ajanta"', () => {
  /** Page 1 of audit search d34: Nanded to "Ajanta", three days in July. */
  function cards() {
    const search = engineSearchOf({
      from: 'Nanded',
      to: 'Ajanta',
      days: 3,
      travellers: 4,
      travelClass: 'Economy',
      priceRange: [0, 8000],
      start: '2027-07-30',
    });
    return planPage(search, 1).cards.map((card) => cardFor(card, search));
  }

  it('plans the caves, or says on the card that they did not fit', () => {
    const page = cards();
    expect(page.length).toBeGreaterThan(0);
    expect(page.some((card) => card.placesToVisit.includes('Ajanta Caves'))).toBe(true);
    for (const card of page) {
      if (card.placesToVisit.includes('Ajanta Caves')) continue;
      expect(
        card.travelNotes.some((note) => note.startsWith('Ajanta Caves, which you searched for')),
        card.title,
      ).toBe(true);
    }
  });

  // The sight asked for is the stop's headline (decision 88): a slow card gives it the day.
  it('visits the caves on every card of the first page', () => {
    for (const card of cards()) expect(card.placesToVisit, card.title).toContain('Ajanta Caves');
  });
});

// Decision 148: a sight or day trip typed without the word for its kind.
describe('a sight typed without its kind', () => {
  it.each([
    ['Rohtang', 'manali', ['Rohtang Pass']],
    ['Solang', 'manali', ['Solang Valley']],
    ['Dudhsagar', 'goa', ['Dudhsagar Falls']],
    ['Palolem', 'goa', ['Palolem Beach']],
    ['Golconda', 'hyderabad', ['Golconda Fort']],
    ['Elephanta', 'mumbai', ['Elephanta Caves']],
    ['Virupaksha', 'hampi', ['Virupaksha Temple']],
    ['Rohtang trip', 'manali', ['Rohtang Pass']],
  ])('plans %s at its place, the sight asked for', (typed, id, asked) => {
    expect(planned(resolvePlace(typed, kb))).toEqual({ id, asked });
  });

  it('plans a day trip’s spot typed so as that day trip', () => {
    expect(planned(resolvePlace('Diskit', kb))).toEqual({ id: 'leh', asked: ['Nubra Valley'] });
  });

  it.each([
    // A town's name: Sitapur is a city of Uttar Pradesh as well as Neil Island's beach.
    ['Sitapur', 'Neil Island'],
    // A word of many places' sights: which Perumal temple is unsaid.
    ['Perumal', 'Yelagiri'],
    // Real towns of the name stand far from Nashik's Gangapur Dam.
    ['Gangapur', 'Nashik'],
    ['Tiger', 'Darjeeling'],
  ])('asks about %s, offering %s', (typed, offered) => {
    const result = resolvePlace(typed, kb);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.suggestions).toContain(offered);
  });

  it('is no place to start from', () => {
    expect(resolveOrigin('Rohtang', kb).ok).toBe(false);
  });
});
