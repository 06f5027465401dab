import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Itinerary } from '@trip/shared/itineraries/schemas';
import { createTestApp, type TestContext } from '../../test/app';
import { createTestClock } from '../../test/roles';
import { plannerEngine } from './engine/planner-engine';
import type { ItineraryEngine } from './engine/types';
import {
  createItineraryDeps,
  generateDetails,
  prepareSearch,
  runSearch,
} from './itineraries.service';

const clock = createTestClock(new Date('2026-01-10T06:00:00.000Z'));

const search = {
  from: 'Delhi',
  to: 'Rishikesh',
  departureDate: '2026-03-10',
  returnDate: '2026-03-13',
  travellers: 2,
  travelClass: 'Economy' as const,
  priceRange: [0, 50_000] as [number, number],
  page: 1,
};

/** An engine that fails the way an overloaded model does, before its first card. */
const overloadedEngine: ItineraryEngine = {
  name: 'overloaded-model',
  // eslint-disable-next-line require-yield -- it fails before it can yield
  async *suggest() {
    throw new Error('429 from the model');
  },
  async details() {
    throw new Error('503 from the model');
  },
};

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({}, { now: clock.now });
});
afterAll(async () => {
  await ctx.close();
});

describe('engines', () => {
  it('falls back to the planner when the engine fails before its first card', async () => {
    const deps = createItineraryDeps(ctx.database.db, ctx.app.log, overloadedEngine);
    const streamed: Itinerary[] = [];
    const outcome = await runSearch(deps, prepareSearch(deps, search), (card) =>
      streamed.push(card),
    );
    expect(outcome.engine).toBe('planner');
    expect(outcome.itineraries.length).toBeGreaterThanOrEqual(3);
    expect(streamed).toEqual(outcome.itineraries);
    const details = await generateDetails(deps, outcome.itineraries[0]!._id);
    expect(details.details.engine).toBe('planner');
  });

  it('keeps the answers of different engines apart in the store', async () => {
    const planner = createItineraryDeps(ctx.database.db, ctx.app.log, plannerEngine);
    const renamed = createItineraryDeps(ctx.database.db, ctx.app.log, {
      ...plannerEngine,
      name: 'planner-v2',
    });
    const a = await runSearch(planner, prepareSearch(planner, { ...search, to: 'Haridwar' }));
    const b = await runSearch(renamed, prepareSearch(renamed, { ...search, to: 'Haridwar' }));
    expect(b.engine).toBe('planner-v2');
    expect(b.searchId).not.toBe(a.searchId);
    expect(b.itineraries.map((i) => i._id)).not.toEqual(a.itineraries.map((i) => i._id));
  });
});
