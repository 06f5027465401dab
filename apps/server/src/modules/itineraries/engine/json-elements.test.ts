import { describe, expect, it } from 'vitest';
import { createElementScanner } from './json-elements';

function feed(pieces: string[]): unknown[][] {
  const scanner = createElementScanner();
  return pieces.map((piece) => scanner.push(piece));
}

describe('createElementScanner', () => {
  it('hands out each element as soon as it closes', () => {
    expect(feed(['{"elements":[{"a":1', '},{"a":"}{]', '"}', ',{"a":3}]}'])).toEqual([
      [],
      [{ a: 1 }],
      [{ a: '}{]' }],
      [{ a: 3 }],
    ]);
  });

  it('reads a bare list and skips a code fence around it', () => {
    expect(feed(['```json\n[{"b":[1,2]},', '{"b":{"c":"\\"x\\""}}]\n```'])).toEqual([
      [{ b: [1, 2] }],
      [{ b: { c: '"x"' } }],
    ]);
  });

  it('reads only the first list and never a nested object as an element', () => {
    expect(feed(['{"elements":[{"n":{"m":1}}],"other":[{"x":1}]}'])).toEqual([[{ n: { m: 1 } }]]);
  });

  it('hands out nothing from a cut-off answer', () => {
    expect(feed(['{"elements":[{"a":1,"b":"unfinished'])).toEqual([[]]);
  });
});
