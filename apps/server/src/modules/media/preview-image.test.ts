import fs from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { sfntFromWoff } from './preview-image';

describe('sfntFromWoff', () => {
  it('unpacks the TrueType font of a WOFF file, every table in place', () => {
    const require = createRequire(import.meta.url);
    const woff = fs.readFileSync(
      require.resolve('@fontsource/poppins/files/poppins-latin-700-normal.woff'),
    );
    const font = sfntFromWoff(woff);
    expect(font.readUInt32BE(0)).toBe(woff.readUInt32BE(4));
    const tables = font.readUInt16BE(4);
    expect(tables).toBe(woff.readUInt16BE(12));
    expect(font.length).toBe(woff.readUInt32BE(16));
    const tags = Array.from({ length: tables }, (_, index) =>
      font.toString('latin1', 12 + index * 16, 16 + index * 16),
    );
    expect(tags).toEqual(expect.arrayContaining(['cmap', 'glyf', 'head', 'name']));
  });

  it('refuses what is not a WOFF file', () => {
    expect(() => sfntFromWoff(Buffer.from('OTTO0000'))).toThrow(/WOFF/);
  });
});
