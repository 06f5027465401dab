import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ITINERARIES_PER_PAGE,
  MAX_TRAVELLERS,
  itineraryMessages as m,
} from '@trip/shared/itineraries/constants';
import { activities } from '../../db/schema/activities';
import { itineraries } from '../../db/schema/itineraries';
import { createTestApp, type TestContext } from '../../test/app';
import { knowledgeBase } from './knowledge/load';
import { hasPricedStay } from './knowledge/resolver';
import { createTestClock } from '../../test/roles';
import { withNoStays } from '../../test/no-stays';

// The app's clock stands at 10 January 2026, 11:30 in India.
const clock = createTestClock(new Date('2026-01-10T06:00:00.000Z'));

const search = {
  from: 'Delhi',
  to: 'Manali',
  departureDate: '2026-03-10',
  returnDate: '2026-03-15',
  travellers: 2,
  travelClass: 'Economy',
  priceRange: [0, 50_000],
};

let ctx: TestContext;
let address = 0;

/** Each call from its own address unless told otherwise, so the rate limit stays out of the way. */
function generate(
  body: unknown,
  remoteAddress = `10.1.${Math.floor(++address / 250)}.${address % 250}`,
) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/generate-itinerary',
    payload: body as Record<string, unknown>,
    remoteAddress,
  });
}

beforeAll(async () => {
  ctx = await createTestApp({}, { now: clock.now });
});
afterAll(async () => {
  await ctx.close();
});

describe('GET /api/places', () => {
  it('suggests places for what is typed: names, aliases, codes', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/places?q=Bangalore' });
    expect(response.statusCode).toBe(200);
    const { places } = response.json();
    expect(places[0]).toEqual({
      city: 'Bengaluru',
      code: 'BLR',
      airport: expect.any(String),
      state: 'Karnataka',
      country: 'India',
      kind: 'place',
    });
    const byCode = await ctx.app.inject({ method: 'GET', url: '/api/places?q=goi' });
    expect(byCode.json().places[0].city).toBe('Goa');
  });

  it('offers the towns trips start from in the From field only', async () => {
    const places = async (query: string) =>
      (await ctx.app.inject({ method: 'GET', url: `/api/places?${query}` })).json().places as {
        city: string;
        code: string;
      }[];
    const from = await places('q=Serampo&field=from');
    expect(from[0]).toMatchObject({ city: 'Serampore', code: 'CCU' });
    const slip = await places('q=Faridbad&field=from');
    expect(slip.map((place) => place.city)).toContain('Faridabad');
    // A destination that matches comes before a town.
    const noida = await places('q=no&field=from');
    expect(noida.map((place) => place.city)).toContain('Noida');
    const to = await places('q=Serampo&field=to');
    expect(to.map((place) => place.city)).not.toContain('Serampore');
    const plain = await places('q=Serampo');
    expect(plain.map((place) => place.city)).not.toContain('Serampore');
    const bad = await ctx.app.inject({ method: 'GET', url: '/api/places?q=Goa&field=via' });
    expect(bad.statusCode).toBe(400);
  });

  it('answers at most eight, and the card’s cities for an empty query', async () => {
    const empty = await ctx.app.inject({ method: 'GET', url: '/api/places?q=' });
    expect(empty.json().places).toHaveLength(8);
    expect(empty.json().places[0].city).toBe('Delhi');
    const wide = await ctx.app.inject({ method: 'GET', url: '/api/places?q=a' });
    expect(wide.json().places.length).toBeLessThanOrEqual(8);
  });

  it('refuses an overlong query with a 400', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/places?q=${'x'.repeat(101)}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
  });
});

