import { describe, expect, it } from 'vitest';
import { rankedCards } from '../engine/planner';
import { engineSearchOf } from '../engine/quality';
import { inSeason } from '../engine/seasons';
import { knowledgeBase } from './load';
import type { Destination } from './schema';
import { withStoppedMonths } from './stopped-months';

type Place = Pick<Destination, 'avoidMonths' | 'activities' | 'attractions' | 'excursions'>;

const ALL = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

function place(reason: string, months: number[], ...names: string[]): Place {
  return {
    avoidMonths: [{ months, reason }],
    activities: names.map((name) => ({ name, price: 1000, hours: 2 })),
    attractions: [
      { name: 'Dhikala Zone', kind: 'wildlife', hours: 6, entryFee: 0 },
      { name: 'Corbett Museum', kind: 'museum', hours: 1, entryFee: 0 },
    ],
    excursions: [],
  };
}

/** The months each activity runs once the place's reasons are read (all year when unchanged). */
function seasons(of: Place): Record<string, number[]> {
  return Object.fromEntries(
    withStoppedMonths(of).activities.map((activity) => [activity.name, activity.months ?? ALL]),
  );
}

const without = (...months: number[]) => ALL.filter((month) => !months.includes(month));

describe('outings a place says stop in some months', () => {
  it("keeps an outing's own stated months over the place's reason", () => {
    // Gir's trails shut in the monsoon; Devalia's fenced park says it runs all year.
    const of = place('Gir National Park safaris closed (monsoon)', [7, 8], 'Gir jungle safari');
    of.activities.push({
      name: 'Devalia Safari Park bus tour',
      price: 150,
      hours: 1.5,
      months: ALL,
    });
    expect(seasons(of)).toEqual({
      'Gir jungle safari': without(7, 8),
      'Devalia Safari Park bus tour': ALL,
    });
    const gir = withStoppedMonths(knowledgeBase().byId.get('gir')!);
    const devalia = gir.activities.find((a) => a.name.startsWith('Devalia'))!;
    expect(devalia.months).toEqual(ALL);
  });

  it('keeps them out of those months', () => {
    expect(
      seasons(
        place(
          'Monsoon: rafting suspended, Ganga in spate',
          [7, 8],
          'White-water rafting, Shivpuri to Rishikesh',
          'Ganga aarti at Triveni Ghat',
        ),
      ),
    ).toEqual({
      'White-water rafting, Shivpuri to Rishikesh': without(7, 8),
      'Ganga aarti at Triveni Ghat': ALL,
    });
    expect(
      seasons(
        place(
          'Monsoon: rough sea, no scuba, snorkelling, water sports or Sindhudurg Fort ferries',
          [6, 7, 8, 9],
          'Snorkelling (boat trip)',
          'Parasailing at the beach',
          'Sindhudurg Fort ferry from Malvan jetty',
          'Malvani thali crawl',
        ),
      ),
    ).toEqual({
      'Snorkelling (boat trip)': without(6, 7, 8, 9),
      'Parasailing at the beach': without(6, 7, 8, 9),
      'Sindhudurg Fort ferry from Malvan jetty': without(6, 7, 8, 9),
      'Malvani thali crawl': ALL,
    });
    expect(
      seasons(
        place(
          'The Umngot turns muddy and boating is often suspended',
          [6, 7, 8, 9],
          'Kayaking on the Umngot',
        ),
      ),
    ).toEqual({ 'Kayaking on the Umngot': without(6, 7, 8, 9) });
    // Port Blair's sea walk stops with the other water sports off North Bay.
    expect(
      seasons(
        place(
          'South-west monsoon: rough seas, cancelled ferries and closed water sports',
          [6, 7, 8, 9],
          'Sea walk at North Bay',
          'Cellular Jail light-and-sound show',
        ),
      ),
    ).toEqual({
      'Sea walk at North Bay': without(6, 7, 8, 9),
      'Cellular Jail light-and-sound show': ALL,
    });
  });

  it('closes what the reason names, and not what stays open', () => {
    // Closed *to* safaris names the zones; the buffer stays open.
    expect(
      seasons(
        place(
          'Core zones closed from 1 July to 15 October (monsoon)',
          [7, 8, 9],
          'Core-zone jeep safari',
          'Buffer-zone night safari',
        ),
      ),
    ).toEqual({ 'Core-zone jeep safari': without(7, 8, 9), 'Buffer-zone night safari': ALL });
    expect(
      seasons(
        place(
          'Core zones closed to safaris 1 July–30 September; only buffer zones open',
          [7, 8, 9],
          'Buffer-zone jeep safari',
        ),
      ),
    ).toEqual({ 'Buffer-zone jeep safari': ALL });
    // A sight of the place the reason names: the outing to it stops too.
    expect(
      seasons(
        place(
          'Monsoon: Dhikala and Bijrani zones closed, only Jhirna and Dhela open',
          [7, 8, 9],
          'Canter safari to Dhikala',
          'Elephant ride at the museum',
        ),
      ),
    ).toEqual({ 'Canter safari to Dhikala': without(7, 8, 9), 'Elephant ride at the museum': ALL });
  });

  it('keeps an outing shut to the day the reason dates', () => {
    const of = withStoppedMonths(
      place(
        'Gir National Park safaris closed from 16 June to 15 October (monsoon)',
        [6, 7, 8, 9],
        'Gir jungle safari',
        'Kesar mango orchard visit',
      ),
    );
    const [safari, orchard] = of.activities;
    expect(safari!.months).toEqual(without(6, 7, 8, 9));
    expect(inSeason(safari!, '2027-10-03')).toBe(false);
    expect(inSeason(safari!, '2027-10-16')).toBe(true);
    expect(inSeason(orchard!, '2027-10-03')).toBe(true);
  });

  it('keeps an outing its own season, narrowed by the reason', () => {
    expect(
      seasons(
        place(
          'Shoulder season: slushy meadows, no ski snow',
          [4, 11],
          'Skiing day with equipment and instructor (Dec–Mar)',
          'Rafting (monsoon season)',
        ),
      ),
    ).toEqual({
      'Skiing day with equipment and instructor (Dec–Mar)': ALL,
      'Rafting (monsoon season)': ALL,
    });
  });

  it('makes no day trip the reason names in those months', () => {
    // Tawang: "Heavy snow at Sela; sub-zero nights; Bum La often closed" in December–February.
    const tawang = knowledgeBase().byId.get('tawang')!;
    const bumLa = tawang.excursions.find((trip) => trip.name.startsWith('Bum La'))!;
    expect(bumLa.months).toEqual(without(12, 1, 2));
  });

  it('stops the sea outings where the sea is rough, whatever else the reason names', () => {
    // Havelock and Neil say nothing of water sports, only of the crossings and the diving.
    expect(
      seasons(
        place(
          'Monsoon: rough crossings, ferry cancellations and poor visibility for diving',
          [6, 7, 8, 9],
          'Discover scuba dive',
          'Boat to Elephant Beach with snorkelling',
          'Sea walk at Elephant Beach',
          'Glass-bottom boat ride at Bharatpur',
          'Parasailing at the beach',
          'Banana boat and speed-boat ride',
          'Kayaking through the mangroves',
        ),
      ),
    ).toEqual({
      'Discover scuba dive': without(6, 7, 8, 9),
      'Boat to Elephant Beach with snorkelling': without(6, 7, 8, 9),
      'Sea walk at Elephant Beach': without(6, 7, 8, 9),
      'Glass-bottom boat ride at Bharatpur': without(6, 7, 8, 9),
      'Parasailing at the beach': without(6, 7, 8, 9),
      'Banana boat and speed-boat ride': without(6, 7, 8, 9),
      'Kayaking through the mangroves': ALL,
    });
    expect(
      seasons(place('Monsoon: catamaran ferries are suspended and seas are rough', [6], 'Jet ski')),
    ).toEqual({ 'Jet ski': without(6) });
  });

  it('leaves the water sports of a beach whose reason speaks only of rain', () => {
    for (const reason of [
      'Heaviest monsoon rain',
      'Hot, humid cyclone season',
      "Very heavy monsoon rain; St Mary's Island ferries suspended",
      // The Maldives' resorts dive all year; the sea is only rougher.
      'Southwest monsoon: rain, wind, rougher seas and poorer visibility',
      'Cyclones, heavy rain and rough river crossings',
    ]) {
      expect(
        seasons(place(reason, [6, 7], 'Discover scuba dive', 'Parasailing at Grand Baie')),
        reason,
      ).toEqual({ 'Discover scuba dive': ALL, 'Parasailing at Grand Baie': ALL });
    }
  });

  it("keeps every island's and beach's sea outings to what its own reasons say", () => {
    const kb = knowledgeBase();
    const stoppedIn = (id: string, name: string, month: number) => {
      const place = kb.byId.get(id)!;
      const item = [...place.activities, ...place.attractions].find((i) => i.name === name)!;
      return !(item.months ?? ALL).includes(month);
    };
    for (const [id, names] of [
      ['havelock', ['Discover scuba dive', 'Sea walk at Elephant Beach', 'Nemo Reef']],
      ['neil-island', ['Guided snorkelling', 'Snorkelling reef off Bharatpur Beach']],
      ['kovalam', ['Discover scuba dive with Bond Safari Kovalam']],
      ['digha', ['Banana boat and speed-boat ride at New Digha']],
    ] as const) {
      for (const name of names) expect(stoppedIn(id, name, 7), `${id}: ${name}`).toBe(true);
    }
    // Their beaches stay open to walk on, with or without their water sports.
    for (const [id, name] of [
      ['havelock', 'Elephant Beach'],
      ['havelock', 'Radhanagar Beach (Beach No. 7)'],
      ['alibaug', 'Nagaon Beach'],
      ['diu', 'Nagoa Beach'],
    ] as const) {
      expect(stoppedIn(id, name, 7), `${id}: ${name}`).toBe(false);
    }
    // Rain alone stops no sea outing: Pattaya in its wettest months, Mauritius in its cyclones.
    expect(stoppedIn('pattaya', 'Koh Larn speedboat trip with water sports', 9)).toBe(false);
    expect(stoppedIn('mauritius', 'Undersea walk at Grand Baie', 2)).toBe(false);
    expect(stoppedIn('maldives', 'Discover scuba dive', 7)).toBe(false);
  });

  it('plans no paid water sport in the Andaman monsoon', () => {
    const sea = /scuba|snorkel|sea walk|glass-bottom|parasail|jet ski|banana/i;
    let cards = 0;
    for (const to of ['Andaman', 'Havelock', 'Neil Island']) {
      const search = engineSearchOf({
        from: 'Chennai',
        to,
        days: 6,
        travellers: 2,
        travelClass: 'Economy',
        priceRange: [0, 500_000],
        start: '2027-07-01',
      });
      for (const card of rankedCards(search)) {
        cards += 1;
        const names = [
          ...card.trip.activities.map((a) => a.name),
          ...card.trip.attractions.map((a) => a.name),
        ];
        expect(
          names.filter((name) => sea.test(name)),
          card.key,
        ).toEqual([]);
      }
    }
    expect(cards).toBeGreaterThan(0);
  });

  it('never plans rafting at Rishikesh in the monsoon closure', () => {
    const rishikesh = knowledgeBase().byId.get('rishikesh')!;
    const rafting = rishikesh.activities.filter((a) => /rafting/i.test(a.name));
    expect(rafting.length).toBeGreaterThan(0);
    for (const activity of rafting) expect(activity.months).not.toContain(7);
    for (const start of ['2027-07-14', '2027-08-11']) {
      const search = engineSearchOf({
        from: 'Delhi',
        to: 'Rishikesh',
        days: 4,
        travellers: 2,
        travelClass: 'Economy',
        priceRange: [0, 500_000],
        start,
      });
      for (const card of rankedCards(search)) {
        expect(
          card.trip.activities.map((a) => a.name).filter((name) => /rafting/i.test(name)),
          card.key,
        ).toEqual([]);
      }
    }
  });
});
