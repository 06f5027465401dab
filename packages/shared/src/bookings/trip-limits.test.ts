import { describe, expect, it } from 'vitest';
import { earliestStart, tripLimitMessages, tripLimitProblems } from './trip-limits';

const limits = { minTravelers: 2, maxTravelers: 6, advanceDays: 7 };

describe('tripLimitProblems', () => {
  it('accepts a party and a date inside the package’s limits', () => {
    expect(
      tripLimitProblems(limits, { travelers: 4, preferredDate: '2026-06-10' }, '2026-06-01'),
    ).toEqual({});
  });

  it('names the limit a party breaks', () => {
    expect(
      tripLimitProblems(limits, { travelers: 1, preferredDate: '2026-07-01' }, '2026-06-01'),
    ).toEqual({
      travelers: tripLimitMessages.tooFew(2),
    });
    expect(
      tripLimitProblems(limits, { travelers: 7, preferredDate: '2026-07-01' }, '2026-06-01'),
    ).toEqual({
      travelers: 'This package takes at most 6 travelers',
    });
  });

  it('asks for a date far enough ahead, and says which', () => {
    expect(earliestStart(limits, '2026-06-01')).toBe('2026-06-08');
    expect(
      tripLimitProblems(limits, { travelers: 2, preferredDate: '2026-06-07' }, '2026-06-01'),
    ).toEqual({
      preferredDate: 'This package must be booked 7 days ahead: choose 2026-06-08 or later',
    });
    expect(
      tripLimitProblems(
        { ...limits, advanceDays: 0 },
        { travelers: 2, preferredDate: '2026-06-01' },
        '2026-06-01',
      ),
    ).toEqual({});
  });
});
