import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  dateParts,
  groupDigits,
  longDate,
  monthAndYear,
  shortDate,
  weekdayName,
} from './plain-format';

// The functions promise to write what Intl writes; these compare the two.
const indian = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const western = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const format = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', ...options });

const anyDay = fc
  .integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2099, 11, 31) })
  .map((time) => new Date(time));

describe('groupDigits', () => {
  it('groups as en-IN and en-US do', () => {
    expect(groupDigits(1_234_567, 'indian')).toBe('12,34,567');
    expect(groupDigits(1_234_567, 'western')).toBe('1,234,567');
    fc.assert(
      fc.property(fc.double({ min: -1e15, max: 1e15, noNaN: true }), (value) => {
        expect(groupDigits(value, 'indian')).toBe(indian.format(value));
        expect(groupDigits(value, 'western')).toBe(western.format(value));
      }),
    );
  });

  it('rounds halves away from zero', () => {
    expect(groupDigits(2.5, 'indian')).toBe(indian.format(2.5));
    expect(groupDigits(-2.5, 'indian')).toBe(indian.format(-2.5));
    expect(groupDigits(-0.4, 'western')).toBe(western.format(-0.4));
  });
});

describe('dates', () => {
  it('write the en-GB formats', () => {
    fc.assert(
      fc.property(anyDay, (date) => {
        const parts = dateParts(date, 'utc');
        expect(shortDate(parts)).toBe(
          format({ day: '2-digit', month: 'short', year: '2-digit' }).format(date),
        );
        expect(longDate(parts)).toBe(
          format({ day: 'numeric', month: 'long', year: 'numeric' }).format(date),
        );
        expect(monthAndYear(parts)).toBe(format({ month: 'long', year: 'numeric' }).format(date));
        expect(weekdayName(parts)).toBe(format({ weekday: 'long' }).format(date));
        expect(weekdayName(parts, true)).toBe(format({ weekday: 'short' }).format(date));
      }),
    );
  });

  it('read the local calendar day or the UTC one', () => {
    const date = new Date(2026, 2, 5, 12);
    expect(dateParts(date, 'local')).toEqual({ year: 2026, month: 2, day: 5, weekday: 4 });
    expect(dateParts(new Date(Date.UTC(2026, 2, 5)), 'utc')).toEqual({
      year: 2026,
      month: 2,
      day: 5,
      weekday: 4,
    });
  });
});
