import { describe, expect, it } from 'vitest';
import { countWords, htmlToText, readTimeMinutes } from './read-time';

describe('read time', () => {
  it('counts the words a reader sees, not the markup', () => {
    expect(
      htmlToText('<h2>Kerala</h2><p>Backwaters&nbsp;&amp; <strong>houseboats</strong></p>'),
    ).toBe('Kerala Backwaters & houseboats');
    expect(countWords('<p>one <em>two</em></p><ul><li>three</li></ul>')).toBe(3);
    expect(countWords('<p> </p>')).toBe(0);
    expect(htmlToText('&#8377;&#x20B9;&#99999999;')).toBe('₹₹');
  });

  it('is minutes at 200 words a minute, rounded up, at least 1', () => {
    const words = (count: number) =>
      `<p>${Array.from({ length: count }, () => 'word').join(' ')}</p>`;
    expect(readTimeMinutes('')).toBe(1);
    expect(readTimeMinutes(words(1))).toBe(1);
    expect(readTimeMinutes(words(200))).toBe(1);
    expect(readTimeMinutes(words(201))).toBe(2);
    expect(readTimeMinutes(words(1000))).toBe(5);
  });
});
