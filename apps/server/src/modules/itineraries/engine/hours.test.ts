import { describe, expect, it } from 'vitest';
import { knowledgeBase } from '../knowledge/load';
import type { Attraction } from '../knowledge/schema';
import { slotsFor, timeFor } from './hours';
import { rankedCards } from './planner';
import { cardsForTrip, engineSearchOf } from './quality';
import { closedWeekdays } from './trip';
import { slotsOnTheDay } from './day-checks';

const SLOTS_ALL = ['morning', 'afternoon', 'evening'];

const sight = (note: string, kind: Attraction['kind'] = 'monument'): Attraction => ({
  name: 'A sight',
  kind,
  hours: 1,
  entryFee: 0,
  note,
});

describe('the hours of a sight', () => {
  it.each([
    ['Open 6 am-7 pm', ['morning', 'afternoon', 'evening']],
    ['Open 9-5', ['morning', 'afternoon']],
    ['Best 6-9 am', ['morning']],
    ['Elephant bathing roughly 8:30-11 am', ['morning']],
    ['Only at dawn, about 5–7 am', ['morning']],
    ['Non-Jains noon–5 pm; no phones', ['afternoon']],
    ['Phones not allowed; closed roughly 1pm–5pm', ['morning', 'evening']],
    ['Closed roughly 11:30-15:30; no photography', ['morning', 'evening']],
    ['Night food market after 9pm', ['evening']],
    // A street known for its nightlife is shuttered in the morning; a show runs by night.
    ['Adult nightlife zone after dark', ['evening']],
    ['Backpacker nightlife strip', ['evening']],
    ['Three cabaret shows a night, one at 7:30 pm and the last at 9 pm', ['evening']],
    ['Free harbour light show at 8 pm nightly', ['evening']],
    ['Jeep safaris morning and afternoon', ['morning', 'afternoon']],
    ['Closed Wednesdays and Tuesday afternoons', ['morning', 'afternoon', 'evening']],
    ['Footwear outside; illuminated Sundays 7-7:45 pm', ['morning', 'afternoon', 'evening']],
    ['Usually open May–November', ['morning', 'afternoon', 'evening']],
    ['Safaris about 6:30–9:30 am and 3:30–6:30 pm; fee extra', ['morning', 'afternoon', 'evening']],
    ['Open about 3 am–1 pm and 3 pm–11 pm', ['morning', 'afternoon', 'evening']],
    ['Built in 1895, 2 km from town; open 8 am–5 pm', ['morning', 'afternoon']],
    // A range after "closing" is when it shuts by season, not the hours it is open.
    ['Open daily from 8 am, closing 5-6:30 pm by season', ['morning', 'afternoon']],
    // Hours given day by day, after the closing days (Melbourne's Queen Victoria Market).
    [
      'Closed Mondays and Wednesdays; Tuesday, Thursday and Friday 6 am-3 pm, Saturday 6 am-4 pm',
      ['morning', 'afternoon'],
    ],
    // A daytime market is packed up by the evening; "go early" is a morning.
    ['Daytime food market; closed Sundays', ['morning', 'afternoon']],
    ['1,260 steep steps to the summit Buddha; go early', ['morning']],
  ])('reads "%s"', (note, slots) => {
    expect(slotsFor(sight(note))).toEqual(slots);
  });

  it('begins no visit in a part of the day it would not end before the sight shuts', () => {
    const long = (note: string, hours: number): Attraction => ({ ...sight(note), hours });
    // Sanchi's Great Stupa: 2 h, open to 6 pm, so not begun at 5 pm.
    expect(slotsFor(long('Open about 6 am–6 pm every day', 2))).toEqual(['morning', 'afternoon']);
    // The evening reaches its first sight at 5:30 pm (decision 173): an hour's visit to a sight
    // that shuts at 6 is not an evening's (Wat Arun), nor half an hour at one that shuts at 5:30
    // (Chausath Yogini, Khajuraho); half an hour before a 6 pm closing still is.
    expect(slotsFor(long('Open about 6 am–6 pm every day', 1))).toEqual(['morning', 'afternoon']);
    expect(slotsFor(long('Open 8 am–5:30 pm', 0.5))).toEqual(['morning', 'afternoon']);
    expect(slotsFor(long('Open about 6 am–6 pm every day', 0.5))).toEqual(SLOTS_ALL);
    expect(slotsFor(long('Open 9 am–7 pm', 1))).toEqual(SLOTS_ALL);
    // The Valley of Flowers: a 7 h walk in a park open 7 am–5 pm starts in the morning.
    expect(slotsFor(long('Open 7 am–5 pm (last entry 2 pm)', 7))).toEqual(['morning']);
    // Open sunrise to sunset: by daylight, unless it is seen for its sunset.
    expect(slotsFor(long('ASI ticket; open sunrise to sunset', 2.5))).toEqual([
      'morning',
      'afternoon',
    ]);
    expect(slotsFor(long('Open sunrise to sunset; sunset views over the plains', 1))).toEqual([
      'evening',
    ]);
  });

  it('sees a monastery or gompa by day unless its note gives other hours', () => {
    const named = (name: string, note = '') => ({ ...sight(note, 'religious'), name });
    expect(slotsFor(named('Hemis Monastery'))).toEqual(['morning', 'afternoon']);
    expect(slotsFor(named('Namgyal Tsemo Gompa'))).toEqual(['morning', 'afternoon']);
    expect(slotsFor(named('Punakha Dzong'))).toEqual(['morning', 'afternoon']);
    expect(slotsFor(named('Rumtek Monastery', 'Evening prayers at 6 pm'))).toEqual(['evening']);
    // A temple keeps its evening: the aarti is then.
    expect(slotsFor(named('Kashi Vishwanath Temple'))).toEqual(['morning', 'afternoon', 'evening']);
  });

  it('sees a sunset point, a night safari or a night market in the evening', () => {
    const named = (name: string, note = '') => ({ ...sight(note, 'viewpoint'), name });
    expect(slotsFor(named('Night Safari'))).toEqual(['evening']);
    expect(slotsFor(named('Sunset Point, Mount Abu'))).toEqual(['evening']);
    expect(slotsFor(named('Temple Street Night Market'))).toEqual(['evening']);
    // Open all day, but what it is climbed for is the sunset.
    expect(slotsFor(named('Phnom Bakheng (sunset)', 'Open 6 am–7 pm'))).toEqual(['evening']);
    // Open only in the morning: its name does not move it.
    expect(slotsFor(named('Sunset Café', 'Open 7 am–11 am'))).toEqual(['morning']);
    expect(slotsFor(named('Knightsbridge'))).toEqual(['morning', 'afternoon', 'evening']);
  });

  it('sees a lake or peak out of town by day, unless it is seen only at sunset', () => {
    const out = (name: string, note: string, kind: Attraction['kind'], km: number, hours: number) =>
      ({ ...sight(note, kind), name, away: { km, hours } }) as Attraction;
    // Pykara Lake (20 km, 45 min out of Ooty) was planned after dark (decision 132).
    expect(slotsFor(out('Pykara Lake', 'Boat rides extra', 'lake', 20, 0.75))).toEqual([
      'morning',
      'afternoon',
    ]);
    expect(slotsFor(out('Umiam Lake', '17 km on the Guwahati road', 'lake', 16, 0.5))).toEqual([
      'morning',
      'afternoon',
    ]);
    expect(slotsFor(out('A sunset point', 'Best at sunset', 'viewpoint', 20, 0.75))).toEqual([
      'evening',
    ]);
    // In town, the evening stays.
    expect(slotsFor({ ...sight('Boating extra', 'lake'), name: 'Ooty Lake' })).toEqual(SLOTS_ALL);
    // A day already out at its place may end there (the Oriental Village after the SkyCab);
    // an hour or more out, not even then (decision 104).
    const village = out('Oriental Village', '', 'market', 18, 0.5);
    expect(slotsFor(village, undefined, true)).toContain('evening');
    expect(slotsFor(out('Far', '', 'lake', 40, 1.5), undefined, true)).not.toContain('evening');
  });

  it.each([
    ['Best at sunset', ['evening']],
    ['Best at sunset; inner temple on the rock is off-limits to non-worshippers', ['evening']],
    ['Kecak dance at sunset; guard belongings from monkeys', ['evening']],
    ['Ganga aarti at sunset', ['evening']],
    ['Sunset point and Munda Pahad trek', ['evening']],
    ['Best at sunrise and sunset; unfenced edges', ['morning', 'evening']],
    ['Sunrise and sunset views of the Garhwal Himalaya', ['morning', 'evening']],
    ['ASI ticket; open sunrise to sunset; sunset views over the Nimar plains', ['evening']],
    // The sunset as hours, a closing or a ticket is not the time to be there.
    ['ASI ticket; open sunrise to sunset', ['morning', 'afternoon']],
    ['One timed ticket covers all three; closes an hour before sunset', SLOTS_ALL],
    ['Run entirely by women; winds down by sunset', SLOTS_ALL],
    ['Book a timed slot online; sunset slots cost more', SLOTS_ALL],
    // Opening hours decide where a note gives them.
    ['Open about 4 am–11 pm; Dhoop aarti at sunset (evening)', SLOTS_ALL],
  ])('sees a sight whose note reads "%s" when it says', (note, slots) => {
    expect(slotsFor(sight(note))).toEqual(slots);
  });

  it('can plan every sight of the knowledge base in some part of some day', () => {
    // A morning holds 3.5 h; a sight that is the day, 12 h with its drive; an afternoon 4 h; an
    // evening-only sight 5 h (17:00–22:00), or more when the afternoon is its drive out.
    const never = knowledgeBase().destinations.flatMap((place) =>
      place.attractions
        .filter((attraction) => !attraction.shut)
        .filter((attraction) => {
          const slots = slotsFor(attraction);
          const time = timeFor(attraction);
          const byDay = slots.includes('morning') && time <= 12;
          // An afternoon 4 h, or 1 pm to 6 pm for a sight seen only then (a border's retreat).
          const afternoon = slots.includes('afternoon') && time <= (slots.length === 1 ? 5 : 4);
          const evening = slots.includes('evening') && time <= 9;
          return !byDay && !afternoon && !evening;
        })
        .map((attraction) => `${place.id}: ${attraction.name}`),
    );
    expect(never).toEqual([]);
  });

  it('puts a market with no hours in the afternoon or evening', () => {
    expect(slotsFor(sight('', 'market'))).toEqual(['afternoon', 'evening']);
    expect(slotsFor(sight('Only at dawn, about 5–7 am', 'market'))).toEqual(['morning']);
  });

  it("sees a border's beating retreat at the end of an afternoon, never in a morning", () => {
    // Wagah's was planned for a morning: its note says only "arrive 2 hours early".
    const retreat = (name: string) => ({ ...sight('Around 30 km west'), name, hours: 3 });
    expect(slotsFor(retreat('Attari-Wagah Border Beating Retreat Ceremony'))).toEqual([
      'afternoon',
    ]);
    expect(slotsFor(retreat('Akhaura border retreat ceremony'))).toEqual(['afternoon']);
    const amritsar = knowledgeBase().destinations.find((place) => place.id === 'amritsar')!;
    const wagah = amritsar.attractions.find((one) => /Wagah/.test(one.name))!;
    expect(slotsFor(wagah)).toEqual(['afternoon']);
    // And a stay of a few days sees it, in an afternoon left whole for it.
    const cards = cardsForTrip('Delhi', 'Amritsar', 4, '2027-10-08');
    const seen = cards.filter((card) =>
      card.trip.outlines.some((day) =>
        day.afternoon.some((item) => 'attraction' in item && item.attraction === wagah),
      ),
    );
    expect(seen.length).toBeGreaterThan(cards.length / 2);
  });

  it('keeps the night markets the planner put in an afternoon to their evening hours', () => {
    // Bangkok's Asiatique opens about 4–5 pm; a card had it for three hours after lunch.
    const bangkok = knowledgeBase().byId.get('bangkok')!;
    const asiatique = bangkok.attractions.find((sight) => sight.name.startsWith('Asiatique'))!;
    expect(slotsFor(asiatique)).toEqual(['evening']);
  });

  it('never plans a sight outside its hours, in any plan the knowledge base gives', () => {
    const kb = knowledgeBase();
    const limited = kb.destinations.filter((place) =>
      place.attractions.some((attraction) => slotsFor(attraction).length < 3),
    );
    expect(limited.length).toBeGreaterThan(10);
    let checked = 0;
    for (const place of limited) {
      const search = engineSearchOf({
        from: place.country === 'India' ? 'Delhi' : 'Mumbai',
        to: place.name,
        days: 5,
        travellers: 2,
        travelClass: 'Economy',
        priceRange: [0, 500_000],
      });
      for (const card of rankedCards(search)) {
        for (const day of card.trip.outlines) {
          for (const slot of ['morning', 'afternoon', 'evening'] as const) {
            for (const item of day[slot]) {
              if (!('attraction' in item)) continue;
              checked += 1;
              expect(
                slotsOnTheDay(item.attraction, day, slot),
                `${item.attraction.name} day ${day.day}`,
              ).toContain(slot);
            }
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
    // Every place with limited hours, planned whole: minutes on a slow, shared machine.
  }, 300_000);
});

describe('the days of the week a sight can be seen', () => {
  it('reads a closing day however the note puts it, and a weekly market’s days', () => {
    expect(closedWeekdays(sight('Closed Mondays'))).toEqual([1]);
    expect(closedWeekdays(sight('Second-hand book market; most stalls shut on Sundays'))).toEqual([
      0,
    ]);
    expect(closedWeekdays(sight('Non-Muslims 8:30 am–11 am, not Fridays'))).toEqual([5]);
    expect(closedWeekdays(sight('Long queues on Tuesdays'))).toEqual([]);
    const market = {
      ...sight('Wednesdays, November–April', 'market'),
      days: ['wednesday' as const],
    };
    expect(closedWeekdays(market)).toEqual([0, 1, 2, 4, 5, 6]);
  });

  it('plans a weekly market only on its day, in its months', () => {
    // Anjuna's flea market runs on Wednesdays from November to April.
    for (const start of ['2027-07-14', '2027-12-13', '2027-12-16']) {
      const search = engineSearchOf({
        from: 'Mumbai',
        to: 'Goa',
        days: 4,
        travellers: 2,
        travelClass: 'Economy',
        priceRange: [0, 300_000],
        start,
      });
      for (const { trip } of rankedCards(search)) {
        for (const seen of trip.attractions.filter((a) => a.name === 'Anjuna Flea Market')) {
          const date = new Date(`${start}T00:00:00Z`);
          date.setUTCDate(date.getUTCDate() + seen.day - 1);
          expect(date.getUTCDay(), `${start} day ${seen.day}`).toBe(3);
          expect(date.getUTCMonth() + 1).toBe(12);
        }
      }
    }
  });

  it('knows when every sight whose note names a weekday can be seen', () => {
    // A weekday in a note is a closing day, the days a market runs (`days`), or a remark the
    // plan need not heed: queues, lights, late opening, a procession, a service, a holiday.
    const remark =
      /queues|illuminated|until|procession|walking street|good friday|services|\bfrom \d|to \d+(?::\d\d)? pm|daily|days too\b/i;
    const unread: string[] = [];
    for (const place of knowledgeBase().destinations) {
      for (const a of place.attractions) {
        if (!/(?:mon|tues|wednes|thurs|fri|satur|sun)day/i.test(a.note ?? '')) continue;
        if (a.days || closedWeekdays(a).length > 0 || remark.test(a.note!)) continue;
        unread.push(`${place.id}: ${a.name}: ${a.note}`);
      }
    }
    expect(unread).toEqual([]);
  });
});
