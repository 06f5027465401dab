import { describe, expect, it } from 'vitest';
import { cardsForTrip, firstPageOf } from './quality';
import { commuteOf, renderDays } from './trip';
import { knowledgeBase } from '../knowledge/load';

/** Each card of the searches' first pages whose stay is out in another town, with its days. */
function cardsStayingAway(...checks: Parameters<typeof firstPageOf>[0][]) {
  return checks
    .flatMap((check) => firstPageOf(check))
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
    for (const { card, days, away } of cardsStayingAway(
      { from: 'Delhi', to: 'Sanchi', days: 3, start: '2027-01-10' },
      { from: 'Guwahati', to: 'Dawki', days: 3, start: '2027-01-15' },
      { from: 'Mumbai', to: 'Kutch', days: 4, start: '2027-01-20' },
      { from: 'Delhi', to: 'Sonamarg', days: 4, start: '2027-05-10' },
      { from: 'Ahmedabad', to: 'Kutch', days: 4, start: '2027-01-20' },
    )) {
      // A town the way in passes, or reaches sooner than the place and the drive on, is where
      // the journey ends instead (decisions 160 and 218, below).
      if (card.trip.stays[0]!.inAtStay) continue;
      const at = away[0]!;
      const hotel = card.trip.stays[0]!.hotelName;
      const arrival = days.find(
        (day) => day.title.endsWith(': arrival') || day.title.includes('arrival by'),
      )!;
      const text = [arrival.morning, arrival.afternoon, arrival.evening].join(' ');
      // The drive on opens its part of the day when no sight in the place comes before it.
      const driveOn = text.search(/\b[Dd]rive on to /);
      // Checked in out of town only once there, never before a drive back into the place.
      expect(text, `${card.key}: ${text}`).toMatch(new RegExp(`[Dd]rive on to ${at} \\(\\d+ km`));
      expect(text, card.key).toContain(`check in at ${hotel}`);
      expect(text, card.key).not.toMatch(/drive into /i);
      expect(driveOn, card.key).toBeGreaterThan(text.indexOf(`Travel from`));
      // Sights in the place come before the drive on; those beside the stay after it.
      for (const sight of arrival.placesVisited) {
        const beside = text.indexOf(`${sight} (beside your stay`);
        if (beside !== -1) expect(beside, card.key).toBeGreaterThan(driveOn);
      }
      // A dinner in the stay's town names no eatery of the place left behind.
      for (const name of arrival.restaurants) {
        expect(`${arrival.meals.lunch} ${arrival.meals.dinner}`, card.key).toContain(name);
      }
      checked += 1;
    }
    expect(checked).toBeGreaterThan(3);
  });

  it('ends the journey at the stay’s town where the way in passes it, and starts home there (decision 160)', () => {
    const seen = { in: 0, home: 0, homeFromPlace: 0 };
    for (const { card, days, away } of cardsStayingAway(
      // Shillong on the road from Guwahati to Dawki, Kohima on the road from Dimapur to the
      // Dzükou trail, Srinagar between its airport and Sonamarg.
      { from: 'Guwahati', to: 'Dawki', days: 3, start: '2027-01-15' },
      { from: 'Mumbai', to: 'Dawki', days: 4, start: '2027-01-12' },
      { from: 'Kolkata', to: 'Dawki', days: 5, start: '2027-01-10' },
      { from: 'Delhi', to: 'Dzukou Valley', days: 4, start: '2027-03-10' },
      { from: 'Delhi', to: 'Sonamarg', days: 4, start: '2027-05-10' },
      // Real towns that are no places of ours: Panchgani on the road from Pune up to
      // Mahabaleshwar, Palampur on the road from Kangra's airport to Bir.
      { from: 'Pune', to: 'Mahabaleshwar', days: 3, start: '2027-01-10' },
      { from: 'Delhi', to: 'Bir Billing', days: 5, start: '2027-03-12' },
    )) {
      const at = away[0]!;
      if (!['Shillong', 'Kohima', 'Srinagar', 'Panchgani', 'Palampur'].includes(at)) continue;
      const stay = card.trip.stays[0]!;
      const place = stay.place.name;
      // Every such card goes to the town, not past it to the place and back.
      expect(stay.inAtStay, card.key).toBe(true);
      expect(card.trip.outbound.legs.at(-1)!.to, card.key).toContain(at);
      const arrival = days[0]!;
      const text = [arrival.morning, arrival.afternoon, arrival.evening].join(' ');
      expect(text, card.key).toContain(`to ${at}:`);
      expect(text, card.key).not.toMatch(/drive on to/);
      expect(text.toLowerCase(), card.key).toContain(`check in at ${stay.hotelName.toLowerCase()}`);
      // Sights in the place on the day of arrival are a drive there from the stay and back.
      if (text.includes(`drive into ${place}`)) {
        expect(text.indexOf(`drive into ${place}`), card.key).toBeGreaterThan(
          text.toLowerCase().indexOf('check in at'),
        );
        expect(text, card.key).toContain(`drive back to ${stay.hotelName}`);
      }
      seen.in += 1;
      // Home from the town when the last morning holds no sight in the place; else from it.
      const last = days.at(-1)!;
      if (stay.outAtStay) {
        expect(card.trip.back.legs[0]!.from, card.key).toContain(at);
        expect(last.afternoon, card.key).toContain(`from ${at}`);
        // Only a sight beside the stay, in its town, is seen before the way home from there.
        const beside = stay.place.attractions.filter((sight) => sight.away?.at === at);
        for (const sight of last.placesVisited) {
          expect(
            beside.map((it) => it.name),
            card.key,
          ).toContain(sight);
          expect(last.morning, card.key).toContain(`${sight} (beside your stay`);
        }
        seen.home += 1;
      } else {
        expect(card.trip.back.legs[0]!.from, card.key).not.toContain(at);
        seen.homeFromPlace += 1;
      }
    }
    expect(seen.in).toBeGreaterThan(8);
    expect(seen.home).toBeGreaterThan(2);
  });

  it('moves on from the stay’s town where the way on passes it (decision 160)', () => {
    let checked = 0;
    for (const { card, days } of cardsStayingAway(
      // Srinagar on the roads from Sonamarg to Gulmarg and Pahalgam, Shillong on the road from
      // Dawki to Kaziranga.
      { from: 'Delhi', to: 'Sonamarg Gulmarg', days: 6, start: '2027-05-12' },
      { from: 'Delhi', to: 'Sonamarg Pahalgam', days: 6, start: '2027-05-12' },
      { from: 'Kolkata', to: 'Dawki Kaziranga', days: 6, start: '2027-01-12' },
    )) {
      const stay = card.trip.stays[0]!;
      const at = stay.away?.at;
      if (at !== 'Srinagar' && at !== 'Shillong') continue;
      expect(stay.outAtStay, card.key).toBe(true);
      expect(card.trip.transfers[0]!.legs[0]!.from, card.key).toContain(at);
      const move = days[card.trip.arrivalDays[1]! - 1]!;
      expect(move.morning, card.key).toContain(`Check out of ${stay.hotelName}`);
      expect(move.morning, card.key).toContain(`Travel from ${at} to`);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(3);
  });

  it('sets out on a day trip from the stay’s town, with that town’s figures for it (decision 161)', () => {
    let checked = 0;
    for (const { card, days, away } of cardsStayingAway(
      // Mawlynnong from Shillong for Dawki, Mukteshwar from Nainital for Bhimtal, Khonoma from
      // Kohima for the Dzükou Valley: each town lists the same trip, from itself.
      { from: 'Delhi', to: 'Dawki', days: 5, start: '2027-01-12' },
      { from: 'Kolkata', to: 'Dawki', days: 5, start: '2027-01-12' },
      { from: 'Delhi', to: 'Bhimtal', days: 5, start: '2027-01-12' },
      { from: 'Delhi', to: 'Dzukou Valley', days: 5, start: '2027-03-10' },
    )) {
      const town = knowledgeBase().destinations.find((place) => place.name === away[0]);
      const stay = card.trip.stays[0]!;
      card.trip.outlines.forEach((outline, index) => {
        const name = outline.excursion?.name;
        if (!name || !town?.excursions.some((trip) => trip.name === name)) return;
        const own = stay.place.excursions.find((trip) => trip.name === name)!;
        const made = card.trip.excursions.find((trip) => trip.name === name)!;
        expect(made.distanceKm, card.key).not.toBe(own.distanceKm);
        const day = days[index]!;
        expect(day.morning, card.key).toContain(
          `Drive from ${stay.hotelName} to ${name} (${made.distanceKm} km each way`,
        );
        expect(day.evening.replace(/\.$/, ''), card.key).toBe(`Drive back to ${stay.hotelName}`);
        checked += 1;
      });
    }
    expect(checked).toBeGreaterThan(5);
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
      // Back to Shillong before dark, 2 h 30 min of hill road: in the afternoon (decision 265).
      expect(`${move.afternoon} ${move.evening}`, card.key).toContain(
        `drive back to ${dawki.hotelName}`,
      );
      expect(move.evening, card.key).not.toMatch(/check in/);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(0);
  });
});

