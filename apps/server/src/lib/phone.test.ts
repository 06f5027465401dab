import { describe, expect, it } from 'vitest';
import { toE164 } from './phone';

describe('toE164', () => {
  it('gives one form for every way an Indian number is written', () => {
    for (const typed of [
      '+91 98765 43210',
      '919876543210',
      '09876543210',
      '9876543210',
      '98765-43210',
    ]) {
      expect(toE164(typed)).toBe('+919876543210');
    }
  });

  it('keeps numbers of other countries', () => {
    expect(toE164('+44 20 7946 0958')).toBe('+442079460958');
    expect(toE164('442079460958')).toBe('+442079460958');
  });
});
