import { buildDetails } from './details';
import { PLANNER_ENGINE, planPage, suggestItineraries } from './planner';
import type { ItineraryEngine } from './types';

/** The offline, deterministic engine: the knowledge base and the cost model, nothing else. */
export const plannerEngine: ItineraryEngine = {
  name: PLANNER_ENGINE,
  async *suggest(search, page) {
    for (const card of suggestItineraries(search, page)) yield card;
  },
  hasMore(search, page) {
    return planPage(search, page).hasMore;
  },
  async details(itinerary, search) {
    return buildDetails(itinerary, search);
  },
};
