import type { Itinerary } from '@trip/shared/itineraries/schemas';
import { describe, expect, it } from 'vitest';
import { popularSearchTarget } from './popular-search-card';

const itinerary = {
  _id: 'it-1',
  slug: 'value-goa-beach-break-it1',
  title: 'Value Goa Beach Break',
  fromLocation: 'Pune',
  toLocation: 'Goa',
  departureDate: '2026-12-21',
  returnDate: '2026-12-25',
} as Itinerary;

describe('where a popular search leads', () => {
  it('opens its itinerary with the card and the trip as navigation state', () => {
    expect(popularSearchTarget(itinerary, '/api/media/art/goa.webp')).toEqual({
      to: '/itinerary/value-goa-beach-break-it1',
      state: {
        itineraryData: itinerary,
        itineraryId: 'it-1',
        from: 'Pune',
        to: 'Goa',
        travellers: 1,
        travelClass: 'Economy',
        startDate: '2026-12-21',
        endDate: '2026-12-25',
        imageUrl: '/api/media/art/goa.webp',
      },
    });
  });

  it('searches the same route and dates again when it has no slug', () => {
    expect(popularSearchTarget({ ...itinerary, slug: '' })).toEqual({
      to:
        '/search-results?from=Pune&to=Goa&departureDate=2026-12-21&returnDate=2026-12-25' +
        '&travellers=1&travelClass=Economy&minPrice=0&maxPrice=50000',
    });
  });

  it('leads nowhere without a slug or a departure place', () => {
    expect(popularSearchTarget({ ...itinerary, slug: '', fromLocation: '' })).toBeUndefined();
  });
});
