import { describe, expect, it } from 'vitest';
import { formatCount, formatPrice, formatRupees, formatRupeesShort } from './money';

describe('money and counts', () => {
  it('writes rupees whole, with the Indian grouping', () => {
    expect(formatPrice(145_000)).toBe('₹1,45,000');
    expect(formatPrice(16_650, 'INR')).toBe('₹16,650');
    expect(formatRupees(999.6)).toBe('₹1,000');
    expect(formatRupees(0)).toBe('₹0');
    expect(formatRupees(-500)).toBe('-₹500');
    expect(formatRupees(12_345_678)).toBe('₹1,23,45,678');
  });

  it('writes the other currencies with their own symbol', () => {
    expect(formatPrice(1_450, 'USD')).toBe('$1,450');
    expect(formatPrice(1_450, 'EUR')).toBe('€1,450');
    expect(formatPrice(145_000, 'GBP')).toBe('£145,000');
  });

  it('counts the Indian way and labels slider stops short', () => {
    expect(formatCount(1_234_567)).toBe('12,34,567');
    expect(formatCount(0)).toBe('0');
    expect(formatRupeesShort(150_000)).toBe('₹1.5L');
    expect(formatRupeesShort(25_000)).toBe('₹25K');
    expect(formatRupeesShort(500)).toBe('₹500');
  });
});
