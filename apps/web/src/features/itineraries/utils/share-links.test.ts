import { describe, expect, it } from 'vitest';
import { itineraryFixture } from '../../../test/itinerary-fixture';
import { itineraryShareText, shareLinks } from './share-links';

describe('share links', () => {
  it('sums the trip up and builds each platform’s share address', () => {
    const text = itineraryShareText(itineraryFixture());
    expect(text).toBe('Value Goa Slow Getaway: 6 days, Delhi → Goa, ₹38,785 per person');
    const url = 'https://tripsutra.in/itinerary/value-goa-slow-getaway-17f1b060';
    const links = shareLinks(url, text);
    expect(links.facebook).toBe(
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
    );
    expect(new URL(links.twitter).searchParams.get('text')).toBe(text);
    expect(new URL(links.twitter).searchParams.get('url')).toBe(url);
    expect(new URL(links.whatsapp).searchParams.get('text')).toBe(`${text}\n${url}`);
  });
});
