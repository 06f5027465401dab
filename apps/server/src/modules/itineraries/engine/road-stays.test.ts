import { describe, expect, it } from 'vitest';
import { dayChecks } from './day-checks';
import { cardsForTrip, checkFrom } from './quality';
import { renderDays } from './trip';

/**
 * Decision 253: a stay on the one road up to its place (Joshimath below Badrinath and Auli,
 * Harsil below Gangotri, Birthi below Munsiyari). A Badrinath card rode the bus 9 h 15 min up to
 * Badrinath and then drove 2 h back down to its Joshimath hotel; on the way home it drove 2 h up
 * to Badrinath to take the bus back down past the hotel.
 */
const PLACES = ['Badrinath', 'Auli', 'Gangotri', 'Munsiyari'];
const SEARCHES = [
  ['Delhi', 6, '2027-06-13'],
  ['Dehradun', 4, '2027-05-20'],
  ['Lucknow', 6, '2027-09-25'],
] as const;

describe('a stay on the road up to its place (decision 253)', () => {
  it('ends the journey in and starts the way home there, not up at the place', () => {
    let inThere = 0;
    let outThere = 0;
    for (const to of PLACES) {
      for (const [from, days, start] of SEARCHES) {
        for (const card of cardsForTrip(from, to, days, start)) {
          const { trip } = card;
          const stay = trip.stays[0]!;
          const town = stay.away?.onTheRoad ? stay.away.at! : undefined;
          if (!town) continue;
          const rendered = renderDays(trip);
          const text = (day: (typeof rendered)[number]) =>
            [day.morning, day.afternoon, day.evening].join(' ');
          if (stay.inAtStay) {
            inThere += 1;
            expect(trip.outbound.legs.at(-1)!.to, card.key).toBe(town);
            // Off a night bus, the bus's own ride ends there (decision 258).
            const halt = trip.outboundHalt;
            if (halt) expect((halt.second.legs.at(-1) ?? halt.first.legs.at(-1))!.to).toBe(town);
            // In at the stay's town: no drive on to it past the place.
            for (const day of rendered)
              expect(text(day), card.key).not.toContain(`Drive on to ${town}`);
          }
          if (stay.outAtStay) {
            outThere += 1;
            const first = (trip.backHalt?.first ?? trip.back).legs[0]!;
            expect(first.from, card.key).toBe(town);
            // Home from the stay's town: never a drive up to the place only to leave from it.
            for (const day of rendered) {
              expect(text(day), `${card.key} day ${day.day}`).not.toMatch(
                new RegExp(`drive into ${to} \\([^)]*\\)\\. Travel from ${to} to`),
              );
            }
          }
        }
      }
    }
    expect(inThere).toBeGreaterThan(10);
    expect(outThere).toBeGreaterThan(10);
  });

  it('plans those days with no fault of the day checks', () => {
    const figures = dayChecks(
      PLACES.flatMap((to) =>
        SEARCHES.map(([from, days, start]) => checkFrom(from, to, days, start)),
      ),
      ['2027-05-20', '2027-10-05'],
    );
    expect(figures.days).toBeGreaterThan(500);
    expect(
      Object.entries(figures.faults).filter(([, count]) => count > 0),
      figures.examples.join('\n'),
    ).toEqual([]);
  });

  it('spends a night on the way at the town of the stay at the stay (decision 256)', () => {
    // Flown into Dehradun, the drive up halted a night at "a hotel in Joshimath", drove up to
    // Badrinath and back down to the Joshimath stay; the way home drove up and down again to
    // halt at Joshimath once more.
    let halted = 0;
    for (const to of PLACES) {
      for (const from of ['Mumbai', 'Bengaluru', 'Kolkata']) {
        for (const card of cardsForTrip(from, to, 6, '2027-06-13')) {
          const stay = card.trip.stays[0]!;
          const town = stay.away?.onTheRoad ? stay.away.at! : undefined;
          if (!town) continue;
          const text = renderDays(card.trip)
            .map((day) => [day.morning, day.afternoon, day.evening].join(' '))
            .join(' ');
          expect(text, card.key).not.toContain(`Night at a hotel in ${town}`);
          expect(text, card.key).not.toContain(`Travel from ${to} to ${town}`);
          if (stay.inAtStay && (card.trip.outbound.legs.at(-1)?.hours ?? 0) > 6) halted += 1;
        }
      }
    }
    expect(halted).toBeGreaterThan(0);
  });

  it('gets off the night bus at the town of the stay that it passes (decision 258)', () => {
    // The Delhi bus to Munsiyari passes Birthi an hour before: it arrived at Munsiyari and
    // drove 31 km back down to the Birthi stay.
    let aboard = 0;
    for (const start of ['2027-06-13', '2027-10-05']) {
      for (const card of cardsForTrip('Delhi', 'Munsiyari', 5, start, 900_000, 1)) {
        const { trip } = card;
        const stay = trip.stays[0]!;
        if (!stay.away?.onTheRoad || !trip.outboundHalt?.aboard) continue;
        aboard += 1;
        expect(trip.outboundHalt.first.legs.at(-1)!.to, card.key).toBe(stay.away.at);
        const arrival = renderDays(trip)[1]!;
        expect(arrival.morning, card.key).toContain(`arrives at ${stay.away.at}`);
        expect(arrival.afternoon, card.key).not.toContain(`drive on to ${stay.away.at}`);
      }
    }
    expect(aboard).toBeGreaterThan(0);
  });

  it('moves on between two stops from and to the stay on the road up (decision 259)', () => {
    // Rishikesh to Badrinath rode 11 h 30 min up to Badrinath, arrived late and drove 2 h back
    // down to the Joshimath stay; the other way, it drove up to Badrinath to take the bus down.
    let moves = 0;
    for (const to of ['Rishikesh Badrinath', 'Badrinath Rishikesh']) {
      for (const card of cardsForTrip('Delhi', to, 7, '2027-06-13')) {
        const { trip } = card;
        const stay = trip.stays.find((each) => each.place.name === 'Badrinath')!;
        if (!stay.away?.onTheRoad) continue;
        const move = trip.transfers[0]!;
        const end = to.startsWith('Rishikesh') ? move.legs.at(-1)!.to : move.legs[0]!.from;
        expect(end, card.key).toBe(stay.away.at);
        moves += 1;
        const text = renderDays(trip)
          .map((day) => [day.morning, day.afternoon, day.evening].join(' '))
          .join(' ');
        expect(text, card.key).not.toContain('Travel from Badrinath to Rishikesh');
        expect(text, card.key).not.toContain('drive on to Joshimath');
      }
    }
    expect(moves).toBeGreaterThan(1);
  });
});
