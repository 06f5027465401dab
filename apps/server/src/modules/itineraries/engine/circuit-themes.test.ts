import { describe, expect, it } from 'vitest';
import { knowledgeBase } from '../knowledge/load';
import { cardsForTrip } from './quality';
import { THEMES, themeById, themeFits } from './themes';

const kb = knowledgeBase();
const place = (id: string) => kb.byId.get(id)!;

describe('a theme on a trip of several places (decision 111)', () => {
  it('suits several places only when most of them suit it alone', () => {
    const spiritual = themeById('spiritual');
    // Sonamarg, the Amarnath base, is a pilgrim place; Gulmarg is not.
    expect(themeFits(spiritual, [place('sonamarg')])).toBe(true);
    expect(themeFits(spiritual, [place('gulmarg'), place('sonamarg')])).toBe(false);
    // Delhi's temples alone do not make the Golden Triangle a pilgrimage.
    expect(themeFits(spiritual, [place('delhi'), place('agra'), place('jaipur')])).toBe(false);
    expect(themeFits(spiritual, [place('kedarnath'), place('badrinath')])).toBe(true);
    // A single place is as the theme says.
    for (const theme of THEMES) {
      expect(themeFits(theme, [place('varanasi')])).toBe(theme.fits([place('varanasi')]));
    }
  });

  it('titles no Golden Triangle or London and Paris card a "Pilgrim Trail"', () => {
    for (const [from, to] of [
      ['Mumbai', 'Golden Triangle'],
      ['Delhi', 'London Paris'],
      ['Kolkata', 'Gulmarg Sonamarg'],
    ] as const) {
      const cards = cardsForTrip(from, to, 7, '2027-04-14');
      expect(cards.length, to).toBeGreaterThan(0);
      for (const card of cards) expect(card.trip.spec.theme.id, card.key).not.toBe('spiritual');
    }
    const pilgrim = cardsForTrip('Delhi', 'Kedarnath Badrinath', 8, '2027-05-20');
    expect(pilgrim.some((card) => card.trip.spec.theme.id === 'spiritual')).toBe(true);
  });
});
