import { describe, expect, it } from 'vitest';
import { knowledgeBase } from '../knowledge/load';
import { rankedCards, suggestItineraries } from './planner';
import { engineSearchOf } from './quality';
import { inSeason, monthRange, monthsFromText, spotInSeason, spotsInSeason } from './seasons';
import { sightOfSpot } from './trip';

describe('seasons from the knowledge base’s own words', () => {
  it.each([
    [
      'Online vehicle permit required; closed Tuesdays; usually open May–November',
      monthRange(5, 11),
    ],
    ['Via Kunzum Pass; open roughly June–October', monthRange(6, 10)],
    ['Gondola from Medeu to 3,200 m; skiing December-April', monthRange(12, 4)],
    ['Open only about late March to April', [3, 4]],
    ['Open about 15 Nov–15 Jun; canter or overnight forest-lodge permits only', monthRange(11, 6)],
    ['Open about 15 Oct–30 Jun; by booked jeep safari', monthRange(10, 6)],
    [
      'Ferry from Malpe about ₹300-400 return; no service June-September',
      [1, 2, 3, 4, 5, 10, 11, 12],
    ],
    ['Jeep safari from Collem; closed in monsoon', monthRange(10, 5)],
    ['Closed in monsoon; guide compulsory', monthRange(10, 5)],
  ])('reads %j', (text, months) => {
    expect(monthsFromText(text)).toEqual(months);
  });

  it('reads a season in brackets from a name only', () => {
    const name = 'Skiing day with equipment and instructor (Dec–Mar)';
    expect(monthsFromText(name, { name: true })).toEqual([12, 1, 2, 3]);
    expect(monthsFromText(name)).toBeUndefined();
  });

  it.each([
    ['Chapchar Kut festival (March)', [3]],
    ['Konark Dance Festival evening (1-5 Dec)', [12]],
    ['Ziro Festival of Music (late Sept, 4-day pass)', [9]],
    ['Sumo tournament at Ryogoku Kokugikan (January, May, September)', [1, 5, 9]],
    ['Kite flying on a pol rooftop during Uttarayan (14 Jan)', [1]],
    ['Carnatic concert during the December Music Season', [12]],
    ['Skiing or snow-tubing at Solang (winter)', [12, 1, 2]],
    ['Barapole river rafting (monsoon season)', [6, 7, 8, 9]],
  ])('reads the month a name gives: %j', (name, months) => {
    expect(monthsFromText(name, { name: true })).toEqual(months);
  });

  it('takes no word that starts like a month for one', () => {
    for (const name of [
      'Wandoor (Mahatma Gandhi Marine National Park)',
      'Tibetan Market (Bhotia Market)',
      'Independence Square (Mustaqillik Maydoni)',
      'Vedh Shala (Jantar Mantar)',
      'Nuranang (Jang) Falls',
      "Kottayam Valiyapally (St. Mary's Knanaya Church)",
      'Sajjangarh (Monsoon) Palace',
    ]) {
      expect(monthsFromText(name, { name: true }), name).toBeUndefined();
    }
  });

  it('leaves sights without a season all year', () => {
    expect(monthsFromText('Closed on Mondays')).toBeUndefined();
    // Opening hours, weekly closures and a bracket that qualifies something else.
    for (const note of [
      'Three tiled madrasas on one square; open 8 am–7 pm (9 am–5 pm November–March); lit up in the evening',
      'Open Monday to Saturday from 9 am, Sunday from 10:30 am; closes 6 pm (Nov-Feb), 7 pm (Mar, Oct), 8 pm (Apr-Sep); book timed tickets',
      'Closed Mondays from September to May',
      'Elephant herds gather on the shore in summer (March–May)',
    ]) {
      expect(monthsFromText(note), note).toBeUndefined();
    }
    expect(
      monthsFromText("Idol-makers' quarter; busiest July-September before Durga Puja"),
    ).toBeUndefined();
    expect(monthsFromText(undefined)).toBeUndefined();
  });
});

