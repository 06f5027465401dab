import { describe, expect, it } from 'vitest';
import { knowledgeBase } from '../knowledge/load';
import { cardsForTrip } from './quality';
import { forOthersGuests, renderDays } from './trip';

describe("a stay's own outings and kitchens (decision 198)", () => {
  // Kabini's coracle ride and Viceroy's Bungalow are Kabini River Lodge's, for its guests;
  // Similipal's nature-camp kitchens cook for the camps' guests, and its one stay is a palace
  // at Baripada; Bhitarkanika's Dangmal camp and Daringbadi's eco retreat feed their own guests.
  const cards = (
    [
      ['Bengaluru', 'Kabini', 3, '2027-02-08'],
      ['Bengaluru', 'Kabini', 4, '2027-11-15'],
      ['Kolkata', 'Similipal', 3, '2027-01-12'],
      ['Bhubaneswar', 'Bhitarkanika', 3, '2027-01-12'],
      ['Bhubaneswar', 'Daringbadi', 3, '2027-12-14'],
    ] as const
  ).flatMap(([from, to, days, start]) =>
    [1, 2].flatMap((travellers) => cardsForTrip(from, to, days, start, 900_000, travellers)),
  );

  it('plans them only for the guests of that stay', () => {
    let kept = 0;
    for (const { trip } of cards) {
      for (const stay of trip.stays) {
        const planned = [
          ...trip.attractions.filter((sight) => sight.place === stay.place),
          ...trip.restaurants.filter((eatery) => eatery.place === stay.place),
        ].map((item) => item.name);
        const place = stay.place;
        const marked = [...place.attractions, ...place.restaurants].filter((item) =>
          planned.includes(item.name),
        );
        for (const item of marked) {
          expect(forOthersGuests(item, stay.hotelName), `${item.name} at ${stay.hotelName}`).toBe(
            false,
          );
        }
        const guests = stay.hotelName.startsWith('Kabini River Lodge');
        const text = renderDays(trip)
          .map((day) => `${day.morning} ${day.afternoon} ${day.evening}`)
          .join(' ');
        if (!guests) expect(text, stay.hotelName).not.toMatch(/Coracle ride|Viceroy's Bungalow/);
        if (guests && /Coracle ride|Viceroy's Bungalow/.test(text)) kept += 1;
      }
    }
    // The lodge's own guests still get them: the rule is not a ban.
    expect(kept).toBeGreaterThan(0);
  });

  it('reads what the data says, and names the stay it belongs to', () => {
    const ride = {
      name: 'Coracle ride on the Kabini',
      note: 'Run by Kabini River Lodge for its guests',
    };
    expect(forOthersGuests(ride, 'The Serai Kabini')).toBe(true);
    expect(forOthersGuests(ride, 'Kabini River Lodge (Jungle Lodges and Resorts)')).toBe(false);
    const kitchens = {
      name: 'Nature camp kitchens (Jamuani, Gudugudia)',
      cuisine: 'Odia meals for staying guests',
    };
    expect(forOthersGuests(kitchens, 'The Belgadia Palace, Baripada')).toBe(true);
    const hall = {
      name: 'Anasakti Ashram dining hall',
      cuisine: 'Simple vegetarian (ashram guests)',
    };
    expect(forOthersGuests(hall, 'Vacation Cabin, Kausani')).toBe(true);
    // "non-guests pay an entry fee" is a fee, not a door shut to them.
    const fort = {
      name: 'Castle Mandawa',
      note: 'now a heritage hotel; non-guests pay an entry fee',
    };
    expect(forOthersGuests(fort, 'Hotel Shekhawati, Mandawa')).toBe(false);
  });

  it("plans a homestay's or camp's kitchen only for those sleeping there (decision 208)", () => {
    const kb = knowledgeBase();
    const shortOf = (name: string) =>
      name
        .replace(/\(.*?\)/g, '')
        .split(',')[0]!
        .trim();
    // Every eatery named after a stay its place lists, then "kitchen".
    const kitchensOf = (place: (typeof kb.destinations)[number]) =>
      place.restaurants.filter((eatery) =>
        Object.values(place.stays)
          .flat()
          .some((stay) =>
            eatery.name.toLowerCase().startsWith(`${shortOf(stay.name).toLowerCase()} kitchen`),
          ),
      );
    const places = kb.destinations.filter((place) => kitchensOf(place).length > 0);
    expect(places.map((place) => place.name)).toEqual(
      expect.arrayContaining(['Sakleshpur', 'Dandeli', 'Lachung', 'Majuli']),
    );
    let own = 0;
    for (const place of places) {
      const kitchens = kitchensOf(place);
      for (const start of ['2027-01-15', '2027-11-12']) {
        for (const { trip } of cardsForTrip('Bengaluru', place.name, 4, start, 900_000, 2)) {
          for (const stay of trip.stays.filter((each) => each.place === place)) {
            const eaten = trip.restaurants
              .filter((eatery) => eatery.place === place)
              .map((eatery) => eatery.name);
            for (const kitchen of kitchens.filter((each) => eaten.includes(each.name))) {
              const ours = kitchen.name
                .toLowerCase()
                .startsWith(shortOf(stay.hotelName).toLowerCase());
              expect(ours, `${kitchen.name} for a guest of ${stay.hotelName}`).toBe(true);
              own += 1;
            }
          }
        }
      }
    }
    // A stay's own guests still eat from its kitchen.
    expect(own).toBeGreaterThan(0);
    const place = kb.byName.get('sakleshpur')![0]!;
    const mugilu = place.restaurants.find((eatery) => eatery.name === 'Mugilu Homestay kitchen')!;
    expect(forOthersGuests(mugilu, 'Green Village Homestay', place)).toBe(true);
    expect(forOthersGuests(mugilu, 'Mugilu Homestay', place)).toBe(false);
    // A kitchen no listed stay owns is an eatery like any other.
    expect(forOthersGuests({ name: 'Spice Kitchen' }, 'Green Village Homestay', place)).toBe(false);
  });
});
