import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itineraryMessages as m } from '@trip/shared/itineraries/constants';
import { itineraryDetailsSchema, type Itinerary } from '@trip/shared/itineraries/schemas';
import { itineraryDetails } from '../../db/schema/itinerary-details';
import { itineraries } from '../../db/schema/itineraries';
import { createTestApp, type TestContext } from '../../test/app';
import { bearer, createAdminToken, createTestClock, createUserToken } from '../../test/roles';

const clock = createTestClock(new Date('2026-01-10T06:00:00.000Z'));

let ctx: TestContext;
let userToken: string;
let cards: Itinerary[];
let searchCount = 0;

async function generateCards(to: string): Promise<Itinerary[]> {
  searchCount += 1;
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/generate-itinerary',
    payload: {
      from: 'Delhi',
      to,
      departureDate: '2026-03-10',
      returnDate: '2026-03-14',
      travellers: 2,
    },
    remoteAddress: `10.3.0.${searchCount}`,
  });
  expect(response.statusCode).toBe(200);
  return response.json().itineraries;
}

function postDetails(id: string, token = userToken, app = ctx.app) {
  return app.inject({
    method: 'POST',
    url: `/api/itineraries/${id}/details`,
    headers: bearer(token),
    remoteAddress: `10.4.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  });
}

beforeAll(async () => {
  ctx = await createTestApp({}, { now: clock.now });
  userToken = await createUserToken(ctx);
  cards = await generateCards('Jaipur');
});
afterAll(async () => {
  await ctx.close();
});

describe('itinerary details', () => {
  it('are for signed-in travellers only', async () => {
    const id = cards[0]!._id;
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: `/api/itineraries/${id}/details`,
    });
    expect(anonymous.statusCode).toBe(401);
    const admin = await postDetails(id, await createAdminToken(ctx));
    expect(admin.statusCode).toBe(403);
    const read = await ctx.app.inject({ method: 'GET', url: `/api/itineraries/${id}/details` });
    expect(read.statusCode).toBe(401);
  });

  it('are 404 before they are generated, and for unknown itineraries', async () => {
    const missing = await ctx.app.inject({
      method: 'GET',
      url: `/api/itineraries/${cards[1]!._id}/details`,
      headers: bearer(userToken),
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe(m.detailsNotFound);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const unknown = await postDetails(id);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().error).toBe(m.itineraryNotFound);
    }
  });

  it('are generated once with every field the detail page shows, then read back', async () => {
    const card = cards[0]!;
    const response = await postDetails(card._id);
    expect(response.statusCode).toBe(200);
    const { details, itinerary } = response.json();
    expect(itineraryDetailsSchema.safeParse(details).success).toBe(true);
    expect(itinerary).toMatchObject({ _id: card._id, needsDetailedGeneration: false });
    expect(details.fullDayWisePlan).toHaveLength(card.days);
    expect(details.fullDayWisePlan[0].morning).toContain('Delhi');
    expect(details.fullDayWisePlan[card.days - 1].title).toBe('Return to Delhi');
    expect(details.accommodation).toMatchObject({
      hotelName: card.hotelExample.name,
      nights: card.days - 1,
    });
    expect(details.priceEstimate).toMatchObject({
      perPerson: card.pricePP,
      total: card.totalPrice,
      currency: 'INR',
    });
    expect(details.dates).toEqual({ departureDate: '2026-03-10', returnDate: '2026-03-14' });
    expect(details.duration).toBe('5 Days / 4 Nights');
    expect(details.transportClass).toBe('Economy');
    for (const key of [
      'accommodationDetails',
      'transportDetails',
      'mealsDetails',
      'activitiesDetails',
      'termsAndConditions',
    ]) {
      expect(details.structuredDetails[key].length).toBeGreaterThan(0);
    }
    const again = await ctx.app.inject({
      method: 'GET',
      url: `/api/itineraries/${card._id}/details`,
      headers: bearer(userToken),
    });
    expect(again.json()).toEqual({ details });
  });

  it('are generated once when ten requests arrive together', async () => {
    const id = cards[2]!._id;
    const responses = await Promise.all(Array.from({ length: 10 }, () => postDetails(id)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const bodies = responses.map((r) => r.body);
    expect(new Set(bodies).size).toBe(1);
    const rows = await ctx.database.db
      .select()
      .from(itineraryDetails)
      .where(eq(itineraryDetails.itineraryId, id));
    expect(rows).toHaveLength(1);
  });

  it('are generated once when two instances share the database', async () => {
    const other = await createTestApp({}, { now: clock.now, database: ctx.database });
    try {
      const id = cards[3]!._id;
      const otherToken = await createUserToken(other);
      const responses = await Promise.all([
        ...Array.from({ length: 5 }, () => postDetails(id)),
        ...Array.from({ length: 5 }, () => postDetails(id, otherToken, other.app)),
      ]);
      expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
      const details = responses.map((r) => JSON.stringify(r.json().details));
      expect(new Set(details).size).toBe(1);
      const rows = await ctx.database.db
        .select()
        .from(itineraryDetails)
        .where(eq(itineraryDetails.itineraryId, id));
      expect(rows).toHaveLength(1);
    } finally {
      await other.app.close();
    }
  });
});

describe('itinerary pages, popularity and shares', () => {
  it('opens an itinerary by slug, with details only for a signed-in traveller', async () => {
    const card = cards[0]!;
    const anonymous = await ctx.app.inject({
      method: 'GET',
      url: `/api/itineraries/slug/${card.slug}`,
    });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json().itinerary._id).toBe(card._id);
    expect(anonymous.json().details).toBeUndefined();
    const signedIn = await ctx.app.inject({
      method: 'GET',
      url: `/api/itineraries/slug/${card.slug}`,
      headers: bearer(userToken),
    });
    expect(signedIn.json().details.itineraryId).toBe(card._id);
    const stale = await ctx.app.inject({
      method: 'GET',
      url: `/api/itineraries/slug/${card.slug}`,
      headers: bearer('not-a-token'),
    });
    expect(stale.statusCode).toBe(200);
    expect(stale.json().details).toBeUndefined();
  });

  it('answers 404 for an unknown slug', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/itineraries/slug/nowhere' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: m.itineraryNotFound, code: 'NOT_FOUND' });
  });

  it('lists detailed itineraries as popular, most viewed first', async () => {
    const fresh = await generateCards('Udaipur');
    const popularBefore = (
      await ctx.app.inject({ method: 'GET', url: '/api/itineraries/popular' })
    ).json().popularItineraries as Itinerary[];
    expect(popularBefore.some((i) => i._id === fresh[0]!._id)).toBe(false);
    expect(popularBefore.every((i) => i.needsDetailedGeneration === false)).toBe(true);

    await postDetails(fresh[0]!._id);
    for (let i = 0; i < 5; i += 1) {
      await ctx.app.inject({ method: 'GET', url: `/api/itineraries/slug/${fresh[0]!.slug}` });
    }
    const popular = (
      await ctx.app.inject({ method: 'GET', url: '/api/itineraries/popular' })
    ).json().popularItineraries as Itinerary[];
    expect(popular[0]!._id).toBe(fresh[0]!._id);
    expect(popular[0]).toMatchObject({
      slug: fresh[0]!.slug,
      fromLocation: 'Delhi',
      toLocation: 'Udaipur',
      departureDate: '2026-03-10',
      returnDate: '2026-03-14',
      headerImage: expect.any(String),
    });
  });

  it('keeps the popular list in memory until a plan gains its details', async () => {
    const popular = async () =>
      (
        (await ctx.app.inject({ method: 'GET', url: '/api/itineraries/popular' })).json()
          .popularItineraries as Itinerary[]
      ).map((itinerary) => itinerary._id);
    const before = await popular();
    expect(before.length).toBeGreaterThan(0);
    // Behind the service's back: the answer in memory does not change.
    await ctx.database.db.delete(itineraryDetails);
    await ctx.database.db.update(itineraries).set({ hasDetails: false });
    expect(await popular()).toEqual(before);
    // A new day-wise plan clears it, so the list is read again at once.
    const fresh = await generateCards('Kochi');
    await postDetails(fresh[0]!._id);
    expect(await popular()).toEqual([fresh[0]!._id]);
  });

  it('counts shares per platform, once per visitor and day', async () => {
    const id = cards[1]!._id;
    const share = (platform: string, target = id, remoteAddress = '10.20.0.1') =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/itineraries/${target}/share`,
        payload: { platform },
        remoteAddress,
      });
    for (let time = 0; time < 50; time += 1) {
      expect((await share('whatsapp')).json()).toEqual({ shares: { whatsapp: 1 } });
    }
    expect((await share('whatsapp', id, '10.20.0.2')).json()).toEqual({ shares: { whatsapp: 2 } });
    expect((await share('facebook')).json()).toEqual({ shares: { whatsapp: 2, facebook: 1 } });
    const bad = await share('myspace');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.platform).toBe(m.sharePlatform);
    const unknown = await share('twitter', '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
  });
});
