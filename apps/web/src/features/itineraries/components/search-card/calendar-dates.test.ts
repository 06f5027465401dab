import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysStartingToday,
  defaultRange,
  formatDisplayDate,
  fromIsoDate,
  isDayDisabled,
  monthWeeks,
  pickDay,
  rangePresets,
  startingRange,
  toIsoDate,
  type DateRange,
} from './calendar-dates';

/** Wednesday 11 March 2026, mid-afternoon. */
const NOW = new Date(2026, 2, 11, 15, 30);
const day = (text: string) => fromIsoDate(text)!;
const iso = (range: DateRange | undefined) =>
  range && [toIsoDate(range.start), toIsoDate(range.end)];

describe('calendar dates', () => {
  it('starts from today to tomorrow and shows dates as "dd MMM yy"', () => {
    const range = defaultRange(NOW);
    expect(iso(range)).toEqual(['2026-03-11', '2026-03-12']);
    expect(formatDisplayDate(range.start)).toBe('11 Mar 26');
    expect(formatDisplayDate(day('2027-01-05'))).toBe('05 Jan 27');
  });

  it('starts a search from its own dates only when they are real, in order and not past', () => {
    const today = day('2026-03-11');
    const from = (departureDate: string, returnDate: string) =>
      iso(startingRange(today, { departureDate, returnDate }));
    expect(from('2026-03-11', '2026-03-15')).toEqual(['2026-03-11', '2026-03-15']);
    expect(from('2026-03-10', '2026-03-15')).toEqual(['2026-03-11', '2026-03-12']);
    expect(from('2026-03-15', '2026-03-12')).toEqual(['2026-03-11', '2026-03-12']);
    expect(from('2026-02-30', '2026-03-12')).toEqual(['2026-03-11', '2026-03-12']);
    expect(iso(startingRange(today, undefined))).toEqual(['2026-03-11', '2026-03-12']);
  });

  it('reads back only real days', () => {
    expect(toIsoDate(day('2028-02-29'))).toBe('2028-02-29');
    expect(fromIsoDate('2026-02-29')).toBeUndefined();
    expect(fromIsoDate('11/03/2026')).toBeUndefined();
  });

  it('lays a month out in weeks from Monday', () => {
    const weeks = monthWeeks(day('2026-03-01'));
    // 1 March 2026 is a Sunday: six blanks before it.
    expect(weeks[0]!.map((cell) => cell && cell.getDate())).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
      1,
    ]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(31);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
  });

  it('allows no day before today, and today itself', () => {
    const range = defaultRange(NOW);
    expect(isDayDisabled(day('2026-03-10'), NOW, range, 'start')).toBe(true);
    expect(isDayDisabled(day('2025-12-31'), NOW, range, 'start')).toBe(true);
    expect(isDayDisabled(day('2026-03-11'), NOW, range, 'start')).toBe(false);
    expect(isDayDisabled(day('2026-09-30'), NOW, range, 'start')).toBe(false);
  });

  it('keeps the end within 30 days of the start while the end is picked', () => {
    const range = { start: day('2026-04-01'), end: day('2026-04-01') };
    expect(isDayDisabled(day('2026-04-30'), NOW, range, 'end')).toBe(false);
    expect(isDayDisabled(day('2026-05-01'), NOW, range, 'end')).toBe(true);
    expect(isDayDisabled(day('2026-05-01'), NOW, range, 'start')).toBe(false);
  });

  it('sets the start on the first click and the end on the second', () => {
    const first = pickDay(defaultRange(NOW), 'start', day('2026-03-20'));
    expect(first.picking).toBe('end');
    expect(iso(first.range)).toEqual(['2026-03-20', '2026-03-20']);

    const second = pickDay(first.range, first.picking, day('2026-03-24'));
    expect(second.picking).toBe('start');
    expect(iso(second.range)).toEqual(['2026-03-20', '2026-03-24']);

    const third = pickDay(second.range, second.picking, day('2026-04-02'));
    expect(iso(third.range)).toEqual(['2026-04-02', '2026-04-02']);
  });

  it('swaps a reversed pair', () => {
    const first = pickDay(defaultRange(NOW), 'start', day('2026-03-24'));
    const second = pickDay(first.range, first.picking, day('2026-03-20'));
    expect(iso(second.range)).toEqual(['2026-03-20', '2026-03-24']);
    expect(second.picking).toBe('start');
  });

  it('offers the spec presets: past ones disabled, those that began before today from today', () => {
    const presets = Object.fromEntries(
      rangePresets(NOW).map((preset) => [preset.label, iso(preset.range)]),
    );
    expect(presets).toEqual({
      Today: ['2026-03-11', '2026-03-11'],
      Yesterday: undefined,
      // Monday 9 to Sunday 15 March, from today.
      'This Week': ['2026-03-11', '2026-03-15'],
      'Last Week': undefined,
      'This Month': ['2026-03-11', '2026-03-31'],
      'Last Month': undefined,
    });
  });

  it('cuts "This Month" at 30 days when it starts on the first of a long month', () => {
    const first = new Date(2026, 6, 1, 9);
    const thisMonth = rangePresets(first).find((preset) => preset.label === 'This Month');
    expect(iso(thisMonth?.range)).toEqual(['2026-07-01', '2026-07-30']);
  });

  it('gives "days starting today" for 1 to 30 days', () => {
    expect(iso(daysStartingToday(NOW, 1))).toEqual(['2026-03-11', '2026-03-11']);
    expect(iso(daysStartingToday(NOW, 7))).toEqual(['2026-03-11', '2026-03-17']);
    expect(toIsoDate(daysStartingToday(NOW, 30)!.end)).toBe(toIsoDate(addDays(NOW, 29)));
    expect(daysStartingToday(NOW, 0)).toBeUndefined();
    expect(daysStartingToday(NOW, 31)).toBeUndefined();
    expect(daysStartingToday(NOW, 2.5)).toBeUndefined();
  });
});
