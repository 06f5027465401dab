import { describe, expect, it } from 'vitest';
import { formatPrice } from './price-format';

describe('formatPrice', () => {
  it('writes rupees with the Indian grouping', () => {
    expect(formatPrice(145_000)).toBe('₹1,45,000');
    expect(formatPrice(16_650, 'INR')).toBe('₹16,650');
  });

  it('writes the other currencies with their own symbol', () => {
    expect(formatPrice(1_450, 'USD')).toBe('$1,450');
    expect(formatPrice(1_450, 'EUR')).toBe('€1,450');
    expect(formatPrice(145_000, 'GBP')).toBe('£145,000');
  });
});
