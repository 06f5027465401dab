import type { ItineraryDetails } from '@trip/shared/itineraries/schemas';

const DETAILS: ItineraryDetails = {
  itineraryId: '17f1b060-fc63-82b2-b493-090b37f27829',
  title: 'Value Goa Slow Getaway',
  engine: 'planner',
  duration: '6 Days / 5 Nights',
  dates: {
    departureDate: '2026-12-10',
    returnDate: '2026-12-15',
  },
  transportClass: 'Economy',
  startTime: '07:00',
  endTime: '18:15',
  meetingPoint: 'Pick-up from your address in Delhi',
  fullDayWisePlan: [
    {
      day: 1,
      date: '2026-12-10',
      title: 'Delhi to Goa: arrival',
      emoji: '✈️',
      morning:
        'Leave Delhi. Travel from Delhi to Goa: transfer from Delhi to Indira Gandhi International Airport by AC sedan cab (16 km, about 15 min); then fly DEL → GOI in Economy (about 4 h 30 min including airport time); then transfer from Goa International Airport, Dabolim to Goa by AC sedan cab (28 km, about 30 min).',
      afternoon: 'Arrive in Goa and check in at Ginger Goa, Panjim.',
      evening: 'Unwind at Calangute Beach (about 2 h), then dinner.',
      description: 'Day 1 starts in Delhi and ends in Goa, where you stay at Ginger Goa, Panjim.',
      meals: {
        breakfast: 'Breakfast in Delhi before you set off',
        lunch: 'Lunch on the way',
        dinner: 'Dinner at Ritz Classic (Goan fish thali)',
      },
      placesVisited: ['Calangute Beach'],
      restaurants: ['Ritz Classic'],
      stay: 'Ginger Goa, Panjim, Goa',
    },
    {
      day: 2,
      date: '2026-12-11',
      title: 'Goa: Baga Beach & Mandovi river sunset cruise',
      emoji: '🏖️',
      morning: 'Unwind at Baga Beach (about 2 h).',
      afternoon: 'Afternoon at leisure at Ginger Goa, Panjim.',
      evening: 'Mandovi river sunset cruise (about 1 h, ₹500 per person), then dinner.',
      description: 'A day of sightseeing in Goa: Baga Beach, Mandovi river sunset cruise.',
      meals: {
        breakfast: 'Breakfast near Ginger Goa, Panjim',
        lunch: 'Lunch at a local eatery; try Pork Vindaloo',
        dinner: 'Dinner at Viva Panjim (Goan home-style)',
      },
      placesVisited: ['Baga Beach'],
      restaurants: ['Viva Panjim'],
      stay: 'Ginger Goa, Panjim, Goa',
    },
  ],
  accommodation: {
    hotelName: 'Ginger Goa, Panjim',
    hotelType: 'Budget stay',
    location: 'Goa, Goa',
    roomType: 'Standard double room (or a private room at a hostel)',
    nights: 5,
    rooms: 1,
    nightlyRate: 3500,
    amenities: ['Wi-Fi', 'Hot water', 'Daily housekeeping'],
    imageUrl: '/api/place-image?place=Ginger+Goa%2C+Panjim&destination=Goa',
  },
  stays: [
    {
      hotelName: 'Ginger Goa, Panjim',
      hotelType: 'Budget stay',
      location: 'Goa, Goa',
      roomType: 'Standard double room (or a private room at a hostel)',
      nights: 5,
      rooms: 1,
      nightlyRate: 3500,
      amenities: ['Wi-Fi', 'Hot water', 'Daily housekeeping'],
      imageUrl: '/api/place-image?place=Ginger+Goa%2C+Panjim&destination=Goa',
    },
  ],
  transportDetails: {
    summary: 'Flight DEL → GOI (Economy) + 28 km by road; the same way back',
    legs: [
      {
        day: 1,
        from: 'Delhi',
        to: 'Indira Gandhi International Airport',
        mode: 'road',
        travelClass: 'AC sedan cab',
        main: false,
        distanceKm: 16,
        durationHours: 0.25,
        farePerPerson: 400,
        description:
          'Transfer from Delhi to Indira Gandhi International Airport by AC sedan cab (16 km, about 15 min)',
      },
      {
        day: 1,
        from: 'Indira Gandhi International Airport',
        to: 'Goa International Airport, Dabolim',
        mode: 'flight',
        travelClass: 'Economy',
        main: true,
        fromCode: 'DEL',
        toCode: 'GOI',
        distanceKm: 1500,
        durationHours: 4.5,
        farePerPerson: 8500,
        description: 'Fly DEL → GOI in Economy (about 4 h 30 min including airport time)',
      },
    ],
  },
  meals: [
    'Breakfast at a café near the hotel',
    'Lunch and dinner at local restaurants, about ₹885 per person per day in all',
  ],
  mealCostEstimates: {
    breakfast: 177,
    lunch: 310,
    dinner: 398,
    perDayPerPerson: 885,
    totalPerPerson: 5310,
  },
  activitiesIncluded: ['Calangute Beach, Goa (free entry)', 'Baga Beach, Goa (free entry)'],
  terms: [
    'Prices are estimates per person in Indian rupees, from typical 2024-25 fares, hotel rates and entry fees; the final price is confirmed when you book.',
    'Rooms are priced for 2 guests per room. Check-in is usually from 14:00 and check-out by 11:00.',
  ],
  structuredDetails: {
    accommodationDetails: [
      '5 nights at Ginger Goa, Panjim, Goa, Goa: Standard double room (or a private room at a hostel), 1 room at about ₹3,500 a night',
    ],
    transportDetails: [
      'Day 1: Transfer from Delhi to Indira Gandhi International Airport by AC sedan cab (16 km, about 15 min) — about ₹400 per person',
    ],
    mealsDetails: ['Breakfast at a café near the hotel'],
    activitiesDetails: ['Calangute Beach, Goa (free entry)'],
    termsAndConditions: [
      'Prices are estimates per person in Indian rupees, from typical 2024-25 fares, hotel rates and entry fees; the final price is confirmed when you book.',
    ],
  },
  accessibility:
    'Most sights involve some walking and steps; ask us for step-free hotel rooms and a cab with more legroom.',
  languages: ['Konkani', 'Marathi', 'Hindi', 'English'],
  priceEstimate: {
    perPerson: 38785,
    total: 77570,
    travellers: 2,
    currency: 'INR',
    breakdown: {
      transport: 24225,
      stay: 8750,
      food: 5310,
      activities: 500,
    },
    note: 'Estimated for 2 travellers, 2026-12-10 to 2026-12-15. Prices are estimates.',
  },
};

/** A day-wise plan as the planner writes it for the card of itineraryFixture(), cut to 2 days. */
export function itineraryDetailsFixture(
  overrides: Partial<ItineraryDetails> = {},
): ItineraryDetails {
  return { ...DETAILS, ...overrides };
}
