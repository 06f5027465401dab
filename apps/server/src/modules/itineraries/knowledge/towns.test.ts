import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { suggestItineraries } from '../engine/planner';
import { engineSearchOf } from '../engine/quality';
import { knowledgeBase, knowledgeDataDir } from './load';
import { destinationsNear, resolveOrigin, resolvePlace, townNamed } from './resolver';

const kb = knowledgeBase();

describe('towns travellers set out from', () => {
  it.each([
    ['Faridabad', 'Faridabad'],
    ['Noida', 'Noida'],
    ['Surat', 'Surat'],
    ['Serampore', 'Serampore'],
    ['Srirampur', 'Serampore'],
    ['Chandannagar', 'Chandannagar'],
    ['Chandernagore', 'Chandannagar'],
    ['Chinsurah', 'Chinsurah'],
    ['Thane', 'Thane'],
    ['Navi Mumbai', 'Navi Mumbai'],
    ['Ghaziabad', 'Ghaziabad'],
    ['Kanpur', 'Kanpur'],
    ['Ludhiana', 'Ludhiana'],
    ['Rajkot', 'Rajkot'],
    ['Howrah', 'Howrah'],
    ['Hubli', 'Hubballi'],
  ])('take %s as an origin: %s', (typed, name) => {
    const result = resolveOrigin(typed, kb);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.resolved.name).toBe(name);
    expect(result.resolved.kind === 'place' && result.resolved.place.id).toMatch(/^town-/);
  });

  it('are never a destination, and a destination’s name stays the destination', () => {
    expect(resolvePlace('Noida', kb).ok).toBe(false);
    // A town one letter from a destination is that town, not the destination.
    for (const [town, destination] of [
      ['Patan', 'Patna'],
      ['Nagaur', 'Nagpur'],
      ['Rampur', 'Raipur'],
    ]) {
      expect(townNamed(town!, kb)?.name).toBe(town);
      expect(kb.destinations.some((place) => place.name === destination)).toBe(true);
      expect(resolvePlace(town!, kb).ok, town).toBe(false);
      expect(resolveOrigin(town!, kb).ok && resolveOrigin(town!, kb)).toMatchObject({
        resolved: { name: town },
      });
    }
    expect(townNamed('Noida', kb)?.name).toBe('Noida');
    const delhi = resolveOrigin('Delhi', kb);
    expect(delhi.ok && delhi.resolved.kind === 'place' && delhi.resolved.place.id).toBe('delhi');
    expect(destinationsNear(townNamed('Serampore', kb)!, kb)).toContain('Kolkata');
  });

  it('typed as a destination by another of their names, suggest the places near them', () => {
    // "Belgaum", "Hubli", "Cawnpore": a town's other name is the town, so the answer names the
    // destinations nearest it, as its own name's answer does, not nothing.
    let aliases = 0;
    for (const [key, town] of kb.towns) {
      if (key === town.name.toLowerCase() || kb.byName.has(key)) continue;
      const result = resolvePlace(key, kb);
      if (result.ok) continue;
      aliases += 1;
      expect(result.suggestions.slice(0, 3), key).toEqual(destinationsNear(town, kb));
    }
    expect(aliases).toBeGreaterThan(30);
  });

  it('take a town by its former name (data/renamed) as the town it is now', () => {
    const renamed = JSON.parse(
      fs.readFileSync(path.join(knowledgeDataDir(), 'renamed', 'india.json'), 'utf8'),
    ) as Array<{ name: string; now: string; state: string }>;
    expect(renamed.map((entry) => entry.name)).toEqual(
      expect.arrayContaining(['Hoshangabad', 'Osmanabad', 'Daltonganj', 'Keylong']),
    );
    for (const { name, now } of renamed) {
      const former = resolveOrigin(name, kb);
      const current = resolveOrigin(now, kb);
      expect(former.ok && current.ok, name).toBe(true);
      if (!former.ok || !current.ok) continue;
      expect(former.resolved.name).toBe(now);
      expect(former.resolved.kind === 'place' && former.resolved.place.id).toBe(
        current.resolved.kind === 'place' && current.resolved.place.id,
      );
      // Not a destination: the answer names the places near it, as the name it has now does.
      const asked = resolvePlace(name, kb);
      const askedNow = resolvePlace(now, kb);
      expect(asked.ok || askedNow.ok).toBe(false);
      if (asked.ok || askedNow.ok) continue;
      expect(asked.suggestions.slice(0, 3)).toEqual(askedNow.suggestions.slice(0, 3));
    }
  });

  it('suggest a town one slip away rather than guess', () => {
    const result = resolveOrigin('Serampor', kb);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.suggestions).toContain('Serampore');
  });

  it.each([
    // SDAH: the budget card rides the Darjeeling Mail, which leaves from Sealdah (express-trains.ts),
    // to NJP and its shared jeep, reached by a city taxi from Serampore.
    ['Serampore', 'Darjeeling', ['CCU', 'HWH', 'SDAH', 'Serampore']],
    ['Faridabad', 'Jaipur', ['DEL', 'FDB', 'Faridabad']],
    ['Surat', 'Goa', ['STV', 'ST', 'Surat']],
    ['Noida', 'Manali', ['DEL', 'ANVT', 'Noida']],
  ])('plan %s → %s from its own airport, station or door', (from, to, starts) => {
    const search = engineSearchOf({
      from,
      to,
      days: 5,
      travellers: 2,
      travelClass: 'Economy',
      priceRange: [0, 200_000],
    });
    const cards = suggestItineraries(search, 1);
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      expect(card.fromLocation).toBe(from);
      // A drive leaves from the door; every other journey names where it starts.
      if (card.transportSummary.startsWith('Drive')) continue;
      const start = [card.transportSummary, ...card.inclusions].join(' | ');
      expect(
        starts.some((code) => start.includes(code)),
        start.slice(0, 300),
      ).toBe(true);
    }
  });
});
