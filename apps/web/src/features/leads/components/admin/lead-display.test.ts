import { describe, expect, it } from 'vitest';
import { whatsappNumber } from './lead-display';

describe('whatsappNumber', () => {
  it('puts India’s code in front of a ten-digit mobile, once', () => {
    expect(whatsappNumber('9830012345')).toBe('919830012345');
    expect(whatsappNumber('09830012345')).toBe('919830012345');
    expect(whatsappNumber('+91 98300 12345')).toBe('919830012345');
    expect(whatsappNumber('+44 7700 900123')).toBe('447700900123');
  });
});
