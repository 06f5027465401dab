import { describe, expect, it } from 'vitest';
import { rankedCards } from '../engine/planner';
import { engineSearchOf } from '../engine/quality';
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
