import { describe, expect, it } from 'vitest';
import { knowledgeBase } from '../knowledge/load';
import { engineSearchOf } from './quality';
import { rankedCards } from './planner';
import { clockShift, hasZone } from './time-zones';
import { renderDays } from './trip';

const kb = knowledgeBase();
const place = (id: string) => kb.byId.get(id)!;
const firstCard = (to: string, start: string, from = 'Delhi') =>
  rankedCards(
    engineSearchOf({
      from,
      to,
      days: 5,
      travellers: 2,
      travelClass: 'Economy',
      priceRange: [0, 600_000],
      start,
    }),
  )[0]!.trip;

describe('clocks abroad (decision 36)', () => {
  it('knows the clock of every country the knowledge base goes to', () => {
    const countries = new Set(kb.destinations.map((p) => p.country));
    expect([...countries].filter((country) => !hasZone(country))).toEqual([]);
  });

  it('tells the hours between clocks, summer time included', () => {
    expect(clockShift(place('delhi'), place('bangkok'), '2027-02-10')).toBe(1.5);
    expect(clockShift(place('delhi'), place('kathmandu'), '2027-02-10')).toBe(0.25);
    expect(clockShift(place('delhi'), place('london'), '2027-01-10')).toBe(-5.5);
    expect(clockShift(place('delhi'), place('london'), '2027-07-10')).toBe(-4.5);
    expect(clockShift(place('london'), place('delhi'), '2027-07-10')).toBe(4.5);
    expect(clockShift(place('delhi'), place('goa'), '2027-07-10')).toBe(0);
  });

  it('lands a flight east later by the local clock, and plans the day by it', () => {
    // Eight hours to Bangkok from a 7 am start lands after 5 pm local: no afternoon sights.
    const trip = firstCard('Bangkok', '2027-02-10');
    const first = trip.outlines[0]!;
    expect(first.clockHours).toBeCloseTo(trip.outbound.hours + 1.5);
    expect(first.afternoon).toEqual([]);
  });

  it('lands a flight west earlier by the local clock, a long day all the same', () => {
    // Thirteen hours to London land in the afternoon there: the card says so, and adds no
    // sight the traveller's own long day has no room for.
    const trip = firstCard('London', '2027-07-10');
    const first = trip.outlines[0]!;
    expect(first.clockHours).toBeCloseTo(trip.outbound.hours - 4.5);
    expect(first.clockHours!).toBeLessThanOrEqual(10);
    expect(first.afternoon).toEqual([]);
    const last = trip.outlines[trip.outlines.length - 1]!;
    expect(last.clockHours).toBeCloseTo(trip.back.hours + 4.5);
  });

  it('says a flight landing after midnight by the local clock arrives then', () => {
    // Before dawn: one landing later spends the night in the air (decision 137).
    const trip = firstCard('Tokyo', '2027-01-10', 'Bengaluru');
    expect(7 + trip.outlines[0]!.clockHours!).toBeGreaterThanOrEqual(24);
    expect(trip.outboundHalt).toBeUndefined();
    const details = renderDays(trip);
    expect(details[0]!.evening).toMatch(/^Arrive after midnight by the local clock/);
  });
});
