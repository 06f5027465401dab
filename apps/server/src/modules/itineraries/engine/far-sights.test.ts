import { describe, expect, it } from 'vitest';
import { knowledgeBase } from '../knowledge/load';
import { SLOTS } from './hours';
import { cardsForTrip } from './quality';
import { renderDays } from './trip';

const kb = knowledgeBase();
const sight = (place: string, name: string) =>
  kb.byId.get(place)!.attractions.find((attraction) => attraction.name === name);

/** Sights whose notes gave a distance out of town, or that stand far out, with no drive. */
const FAR: readonly (readonly [string, string, number])[] = [
  ['gir', 'Kankai Mata Temple', 25],
  ['gir', 'Tulsishyam Temple and hot springs', 60],
  ['mahabaleshwar', 'Table Land, Panchgani', 15],
  ['indore', 'Patalpani Waterfall', 30],
  ['chittorgarh', 'Sanwariya Seth Temple', 35],
  ['manali', 'Atal Tunnel', 20],
  ['chopta', 'Deoria Tal', 15],
  ['chopta', 'Sari village', 15],
  ['tirthan-valley', 'Jalori Pass', 25],
  ['tirthan-valley', 'Serolsar Lake and Budhi Nagin Temple', 25],
  ['tirthan-valley', 'Raghupur Fort', 25],
  ['sonamarg', 'Zojila Pass and Zero Point', 15],
  ['puri', 'Sakshigopal Temple', 15],
  ['agartala', 'Sepahijala Wildlife Sanctuary', 20],
  ['sakleshpur', 'Bisle Ghat Viewpoint', 40],
];

/**
 * Sights of the east and north-east and abroad that stand far out of where their destination's
 * stays are, each with the least one-way road distance its sources give (knowledge/data/
 * east-northeast.sources.md and international.sources.md, "far-sights pass, second round").
 */
const FAR_EAST_AND_ABROAD: readonly (readonly [string, string, number])[] = [
  ['imphal', 'Loktak Lake and Sendra Island', 45],
  ['imphal', 'INA Memorial, Moirang', 45],
  ['imphal', 'Keibul Lamjao National Park', 50],
  ['chilika', 'Breakfast Island', 20],
  ['chilika', 'Honeymoon Island', 20],
  ['chilika', 'Mangalajodi Wetland', 25],
  ['kohima', 'Dzükou Valley', 21],
  ['mauritius', 'Trou aux Cerfs', 15],
  ['mauritius', 'Ganga Talao (Grand Bassin)', 35],
  ['mauritius', 'Black River Gorges National Park', 30],
  ['mauritius', 'Chamarel Seven Coloured Earth Geopark', 40],
  ['mauritius', 'Chamarel Waterfall', 40],
  ['mauritius', 'Le Morne Brabant', 45],
  ['mauritius', 'Flic en Flac Beach', 15],
  ['mauritius', 'Île aux Cerfs', 40],
  ['bali', 'Tanah Lot Temple', 20],
  ['bali', 'Tirta Empul Temple', 15],
];

/** Sights out at one place, which share one drive out there (decision 58). */
const AT_EAST_AND_ABROAD: readonly (readonly [string, string, string])[] = [
  ['imphal', 'Loktak Lake and Sendra Island', 'Moirang'],
  ['imphal', 'INA Memorial, Moirang', 'Moirang'],
  ['imphal', 'Keibul Lamjao National Park', 'Moirang'],
  ['chilika', 'Breakfast Island', 'Rambha'],
  ['chilika', 'Honeymoon Island', 'Rambha'],
  ['mauritius', 'Trou aux Cerfs', 'Chamarel'],
  ['mauritius', 'Ganga Talao (Grand Bassin)', 'Chamarel'],
  ['mauritius', 'Black River Gorges National Park', 'Chamarel'],
  ['mauritius', 'Chamarel Seven Coloured Earth Geopark', 'Chamarel'],
  ['mauritius', 'Chamarel Waterfall', 'Chamarel'],
  ['mauritius', 'Le Morne Brabant', 'Chamarel'],
];

/**
 * Sights abroad that stand far out of where most of their destination's stays are (Pantai Cenang
 * on Langkawi, Patong on Phuket, Ao Nang at Krabi, Tsim Sha Tsui and Central in Hong Kong, the
 * Marina and Bugis hotels in Singapore, Shinjuku and Ginza in Tokyo), each with the least one-way
 * distance its sources give (knowledge/data/international.sources.md, "far-sights pass, third
 * round").
 */
