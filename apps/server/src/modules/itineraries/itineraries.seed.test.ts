import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Itinerary } from '@trip/shared/itineraries/schemas';
import { createTestApp, type TestContext } from '../../test/app';
import { itinerariesSeeder } from './itineraries.seed';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

async function popular(): Promise<Itinerary[]> {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/itineraries/popular' });
  return response.json().popularItineraries;
}

describe('itineraries demo content', () => {
  it('fills the popular itineraries with the home page’s sample routes, once', async () => {
    expect(await popular()).toEqual([]);
    await itinerariesSeeder.run(ctx.database.db);
    const seeded = await popular();
    expect(seeded.map((i) => `${i.fromLocation} to ${i.toLocation}`).sort()).toEqual(
      [
        'Ahmedabad to Rishikesh',
        'Bengaluru to Jaipur',
        'Chennai to Kerala',
        'Delhi to Manali',
        'Hyderabad to Udaipur',
        'Kolkata to Darjeeling',
        'Mumbai to Goa',
        'Pune to Shimla',
      ].sort(),
    );
    const page = await ctx.app.inject({
      method: 'GET',
      url: `/api/itineraries/slug/${seeded[0]!.slug}`,
    });
    expect(page.statusCode).toBe(200);
    await itinerariesSeeder.run(ctx.database.db);
    expect((await popular()).map((i) => i._id).sort()).toEqual(seeded.map((i) => i._id).sort());
  });
});
