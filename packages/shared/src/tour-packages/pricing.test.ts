import { describe, expect, it } from 'vitest';
import { discountedPrice } from './pricing';

describe('discountedPrice', () => {
  it.each([
    [25_000, 0, 25_000],
    [25_000, 20, 20_000],
    [19_999, 15, 16_999],
    [10_001, 50, 5001],
    [12_345, 100, 0],
  ])('%d less %d%% is %d', (base, discount, price) => {
    expect(discountedPrice(base, discount)).toBe(price);
  });
});
