import { describe, expect, it } from 'vitest';
import { knowledgeBase } from '../knowledge/load';
import { cardsForTrip } from './quality';
import { carriesParty, excursionOfActivity, renderDays, sightseeingRides } from './trip';

/** The day trip an activity of the place is tied to, by the start of the activity's name. */
function tie(placeId: string, activity: string): string | undefined {
  const place = knowledgeBase().byId.get(placeId)!;
  const found = place.activities.find((a) => a.name.startsWith(activity));
  expect(found, `${placeId}: ${activity}`).toBeDefined();
  return excursionOfActivity(found!, place)?.name;
}

const cards = (from: string, to: string, start: string, days = 6) =>
  cardsForTrip(from, to, days, start);

describe('the day trip an activity belongs to', () => {
  it('keeps an activity at a sight in town off the day trip that shares a word with it', () => {
    // Galle Face Green is in Colombo; the water-sports complex is in Port Blair, not at Wandoor
    // (Mahatma Gandhi Marine National Park); "a Prague church" is not Kutná Hora's; Agatti's
    // lagoon is not Bangaram's.
    expect(tie('colombo', 'Galle Face sunset street-food walk')).toBeUndefined();
    expect(tie('port-blair', 'Jet ski at Rajiv Gandhi Water Sports Complex')).toBeUndefined();
    expect(tie('prague', 'Classical concert in a Prague church')).toBeUndefined();
    expect(tie('lakshadweep', 'Kayaking in the lagoon')).toBeUndefined();
  });

  it('still ties what is done out there, or names the trip, to its day trip', () => {
    expect(tie('interlaken', 'Jungfraujoch return rail trip')).toBe('Jungfraujoch – Top of Europe');
    expect(tie('leh', 'Double-humped Bactrian camel ride')).toBe('Nubra Valley');
    // A day trip of a short name: Jaisalmer's camel safari at Sam dunes was ridden on an evening
    // in town, with no drive, the day before the day trip to Sam.
    expect(tie('jaisalmer', 'Sunset camel safari at Sam dunes')).toBe('Sam');
    expect(tie('kasol', 'Hot-spring dip at Manikaran Sahib')).toBe('Manikaran');
    // Tbilisi's Kazbegi tour goes on past Ananuri to Gergeti, 155 km out: it was planned on a
    // 70 km day trip to Ananuri alone.
    expect(tie('tbilisi', 'Kazbegi group day trip')).toBe('Kazbegi (Stepantsminda)');
    expect(tie('aizawl', 'Reiek Tlang ridge hike')).toBe('Reiek');
    expect(tie('ganpatipule', 'Auto-rickshaw coastal tour')).toBe('Ratnagiri');
    expect(tie('sanchi', 'Half-day cab to Vidisha')).toBe('Vidisha');
  });

  it('tells the way there from a thing done there', () => {
    const jungfrau = { name: 'Jungfraujoch – Top of Europe' };
    expect(carriesParty('Jungfraujoch return rail trip from Interlaken Ost', jungfrau)).toBe(true);
    expect(carriesParty('Montserrat day trip', { name: 'Montserrat' })).toBe(true);
    // A return ferry is the way there and back (a word boundary after its bracket never held).
    expect(carriesParty('Waiheke Island ferry (return)', { name: 'Waiheke Island' })).toBe(true);
    expect(
      carriesParty('Bum La Pass day trip (shared vehicle seat)', { name: 'Bum La Pass' }),
    ).toBe(true);
    // A one-way train, a ride out there and a cruise are not the way there and back.
    expect(
      carriesParty('Vistadome train Visakhapatnam–Araku (one way)', { name: 'Visakhapatnam' }),
    ).toBe(false);
    expect(carriesParty('Yak ride at Tsomgo Lake', { name: 'Tsomgo Lake' })).toBe(false);
    expect(carriesParty('Ha Long Bay overnight cruise', { name: 'Ha Long Bay' })).toBe(false);
  });
});

describe('a day trip made by the way its place lists', () => {
  it('pays the Jungfraujoch train on every card that goes up, and goes by it, not by road', () => {
    let made = 0;
    for (const card of cards('Mumbai', 'Interlaken', '2027-06-10')) {
      const day = card.trip.excursions.find((e) => e.name === 'Jungfraujoch – Top of Europe')?.day;
      if (day === undefined) continue;
      made += 1;
      const train = card.trip.activities.find((a) => /Jungfraujoch return rail trip/.test(a.name));
      expect(train?.day, card.key).toBe(day);
      expect(card.trip.breakdown.activities, card.key).toBeGreaterThanOrEqual(train!.price);
      const text = renderDays(card.trip)[day - 1]!;
      expect(text.morning).toMatch(/^Out from Interlaken to Jungfraujoch – Top of Europe: /);
      expect(`${text.morning} ${text.evening}`).not.toMatch(/\bDrive\b/);
      // No cab is hired that day: the train is the fare.
      const seeing = card.trip.outlines.filter((outline) => outline.placesVisited.length > 0);
      expect(seeing.map((outline) => outline.day)).toContain(day);
      const paid = sightseeingRides(card.trip).map((line) =>
        Number(/ on (\d+) days?$/.exec(line)![1]),
      );
      expect(
        paid.reduce((sum, days) => sum + days, 0),
        card.key,
      ).toBe(seeing.length - 1);
    }
    expect(made).toBeGreaterThan(0);
  });

  it('counts a tour that makes the day as its drive and sights, not on top of them', () => {
    // Shahrisabz from Samarkand: the day tour is the road over the pass and the sights.
    let made = 0;
    for (const card of cards('Ahmedabad', 'Samarkand', '2027-01-13', 5)) {
      const day = card.trip.excursions.find((e) => e.name === 'Shahrisabz')?.day;
      if (day === undefined) continue;
      made += 1;
      expect(card.trip.activities.some((a) => a.day === day && /Shahrisabz/.test(a.name))).toBe(
        true,
      );
    }
    expect(made).toBeGreaterThan(0);
  });
});