const FAR_ABROAD_THIRD: readonly (readonly [string, string, number])[] = [
  ['langkawi', 'Panorama Langkawi SkyCab', 18],
  ['langkawi', 'Langkawi Sky Bridge', 18],
  ['langkawi', 'Seven Wells Waterfall (Telaga Tujuh)', 18],
  ['langkawi', 'Oriental Village', 18],
  ['langkawi', 'Tanjung Rhu Beach', 30],
  ['langkawi', 'Kilim Karst Geoforest Park', 30],
  ['langkawi', 'Eagle Square (Dataran Lang)', 20],
  ['phuket', 'Phuket Old Town', 15],
  ['krabi', 'Tiger Cave Temple (Wat Tham Suea)', 15],
  ['krabi', 'Khao Khanab Nam', 12],
  ['krabi', 'Krabi Town Weekend Night Market', 12],
  ['hong-kong', 'Tian Tan Buddha (Big Buddha), Ngong Ping', 31],
  ['hong-kong', 'Po Lin Monastery', 31],
  ['singapore', 'Jewel Changi Airport (Rain Vortex)', 17],
  ['tokyo', 'Tokyo Disneyland', 10],
];

/** Sights of FAR_ABROAD_THIRD out at one place, which share one drive out there (decision 58). */
const AT_ABROAD_THIRD: readonly (readonly [string, string, string])[] = [
  ['langkawi', 'Panorama Langkawi SkyCab', 'Teluk Burau'],
  ['langkawi', 'Langkawi Sky Bridge', 'Teluk Burau'],
  ['langkawi', 'Seven Wells Waterfall (Telaga Tujuh)', 'Teluk Burau'],
  ['langkawi', 'Oriental Village', 'Teluk Burau'],
  ['langkawi', 'Tanjung Rhu Beach', 'Tanjung Rhu'],
  ['langkawi', 'Kilim Karst Geoforest Park', 'Tanjung Rhu'],
  ['krabi', 'Tiger Cave Temple (Wat Tham Suea)', 'Krabi Town'],
  ['krabi', 'Khao Khanab Nam', 'Krabi Town'],
  ['hong-kong', 'Tian Tan Buddha (Big Buddha), Ngong Ping', 'Ngong Ping'],
  ['hong-kong', 'Po Lin Monastery', 'Ngong Ping'],
];

/**
 * Checks each far sight of `far` as the five-day cards of `searches` plan it: the day's words
 * give its drive, and it takes no evening where `keepsOffEvenings` says so. Returns how many
 * were seen.
 */
function expectPlannedAroundTheDrive(
  far: readonly (readonly [string, string, number])[],
  keepsOffEvenings: (away: { hours: number }) => boolean,
  searches: readonly (readonly [string, string, string])[],
): number {
  const names = new Set(far.map(([, name]) => name));
  let seen = 0;
  for (const [from, to, start] of searches) {
    for (const card of cardsForTrip(from, to, 5, start)) {
      const words = renderDays(card.trip);
      for (const day of card.trip.outlines) {
        for (const slot of SLOTS) {
          for (const item of day[slot]) {
            if (!('attraction' in item) || !names.has(item.attraction.name)) continue;
            seen += 1;
            const where = `${card.key} day ${day.day}: ${item.attraction.name}`;
            if (keepsOffEvenings(item.attraction.away!)) expect(slot, where).not.toBe('evening');
            expect(words[day.day - 1]![slot], where).toMatch(
              new RegExp(
                // (From a stay out there, beside it: decision 143.)
                `${item.attraction.name.replace(/[()]/g, '\\$&')} \\((?:\\d+ km out of town|on the same drive out to|beside your stay at)`,
              ),
            );
          }
        }
      }
    }
  }
  return seen;
}

/** Each sight of `far` has its one-way road distance (at least the least its sources give). */
function expectDrives(far: readonly (readonly [string, string, number])[], leastHours: number) {
  for (const [place, name, least] of far) {
    const found = sight(place, name);
    expect(found, `${place}: ${name}`).toBeDefined();
    expect(found!.away?.km ?? 0, `${place}: ${name}`).toBeGreaterThanOrEqual(least);
    expect(found!.away?.hours ?? 0, `${place}: ${name}`).toBeGreaterThanOrEqual(leastHours);
  }
}

