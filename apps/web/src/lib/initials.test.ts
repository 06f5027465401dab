import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';

describe('initialsOf', () => {
  it.each([
    ['Priya Sharma', 'PS'],
    ['priya sharma', 'PS'],
    ['Priya', 'P'],
    ['  Asha   Rani  Devi ', 'AR'],
    ['ravi kumar singh', 'RK'],
    ['Élodie Ørsted', 'ÉØ'],
    ['', 'U'],
    ['   ', 'U'],
    [null, 'U'],
    [undefined, 'U'],
  ])('gives %j the initials %j', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });

  it('keeps a letter outside the basic plane whole', () => {
    expect(initialsOf('𝒜nu Rao')).toBe('𝒜R');
  });
});
