import { describe, expect, it } from 'vitest';
import { cardFor, rankedCards } from './planner';
import { cardsForTrip, engineSearchOf, multiStopSearches } from './quality';
import { renderDays, snacksOnly } from './trip';
import { knowledgeBase } from '../knowledge/load';

describe('a day moving on between stops', () => {
  it('starts with breakfast at the stay left that morning, not at the next one', () => {
    let checked = 0;
    for (const check of multiStopSearches().slice(0, 40)) {
      for (const card of rankedCards(engineSearchOf(check)).slice(0, 2)) {
        const { trip } = card;
        const days = renderDays(trip);
        trip.outlines.forEach((outline, index) => {
          if (outline.kind !== 'transfer' || outline.halt || index === 0) return;
          const left = trip.outlines[index - 1]!.hotel;
          const breakfast = days[index]!.meals.breakfast;
          if (left === outline.hotel) return;
          checked += 1;
          expect(breakfast, `${card.key} day ${outline.day}`).toContain(left);
          expect(breakfast, `${card.key} day ${outline.day}`).not.toContain(outline.hotel);
        });
      }
    }
    expect(checked).toBeGreaterThan(10);
  });
});

describe('a night train into the town’s own station', () => {
  it('says the ride in from the station, not "travel from Puri (PURI) to Puri"', () => {
    let seen = 0;
    for (const card of cardsForTrip('Kolkata', 'Puri', 3, '2027-02-10', 12_000)) {
      for (const day of renderDays(card.trip)) {
        expect(day.morning).not.toMatch(/Travel from Puri \(PURI\) to Puri/);
        if (/arrives at Puri \(PURI\)/.test(day.morning)) {
          seen += 1;
          expect(day.morning).toMatch(/in the morning\. Transfer from Puri station to Puri/);
        }
      }
    }
    expect(seen).toBeGreaterThan(0);
  });
});

describe('what a card says of its nights away, its cars and its tickets', () => {
  it('has dinner and breakfast at the camp on a night out at Nubra, not in Leh', () => {
    let nights = 0;
    for (const card of cardsForTrip('Mumbai', 'Leh', 6, '2027-06-12')) {
      const days = renderDays(card.trip);
      card.trip.outlines.forEach((outline, index) => {
        if (!outline.excursion || outline.overnight !== outline.excursion) return;
        nights += 1;
        expect(outline.dinner, card.key).toBeUndefined();
        expect(days[index]!.meals.dinner).toMatch(/camp or guesthouse at Nubra Valley|Pangong/);
        expect(days[index + 1]!.meals.breakfast).toMatch(/^Breakfast at your camp or guesthouse/);
      });
    }
    expect(nights).toBeGreaterThan(0);
  });

  it('puts a party of seven in two cars, and says so', () => {
    const search = engineSearchOf({
      from: 'Bengaluru',
      to: 'Coorg',
      days: 3,
      travellers: 7,
      travelClass: 'Economy',
      priceRange: [0, 500_000],
    });
    const drives = rankedCards(search).flatMap((card) =>
      card.trip.outbound.legs.filter((leg) => leg.mode === 'road' && leg.main),
    );
    expect(drives.length).toBeGreaterThan(0);
    for (const leg of drives) expect(leg.description).toMatch(/ by 2 cars \(AC sedan cab; \d+ km/);
    const driven = rankedCards(search).find((card) => card.trip.outbound.mode === 'road')!;
    expect(cardFor(driven, search).inclusions).toContain(
      '2 cars (AC sedan cab) for the drive there and back',
    );
  });

  it('names each way when the way home leaves from another station', () => {
    const search = engineSearchOf({
      from: 'Noida',
      to: 'Rajasthan',
      days: 7,
      travellers: 2,
      travelClass: 'Economy',
      priceRange: [0, 40_000],
      start: '2026-11-05',
    });
    let seen = 0;
    for (const planned of rankedCards(search)) {
      const out = planned.trip.outbound.legs.find((leg) => leg.main)!;
      const back = planned.trip.back.legs.find((leg) => leg.main)!;
      if (out.mode !== 'train' || back.fromCode === out.toCode) continue;
      seen += 1;
      const card = cardFor(planned, search);
      expect(card.inclusions.join('\n')).not.toContain(`${out.fromCode} ⇄ ${out.toCode}`);
      expect(card.inclusions.join('\n')).toContain(
        `back by train ${back.fromCode} → ${back.toCode}`,
      );
    }
    expect(seen).toBeGreaterThan(0);
  });

  it('never calls a way home by another mode a return flight or a drive there and back', () => {
    // Out by air to Kullu and home by a cab down to Chandigarh and the train (a tight range):
    // each way is named by its own mode, and the long drive to the train by its distance.
    let mixed = 0;
    let drives = 0;
    for (const [from, to, days, max] of [
      ['Jaipur', 'Manali', 5, 15_000],
      ['Mumbai', 'Shimla', 5, 15_000],
      ['Kolkata', 'Gangtok', 5, 12_000],
      ['Chennai', 'Munnar', 4, 12_000],
    ] as const) {
      const search = engineSearchOf({
        from,
        to,
        days,
        travellers: 1,
        travelClass: 'Economy',
        priceRange: [0, max],
        start: '2027-01-13',
      });
      for (const planned of rankedCards(search)) {
        const out = planned.trip.outbound.legs.find((leg) => leg.main)!;
        const back = planned.trip.back.legs.find((leg) => leg.main)!;
        const lines = cardFor(planned, search).inclusions.join('\n');
        if (out.mode !== back.mode) {
          mixed += 1;
          expect(lines, planned.key).not.toMatch(/Return flights|there and back|Return train/);
          expect(lines, planned.key).toMatch(/^(Out|Tickets out) by .+ back by /m);
        }
        for (const leg of [...planned.trip.outbound.legs, ...planned.trip.back.legs]) {
          if (leg.main || leg.mode !== 'road' || leg.distanceKm < 100) continue;
          drives += 1;
          expect(lines, planned.key).toContain(
            `${leg.from} → ${leg.to}, about ${Math.round(leg.distanceKm)} km by road`,
          );
        }
      }
    }
    expect(mixed).toBeGreaterThan(0);
    expect(drives).toBeGreaterThan(0);
  });
});

describe('where dinner is had', () => {
  it('is never a sweet shop, tea stall or breakfast café', () => {
    const kb = knowledgeBase();
    const byName = new Map(
      kb.destinations.flatMap((place) => place.restaurants.map((r) => [r.name, r] as const)),
    );
    expect(snacksOnly(byName.get('Deviram Sweets')!)).toBe(true);
    expect(snacksOnly(byName.get('Yumthang valley tea stalls')!)).toBe(true);
    expect(snacksOnly(byName.get('Laxmi Mishthan Bhandar (LMB)')!)).toBe(false);
    expect(snacksOnly(byName.get('Mavalli Tiffin Rooms (MTR), Lalbagh Road')!)).toBe(false);
    let dinners = 0;
    for (const to of [
      'Agra',
      'Haridwar',
      'Jodhpur',
      'Bikaner',
      'Darjeeling',
      'Lachung',
      'Ayodhya',
    ]) {
      for (const card of cardsForTrip('Delhi', to, 4, '2027-02-10')) {
        for (const outline of card.trip.outlines) {
          if (!outline.dinner) continue;
          dinners += 1;
          expect(
            snacksOnly(outline.dinner),
            `${card.key} day ${outline.day}: ${outline.dinner.name}`,
          ).toBe(false);
        }
      }
    }
    expect(dinners).toBeGreaterThan(50);
  });
});
