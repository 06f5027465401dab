import { describe, expect, it } from 'vitest';
import { formatChange, formatMoment, formatSeconds, formatUsd } from './format';

describe('back-office formats', () => {
  it('shows dollars to the cent, or below a cent to four places', () => {
    expect(formatUsd(0)).toBe('$0.00');
    expect(formatUsd(12.345)).toBe('$12.35');
    expect(formatUsd(0.00046)).toBe('$0.0005');
  });

  it('shows response times in seconds and moments in India’s time', () => {
    expect(formatSeconds(1340)).toBe('1.34 s');
    expect(formatMoment('2026-06-05T10:00:00.000Z')).toBe('5 Jun 2026, 3:30 pm');
  });

  it('says how a figure changed', () => {
    expect(formatChange(12.5)).toBe('+12.5%');
    expect(formatChange(-3)).toBe('−3%');
    expect(formatChange(0)).toBe('no change');
    expect(formatChange(null)).toBe('no earlier data');
  });
});