/** Each sight of `at` shares the one drive out to its place. */
function expectSharedDrives(at: readonly (readonly [string, string, string])[]) {
  for (const [place, name, town] of at) {
    expect(sight(place, name)?.away?.at, `${place}: ${name}`).toBe(town);
  }
}

/** Each of these sights, where the stays are, has no drive. */
function expectNoDrive(sights: readonly (readonly [string, string])[]) {
  for (const [place, name] of sights) {
    expect(sight(place, name), `${place}: ${name}`).toBeDefined();
    expect(sight(place, name)!.away, `${place}: ${name}`).toBeUndefined();
  }
}

describe('sights out of town carry their drive', () => {
  it('gives each its one-way road distance and drive', () => {
    expectDrives(FAR, 0.5);
    // Sights out at one place share one drive out there.
    expect(sight('chopta', 'Deoria Tal')!.away!.at).toBe('Sari');
    expect(sight('tirthan-valley', 'Serolsar Lake and Budhi Nagin Temple')!.away!.at).toBe(
      'Jalori Pass',
    );
  });

  it('lists no sight no road reaches on the day, nor one the gondola ride already is', () => {
    // Kongdoori is the gondola's middle station (the gondola's own sight); Krishansar is the
    // lake beside Vishansar on the Great Lakes trek; Talley Valley is days of walking from Ziro;
    // Ambardi is by Dhari, across the forest from Sasan.
    for (const [place, name] of [
      ['gulmarg', 'Kongdoori'],
      ['sonamarg', 'Krishansar Lake'],
      ['ziro', 'Talley Valley Wildlife Sanctuary'],
      ['gir', 'Ambardi Safari Park'],
    ] as const) {
      expect(sight(place, name), `${place}: ${name}`).toBeUndefined();
    }
    expect(sight('gulmarg', 'Gulmarg Gondola')!.note).toContain('Kongdoori');
  });

  it('plans them around the drive out, never as an evening in town', () => {
    const seen = expectPlannedAroundTheDrive(FAR, () => true, [
      ['Ahmedabad', 'Gir', '2027-02-10'],
      ['Delhi', 'Tirthan Valley', '2027-05-12'],
      ['Delhi', 'Chopta', '2027-05-12'],
      ['Kolkata', 'Agartala', '2027-01-13'],
      ['Bengaluru', 'Sakleshpur', '2027-01-13'],
      ['Bhubaneswar', 'Puri', '2027-01-13'],
    ]);
    expect(seen).toBeGreaterThan(0);
  });
});

describe('more sights out of town carry their drive', () => {
  it('gives each its one-way road distance and drive', () => {
    expectDrives(FAR_EAST_AND_ABROAD, 0.25);
  });

  it('has the sights at one place out there share one drive', () => {
    expectSharedDrives(AT_EAST_AND_ABROAD);
    // The farthest sight at a place sets the drive; the nearer ones lie on the way.
    expect(sight('imphal', 'Keibul Lamjao National Park')!.away!.km).toBeGreaterThan(
      sight('imphal', 'INA Memorial, Moirang')!.away!.km,
    );
    expect(sight('mauritius', 'Trou aux Cerfs')!.away!.km).toBeLessThan(
      sight('mauritius', 'Ganga Talao (Grand Bassin)')!.away!.km,
    );
  });

  it('leaves the sights in the middle of a place without a drive', () => {
    expectNoDrive([
      ['imphal', 'Kangla Fort'],
      ['chilika', 'Kalijai Temple'],
      ['mauritius', 'Aapravasi Ghat'],
      ['mauritius', 'Le Caudan Waterfront'],
    ]);
  });

  it('plans them around the drive out, never as an evening in town for an hour or more', () => {
    const seen = expectPlannedAroundTheDrive(FAR_EAST_AND_ABROAD, (away) => away.hours >= 1, [
      ['Kolkata', 'Imphal', '2027-01-13'],
      ['Bhubaneswar', 'Chilika Lake', '2027-01-13'],
      ['Mumbai', 'Mauritius', '2027-05-12'],
      ['Mumbai', 'Bali', '2027-05-12'],
    ]);
    expect(seen).toBeGreaterThan(0);
  });
});