describe('POST /api/generate-itinerary', () => {
  it('answers several priced itineraries from the planner', async () => {
    const response = await generate(search);
    expect(response.statusCode).toBe(200);
    expect(response.headers['server-timing']).toMatch(/^app;dur=\d+\.\d$/);
    const body = response.json();
    expect(body).toMatchObject({ engine: 'planner', page: 1, hasMore: true });
    expect(typeof body.searchId).toBe('string');
    expect(body.itineraries.length).toBeGreaterThanOrEqual(3);
    for (const itinerary of body.itineraries) {
      expect(itinerary).toMatchObject({
        fromLocation: 'Delhi',
        toLocation: 'Manali',
        travelClass: 'Economy',
        days: 6,
        duration: '6 Days / 5 Nights',
        needsDetailedGeneration: true,
        engine: 'planner',
        priceFit: 'within',
      });
      expect(itinerary._id).toBe(itinerary.id);
      expect(itinerary.slug).toMatch(/^[a-z0-9-]+-[0-9a-f]{8}$/);
      expect(itinerary.pricePP).toBeLessThanOrEqual(50_000);
      expect(itinerary.totalPrice).toBe(itinerary.pricePP * 2);
      expect(itinerary.hotelExample.name).toBeTruthy();
      expect(itinerary.topAttractions.length).toBeGreaterThan(0);
      expect(itinerary.headerImage).toMatch(/^\/api\/place-image\?place=.+&destination=Manali$/);
    }
    expect(new Set(body.itineraries.map((i: { slug: string }) => i.slug)).size).toBe(
      body.itineraries.length,
    );
  });

  it('serves the same search from the store with the same answer', async () => {
    const first = (await generate({ ...search, travellers: 3 })).json();
    const again = (await generate({ ...search, travellers: 3 })).json();
    expect(again).toEqual(first);
    // A stored card edited in the table shows through: the answer comes from the store.
    const [card] = first.itineraries;
    await ctx.database.db
      .update(itineraries)
      .set({ data: { ...card, title: 'Edited in the store' } })
      .where(eq(itineraries.id, card._id));
    const stored = (await generate({ ...search, travellers: 3 })).json();
    expect(stored.itineraries[0].title).toBe('Edited in the store');
    expect(stored.searchId).toBe(first.searchId);
  });

  it('loads more without repeating, then answers an empty page', async () => {
    const query = { ...search, from: 'Kolkata', to: 'Darjeeling' };
    const seen = new Set<string>();
    let page = 1;
    for (; page < 30; page += 1) {
      const body = (await generate({ ...query, page })).json();
      expect(body.page).toBe(page);
      for (const itinerary of body.itineraries) {
        expect(seen.has(itinerary._id)).toBe(false);
        seen.add(itinerary._id);
      }
      if (body.itineraries.length === 0) {
        expect(body.hasMore).toBe(false);
        break;
      }
      expect(body.itineraries.length).toBeLessThanOrEqual(ITINERARIES_PER_PAGE);
    }
    expect(page).toBeGreaterThan(2);
    expect(page).toBeLessThan(30);
  });

  it('forgives typos, aliases and airport codes, and plans a state', async () => {
    const typo = (await generate({ ...search, from: 'Banglore', to: 'Mumabi' })).json();
    expect(typo.itineraries[0]).toMatchObject({ fromLocation: 'Bengaluru', toLocation: 'Mumbai' });
    const codes = (await generate({ ...search, from: 'BLR', to: 'GOI' })).json();
    expect(codes.itineraries[0]).toMatchObject({ fromLocation: 'Bengaluru', toLocation: 'Goa' });
    const state = (await generate({ ...search, from: 'Chennai', to: 'Kerala' })).json();
    expect(state.itineraries.length).toBeGreaterThanOrEqual(3);
    expect(state.itineraries[0].toLocation).toBe('Kerala');
  });

  it('answers 422 with "did you mean" for an unknown place', async () => {
    const response = await generate({ ...search, to: 'Shimlaaaa' });
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.code).toBe('UNPROCESSABLE');
    expect(body.suggestions).toContain('Shimla');
    expect(body.error).toMatch(/^We could not find "Shimlaaaa"\. Did you mean .*Shimla/);
    expect(body.fieldErrors.to).toBe(body.error);
    const nothing = await generate({ ...search, from: 'Qwxzzy Town' });
    expect(nothing.statusCode).toBe(422);
    expect(nothing.json().fieldErrors.from).toMatch(/We could not find "Qwxzzy Town"/);
  });

  it('answers 422 for a same-day trip to a place too far to go and come back in a day', async () => {
    const day = { departureDate: search.departureDate, returnDate: search.departureDate };
    const far = await generate({ ...search, ...day, from: 'Kolkata', to: 'Darjeeling' });
    expect(far.statusCode).toBe(422);
    expect(far.json().error).toMatch(
      /^Darjeeling is too far from Kolkata to go and come back in one day: the quickest way there and back takes about \d+ hours\. Choose two days or more\.$/,
    );
    const near = await generate({ ...search, ...day, from: 'Delhi', to: 'Agra' });
    expect(near.statusCode).toBe(200);
    // A state none of whose places is near enough says which is nearest.
    const state = await generate({ ...search, ...day, from: 'Kolkata', to: 'Sikkim' });
    expect(state.statusCode).toBe(422);
    expect(state.json().error).toMatch(
      /^No place in Sikkim is near enough to Kolkata to go and come back in one day: the nearest, \w+, takes about \d+ hours there and back\./,
    );
  });

  it('answers 422 asking which, for a field of several places typed as where to start', async () => {
    // "Dwarka Delhi" had set out from Dwarka in Gujarat, the first place the field named.
    const both = await generate({ ...search, from: 'Dwarka Delhi', to: 'Goa' });
    expect(both.statusCode).toBe(422);
    expect(both.json().fieldErrors.from).toBe(
      'A trip starts from one place, and "Dwarka Delhi" names Dwarka and Delhi: which is it?',
    );
    expect(both.json().suggestions).toEqual(['Dwarka', 'Delhi']);
  });

  it('sets out from a neighbourhood of a big city, and names the city as where to go', async () => {
    // "Andheri" was refused as where to start, and "Bandra" to go to was "did you mean Banda?".
    const from = await generate({ ...search, from: 'Andheri', to: 'Goa' });
    expect(from.statusCode).toBe(200);
    const to = await generate({ ...search, from: 'Delhi', to: 'Bandra' });
    expect(to.statusCode).toBe(422);
    expect(to.json().fieldErrors.to).toBe(
      'Bandra is a part of Mumbai: choose Mumbai to plan a trip there.',
    );
    expect(to.json().suggestions).toEqual(['Mumbai']);
  });

  it('plans a trip between places typed in an Indian script (decision 152)', async () => {
    // "दिल्ली" to "मनाली" had been "We could not find", with nothing to choose.
    const hindi = await generate({ ...search, from: 'दिल्ली', to: 'मनाली' });
    expect(hindi.statusCode).toBe(200);
    const [card] = hindi.json().itineraries;
    expect([card.fromLocation, card.toLocation]).toEqual(['Delhi', 'Manali']);
    const bengali = await generate({ ...search, from: 'কলকাতা', to: 'দার্জিলিং' });
    expect(bengali.statusCode).toBe(200);
    expect(bengali.json().itineraries[0].toLocation).toBe('Darjeeling');
    // "गोवा" reads "gova", one slip from a name too short to forgive one: asked, not planned.
    const goa = await generate({ ...search, from: 'Delhi', to: 'गोवा' });
    expect(goa.statusCode).toBe(422);
    expect(goa.json().suggestions).toEqual(['Goa']);
  });

  it('answers 422, never 500, for the names of JavaScript object properties', async () => {
    // "constructor" once found the object's own function among the region aliases and crashed.
    for (const name of ['constructor', 'Constructor Goa', 'toString', '__proto__', 'valueOf']) {
      const to = await generate({ ...search, to: name });
      expect(to.statusCode, name).toBe(422);
      const from = await generate({ ...search, from: name });
      expect(from.statusCode, name).toBe(422);
    }
  });

  it('answers 422 with the places near a real town it holds no trips for, never a look-alike', async () => {
    // Mandi, Himachal Pradesh, is one letter from Mandu in Madhya Pradesh; Neral, Matheran's
    // railhead, one from Nepal.
    const to = await generate({ ...search, from: 'Delhi', to: 'Mandi' });
    expect(to.statusCode).toBe(422);
    const body = to.json();
    expect(body.error).toMatch(/^We do not plan trips to Mandi yet\. Places to visit near it: /);
    expect(body.suggestions).not.toContain('Mandu');
    expect(body.suggestions).toEqual(expect.arrayContaining(['Kasol']));
    // Typed as where to start, such a town sets out by its nearest gateways; on an island with
    // none, the places near it to start from are named.
    const from = await generate({ ...search, from: 'Neral', to: 'Goa' });
    expect(from.statusCode).toBe(200);
    expect(from.json().itineraries[0].fromLocation).toBe('Neral');
    const island = await generate({ ...search, from: 'Diglipur', to: 'Goa' });
    expect(island.statusCode).toBe(422);
    expect(island.json().fieldErrors.from).toMatch(/^We cannot start a trip from Diglipur yet/);
    expect(island.json().suggestions).toContain('Port Blair');
  });

  it('knows a real town by its other romanisation, and names it as typed (decision 162)', async () => {
    // GeoNames spells them Kulu and Bāramūla: "Kullu" and "Baramulla" were "We could not find".
    const from = await generate({ ...search, from: 'kullu', to: 'Shimla' });
    expect(from.statusCode).toBe(200);
    expect(from.json().itineraries[0].fromLocation).toBe('Kullu');
    const to = await generate({ ...search, from: 'Delhi', to: 'Baramulla' });
    expect(to.statusCode).toBe(422);
    expect(to.json().error).toMatch(
      /^We do not plan trips to Baramulla yet\. Places to visit near it: /,
    );
    expect(to.json().suggestions).toEqual(expect.arrayContaining(['Gulmarg']));
  });

  it('answers 422 naming priced places near a destination with no sourced stay', async () => {
    const kb = knowledgeBase();
    // Every destination lists a priced stay since Guruvayur's first (stays-7 session, see
    // stays/south-west-more.sources.md): Guruvayur is asked for with its stays taken away, with
    // any place still unpriced.
    const guruvayur = kb.byId.get('guruvayur')!;
    await withNoStays(guruvayur, async () => {
      const unpriced = kb.destinations.filter((place) => !hasPricedStay(place));
      expect(unpriced.map((place) => place.name)).toContain('Guruvayur');
      for (const place of unpriced) {
        const response = await generate({ ...search, from: 'Delhi', to: place.name });
        expect(response.statusCode, place.name).toBe(422);
        const body = response.json();
        expect(body.error).toMatch(new RegExp(`^We cannot price a trip to ${place.name} yet`));
        expect(body.suggestions.length).toBeGreaterThan(0);
        for (const name of body.suggestions) {
          const near = kb.destinations.find((other) => other.name === name)!;
          expect(hasPricedStay(near), name).toBe(true);
        }
      }
      const along = await generate({ ...search, from: 'Delhi', to: 'Kochi Guruvayur' });
      expect(along.statusCode).toBe(422);
    });
  });

  it('answers 422 when the place or every stay of it is closed for the season on the dates', async () => {
    // The shrines and the park above Joshimath close for the winter (decision 69).
    const winter = { departureDate: '2027-01-10', returnDate: '2027-01-13' };
    for (const [to, open] of [
      ['Kedarnath', 'May–October'],
      ['Valley of Flowers', 'June–October'],
      ['Gangotri', 'May–October'],
      ['Auli Badrinath', 'May–November'],
    ]) {
      const shut = await generate({ ...search, ...winter, to });
      expect(shut.statusCode, to).toBe(422);
      const body = shut.json();
      expect(body.fieldErrors.to, to).toMatch(
        new RegExp(`is closed to visitors on your dates \\(.+\\)\\. It is open in ${open}\\.`),
      );
      expect(body.suggestions.length, to).toBeGreaterThan(0);
    }
    const summer = { departureDate: '2026-06-10', returnDate: '2026-06-13' };
    expect((await generate({ ...search, ...summer, to: 'Kedarnath' })).statusCode).toBe(200);
    expect((await generate({ ...search, ...summer, to: 'Valley of Flowers' })).statusCode).toBe(
      200,
    );
  });

  it('answers 422 for nights at a place whose every stay is in the traveller’s own town', async () => {
    // Sanchi lists only Bhopal's hotels (decision 158 left its village lodges without a rate):
    // from Bhopal no card may book a night at home (decision 151), so the page would be empty.
    const kb = knowledgeBase();
    const homes = kb.destinations.flatMap((place) => {
      const listed = Object.values(place.ownStays ?? place.stays).flat();
      const at = listed[0]?.away?.at;
      const home = kb.destinations.find((other) => other.name === at);
      return home && listed.every((stay) => stay.away?.at === at) ? [[place, home] as const] : [];
    });
    expect(homes.map(([place, home]) => `${home.name} → ${place.name}`)).toContain(
      'Bhopal → Sanchi',
    );
    for (const [place, home] of homes) {
      const nights = await generate({ ...search, from: home.name, to: place.name });
      expect(nights.statusCode, place.name).toBe(422);
      expect(nights.json().fieldErrors.to).toBe(
        `Every stay we list for ${place.name} is in ${home.name}, where your trip starts, so there is no night to plan away from home. ${place.name} is a day trip from ${home.name}: choose the same date to come back, or start from another town.`,
      );
    }
    // From elsewhere the nights are planned, and from home the day trip the message offers.
    expect((await generate({ ...search, from: 'Mumbai', to: 'Sanchi' })).statusCode).toBe(200);
    const day = { departureDate: search.departureDate, returnDate: search.departureDate };
    const dayTrip = await generate({ ...search, ...day, from: 'Bhopal', to: 'Sanchi' });
    expect(dayTrip.statusCode).toBe(200);
    expect(dayTrip.json().itineraries.length).toBeGreaterThan(0);
  });

  it('plans a circuit booked by name, without the stop the trip starts from', async () => {
    const summer = { departureDate: '2027-05-20', returnDate: '2027-05-24' };
    const fromJaipur = await generate({
      ...search,
      ...summer,
      from: 'Jaipur',
      to: 'Golden Triangle',
    });
    expect(fromJaipur.statusCode).toBe(200);
    for (const card of fromJaipur.json().itineraries) {
      expect(card.plan.stops.map((stop: { id: string }) => stop.id).sort()).toEqual([
        'agra',
        'delhi',
      ]);
    }
    const yatra = await generate({
      ...search,
      from: 'Delhi',
      to: 'Char Dham Yatra',
      departureDate: '2027-05-20',
      returnDate: '2027-06-02',
      priceRange: [0, 300_000],
    });
    expect(yatra.statusCode).toBe(200);
    for (const card of yatra.json().itineraries) {
      expect(card.plan.stops.map((stop: { id: string }) => stop.id)).toEqual([
        'yamunotri',
        'gangotri',
        'kedarnath',
        'badrinath',
      ]);
    }
    // Fewer nights than places would leave some out: the traveller is told, not given less.
    const short = await generate({
      ...search,
      departureDate: '2027-05-20',
      returnDate: '2027-05-23',
      to: 'Chota Char Dham',
    });
    expect(short.statusCode).toBe(422);
    expect(short.json().fieldErrors.to).toBe(
      'Chota Char Dham (Yamunotri, Gangotri, Kedarnath and Badrinath) stays a night or more at each place: choose dates with at least 4 nights, or fewer places.',
    );
    const two = await generate({
      ...search,
      from: 'Delhi',
      to: 'Shimla Manali',
      returnDate: '2026-03-11',
    });
    expect(two.statusCode).toBe(422);
    expect(two.json().fieldErrors.to).toMatch(/^A trip to Shimla and Manali stays a night or more/);
  });

  it('plans an area of several countries at places in them', async () => {
    const kb = knowledgeBase();
    const europe = ['Austria', 'Czech Republic', 'France', 'Italy', 'Netherlands', 'Spain'];
    europe.push('Switzerland', 'United Kingdom');
    const response = await generate({
      ...search,
      from: 'Mumbai',
      to: 'Europe',
      priceRange: [0, 500_000],
    });
    expect(response.statusCode).toBe(200);
    const cards = response.json().itineraries as { plan: { stops: { id: string }[] } }[];
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      for (const stop of card.plan.stops) expect(europe).toContain(kb.byId.get(stop.id)!.country);
    }
  });

  it('asks which town is meant where towns far apart share a name', async () => {
    const response = await generate({ ...search, from: 'Sakri' });
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.fieldErrors.from).toMatch(/^There is more than one Sakri: which do you mean, /);
    expect(body.suggestions).toEqual(
      expect.arrayContaining(['Sakri, Maharashtra', 'Sakri, Chhattisgarh']),
    );
    const chosen = await generate({ ...search, from: 'Sakri, Maharashtra' });
    expect(chosen.statusCode).toBe(200);
  });

  it('plans from any town travellers set out from, and says a town is not a destination', async () => {
    for (const from of ['Faridabad', 'Serampore', 'Chandannagar']) {
      const response = await generate({ ...search, from });
      expect(response.statusCode, from).toBe(200);
      expect(response.json().itineraries[0].fromLocation).toBe(from);
    }
    const refused = await generate({ ...search, to: 'Noida' });
    expect(refused.statusCode).toBe(422);
    const body = refused.json();
    expect(body.fieldErrors.to).toMatch(
      /^We plan trips from Noida, not to it yet\. Places to visit near it: /,
    );
    expect(body.suggestions).toContain('Delhi');
  });

  it('refuses two names of the same place', async () => {
    const response = await generate({ ...search, from: 'Bangalore', to: 'Bengaluru' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ to: m.samePlace });
  });

  it('says a day trip or a sight of home is seen from there, not "the same place"', async () => {
    const yatra = await generate({ ...search, from: 'Jammu', to: 'Vaishno Devi' });
    expect(yatra.statusCode).toBe(400);
    expect(yatra.json().fieldErrors.to).toBe(m.seenFromHome('Katra (Vaishno Devi)', 'Jammu', true));
    expect(yatra.json().fieldErrors.to).toMatch(/^Katra \(Vaishno Devi\) is a day trip from Jammu/);
    const taj = await generate({ ...search, from: 'Agra', to: 'Taj Mahal' });
    expect(taj.statusCode).toBe(400);
    expect(taj.json().fieldErrors.to).toMatch(/^Taj Mahal is in Agra, where your trip starts/);
  });

  it('refuses a day trip to a place whose first day is for rest at its altitude', async () => {
    // A one-day Leh trip flew in, climbed to Leh Palace and drove to the Sangam, then flew home
    // (decision 131); a night there is planned as a rest.
    const day = {
      ...search,
      departureDate: search.departureDate,
      returnDate: search.departureDate,
    };
    for (const [to, place] of [
      ['Leh', 'Leh'],
      ['Pangong', 'Leh'],
      ['Ladakh', 'Leh'],
      ['Spiti', 'Spiti Valley'],
    ]) {
      const response = await generate({ ...day, to });
      expect(response.statusCode, to).toBe(400);
      expect(response.json().fieldErrors, to).toEqual({ to: m.restOnArrival(place!) });
    }
    const night = await generate({ ...search, to: 'Leh', returnDate: '2026-03-11' });
    expect(night.statusCode).toBe(200);
    // A state with other places plans a day trip to one of them.
    const state = await generate({ ...day, to: 'Himachal Pradesh' });
    expect(state.statusCode).toBe(200);
    const titles = state.json().itineraries.map((card: { title: string }) => card.title);
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.join(' ')).not.toMatch(/Spiti/);
  });

  it('asks to leave home out of several places to visit, wherever it stands among them', async () => {
    for (const to of ['Agra, Delhi, Jaipur', 'Delhi, Jaipur']) {
      const response = await generate({ ...search, from: 'Delhi', to });
      expect(response.statusCode, to).toBe(400);
      expect(response.json().fieldErrors, to).toEqual({ to: m.stopIsHome('Delhi') });
    }
    const elsewhere = await generate({ ...search, from: 'Delhi', to: 'Agra, Jaipur' });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('leaves recording the search to the browser, so it is counted once', async () => {
    const marker = `Shimla ${crypto.randomUUID().slice(0, 6)}`;
    await generate({ ...search, to: 'Shimla' });
    await ctx.app.inject({
      method: 'POST',
      url: '/api/analytics/track',
      payload: { events: [{ activityType: 'search', searchData: { from: 'Delhi', to: marker } }] },
    });
    const searches = await ctx.database.db
      .select()
      .from(activities)
      .where(eq(activities.activityType, 'search'));
    const destinations = searches.map((row) => (row.data.searchData as { to?: string }).to);
    expect(destinations).toContain(marker);
    expect(destinations).not.toContain('Shimla');
  });
});

