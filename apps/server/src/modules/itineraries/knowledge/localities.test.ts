import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { knowledgeBase, knowledgeDataDir, loadKnowledgeBase } from './load';
import { resolveOrigin, resolvePlace, suggestPlaces } from './resolver';

const kb = knowledgeBase();

/** Where a trip set out from `typed` starts, by the id of the place, or "refused". */
function startsFrom(typed: string): string {
  const result = resolveOrigin(typed, kb);
  return result.ok && result.resolved.kind === 'place' ? result.resolved.place.id : 'refused';
}

describe('a neighbourhood of a big city as where a trip starts', () => {
  it.each([
    ['Andheri', 'mumbai'],
    ['Andheri East', 'mumbai'],
    ['Andheri (W)', 'mumbai'],
    ['Andheri, Mumbai', 'mumbai'],
    ['Bandra', 'mumbai'],
    ['Whitefield', 'bengaluru'],
    ['Koramangala', 'bengaluru'],
    ['Velachery', 'chennai'],
    ['Gachibowli', 'hyderabad'],
  ])('sets out from %s as %s', (typed, id) => {
    expect(startsFrom(typed)).toBe(id);
  });

  it('leaves a town of its own its own (Kalyan, Thane) and a destination its own', () => {
    expect(startsFrom('Kalyan')).toBe('town-kalyan');
    expect(startsFrom('Thane')).toBe('town-thane');
    expect(startsFrom('Goa')).toBe('goa');
  });

  it('offers the city in the suggestions of the from field', () => {
    const offered = suggestPlaces('Andheri', kb, undefined, { origins: true });
    expect(offered.map((place) => place.city)).toContain('Mumbai');
  });

  it('answers it as where to go with the city first, not a town of a like name', () => {
    // "Bandra" had been answered "did you mean Banda?", a town in Uttar Pradesh.
    const result = resolvePlace('Bandra', kb);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.suggestions[0]).toBe('Mumbai');
  });
});

describe('the localities file', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  /** The shipped data with data/localities replaced by `localities`. */
  function withLocalities(localities: unknown): string {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kb-localities-'));
    dirs.push(dir);
    fs.cpSync(knowledgeDataDir(), dir, { recursive: true });
    fs.rmSync(path.join(dir, 'localities'), { recursive: true, force: true });
    fs.mkdirSync(path.join(dir, 'localities'));
    fs.writeFileSync(path.join(dir, 'localities', 'india.json'), JSON.stringify(localities));
    return dir;
  }

  it('refuses a neighbourhood under two cities, and a city it does not know', () => {
    expect(() =>
      loadKnowledgeBase(withLocalities({ mumbai: ['Andheri'], delhi: ['Andheri'] })),
    ).toThrowError(/"Andheri" is under mumbai and delhi/);
    expect(() => loadKnowledgeBase(withLocalities({ atlantis: ['Andheri'] }))).toThrowError(
      /atlantis: no such destination/,
    );
  });

  it('never takes a name from a destination or a town', () => {
    const loaded = loadKnowledgeBase(withLocalities({ mumbai: ['Goa', 'Thane', 'Andheri'] }));
    expect([...loaded.localities.keys()]).toEqual(['andheri']);
  });
});
