import type { Itinerary } from '@trip/shared/itineraries/schemas';

/** A card as the planner answers it (Delhi to Goa, 2 travellers), to vary per test. */
export function itineraryFixture(overrides: Partial<Itinerary> = {}): Itinerary {
  const id = overrides._id ?? '17f1b060-fc63-82b2-b493-090b37f27829';
  return {
    _id: id,
    id,
    slug: `value-goa-slow-getaway-${id.slice(0, 8)}`,
    title: 'Value Goa Slow Getaway',
    packageName: 'Budget Slow & Relaxed package',
    theme: 'Slow & Relaxed',
    tier: 'budget',
    duration: '6 Days / 5 Nights',
    days: 6,
    nights: 5,
    departureDate: '2026-12-10',
    returnDate: '2026-12-15',
    fromLocation: 'Delhi',
    toLocation: 'Goa',
    travelClass: 'Economy',
    travellers: 2,
    destinations: ['Goa'],
    placesToVisit: ['Calangute Beach', 'Baga Beach', 'Palolem Beach', 'Fontainhas'],
    topAttractions: ['Calangute Beach', 'Baga Beach', 'Palolem Beach', 'Colva Beach', 'Fontainhas'],
    hotelExample: { name: 'Ginger Goa, Panjim', type: 'Budget stay' },
    inclusions: [
      '5 nights at Ginger Goa, Panjim, Goa (1 room, 2 guests per room)',
      'Return flights DEL ⇄ GOI in Economy',
      'Airport or station transfers by cab',
    ],
    highlights: [
      'Stay at Ginger Goa, Panjim',
      'Calangute Beach',
      'Baga Beach',
      'Mandovi river sunset cruise',
    ],
    travelNotes: ['Cover shoulders and knees in churches and temples.'],
    transportSummary: 'Flight DEL → GOI (Economy) + 28 km by road; the same way back',
    pricePP: 38_785,
    price: 38_785,
    totalPrice: 77_570,
    priceBreakdown: { transport: 24_225, stay: 8_750, food: 5_310, activities: 500 },
    priceFit: 'within',
    priceRange: [0, 50_000],
    headerImage: '/api/place-image?place=Calangute+Beach&destination=Goa',
    galleryImages: [],
    coverImageQuery: 'Calangute Beach Goa',
    needsDetailedGeneration: true,
    engine: 'planner',
    ...overrides,
  };
}