describe('sights abroad far from the stays carry their drive', () => {
  it('gives each its one-way distance and travel time', () => {
    expectDrives(FAR_ABROAD_THIRD, 0.25);
  });

  it('has the sights at one place out there share one drive', () => {
    expectSharedDrives(AT_ABROAD_THIRD);
    // Tiger Cave lies beyond Krabi Town on the way out from Ao Nang: it sets the drive.
    expect(sight('krabi', 'Tiger Cave Temple (Wat Tham Suea)')!.away!.km).toBeGreaterThan(
      sight('krabi', 'Khao Khanab Nam')!.away!.km,
    );
  });

  it('leaves the sights where the stays are without a drive', () => {
    expectNoDrive([
      ['langkawi', 'Pantai Cenang'],
      ['langkawi', 'Underwater World Langkawi'],
      ['phuket', 'Patong Beach'],
      ['phuket', 'Bangla Road'],
      ['krabi', 'Ao Nang Beach'],
      ['hong-kong', 'Victoria Peak & Peak Tram'],
      ['hong-kong', 'Temple Street Night Market'],
      ['singapore', 'Gardens by the Bay (Flower Dome & Cloud Forest)'],
      ['tokyo', 'Senso-ji Temple, Asakusa'],
    ]);
  });

  it('plans them around the drive out, never as an evening in town for an hour or more', () => {
    const seen = expectPlannedAroundTheDrive(FAR_ABROAD_THIRD, (away) => away.hours >= 1, [
      ['Mumbai', 'Langkawi', '2027-01-13'],
      ['Mumbai', 'Phuket', '2027-01-13'],
      ['Mumbai', 'Krabi', '2027-01-13'],
      ['Mumbai', 'Hong Kong', '2027-11-10'],
      ['Mumbai', 'Singapore', '2027-02-10'],
      ['Delhi', 'Tokyo', '2027-04-07'],
    ]);
    expect(seen).toBeGreaterThan(0);
  });
});

/** Hill-town sights 20–30 km out, given their drive on 28 November 2026 (SOURCES.md). */
const FAR_HILLS: readonly (readonly [string, string, number])[] = [
  ['coorg', 'Dubare Elephant Camp', 30],
  ['coorg', 'Nisargadhama', 28],
  ['munnar', 'Kundala Lake', 20],
  ['munnar', 'Lakkam Waterfalls', 26],
  ['ooty', 'Avalanche Lake', 28],
  ['kodaikanal', 'Berijam Lake', 21],
];

/** ...and those seen on one drive: Coorg's by Kushalnagar, Munnar's on the Top Station road. */
const AT_HILLS: readonly (readonly [string, string, string])[] = [
  ['coorg', 'Dubare Elephant Camp', 'Kushalnagar'],
  ['coorg', 'Nisargadhama', 'Kushalnagar'],
  ['coorg', 'Namdroling Monastery (Golden Temple), Bylakuppe', 'Kushalnagar'],
  ['munnar', 'Mattupetty Dam', 'Top Station'],
  ['munnar', 'Echo Point', 'Top Station'],
  ['munnar', 'Kundala Lake', 'Top Station'],
  ['munnar', 'Top Station', 'Top Station'],
];

describe('sights out of hill towns carry their drive', () => {
  it('gives each its one-way road distance and drive', () => {
    expectDrives(FAR_HILLS, 0.5);
  });

  it('has the sights along one road out share one drive', () => {
    expectSharedDrives(AT_HILLS);
  });

  it('plans them around the drive out', () => {
    const seen = expectPlannedAroundTheDrive(FAR_HILLS, (away) => away.hours >= 1, [
      ['Bengaluru', 'Coorg', '2027-01-13'],
      ['Hyderabad', 'Munnar', '2027-02-10'],
      ['Chennai', 'Ooty', '2027-01-13'],
      ['Chennai', 'Kodaikanal', '2027-05-12'],
    ]);
    expect(seen).toBeGreaterThan(0);
  });
});

describe('a day out that ends at a sight on the same drive', () => {
  it('is not back at the hotel by late afternoon before it (Langkawi’s Oriental Village)', () => {
    let evenings = 0;
    for (const { trip, key } of cardsForTrip('Chennai', 'Langkawi', 5, '2027-02-10')) {
      for (const [index, day] of renderDays(trip).entries()) {
        if (!/on the same drive out/.test(day.evening)) continue;
        evenings += 1;
        expect(day.afternoon, `${key} day ${index + 1}`).not.toMatch(/by late afternoon/);
      }
    }
    expect(evenings).toBeGreaterThan(0);
  });
});