describe('search input rules', () => {
  const cases: Array<[string, Record<string, unknown>, string, string]> = [
    ['an empty departure', { from: '  ' }, 'from', 'Please select a departure location'],
    ['no departure at all', { from: undefined }, 'from', 'Please select a departure location'],
    ['an empty destination', { to: '' }, 'to', 'Please select a destination location'],
    [
      'the same place twice',
      { to: 'DELHI ' },
      'to',
      'Departure and destination cannot be the same',
    ],
    ['a date in another format', { departureDate: '10-03-2026' }, 'departureDate', m.dateFormat],
    ['a date that does not exist', { returnDate: '2026-02-30' }, 'returnDate', m.dateInvalid],
    [
      'a departure before today',
      { departureDate: '2026-01-09' },
      'departureDate',
      m.departureInPast,
    ],
    [
      'a return before departure',
      { returnDate: '2026-03-09' },
      'returnDate',
      m.returnBeforeDeparture,
    ],
    ['a trip over 30 days', { returnDate: '2026-04-09' }, 'returnDate', m.tripTooLong],
    ['no travellers', { travellers: 0 }, 'travellers', m.travellersMin],
    ['too many travellers', { travellers: MAX_TRAVELLERS + 1 }, 'travellers', m.travellersMax],
    ['half a traveller', { travellers: 1.5 }, 'travellers', m.travellersWhole],
    ['an unknown class', { travelClass: 'Sleeper' }, 'travelClass', m.travelClass],
    ['a minimum above the maximum', { priceRange: [60_000, 50_000] }, 'priceRange', m.priceOrder],
    ['a negative price', { priceRange: [-5, 50_000] }, 'priceRange.0', m.priceWhole],
    ['a page below 1', { page: 0 }, 'page', m.page],
  ];

  it.each(cases)('refuses %s with a clear 400', async (_name, change, field, message) => {
    const response = await generate({ ...search, ...change });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.fieldErrors[field]).toBe(message);
  });

  it('accepts the edges: departure today, 30 days, 50 travellers, First Class', async () => {
    const response = await generate({
      ...search,
      departureDate: '2026-01-10',
      returnDate: '2026-02-08',
      travellers: MAX_TRAVELLERS,
      travelClass: 'First Class',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().itineraries[0].days).toBe(30);
  });

  it('fills the defaults: 1 traveller, Economy, ₹0 to ₹50,000', async () => {
    const response = await generate({
      from: 'Pune',
      to: 'Goa',
      departureDate: '2026-02-01',
      returnDate: '2026-02-03',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().itineraries[0]).toMatchObject({
      travellers: 1,
      travelClass: 'Economy',
      priceRange: [0, 50_000],
    });
  });

  it('refuses a body that is not JSON', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/generate-itinerary',
      headers: { 'content-type': 'application/json' },
      payload: '{"from":',
      remoteAddress: '10.9.9.9',
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('generation rate limit', () => {
  it('answers 429 with Retry-After after 30 requests a minute from one address', async () => {
    const remoteAddress = '10.200.0.1';
    for (let i = 0; i < 30; i += 1) {
      const response = await generate({ ...search, from: '' }, remoteAddress);
      expect(response.statusCode).toBe(400);
    }
    const limited = await generate(search, remoteAddress);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const other = await generate(search, '10.200.0.2');
    expect(other.statusCode).toBe(200);
  });
});