describe('a move between stops in at the next stay’s town (decision 160)', () => {
  it('drives into the place for its sights after the check-in, and back', () => {
    let checked = 0;
    for (const [from, to, days, start, travellers] of [
      ['Delhi', 'Kashmir', 6, '2027-04-01', 1],
      ['Delhi', 'Kashmir', 6, '2027-04-01', 2],
      ['Delhi', 'Madhya Pradesh', 5, '2027-04-01', 2],
    ] as const) {
      for (const card of cardsForTrip(from, to, days, start, 900_000, travellers)) {
        const { trip } = card;
        const rendered = renderDays(trip);
        trip.outlines.forEach((outline, index) => {
          const stay = trip.stays.find((one) => one.place === outline.place);
          if (outline.kind !== 'transfer' || !stay?.inAtStay || !stay.away?.at) return;
          const inTown = [...outline.afternoon, ...outline.evening].filter(
            (item) => !('attraction' in item && item.byStay),
          );
          if (inTown.length === 0) return;
          checked += 1;
          const day = rendered[index]!;
          const where = `${card.key} day ${outline.day}`;
          // Before: "Check in at Vivanta Dal View, Srinagar, then head out to Thajiwas Glacier"
          // in Sonamarg, 87 km away, with neither drive.
          expect(day.afternoon, where).toContain(`drive into ${outline.place.name} (`);
          expect(`${day.afternoon} ${day.evening}`, where).toContain(
            `drive back to ${stay.hotelName}`,
          );
          expect(day.description, where).toContain(`to ${stay.away.at} (`);
          expect(commuteOf(trip, outline), where).toMatchObject({ legs: 2 });
        });
      }
    }
    expect(checked).toBeGreaterThan(20);
  });
});
