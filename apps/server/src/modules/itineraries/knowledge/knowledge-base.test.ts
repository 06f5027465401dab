import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { KnowledgeBaseError, knowledgeBase, knowledgeDataDir, loadKnowledgeBase } from './load';
import { resolvePlace } from './resolver';
import { HOTEL_TIERS } from '@trip/shared/itineraries/constants';
import { INDIAN_STATES, STAY_TIERS } from './schema';
import { greatCircleKm } from '../engine/road-model';

const dirs: string[] = [];

/**
 * Stays with no note of their own in their region's sources file, priced from the first files'
 * figures from memory (25 November 2026). Lower it as they are sourced or taken out. Counted
 * since 25 November 2026 evening with a short name only where no other stay shares it: 1,404
 * then, where the looser count (any note holding the name up to its comma) gave 1,361; 1,099
 * on 27 November, 1,015 after the 28 November 2026 review, 896 on 29 November 2026 (the
 * sessions since had noted stays without lowering it), 778 at the end of that day's first session
 * and 723 after its second (decision 157's review). Interlaken's Grand Hotel Beau Rivage counts as
 * noted since then, by the name a note quotes, though its rate is still from memory. 708 after
 * decision 158's review, which priced three Almaty hotels from a dated run, and 705 once the same
 * day's backpacker notes named three more listed stays beside their new ones (a stay a note names
 * counts as noted, whatever its rate's source). 673 counted on 3 December 2026: the sessions
 * since had taken out or noted 32 more without lowering it.
 */
const UNNOTED_STAYS = 673;

function dataDirWith(files: Record<string, unknown>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kb-'));
  dirs.push(dir);
  for (const [name, content] of Object.entries(files)) {
    fs.writeFileSync(
      path.join(dir, name),
      typeof content === 'string' ? content : JSON.stringify(content),
    );
  }
  return dir;
}

afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/**
 * A real destination from the shipped data, to break one field at a time: the first whose
 * hotels name every card tier, as the tests that break a tier's rate need one.
 */
function sampleDestination(): Record<string, unknown> {
  const files = fs
    .readdirSync(knowledgeDataDir())
    .filter((name) => name.endsWith('.json'))
    .sort();
  for (const file of files) {
    const places = JSON.parse(
      fs.readFileSync(path.join(knowledgeDataDir(), file), 'utf8'),
    ) as Array<Record<string, unknown> & { hotels?: Record<string, unknown> }>;
    const full = places.find((place) => place.hotels?.budget && place.hotels.luxury);
    if (full) return structuredClone(full);
  }
  throw new Error('no destination names a hotel in every tier');
}

/**
 * The destination tiers that list fewer than three stays, each with its reason, as the region's
 * `data/stays/{region}.sources.md` documents them under "Fewer than 3 real properties":
 * `- {id} / {tier} (n), {tier} (n): reason`, or `all tiers`. A short tier not listed there is
 * a fault, and so is an empty tier not listed there (it offers no card, decision 20).
 */
