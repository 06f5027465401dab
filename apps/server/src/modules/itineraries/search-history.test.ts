import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itineraryMessages as m } from '@trip/shared/itineraries/constants';
import { createTestApp, type TestContext } from '../../test/app';
import { bearer, createAdminToken, createTestClock, createUserToken } from '../../test/roles';

const clock = createTestClock(new Date('2026-01-10T06:00:00.000Z'));

const saved = {
  from: 'Delhi',
  to: 'Manali',
  departureDate: '2026-03-10',
  returnDate: '2026-03-15',
  travellers: 2,
  travelClass: 'Economy',
  priceRange: [0, 50_000],
};

let ctx: TestContext;
let alice: string;
let bob: string;

beforeAll(async () => {
  ctx = await createTestApp({}, { now: clock.now });
  alice = await createUserToken(ctx);
  bob = await createUserToken(ctx);
});
afterAll(async () => {
  await ctx.close();
});

const list = (token: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/search-history', headers: bearer(token) });
const save = (token: string, body: unknown) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/search-history',
    headers: bearer(token),
    payload: body as Record<string, unknown>,
  });

describe('search history', () => {
  it('is for signed-in travellers only', async () => {
    for (const [method, url] of [
      ['GET', '/api/search-history'],
      ['POST', '/api/search-history'],
      ['DELETE', '/api/search-history'],
      ['DELETE', '/api/search-history/00000000-0000-4000-8000-000000000000'],
    ] as const) {
      const response = await ctx.app.inject({ method, url });
      expect(response.statusCode).toBe(401);
    }
    const admin = await list(await createAdminToken(ctx));
    expect(admin.statusCode).toBe(403);
  });

  it('saves a search and lists it, newest first', async () => {
    const first = await save(alice, saved);
    expect(first.statusCode).toBe(201);
    expect(first.json().search).toMatchObject({ ...saved, _id: expect.any(String) });
    clock.advance(60_000);
    await save(alice, { ...saved, to: 'Goa' });
    const { searches } = (await list(alice)).json();
    expect(searches.map((s: { to: string }) => s.to)).toEqual(['Goa', 'Manali']);
  });

  it('moves a search saved again to the top instead of keeping two', async () => {
    clock.advance(60_000);
    await save(alice, { ...saved, from: ' delhi ' });
    const { searches } = (await list(alice)).json();
    expect(searches.map((s: { to: string }) => s.to)).toEqual(['Manali', 'Goa']);
  });

  it('shows each traveller only their own searches', async () => {
    expect((await list(bob)).json()).toEqual({ searches: [] });
    const [theirs] = (await list(alice)).json().searches;
    const steal = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/search-history/${theirs._id}`,
      headers: bearer(bob),
    });
    expect(steal.statusCode).toBe(404);
    expect(steal.json().error).toBe(m.searchNotFound);
    expect((await list(alice)).json().searches).toHaveLength(2);
  });

  it('validates what is saved', async () => {
    const response = await save(alice, { ...saved, to: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors.to).toBe(m.toRequired);
    const reversed = await save(alice, { ...saved, returnDate: '2026-03-01' });
    expect(reversed.json().fieldErrors.returnDate).toBe(m.returnBeforeDeparture);
  });

  it('deletes one search, then all of them', async () => {
    const [newest] = (await list(alice)).json().searches;
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/search-history/${newest._id}`,
      headers: bearer(alice),
    });
    expect(removed.statusCode).toBe(204);
    expect((await list(alice)).json().searches).toHaveLength(1);
    await save(bob, saved);
    const cleared = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/search-history',
      headers: bearer(alice),
    });
    expect(cleared.json()).toEqual({ deleted: 1 });
    expect((await list(alice)).json().searches).toEqual([]);
    expect((await list(bob)).json().searches).toHaveLength(1);
  });
});
