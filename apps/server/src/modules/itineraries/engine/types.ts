import type {
  Itinerary,
  ItineraryDetails,
  ItinerarySearch,
} from '@trip/shared/itineraries/schemas';
import type { ResolvedPlace } from '../knowledge/resolver';

/** A validated search whose places the knowledge base already knows. */
export type EngineSearch = ItinerarySearch & { origin: ResolvedPlace; destination: ResolvedPlace };

/** A card as an engine writes it; the store gives it its id and slug. */
export type DraftItinerary = Omit<Itinerary, '_id' | 'id' | 'slug'>;

/**
 * What turns searches into itinerary cards and cards into day-wise plans. The offline planner
 * is the default; an LLM engine can take its place, with the planner as its fallback.
 */
export type ItineraryEngine = {
  name: string;
  /** The cards of one page, each yielded as soon as it is ready; an empty page means no more. */
  suggest(search: EngineSearch, page: number): AsyncIterable<DraftItinerary>;
  /** Whether a later page would hold more cards; without it, a full page is taken to mean yes. */
  hasMore?(search: EngineSearch, page: number): boolean;
  details(itinerary: Itinerary, search: ItinerarySearch): Promise<ItineraryDetails>;
};