function documentedShortTiers(): Set<string> {
  const documented = new Set<string>();
  const dir = path.join(knowledgeDataDir(), 'stays');
  for (const file of fs.readdirSync(dir).filter((name) => name.endsWith('.sources.md'))) {
    const text = fs.readFileSync(path.join(dir, file), 'utf8');
    const section = text.split(/^## Fewer than 3 real properties\s*$/m)[1]?.split(/^## /m)[0];
    for (const line of section?.split('\n') ?? []) {
      const head = /^- ([a-z0-9-]+)\s*\/\s*([^:]*):/.exec(line.trim());
      if (!head) continue;
      const [, id, tiers] = head;
      for (const tier of STAY_TIERS) {
        if (/all tiers/.test(tiers!) || new RegExp(`\\b${tier}\\b`).test(tiers!)) {
          documented.add(`${id}.${tier}`);
        }
      }
    }
  }
  return documented;
}

/** The stays data/stays/*.json lists for each destination, as written (before any tier borrows). */
function listedStays(): Map<string, Partial<Record<(typeof STAY_TIERS)[number], unknown[]>>> {
  const dir = path.join(knowledgeDataDir(), 'stays');
  const listed = new Map<string, Partial<Record<(typeof STAY_TIERS)[number], unknown[]>>>();
  for (const file of fs.readdirSync(dir).filter((name) => name.endsWith('.json'))) {
    const stays = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Record<
      string,
      Partial<Record<(typeof STAY_TIERS)[number], unknown[]>>
    >;
    for (const [id, tiers] of Object.entries(stays)) listed.set(id, tiers);
  }
  return listed;
}

/** Every region's stays file is in and none says it is unfinished: until then the check waits. */
const STAYS_REGIONS = fs
  .readdirSync(path.join(knowledgeDataDir(), 'stays'))
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.replace(/\.json$/, ''));
const staysComplete = STAYS_REGIONS.every((region) => {
  const sources = path.join(knowledgeDataDir(), 'stays', `${region}.sources.md`);
  return (
    fs.existsSync(path.join(knowledgeDataDir(), 'stays', `${region}.json`)) &&
    fs.existsSync(sources) &&
    !/INCOMPLETE/.test(fs.readFileSync(sources, 'utf8'))
  );
});

