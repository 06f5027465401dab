import { describe, expect, it } from 'vitest';
import { knowledgeBase } from '../knowledge/load';
import { rankedCards } from './planner';
import { engineSearchOf } from './quality';
import { ROAD_HALTS } from './road-legs';
import { MAX_DRIVE_HOURS, haltOf, planJourney, type Journey } from './transport';
import { legsOf, notesOf, renderDays } from './trip';

const kb = knowledgeBase();
const place = (id: string) => kb.byId.get(id)!;
const longestDrive = (journey: Journey | undefined) =>
  Math.max(0, ...(journey?.legs ?? []).filter((leg) => leg.mode === 'road').map((l) => l.hours));

function tawangCards(days: number) {
  return rankedCards(
    engineSearchOf({
      from: 'Kolkata',
      to: 'Tawang',
      days,
      travellers: 2,
      travelClass: 'Economy',
      priceRange: [0, 500_000],
      start: '2027-10-06',
    }),
  );
}

describe('night halts on drives too long for a day', () => {
  it('name only places of the knowledge base, with the halt part of the way', () => {
    for (const halt of ROAD_HALTS) {
      expect(kb.byId.has(halt.place), halt.place).toBe(true);
      expect(halt.share).toBeGreaterThan(0);
      expect(halt.share).toBeLessThan(1);
    }
  });

  it('split a long drive at the halt, keeping its length, time and fare, and one main leg', () => {
    const out = planJourney(place('kolkata'), place('tawang'), {
      travelClass: 'Economy',
      travellers: 2,
    });
    expect(longestDrive(out)).toBeGreaterThan(MAX_DRIVE_HOURS);
    const halted = haltOf(out, place('kolkata'), place('tawang'), 'out')!;
    expect(halted.at).toBe('Bomdila');
    const both = [...halted.first.legs, ...halted.second.legs];
    const total = (key: 'distanceKm' | 'hours' | 'farePerPerson') =>
      both.reduce((sum, leg) => sum + leg[key], 0);
    expect(total('farePerPerson')).toBeCloseTo(out.farePerPerson, 6);
    expect(Math.abs(total('hours') - out.hours)).toBeLessThanOrEqual(0.25);
    expect(Math.abs(total('distanceKm') - out.legs.reduce((s, l) => s + l.distanceKm, 0))).toBe(0);
    expect(both.filter((leg) => leg.main)).toHaveLength(1);
    expect(halted.first.legs.at(-1)!.to).toBe('Bomdila');
    expect(halted.second.legs[0]!.from).toBe('Bomdila');
    // The way home halts at the same town, the longer part of the drive then on the first day.
    const home = haltOf(
      planJourney(place('tawang'), place('kolkata'), { travelClass: 'Economy', travellers: 2 }),
      place('tawang'),
      place('kolkata'),
      'home',
    )!;
    expect(home.at).toBe('Bomdila');
    expect(longestDrive(home.first)).toBeLessThan(longestDrive(home.second));
    // A journey no day is too short for is not split.
    const short = planJourney(place('kolkata'), place('darjeeling'), {
      travelClass: 'Economy',
      travellers: 2,
    });
    expect(haltOf(short, place('kolkata'), place('darjeeling'), 'out')).toBeUndefined();
  });

  it('plans Kolkata → Tawang with a night at Bomdila each way, no day driving over 10 h', () => {
    for (const days of [5, 6, 8]) {
      const cards = tawangCards(days);
      expect(cards.length).toBeGreaterThan(0);
      for (const card of cards) {
        const { trip } = card;
        const words = renderDays(trip);
        expect(trip.outlines[0]!.kind, card.key).toBe('onward');
        expect(words[0]!.stay).toBe('A hotel in Bomdila');
        expect(trip.outlines[1]!.kind).toBe('arrival');
        expect(words[1]!.morning).toMatch(/^Set off again from Bomdila/);
        expect(trip.outlines[days - 2]!.kind).toBe('homeward');
        expect(words[days - 2]!.stay).toBe('A hotel in Bomdila');
        expect(words[days - 1]!.afternoon).toMatch(/^Return to Kolkata: drive from Bomdila/);
        for (const day of trip.outlines) {
          expect(longestDrive(day.journey), `${card.key} day ${day.day}`).toBeLessThanOrEqual(
            MAX_DRIVE_HOURS,
          );
        }
        // Every leg is travelled once, on its day.
        const legs = legsOf(trip);
        expect(legs.filter((leg) => leg.day === 1).at(-1)!.to).toBe('Bomdila');
        expect(legs.filter((leg) => leg.day === 2)[0]!.from).toBe('Bomdila');
        expect(notesOf(trip).join(' ')).toMatch(/the night at Bomdila is in a hotel there/);
      }
    }
  });

  it('says so on a trip too short to halt, instead of hiding the long drive', () => {
    for (const card of tawangCards(3)) {
      expect(notesOf(card.trip).join(' '), card.key).toMatch(
        /guides break over two days at Bomdila; a longer trip would leave a night for it/,
      );
    }
  });
});
