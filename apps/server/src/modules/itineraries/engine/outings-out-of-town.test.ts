import { describe, expect, it } from 'vitest';
import { knowledgeBase } from '../knowledge/load';
import { cardsForTrip } from './quality';
import { MORNING_ACTIVITY, outingDrive, renderDays, sightsOfActivity, sightsToured } from './trip';

// Decision 140: an outing at a sight out of town (the dolphin-spotting boat off Bet Dwarka; a
// jet-ski at Phu Quoc's Sao Beach, 25 km out) is made on the drive out to that sight, the same
// day. Planned on its own, the day counted the outing's hours and not the drive there and back.
describe('an outing at a sight out of town', () => {
  it('is planned on the day the sight is visited, never on its own', () => {
    const kb = knowledgeBase();
    const places = kb.destinations.filter((place) =>
      place.activities.some((activity) =>
        sightsOfActivity(activity, place.attractions, place).some((sight) => sight.away),
      ),
    );
    expect(places.map((place) => place.id)).toEqual(expect.arrayContaining(['dwarka', 'phu-quoc']));
    let outings = 0;
    const alone: string[] = [];
    for (const place of places) {
      for (const start of ['2027-01-13', '2027-10-20']) {
        for (const card of cardsForTrip('Delhi', place.name, 5, start)) {
          for (const outline of card.trip.outlines) {
            const stayAt = card.trip.stays.find((stay) => stay.place === outline.place)?.away?.at;
            const items = [...outline.morning, ...outline.afternoon, ...outline.evening];
            const seen = new Set(
              items.flatMap((item) => ('attraction' in item ? [item.attraction.name] : [])),
            );
            for (const item of items) {
              if (!('activity' in item)) continue;
              const away = sightsOfActivity(item.activity, outline.place.attractions, outline.place)
                .filter((sight) => sight.away && sight.away.at !== stayAt)
                // The outing that is the whole visit (as long as the sight's) stands for it.
                .filter((sight) => sight.hours > item.activity.hours);
              if (away.length === 0) continue;
              outings += 1;
              if (!away.some((sight) => seen.has(sight.name)))
                alone.push(`${card.key} day ${outline.day}: ${item.activity.name}`);
            }
          }
        }
      }
    }
    expect(outings).toBeGreaterThan(10);
    expect(alone).toEqual([]);
  }, 180_000);

  // Decision 233: a walk, hike or boat that is the visit to a sight out of town (the Laitlum
  // Canyons hike, 30 km out of Shillong) was planned as its own hours, with no drive there.
  it('counts the drive out to the sights a walk or boat is the visit to', () => {
    const kb = knowledgeBase();
    const places = kb.destinations.filter((place) =>
      place.activities.some((activity) => outingDrive(activity, sightsToured(activity, place))),
    );
    expect(places.map((place) => place.id)).toEqual(
      expect.arrayContaining(['shillong', 'pune', 'lonavala']),
    );
    let outings = 0;
    const unDriven: string[] = [];
    for (const place of places) {
      for (const start of ['2027-01-13', '2027-10-20']) {
        for (const card of cardsForTrip('Delhi', place.name, 5, start)) {
          const days = renderDays(card.trip);
          for (const outline of card.trip.outlines) {
            const stayAt = card.trip.stays.find((stay) => stay.place === outline.place)?.away?.at;
            for (const slot of ['morning', 'afternoon', 'evening'] as const) {
              for (const item of outline[slot]) {
                if (!('activity' in item)) continue;
                const toured = sightsToured(item.activity, outline.place).filter(
                  (sight) => !sight.away?.at || sight.away.at !== stayAt,
                );
                const drive = outingDrive(item.activity, toured);
                if (!drive) continue;
                outings += 1;
                const text = days[outline.day - 1]![slot];
                if (
                  item.drive?.hours !== drive.hours ||
                  !text.includes(`${drive.km} km out of town`)
                )
                  unDriven.push(`${card.key} day ${outline.day}: ${text}`);
              }
            }
          }
        }
      }
    }
    expect(outings).toBeGreaterThan(5);
    expect(unDriven).toEqual([]);
  }, 300_000);

  // The sight's text tells the drive out ("Kundala Lake (20 km out of town, about 45 min each way
  // by road …)"): an outing there planned before it read as done before the drive.
  it('plans an outing at a sight out of town after the sight, its drive told first', () => {
    const kb = knowledgeBase();
    let paired = 0;
    const before: string[] = [];
    for (const place of kb.destinations) {
      const outings = place.activities.filter(
        (activity) =>
          !MORNING_ACTIVITY.test(activity.name) &&
          sightsOfActivity(activity, place.attractions, place).some((sight) => sight.away),
      );
      if (outings.length === 0) continue;
      for (const card of cardsForTrip('Delhi', place.name, 5, '2027-01-13')) {
        for (const outline of card.trip.outlines) {
          for (const slot of ['morning', 'afternoon', 'evening'] as const) {
            const items = outline[slot];
            items.forEach((item, index) => {
              if (!('activity' in item) || !outings.includes(item.activity)) return;
              const sights = sightsOfActivity(item.activity, place.attractions, place);
              const at = items.findIndex(
                (other) =>
                  'attraction' in other &&
                  sights.includes(other.attraction) &&
                  other.attraction.away &&
                  !other.byStay &&
                  !other.sameDrive,
              );
              if (at === -1) return;
              paired += 1;
              if (at > index) before.push(`${card.key} day ${outline.day}: ${item.activity.name}`);
            });
          }
        }
      }
    }
    expect(paired).toBeGreaterThan(5);
    expect(before).toEqual([]);
  }, 300_000);
});
