import type { TourPackage } from '@trip/shared/tour-packages/schemas';

/** A published package as the server sends it, for tests; `overrides` replace whole groups. */
export function testPackage(overrides: Partial<TourPackage> = {}): TourPackage {
  return {
    _id: 'pkg-goa',
    slug: 'goa-sun-sand-and-forts',
    title: 'Goa Sun, Sand & Forts',
    shortDescription: 'Four easy days in North Goa.',
    description: '<p>Beach mornings and <strong>Portuguese-era churches</strong>.</p>',
    category: 'Beach',
    images: [
      {
        url: '/api/media/art/aaaa.webp',
        caption: 'Calangute Beach',
        isFeatured: true,
        srcset: [
          { url: '/api/media/art/aaaa-m.webp', width: 600 },
          { url: '/api/media/art/aaaa.webp', width: 1200 },
        ],
      },
      {
        url: '/api/media/art/bbbb.webp',
        caption: 'Fort Aguada',
        isFeatured: false,
        srcset: [],
      },
      {
        url: '/api/media/art/cccc.webp',
        caption: 'Basilica of Bom Jesus',
        isFeatured: false,
        srcset: [],
      },
    ],
    pricing: {
      basePrice: 18_500,
      discountPercentage: 10,
      discountedPrice: 16_650,
      currency: 'INR',
      pricePerPerson: true,
      validUntil: null,
    },
    travelDetails: {
      fromLocation: 'Mumbai',
      toLocation: 'Goa',
      duration: 4,
      travelClass: 'Economy',
      maxTravelers: 12,
      minTravelers: 1,
    },
    features: ['Beach-side resort in Candolim'],
    inclusions: ['Daily breakfast'],
    exclusions: ['Water sports'],
    itinerary: [
      { day: 1, title: 'Arrival', detail: 'Check-in at Candolim.' },
      { day: 2, title: 'Forts', detail: 'Fort Aguada in the morning.' },
    ],
    tags: ['beach'],
    metaTitle: '',
    metaDescription: '',
    status: 'published',
    featured: true,
    bookingInfo: {
      requiresAdvanceBooking: true,
      advanceBookingDays: 7,
      cancellationPolicy: 'Standard cancellation policy applies',
      refundPolicy: 'Refund available as per terms and conditions',
    },
    contactInfo: { phone: '', email: '', whatsapp: '' },
    views: 2140,
    rating: { count: 186 },
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}
