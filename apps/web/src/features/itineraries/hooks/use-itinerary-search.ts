import type { BudgetAdvice, Itinerary } from '@trip/shared/itineraries/schemas';
import { searchPageMessages as m } from '@trip/shared/itineraries/page-messages';
import { queryToSearchParams } from '@trip/shared/itineraries/search-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { SearchFailure, streamItineraries } from '../api/stream-itineraries';
import {
  generationErrorMessage,
  loadMoreErrorMessage,
  withOverloadRetry,
} from '../utils/generation-retry';
import { forgetResults, readSavedResults, saveResults } from '../utils/saved-results';

export type SearchProblem = {
  message: string;
  /** Places the server suggests for the field it could not find. */
  suggestions: string[];
  field: 'from' | 'to' | undefined;
};

export type ItinerarySearchState = {
  /** loading: nothing to show yet; results: cards (maybe still streaming); error: none came. */
  phase: 'loading' | 'results' | 'error';
  cards: Itinerary[];
  /** More cards of the current page are on their way. */
  streaming: boolean;
  /** The overload retry message while the page waits to try again. */
  notice: string | null;
  problem: SearchProblem | null;
  /** The stream broke after some cards arrived: they stay, with this said above them. */
  warning: string | null;
  page: number;
  hasMore: boolean;
  /** The first page's advice when none of its cards is inside the asked range. */
  budgetAdvice: BudgetAdvice | null;
  loadingMore: boolean;
  /** Cards that arrived so far for the page being loaded by "Load More Itineraries". */
  arrivedMore: number;
  moreMessage: { text: string; severity: 'info' | 'error' } | null;
};

const loadingState: ItinerarySearchState = {
  phase: 'loading',
  cards: [],
  streaming: true,
  notice: null,
  problem: null,
  warning: null,
  page: 1,
  hasMore: false,
  budgetAdvice: null,
  loadingMore: false,
  arrivedMore: 0,
  moreMessage: null,
};

function problemOf(error: unknown): SearchProblem {
  const failure = error instanceof SearchFailure ? error : undefined;
  return {
    message: generationErrorMessage(error),
    suggestions: failure?.suggestions ?? [],
    field: failure?.field,
  };
}

/** Cards of the new list not already shown (a page may repeat one). */
function appendNew(cards: Itinerary[], card: Itinerary): Itinerary[] {
  return cards.some((shown) => shown._id === card._id) ? cards : [...cards, card];
}

/**
 * Runs the search a /search-results query describes, or shows the results saved for it.
 * Cards are shown as they stream in; an overloaded model is retried as the spec says.
 * `query` is the search's query text, so the search reruns only when the search changes.
 */
export function useItinerarySearch(query: string) {
  const [state, setState] = useState<ItinerarySearchState>(loadingState);
  const [run, setRun] = useState(0);
  const moreController = useRef<AbortController | null>(null);

  useEffect(() => {
    const search = queryToSearchParams(query);
    if (!search) return;
    if (run === 0) {
      const saved = readSavedResults(search);
      if (saved) {
        setState({ ...loadingState, ...saved, phase: 'results', streaming: false });
        return;
      }
    }
    const controller = new AbortController();
    const { signal } = controller;
    let cards: Itinerary[] = [];
    setState(loadingState);

    const attempt = () => {
      cards = [];
      return streamItineraries(
        { ...search, page: 1 },
        {
          signal,
          onCard: (card) => {
            cards = appendNew(cards, card);
            setState((current) => ({ ...current, phase: 'results', cards, notice: null }));
          },
        },
      ).catch((error: unknown) => {
        // Cards already on screen are kept; the search is not repeated under them.
        if (cards.length > 0) return { partial: error };
        throw error;
      });
    };

    withOverloadRetry(attempt, {
      signal,
      onRetry: ({ message }) => setState((current) => ({ ...current, notice: message })),
    }).then(
      (outcome) => {
        if (signal.aborted) return;
        if ('partial' in outcome) {
          setState((current) => ({
            ...current,
            phase: 'results',
            streaming: false,
            warning: generationErrorMessage(outcome.partial),
            hasMore: false,
          }));
          return;
        }
        if (cards.length === 0) {
          setState({
            ...loadingState,
            phase: 'error',
            streaming: false,
            problem: { message: m.noneGenerated, suggestions: [], field: undefined },
          });
          return;
        }
        setState((current) => ({
          ...current,
          phase: 'results',
          cards,
          streaming: false,
          notice: null,
          page: outcome.page,
          hasMore: outcome.hasMore,
          budgetAdvice: outcome.budgetAdvice ?? null,
        }));
        saveResults(search, { cards, page: outcome.page, hasMore: outcome.hasMore });
      },
      (error: unknown) => {
        if (signal.aborted) return;
        setState({ ...loadingState, phase: 'error', streaming: false, problem: problemOf(error) });
      },
    );
    return () => {
      controller.abort();
      moreController.current?.abort();
    };
  }, [query, run]);

  const retry = useCallback(() => {
    forgetResults();
    setRun((count) => count + 1);
  }, []);

  const loadMore = useCallback(() => {
    const search = queryToSearchParams(query);
    if (!search || state.loadingMore || state.streaming) return;
    const controller = new AbortController();
    moreController.current = controller;
    const page = state.page + 1;
    let cards = state.cards;
    let added = 0;
    setState((current) => ({ ...current, loadingMore: true, arrivedMore: 0, moreMessage: null }));

    streamItineraries(
      { ...search, page },
      {
        signal: controller.signal,
        onCard: (card) => {
          const next = appendNew(cards, card);
          if (next === cards) return;
          cards = next;
          added += 1;
          setState((current) => ({ ...current, cards, arrivedMore: added }));
        },
      },
    ).then(
      (done) => {
        if (controller.signal.aborted) return;
        setState((current) => ({
          ...current,
          cards,
          page: done.page,
          hasMore: done.hasMore && added > 0,
          loadingMore: false,
          moreMessage: added === 0 ? { text: m.noneMore, severity: 'info' } : null,
        }));
        saveResults(search, { cards, page: done.page, hasMore: done.hasMore && added > 0 });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState((current) => ({
          ...current,
          cards,
          loadingMore: false,
          moreMessage: { text: loadMoreErrorMessage(error), severity: 'error' },
        }));
        if (added > 0) saveResults(search, { cards, page, hasMore: state.hasMore });
      },
    );
  }, [query, state.loadingMore, state.streaming, state.page, state.cards, state.hasMore]);

  return { state, retry, loadMore };
}