describe('knowledge base', () => {
  // Skipped only while a region's stays file is missing or says it is unfinished.
  it.runIf(staysComplete)(
    'lists at least three real stays in every tier, or says in its sources why not',
    () => {
      // A tier that lists none borrows another's stays at load, and offers no card (decision
      // 20): what counts here is what the region's file lists, not what the tier borrows.
      const documented = documentedShortTiers();
      const listed = listedStays();
      const short: string[] = [];
      for (const place of knowledgeBase().destinations) {
        expect(listed.has(place.id), `${place.id} is in no stays file`).toBe(true);
        for (const tier of STAY_TIERS) {
          const count = listed.get(place.id)?.[tier]?.length ?? 0;
          if (count < 3 && !documented.has(`${place.id}.${tier}`)) {
            short.push(`${place.id}.${tier} (${count})`);
          }
        }
      }
      expect(short).toEqual([]);
    },
  );

  it('adds no stay without a note of its own, and counts down those the first files priced from memory', () => {
    // The first stays files priced most properties at "typical 2024-25 in-season rates ... as
    // known to the researcher", "planning figures, not quotes" (their headers say so), with no
    // note per property. Decision 20 took out those whose own note admitted an estimate; those
    // with no note at all are still listed. A stay added since names its source in a note, so
    // this count may only fall, as notes with printed rates replace the figures from memory.
    const dir = path.join(knowledgeDataDir(), 'stays');
    let unnoted = 0;
    for (const file of fs.readdirSync(dir).filter((name) => name.endsWith('.json'))) {
      const notes = fs
        .readFileSync(path.join(dir, file.replace(/\.json$/, '.sources.md')), 'utf8')
        .toLowerCase();
      const stays = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Record<
        string,
        Record<string, Array<{ name: string }>>
      >;
      const all = Object.values(stays).flatMap((tiers) => Object.values(tiers).flat());
      const shortOf = (name: string) => name.split(/,| \(/)[0]!.trim().toLowerCase();
      const sharing = new Map<string, number>();
      for (const stay of all)
        sharing.set(shortOf(stay.name), (sharing.get(shortOf(stay.name)) ?? 0) + 1);
      for (const stay of all) {
        // A note names the stay in full, or up to its first comma or bracket where no other stay
        // of the file shares that much ("The Oberoi" names neither The Oberoi, New Delhi nor
        // The Oberoi, Gurgaon; "Lemon Tree Hotel" no one of the four Lemon Trees).
        const short = shortOf(stay.name);
        const named =
          notes.includes(stay.name.toLowerCase()) ||
          (sharing.get(short) === 1 && notes.includes(short));
        if (!named) unnoted += 1;
      }
    }
    expect(unnoted).toBeLessThanOrEqual(UNNOTED_STAYS);
  });

  it('lists no stay whose source note says its rate is our own estimate (decision 20)', () => {
    // "No rate given; ₹1,500 is a conservative figure" names a real place and a made-up price.
    // Notes come in two forms: `- **{id} / {name}**: ...`, and lines under a `### {id}` heading
    // that name the stay. A note may call its figure conservative only when it also prints a rate
    // for the place (an older one it raises): a range for the whole town, or another hotel's
    // rate it is "in line with", is not one.
    const estimated =
      /no (?:room )?rates? (?:given|shown|published|confirmed|found)|not (?:confirmed )?from a tariff page|\b(?:typical|conservative|planning)\b(?:[\s\w'-]{0,40}?)\b(?:figures?|rates?|double|OTA)\b|\brates?:? (?:is |are )?(?:an? )?(?:typical|conservative)|\b(?:rates?|figures?) (?:are )?conservative|\ban estimate\b|typical ₹/i;
    const amount =
      /(?:₹|\bRs\.? ?|\bINR ?|\bUSD ?|US\$|\$|€|\bEUR ?|\bGBP ?|£|\bAED ?|\bTHB ?|\bNPR ?|\bNu ?|\bKZT ?|\bMUR ?|\bOMR ?|\bGEL ?|\bKRW ?|\bAZN ?|\bEGP ?)\d|\d[\d,.]* ?(?:THB|NPR|som|EGP|GEL|KRW|AED|OMR|MUR|KZT|USD|EUR|AZN|GBP)\b/;
    /** The note with our own figure, another hotel's rate and town-wide ranges taken out. */
    const printedRate = (note: string) =>
      /(?<!not (?:confirmed )?from a )\btariff\b|booking (?:site|page)/i.test(note) ||
      amount.test(
        note
          .replace(
            new RegExp(
              `(?:${amount.source})[\\d,.–-]*[^;.]{0,30}?\\b(?:is|as) (?:an? |the )?(?:same )?(?:conservative|typical|estimate)`,
              'gi',
            ),
            '',
          )
          .replace(/in line with[^;]*/gi, '')
          .replace(/[^;.]*\b(?:priciest|run|charge|range from|rooms along)\b[^;.]*/gi, ''),
      );
    const { byId } = knowledgeBase();
    const dir = path.join(knowledgeDataDir(), 'stays');
    const listed: string[] = [];
    for (const file of fs.readdirSync(dir).filter((name) => name.endsWith('.sources.md'))) {
      let section: string | undefined;
      for (const raw of fs.readFileSync(path.join(dir, file), 'utf8').split('\n')) {
        const line = raw.trim();
        if (/^#{1,2} /.test(line)) section = undefined;
        const heading = /^### ([a-z0-9-]+)\s*$/.exec(line);
        if (heading) section = heading[1];
        if (!line.startsWith('- ') || !estimated.test(line) || printedRate(line)) continue;
        const note = /^- \*\*([a-z0-9-]+) \/ ([^*]+)\*\*/.exec(line);
        const id = note ? note[1]! : section;
        const stays = id ? byId.get(id)?.stays : undefined;
        const all = STAY_TIERS.flatMap((tier) => stays?.[tier] ?? []);
        const short = (name: string) => name.split(/,| \(/)[0]!.trim();
        for (const stay of all) {
          // A section line names the stay in full, or up to its first comma or bracket when no
          // other stay of the place shares that short name.
          const unique = all.filter((other) => short(other.name) === short(stay.name)).length === 1;
          const named = note
            ? note[2]!.trim() === stay.name
            : line.includes(stay.name) ||
              (unique && short(stay.name).length > 4 && line.includes(short(stay.name)));
          if (named) listed.push(`${file}: ${id} / ${stay.name}`);
        }
      }
    }
    expect(listed).toEqual([]);
  });

  it('prices no stay at a figure its own note calls conservative (decision 158)', () => {
    // "₹700 a room at the time … ₹1,200 is a conservative current figure", "rates raised
    // conservatively for 2024-25", "private room conservative", "₹4,000 is the 2023 rate rounded
    // up", "Zostel's usual hill-station figures": the note prints an old rate, or none for the
    // room, and the stay was listed at our own figure. Decision 20's rule raises the
    // printed rate by its year instead, in another note that prints the rate now listed, or the
    // stay is left out.
    const ours =
      /\bconservative (?:current |2024-25 |in-season |ordinary-season )?(?:figures?|double|rate)|\bconservatively\b|\b(?:figures?|room|double) (?:is |are )?conservative\b|(?:₹|\bRs\.? ?)[\d,]+[^;.]{0,40}?\b(?:is|as) (?:an? |the )?(?:same )?conservative|(?<!half rupees )(?<!\.50 )\brounded (?:up|down)\b(?! \()|\busual [\w-]+ figures\b/i;
    const dir = path.join(knowledgeDataDir(), 'stays');
    const priced: string[] = [];
    for (const file of fs.readdirSync(dir).filter((name) => name.endsWith('.json'))) {
      const lines = fs
        .readFileSync(path.join(dir, file.replace(/\.json$/, '.sources.md')), 'utf8')
        .split('\n')
        .map((line) => line.trim());
      const stays = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Record<
        string,
        Record<string, Array<{ name: string; nightly: number }>>
      >;
      for (const [id, tiers] of Object.entries(stays)) {
        for (const stay of Object.values(tiers).flat()) {
          const own = `**${id} / ${stay.name}**`;
          const notes = lines.filter((line) => line.startsWith('- ') && line.includes(own));
          const guessed = notes.filter((line) => line.startsWith(`- ${own}`) && ours.test(line));
          const rate = `₹${stay.nightly.toLocaleString('en-IN')}`;
          // A note that prints the listed rate as the rule's result, not as our own figure.
          const sourced = notes.some(
            (line) =>
              line.includes(rate) &&
              /→ ₹|raised by (?:half|a quarter|none)|as printed/.test(line) &&
              !new RegExp(
                `${rate}[^;.]{0,40}?\\b(?:is|as) (?:an? |the )?(?:conservative|[^;.]{0,30}rounded)`,
              ).test(line),
          );
          if (guessed.length > 0 && !sourced)
            priced.push(`${file}: ${id} / ${stay.name} at ${rate}`);
        }
      }
    }
    expect(priced).toEqual([]);
  });

  it('lists a stay in one tier of a destination, not in several to fill them', () => {
    // One hotel at one price is one choice: standing in three tiers it made three cards look
    // like a range of stays (Tirthan's homestay stood in all five).
    const twice: string[] = [];
    for (const [id, tiers] of listedStays()) {
      const seen = new Map<string, string>();
      for (const tier of STAY_TIERS) {
        for (const stay of (tiers[tier] ?? []) as Array<{ name: string }>) {
          const first = seen.get(stay.name);
          if (first) twice.push(`${id}: ${stay.name} in ${first} and ${tier}`);
          else seen.set(stay.name, tier);
        }
      }
    }
    expect(twice).toEqual([]);
  });

  it('gives a hotel listed under two destinations the same rate in both', () => {
    // Visitors to Dawki stay in Shillong, to Lonar in Aurangabad: one hotel, one price.
    const rates = new Map<string, Set<string>>();
    for (const place of knowledgeBase().destinations) {
      for (const stay of STAY_TIERS.flatMap((tier) => place.stays[tier])) {
        const key = `${stay.name.trim().toLowerCase()} (${place.country})`;
        const rate = `₹${stay.nightly}${stay.dormBed ? `, dorm ₹${stay.dormBed}` : ''}`;
        rates.set(key, (rates.get(key) ?? new Set()).add(rate));
      }
    }
    const differing = [...rates].filter(([, seen]) => seen.size > 1);
    expect(differing.map(([key, seen]) => `${key}: ${[...seen].join(' / ')}`)).toEqual([]);
  });

  it('covers at least 170 Indian destinations in all 36 states and union territories, and 45 abroad', () => {
    const kb = knowledgeBase();
    const indian = kb.destinations.filter((place) => place.country === 'India');
    const abroad = kb.destinations.filter((place) => place.country !== 'India');
    expect(indian.length).toBeGreaterThanOrEqual(170);
    expect(abroad.length).toBeGreaterThanOrEqual(45);
    const covered = new Set(indian.map((place) => place.state));
    expect(INDIAN_STATES.filter((state) => !covered.has(state))).toEqual([]);
  });

  it.each([
    ...['Kedarnath', 'Badrinath', 'Valley of Flowers', 'Chopta', 'Lansdowne', 'Bhimtal'],
    ...['Kasauli', 'Kalpa', 'Tirthan Valley', 'Jibhi', 'Bir Billing', 'Sonamarg', 'Shirdi'],
    ...['Tarkarli', 'Ganpatipule', 'Sabarimala', 'Guruvayur', 'Velankanni', 'Kabini'],
    ...['Bandipur', 'Dandeli', 'Sakleshpur', 'Coonoor', 'Yercaud', 'Araku Valley', 'Gandikota'],
    ...['Pench National Park', 'Mandu', 'Mawlynnong', 'Dzukou Valley', 'Georgia', 'Uzbekistan'],
    ...['Egypt', 'South Korea', 'Cambodia', 'Qatar', 'Oman', 'Australia', 'New Zealand', 'Kenya'],
    ...['Italy', 'Netherlands', 'Austria', 'Spain'],
  ])('plans %s, a place Indian travellers book, as itself', (name) => {
    const result = resolvePlace(name);
    expect(result.ok && result.resolved.name).toBe(name);
  });

  it('gives every destination sights, eateries and a way to get there', () => {
    for (const place of knowledgeBase().destinations) {
      // A place no road reaches lists its sights on the road below too (decision 43).
      const below = place.trail?.below.length ?? 0;
      expect(place.attractions.length + below, place.id).toBeGreaterThanOrEqual(8);
      expect(place.attractions.length, place.id).toBeGreaterThanOrEqual(4);
      expect(place.restaurants.length + below, place.id).toBeGreaterThanOrEqual(4);
      expect(place.restaurants.length, place.id).toBeGreaterThanOrEqual(1);
      expect(Boolean(place.airport || place.majorAirport || place.railway), place.id).toBe(true);
    }
  });

  it('names in hotels only a stay its tier lists at the same rate, and none where the tier offers no card (decision 20)', () => {
    // The hotels entries feed the LLM prompt and grounding. A card of a tier shows a stay the
    // tier lists; above budget, one its place lists in a cheaper tier offers no card
    // (`borrowsCheaperStay`), and a place with no sourced stay offers none at all. A hotels
    // entry must be one of the stays such a card can show, at its listed rate.
    const wrong: string[] = [];
    for (const place of knowledgeBase().destinations) {
      for (const tier of HOTEL_TIERS) {
        const cheaper = STAY_TIERS.slice(0, STAY_TIERS.indexOf(tier));
        const shown = place.stays[tier].filter(
          (stay) =>
            tier === 'budget' ||
            !cheaper.some((lower) => place.stays[lower].some((other) => other.name === stay.name)),
        );
        const hotel = place.hotels[tier];
        if (!hotel) {
          if (shown.length > 0)
            wrong.push(`${place.id}.${tier}: none named, ${shown[0]!.name} shown`);
        } else if (
          !shown.some((stay) => stay.name === hotel.name && stay.nightly === hotel.nightly)
        ) {
          wrong.push(`${place.id}.${tier}: ${hotel.name} ₹${hotel.nightly} is no stay it shows`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('reads stays from data/stays/*.json; a tier with none borrows the nearest, cheaper first', () => {
    const place = { ...sampleDestination(), id: 'stay-town' };
    const other = { ...sampleDestination(), id: 'hotel-town', aliases: [] };
    const bare = { ...sampleDestination(), id: 'bare-town', aliases: [], hotels: {} };
    const dir = dataDirWith({ 'a.json': [place, other, bare] });
    fs.mkdirSync(path.join(dir, 'stays'));
    const hostel = { name: 'Test Hostel', kind: 'hostel', dormBed: 500, nightly: 1500 };
    const palace = { name: 'Test Palace', kind: 'hotel', nightly: 20000 };
    fs.writeFileSync(
      path.join(dir, 'stays', 'north.json'),
      JSON.stringify({
        'stay-town': { backpacker: [hostel], luxury: [palace] },
        'bare-town': {},
      }),
    );
    const kb = loadKnowledgeBase(dir);
    const town = kb.byId.get('stay-town')!;
    expect(town.stays.backpacker).toEqual([hostel]);
    // Budget, standard and premium take the backpacker hostel (no card above budget, decision 20).
    expect(town.stays.premium).toEqual([hostel]);
    expect(town.stays.luxury).toEqual([palace]);
    // Listed, but with no sourced stay: no tier, so no card.
    for (const tier of STAY_TIERS) expect(kb.byId.get('bare-town')!.stays[tier]).toEqual([]);
    // Listed in no stays file yet: built from its hotels.
    const fallback = kb.byId.get('hotel-town')!;
    for (const tier of STAY_TIERS) expect(fallback.stays[tier].length).toBeGreaterThan(0);
    expect(fallback.stays.luxury[0]?.name).toBe(fallback.hotels.luxury?.name);
  });

  it('names a tier’s cheapest stay in hotels when the place names none for that tier', () => {
    const place = { ...sampleDestination(), id: 'stay-town', hotels: {} };
    const dir = dataDirWith({ 'a.json': [place] });
    fs.mkdirSync(path.join(dir, 'stays'));
    const lodge = { name: 'Test Lodge', kind: 'hotel', nightly: 1200 };
    const inn = { name: 'Test Inn', kind: 'hotel', nightly: 2500 };
    const house = { name: 'Test Guest House', kind: 'guesthouse', nightly: 2200 };
    fs.writeFileSync(
      path.join(dir, 'stays', 'north.json'),
      JSON.stringify({ 'stay-town': { budget: [lodge], standard: [inn, house] } }),
    );
    const town = loadKnowledgeBase(dir).byId.get('stay-town')!;
    expect(town.hotels.budget).toEqual({ name: 'Test Lodge', nightly: 1200 });
    expect(town.hotels.standard).toEqual({ name: 'Test Guest House', nightly: 2200 });
    // Premium and luxury borrow the standard stays: they show none of their own, so name none.
    expect(town.hotels.premium).toBeUndefined();
    expect(town.hotels.luxury).toBeUndefined();
  });

  it('refuses a ride one way that names no far end (decision 46)', () => {
    const place = sampleDestination();
    const activities = place.activities as Array<Record<string, unknown>>;
    const ride = { name: 'Toy train down to the plains, one way', price: 300, hours: 3 };
    const broken = { ...place, activities: [...activities, ride] };
    expect(() => loadKnowledgeBase(dataDirWith({ 'a.json': [broken] }))).toThrowError(
      /a one-way ride names no far end \(oneWayTo\): Toy train down to the plains, one way/,
    );
    const named = { ...place, activities: [...activities, { ...ride, oneWayTo: 'KLK' }] };
    expect(() => loadKnowledgeBase(dataDirWith({ 'a.json': [named] }))).not.toThrowError(
      /one-way ride/,
    );
  });

  it('marks a taxi or bus from one place to another as one way, the way in, never an outing', () => {
    // "Shared taxi Aut–Jibhi", the way in from the highway, was planned as an afternoon outing
    // while staying at Jibhi. A ride "and back" (to Mana, to Jalori Pass) is an outing.
    const transfer =
      /^(?:shared )?(?:taxi|cab|bus|jeep|sumo)\b.*\b[A-Z][\w.]+\s*[–-]\s*[A-Z][\w.]+$/i;
    const rides = knowledgeBase().destinations.flatMap((place) =>
      place.activities.filter(
        (activity) => transfer.test(activity.name) && !/\bback\b/i.test(activity.name),
      ),
    );
    expect(rides.length).toBeGreaterThan(0);
    for (const ride of rides) expect(ride.oneWayTo, ride.name).toBeDefined();
  });

  it('refuses a trail whose sights below or ways up name nothing the place lists', () => {
    const trail = { head: 'Road End', top: 'Top', halt: 'Road End', walkKm: 5, hours: 2 };
    const below = { ...sampleDestination(), trail: { ...trail, below: ['Nowhere Falls'] } };
    expect(() => loadKnowledgeBase(dataDirWith({ 'a.json': [below] }))).toThrowError(
      /names no sight or eatery of the place: Nowhere Falls/,
    );
    const ways = { ...sampleDestination(), trail: { ...trail, ways: ['Mule to the top'] } };
    expect(() => loadKnowledgeBase(dataDirWith({ 'a.json': [ways] }))).toThrowError(
      /names no activity of the place: Mule to the top/,
    );
  });

  it('refuses stays for an unknown destination or a bad stay', () => {
    const place = { ...sampleDestination(), id: 'stay-town' };
    const dir = dataDirWith({ 'a.json': [place] });
    fs.mkdirSync(path.join(dir, 'stays'));
    fs.writeFileSync(path.join(dir, 'stays', 'x.json'), JSON.stringify({ nowhere: {} }));
    expect(() => loadKnowledgeBase(dir)).toThrowError(/stays\/x\.json: nowhere/);
    fs.writeFileSync(
      path.join(dir, 'stays', 'x.json'),
      JSON.stringify({ 'stay-town': { budget: [{ name: 'A', kind: 'castle', nightly: 900 }] } }),
    );
    expect(() => loadKnowledgeBase(dir)).toThrowError(/stays\/x\.json: stay-town\.budget/);
    // A stay on the road up that does not name its town (decision 253).
    const away = { km: 20, hours: 1, onTheRoad: true };
    fs.writeFileSync(
      path.join(dir, 'stays', 'x.json'),
      JSON.stringify({
        'stay-town': { budget: [{ name: 'A', kind: 'hotel', nightly: 900, away }] },
      }),
    );
    expect(() => loadKnowledgeBase(dir)).toThrowError(/names its town in `at`/);
  });

  it('loads a valid data folder and indexes names, aliases, airports and regions', () => {
    const place = {
      ...sampleDestination(),
      id: 'test-town',
      name: 'Test Town',
      aliases: ['Testpur'],
    };
    const kb = loadKnowledgeBase(dataDirWith({ 'a.json': [place] }));
    expect(kb.destinations).toHaveLength(1);
    expect(kb.byId.get('test-town')?.name).toBe('Test Town');
    expect(kb.byName.get('testpur')?.[0]?.id).toBe('test-town');
  });

  it('reads air routes both ways and refuses an airport listed twice or flying to itself', () => {
    const route = (code: string, to: string[]) => ({
      code,
      name: `${code} airport`,
      to,
      asOf: '2025-04',
      sources: [{ url: 'https://example.org/routes', date: '2025-04-01', says: 'a route list' }],
    });
    const dir = dataDirWith({ 'a.json': [sampleDestination()] });
    const routes = path.join(dir, 'air-routes');
    fs.mkdirSync(routes);
    const write = (airports: unknown[]) =>
      fs.writeFileSync(path.join(routes, 'x.json'), JSON.stringify({ part: 'x', airports }));
    write([route('KNU', ['BOM', 'DEL'])]);
    const { airRoutes } = loadKnowledgeBase(dir);
    expect([...airRoutes.researched]).toEqual(['KNU']);
    expect(airRoutes.links.get('BOM')?.has('KNU')).toBe(true);
    expect(airRoutes.links.get('KNU')?.has('GOI')).toBeFalsy();
    write([route('KNU', ['BOM']), route('KNU', ['DEL'])]);
    expect(() => loadKnowledgeBase(dir)).toThrowError(
      /air-routes\/x\.json: KNU: routes listed twice/,
    );
    write([route('KNU', ['KNU'])]);
    expect(() => loadKnowledgeBase(dir)).toThrowError(/does not fly to itself/);
    write([{ ...route('KNU', []), sources: [] }]);
    expect(() => loadKnowledgeBase(dir)).toThrowError(/needs a source/);
  });

  it('reads where airports stand and refuses an airport listed twice or off the globe', () => {
    const dir = dataDirWith({ 'a.json': [sampleDestination()] });
    const spots = path.join(dir, 'airports');
    fs.mkdirSync(spots);
    const write = (airports: unknown[]) =>
      fs.writeFileSync(path.join(spots, 'x.json'), JSON.stringify(airports));
    const kullu = {
      code: 'KUU',
      ident: 'VIBR',
      name: 'Kullu Manali Airport',
      lat: 31.88,
      lon: 77.15,
    };
    write([kullu]);
    expect(loadKnowledgeBase(dir).airportSpots.get('KUU')).toEqual({ lat: 31.88, lon: 77.15 });
    write([kullu, kullu]);
    expect(() => loadKnowledgeBase(dir)).toThrowError(/airports\/x\.json: KUU: listed twice/);
    write([{ ...kullu, lat: 131.88 }]);
    expect(() => loadKnowledgeBase(dir)).toThrowError(/airports\/x\.json: 0\.lat/);
  });

  it('knows where every airport of India’s places and towns stands, and no road to one is shorter than the crow’s line (decision 270)', () => {
    const kb = knowledgeBase();
    const places = [
      ...kb.destinations.filter((place) => place.country === 'India'),
      ...new Set(kb.towns.values()),
    ];
    const unplaced: string[] = [];
    const tooShort: string[] = [];
    for (const place of places) {
      for (const airport of [place.airport, place.secondAirport, place.majorAirport]) {
        if (!airport) continue;
        const spot = kb.airportSpots.get(airport.code);
        if (!spot) unplaced.push(`${place.id} ${airport.code}`);
        // Across the sea no road runs (Kochi for Lakshadweep); the crow's line is all there is.
        else if (!airport.acrossSea && greatCircleKm(place, spot) > airport.distanceKm + 2)
          tooShort.push(`${place.id} ${airport.code} ${airport.distanceKm} km`);
      }
    }
    expect(unplaced).toEqual([]);
    expect(tooShort).toEqual([]);
  });

  it('places most railheads of India’s places and towns, each where no sourced road to it is shorter than the crow’s line (decision 271)', () => {
    const kb = knowledgeBase();
    const codes = new Set<string>();
    const tooShort: string[] = [];
    for (const place of [
      ...kb.destinations.filter((one) => one.country === 'India'),
      ...new Set(kb.towns.values()),
    ]) {
      if (!place.railway) continue;
      codes.add(place.railway.code);
      const spot = kb.railheadSpots.get(place.railway.code);
      if (spot && greatCircleKm(place, spot) > place.railway.distanceKm + 2)
        tooShort.push(`${place.id} ${place.railway.code} ${place.railway.distanceKm} km`);
    }
    expect(tooShort).toEqual([]);
    const placed = [...codes].filter((code) => kb.railheadSpots.has(code));
    expect(placed.length).toBeGreaterThan(0.9 * codes.size);
    expect([...kb.railheadSpots.keys()].filter((code) => !codes.has(code))).toEqual([]);
  });

  it('refuses a bad entry, naming its file, its id and the field', () => {
    const bad = { ...sampleDestination(), id: 'broken-place', attractions: [] };
    expect(() => loadKnowledgeBase(dataDirWith({ 'region.json': [bad] }))).toThrowError(
      /region\.json: broken-place: attractions/,
    );
  });

  it('refuses the same id in two files', () => {
    const place = { ...sampleDestination(), id: 'twice' };
    expect(() =>
      loadKnowledgeBase(dataDirWith({ 'a.json': [place], 'b.json': [place] })),
    ).toThrowError(/b\.json: twice: id already used in a\.json/);
  });

  it('refuses a file that is not JSON, or not a list', () => {
    expect(() => loadKnowledgeBase(dataDirWith({ 'x.json': '{ nope' }))).toThrowError(
      KnowledgeBaseError,
    );
    expect(() => loadKnowledgeBase(dataDirWith({ 'y.json': { id: 'x' } }))).toThrowError(
      /y\.json: must hold a JSON array/,
    );
  });

  it('refuses hotel rates that fall as the tier rises', () => {
    const place = sampleDestination() as { hotels: Record<string, { nightly: number }> };
    place.hotels.luxury!.nightly = 500;
    expect(() => loadKnowledgeBase(dataDirWith({ 'h.json': [place] }))).toThrowError(
      /hotel rates must rise by tier/,
    );
  });
});
