import { describe, expect, it } from 'vitest';
import { knowledgeBase } from '../knowledge/load';
import { dayChecks } from './day-checks';
import { rankedCards } from './planner';
import { checkFrom, engineSearchOf } from './quality';
import { needsRide, rideTo } from './safaris';
import { noWayThere } from './trip';

const kb = knowledgeBase();
const place = (id: string) => kb.byId.get(id)!;
const sight = (id: string, name: string) => place(id).attractions.find((a) => a.name === name)!;

/** Searches for places with sights across the water or up a jeep track, and dive sites. */
const SEARCHES = [
  checkFrom('Mumbai', 'Maldives', 6, '2027-02-03'),
  checkFrom('Chennai', 'Havelock Island', 6, '2027-02-03'),
  checkFrom('Delhi', 'Udaipur', 5, '2027-11-10'),
  checkFrom('Bhubaneswar', 'Chilika', 3, '2027-01-15'),
  checkFrom('Delhi', 'Aswan', 4, '2027-02-03'),
  checkFrom('Mumbai', 'Tarkarli', 4, '2027-12-04'),
  checkFrom('Bengaluru', 'Chikmagalur', 4, '2027-10-20'),
  checkFrom('Kochi', 'Varkala', 4, '2027-01-20'),
];

// Decision 227: Banana Reef "by boat" and Havelock's Dixon's Pinnacle "for certified divers" were
// planned as free visits ("Head out to Banana Reef (about 3 h)"), as were Jag Mandir and Kalijai
// Temple, whose boats their places sell under names that do not name the sight.
describe('sights reached only by a hired boat or jeep', () => {
  it('reads a note that says so, but not a public ferry or another way there', () => {
    expect(needsRide(sight('udaipur', 'Jag Mandir'))).toBe(true);
    expect(needsRide(sight('coorg', 'Mandalpatti Viewpoint'))).toBe(true);
    expect(needsRide(sight('havelock', "Dixon's Pinnacle"))).toBe(true);
    expect(needsRide(sight('maldives', 'Banana Reef'))).toBe(true);
    // A city's ferry is a fare like a bus's; a beach walked to over the headland needs no boat.
    expect(needsRide(sight('sydney', 'Manly Beach'))).toBe(false);
    expect(needsRide(sight('gokarna', 'Half Moon Beach'))).toBe(false);
    expect(needsRide(sight('havelock', 'Elephant Beach'))).toBe(false);
  });

  it('names, where a sight has its ride, an outing its own place sells', () => {
    for (const destination of kb.destinations) {
      for (const attraction of destination.attractions.filter((a) => a.ride)) {
        const names = destination.activities.map((activity) => activity.name);
        expect(names, `${destination.id}: ${attraction.name}`).toContain(attraction.ride);
        expect(rideTo(attraction, destination)?.name).toBe(attraction.ride);
      }
    }
  });

  it('takes the ride its place sells for it, and never plans one with none', () => {
    expect(rideTo(sight('udaipur', 'Jag Mandir'), place('udaipur'))?.price).toBe(400);
    expect(rideTo(sight('chilika', 'Kalijai Temple'), place('chilika'))).toBeDefined();
    const reef = sight('neil-island', 'Glass-bottom boat reef at Bharatpur');
    expect(rideTo(reef, place('neil-island'))?.price).toBe(600);
    expect(noWayThere(sight('udaipur', 'Jag Mandir'), place('udaipur'))).toBe(false);
    expect(noWayThere(sight('maldives', 'Banana Reef'), place('maldives'))).toBe(true);
    expect(noWayThere(sight('havelock', 'Nemo Reef'), place('havelock'))).toBe(true);
    // Bangaram is seen on the day trip by boat to it, which is priced.
    expect(noWayThere(sight('lakshadweep', 'Bangaram Island'), place('lakshadweep'))).toBe(false);
  });

  it('pays the boat on the day a card visits Jag Mandir or Kalijai Temple', () => {
    let visits = 0;
    for (const check of SEARCHES.slice(2, 4)) {
      for (const { trip } of rankedCards(engineSearchOf(check))) {
        for (const seen of trip.attractions.filter((a) =>
          ['Jag Mandir', 'Kalijai Temple'].includes(a.name),
        )) {
          visits += 1;
          const ride = rideTo(sight(seen.place.id, seen.name), seen.place)!;
          expect(
            trip.activities.some((done) => done.name === ride.name && done.day === seen.day),
            `${trip.spec.tier} day ${seen.day}: ${seen.name}`,
          ).toBe(true);
        }
      }
    }
    expect(visits).toBeGreaterThan(0);
  });

  it('leaves every such sight with no ride out of every card', () => {
    const figures = dayChecks(SEARCHES, [SEARCHES[0]!.start!]);
    expect(figures.searches).toBeGreaterThan(0);
    expect(figures.faults.noRideThere, figures.examples.join('\n')).toBe(0);
    for (const check of SEARCHES) {
      for (const { trip } of rankedCards(engineSearchOf(check))) {
        const names = trip.attractions.map((a) => a.name);
        expect(names).not.toContain('Banana Reef');
        expect(names).not.toContain("Dixon's Pinnacle");
        expect(names).not.toContain('Tsunami Island');
      }
    }
  });
});