describe('seasons the planner keeps', () => {
  const kb = knowledgeBase();
  /** The places every card of page 1 visits, and its notes, for a search from Delhi. */
  function cardsOf(to: string, start: string, days = 6) {
    const search = engineSearchOf({
      from: 'Delhi',
      to,
      days,
      travellers: 2,
      travelClass: 'Economy',
      priceRange: [0, 300_000],
      start,
    });
    return suggestItineraries(search, 1);
  }

  it('makes no day trip to spots shut for the season, and makes it in season', () => {
    // Badrinath's temple and Mana are shut from November to April (Badrinath's own sights).
    const winter = cardsOf('Auli', '2027-01-15');
    expect(winter.length).toBeGreaterThan(0);
    for (const card of winter) expect(card.placesToVisit).not.toContain('Badrinath Temple');
    const summer = cardsOf('Auli', '2027-06-10');
    expect(summer.some((card) => card.placesToVisit.includes('Badrinath Temple'))).toBe(true);
  });

  it('drops a day trip whose namesake is shut, and keeps a trip’s open spots', () => {
    const lake = { name: 'Chandratal Lake', months: [6, 7, 8, 9, 10] };
    const chandratal = { name: 'Chandratal', spots: ['Kunzum Pass', 'Chandratal Lake'] };
    const sightNamed = (spot: string) => (spot === lake.name ? lake : undefined);
    expect(spotsInSeason(chandratal, 1, sightNamed)).toEqual([]);
    expect(spotsInSeason(chandratal, 7, sightNamed)).toEqual(['Kunzum Pass', 'Chandratal Lake']);
    const sonamarg = { name: 'Sonamarg', spots: ['Thajiwas Glacier', 'Baltal'] };
    const glacier = { name: 'Thajiwas Glacier', months: [4, 5, 6, 7, 8, 9, 10] };
    expect(
      spotsInSeason(sonamarg, 1, (spot) => (spot === glacier.name ? glacier : undefined)),
    ).toEqual(['Baltal']);
  });

  it('keeps a spot that names no sight to the season its own name gives', () => {
    // Maya Bay is shut every year from 1 August to 30 September; the rest of Phi Phi stays open.
    const phiPhi = {
      name: 'Phi Phi Islands',
      spots: ['Maya Bay (closed 1 August–30 September)', 'Pileh Lagoon'],
    };
    expect(spotsInSeason(phiPhi, 8, () => undefined)).toEqual(['Pileh Lagoon']);
    expect(spotsInSeason(phiPhi, 12, () => undefined)).toEqual(phiPhi.spots);
    expect(spotInSeason('Netrani Island scuba dive site (October–May)', 7, undefined)).toBe(false);
    expect(spotInSeason('Thrissur Pooram (April–May)', 4, undefined)).toBe(true);
    expect(spotInSeason('Thrissur Pooram (April–May)', 10, undefined)).toBe(false);
    // A spot that names a sight keeps the sight's season, whatever its own words.
    const lake = { name: 'Chandratal Lake', months: [6, 7, 8, 9, 10] };
    expect(spotInSeason('Chandratal Lake (October–May)', 1, lake)).toBe(false);
  });

  it('plans no day trip spot on the months it is shut', () => {
    const spotsOf = (id: string, trip: string, month: number) => {
      const place = kb.byId.get(id)!;
      const excursion = place.excursions.find((e) => e.name === trip)!;
      return spotsInSeason(excursion, month, (spot) => sightOfSpot(place, excursion, spot));
    };
    for (const id of ['phuket', 'krabi']) {
      expect(spotsOf(id, 'Phi Phi Islands', 8).some((s) => s.startsWith('Maya Bay'))).toBe(false);
      expect(spotsOf(id, 'Phi Phi Islands', 12).some((s) => s.startsWith('Maya Bay'))).toBe(true);
    }
    const wandoor = 'Wandoor (Mahatma Gandhi Marine National Park)';
    expect(spotsOf('port-blair', wandoor, 7).some((s) => s.startsWith('Jolly Buoy'))).toBe(false);
    expect(spotsOf('kalimpong', 'Lava', 7).some((s) => s.startsWith('Neora'))).toBe(false);
    expect(spotsOf('udaipur', 'Kumbhalgarh', 8)).toEqual(['Kumbhalgarh Fort']);
  });

  it('keeps outings to the months their roads, ferries and water sports run', () => {
    const outing = (id: string, name: string) => {
      const place = kb.byId.get(id)!;
      return [...place.activities, ...place.attractions, ...place.excursions].find(
        (item) => item.name === name,
      )!;
    };
    // The Thiruvalluvar Statue is reached by the rock ferry, which stops in June and July.
    expect(inSeason(outing('kanyakumari', 'Thiruvalluvar Statue'), 6)).toBe(false);
    expect(inSeason(outing('kanyakumari', 'Thiruvalluvar Statue'), 12)).toBe(true);
    const kovalam = kb.byId.get('kovalam')!;
    const kanyakumari = kovalam.excursions.find((trip) => trip.name === 'Kanyakumari')!;
    expect(
      spotsInSeason(kanyakumari, 7, (spot) => sightOfSpot(kovalam, kanyakumari, spot)),
    ).toEqual([]);
    // North Bay's sea walk stops with Port Blair's other water sports.
    expect(inSeason(outing('port-blair', 'Sea walk at North Bay'), 7)).toBe(false);
    expect(
      inSeason(outing('dandeli', 'White-water rafting on the Kali (about 9 km, 6 rapids)'), 6),
    ).toBe(false);
    expect(inSeason(outing('kalpa', 'Chitkul'), 1)).toBe(false);
    expect(inSeason(outing('kalpa', 'Chitkul'), 5)).toBe(true);
    expect(inSeason(outing('sonamarg', 'Drass'), 2)).toBe(false);
    expect(inSeason(outing('pahalgam', 'Union-taxi tour of Aru, Betaab and Chandanwari'), 1)).toBe(
      false,
    );
  });

  it('finds the sight a spot names in the place the trip is named after', () => {
    const srinagar = kb.byId.get('srinagar')!;
    const sonamarg = srinagar.excursions.find((trip) => trip.name === 'Sonamarg')!;
    // "Zojila Pass" is Sonamarg's "Zojila Pass and Zero Point", open May–November.
    expect(sightOfSpot(srinagar, sonamarg, 'Zojila Pass')?.name).toBe('Zojila Pass and Zero Point');
    expect(sightOfSpot(srinagar, sonamarg, 'Nowhere in particular')).toBeUndefined();
  });

  it('never plans an outing suspended until further notice', () => {
    // Kalimpong's paragliding has been grounded since the fatal crash of November 2018.
    let trips = 0;
    for (const start of ['2027-01-13', '2027-04-14', '2027-10-13']) {
      const search = engineSearchOf({
        from: 'Kolkata',
        to: 'Kalimpong',
        days: 5,
        travellers: 2,
        travelClass: 'Economy',
        priceRange: [0, 300_000],
        start,
      });
      for (const { trip } of rankedCards(search)) {
        trips += 1;
        expect(trip.activities.map((a) => a.name)).not.toContain('Paragliding at Deolo');
      }
    }
    expect(trips).toBeGreaterThan(0);
  });

  it('never plans a sight closed until further notice, and says why on the card', () => {
    const cards = cardsOf('Pahalgam', '2027-05-10', 5);
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      expect(card.placesToVisit).not.toContain('Baisaran Meadow');
      expect(card.travelNotes.some((note) => note.startsWith('Baisaran Meadow is closed'))).toBe(
        true,
      );
    }
  });

  it("keeps shut what a place's own seasons say is closed or cut off", () => {
    // "Heavy snow; Zero Point and sometimes Yumthang closed": Zero Point is, Yumthang may be.
    const closing = /\b(?:closed|shut|blocked|suspended|cut)\b/i;
    const wrong: string[] = [];
    for (const place of kb.destinations) {
      for (const avoid of place.avoidMonths) {
        if (!closing.test(avoid.reason)) continue;
        for (const sight of place.attractions) {
          const short = sight.name.split(/ \(|,/)[0]!;
          const at = avoid.reason.toLowerCase().indexOf(short.toLowerCase());
          if (short.length < 4 || at < 0) continue;
          if (/sometimes\s*$/i.test(avoid.reason.slice(0, at))) continue;
          const open = avoid.months.filter((month) => inSeason(sight, month));
          if (open.length > 0) wrong.push(`${place.id}: ${sight.name} in ${open.join(', ')}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
