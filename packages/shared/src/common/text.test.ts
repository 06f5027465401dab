import { describe, expect, it } from 'vitest';
import { leadStatusUpdateSchema } from '../leads/schemas';
import { cleanText, hasControlCharacters, textMessages } from './text';

describe('cleanText', () => {
  it('refuses NUL and other control characters with a clear message', () => {
    for (const bad of ['a\u0000b', '\u0007', 'x\u001by', 'del\u007f']) {
      const result = cleanText().safeParse(bad);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(textMessages.controlCharacters);
    }
  });

  it('keeps tabs and newlines in text, but not in one-line values', () => {
    expect(cleanText().parse('  one\n\ttwo  ')).toBe('one\n\ttwo');
    expect(hasControlCharacters('one\ntwo', true)).toBe(true);
    expect(hasControlCharacters('plain text', true)).toBe(false);
  });

  it('is what the shared input schemas use', () => {
    const result = leadStatusUpdateSchema.safeParse({ status: 'new', notes: 'call\u0000back' });
    expect(result.success).toBe(false);
  });
});
