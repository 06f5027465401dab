import { describe, expect, it } from 'vitest';
import { firstPageOf } from './quality';
import { renderDays } from './trip';

/** Each card of a first page whose stay is out in another town, with its days in words. */
function cardsStayingAway(check: Parameters<typeof firstPageOf>[0]) {
  return firstPageOf(check)
    .map((card) => ({
      card,
      days: renderDays(card.trip),
      away: card.trip.stays.map((stay) => stay.away?.at),
    }))
    .filter(({ away }) => away.some(Boolean));
}

describe('a stay in another town (decision 122)', () => {
  it('sees the place on the day the journey reaches it, then drives on to the stay', () => {
    let checked = 0;
    for (const check of [
      { from: 'Delhi', to: 'Sanchi', days: 3, start: '2027-01-10' },
      { from: 'Guwahati', to: 'Dawki', days: 3, start: '2027-01-15' },
      { from: 'Mumbai', to: 'Kutch', days: 4, start: '2027-01-20' },
      { from: 'Delhi', to: 'Sonamarg', days: 4, start: '2027-05-10' },
    ]) {
      for (const { card, days, away } of cardsStayingAway(check)) {
        const at = away[0]!;
        const hotel = card.trip.stays[0]!.hotelName;
        const arrival = days.find(
          (day) => day.title.endsWith(': arrival') || day.title.includes('arrival by'),
        )!;
        const text = [arrival.morning, arrival.afternoon, arrival.evening].join(' ');
        // Checked in out of town only once there, never before a drive back into the place.
        expect(text, `${card.key}: ${text}`).toMatch(new RegExp(`drive on to ${at} \\(\\d+ km`));
        expect(text, card.key).toContain(`check in at ${hotel}`);
        expect(text, card.key).not.toMatch(/drive into /);
        expect(text.indexOf('drive on to'), card.key).toBeGreaterThan(text.indexOf(`Travel from`));
        // Sights in the place come before the drive on; those beside the stay after it.
        for (const sight of arrival.placesVisited) {
          const beside = text.indexOf(`${sight} (beside your stay`);
          if (beside !== -1) expect(beside, card.key).toBeGreaterThan(text.indexOf('drive on to'));
        }
        // A dinner in the stay's town names no eatery of the place left behind.
        for (const name of arrival.restaurants) {
          expect(`${arrival.meals.lunch} ${arrival.meals.dinner}`, card.key).toContain(name);
        }
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(3);
  });

  it('keeps the room of the last stop when the next stop stays at the same hotel', () => {
    let checked = 0;
    for (const { card, days } of cardsStayingAway({
      from: 'Guwahati',
      to: 'Shillong Dawki',
      days: 5,
      start: '2027-01-15',
    })) {
      const [shillong, dawki] = card.trip.stays;
      if (!dawki || dawki.hotelName !== `${shillong!.hotelName}, Shillong`) continue;
      const move = days.find((day) => day.title === 'Shillong to Dawki')!;
      expect(move.morning, card.key).not.toMatch(/Check out/);
      expect(move.evening, card.key).toContain(`drive back to ${dawki.hotelName}`);
      expect(move.evening, card.key).not.toMatch(/check in/);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(0);
  });
});
