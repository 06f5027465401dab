import {
  Alert,
  Box,
  Button,
  Chip,
  Container,
  LinearProgress,
  Skeleton,
  Snackbar,
  Stack,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import SearchIcon from '@mui/icons-material/Search';
import { ITINERARIES_PER_PAGE } from '@trip/shared/itineraries/constants';
import {
  CARD_IMAGE_STAGGER_MS,
  searchPageMessages as m,
} from '@trip/shared/itineraries/page-messages';
import type { BudgetAdvice, Itinerary } from '@trip/shared/itineraries/schemas';
import {
  queryToSearchParams,
  searchParamsToQuery,
  type TripSearchParams,
} from '@trip/shared/itineraries/search-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { paths } from '../../../../config/paths';
import { openLoginDialog } from '../../../../lib/login-dialog';
import { setPendingItinerary } from '../../../../lib/pending-itinerary';
import { useSession } from '../../../../lib/session';
import { useItinerarySearch } from '../../hooks/use-itinerary-search';
import type { ItineraryNavigationState } from '../../types';
import { distinctCardPictures } from '../../utils/card-pictures';
import { formatTripDate } from '../../utils/format';
import { formatRupees } from '@trip/shared/common/money';
import { readSavedSearch, saveSearch, searchFromObject } from '../../utils/search-storage';
import { GeneratingScreen } from './generating-screen';
import { ItineraryCard } from './itinerary-card';
import { SearchError } from './search-error';

/** The search to run: from navigation state, else the address, else the last saved search. */
function resolveSearch(state: unknown, query: string): TripSearchParams | null {
  const fromState = searchFromObject(state);
  if (fromState) return fromState;
  if (query) {
    const fromQuery = queryToSearchParams(query);
    if (fromQuery) return fromQuery;
  }
  return readSavedSearch();
}

/** /search-results: runs the search and shows its itineraries as they arrive. */
export function SearchResultsPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const search = resolveSearch(location.state, location.search);
  const query = search ? searchParamsToQuery(search) : null;

  useEffect(() => {
    const current = query ? queryToSearchParams(query) : null;
    if (!query || !current) return;
    saveSearch(current);
    // The address always names the search, so the page can be shared and reloaded.
    if (location.search !== `?${query}`) {
      void navigate({ search: `?${query}` }, { replace: true, state: location.state as unknown });
    }
  }, [query, location.search, location.state, navigate]);

  if (!search || !query) return <Navigate to={paths.home} replace />;
  return <SearchResults key={query} search={search} query={query} />;
}

function SearchSummary({ search }: { search: TripSearchParams }) {
  const chips = [
    `${formatTripDate(search.departureDate)} – ${formatTripDate(search.returnDate)}`,
    `${search.travellers} ${search.travellers === 1 ? 'Traveller' : 'Travellers'}`,
    search.travelClass,
    `${formatRupees(search.priceRange[0])} – ${formatRupees(search.priceRange[1])} per person`,
  ];
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
      {chips.map((label) => (
        <Chip
          key={label}
          label={label}
          sx={{ bgcolor: 'rgba(255,255,255,0.9)', fontWeight: 500 }}
        />
      ))}
    </Stack>
  );
}

/** What would fit when no plan is inside the range: shown under the advice heading. */
function BudgetChanges({ advice }: { advice: BudgetAdvice }) {
  return (
    <Box sx={{ mt: 0.5, color: 'text.secondary' }}>
      <Typography sx={{ color: 'inherit' }}>
        {advice.changes.length > 0 ? 'Changes to consider:' : null}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {advice.changes.map((change) => (
          <li key={change}>{change}</li>
        ))}
      </Box>
    </Box>
  );
}

function CardPlaceholder() {
  return (
    <Box
      aria-hidden
      sx={{ borderRadius: '20px', overflow: 'hidden', bgcolor: 'rgba(255,255,255,0.7)' }}
    >
      <Skeleton
        variant="rectangular"
        sx={{ aspectRatio: { xs: '3 / 2', md: '16 / 9' }, height: 'auto' }}
      />
      <Box sx={{ p: 2.5 }}>
        <Skeleton width="80%" height={32} />
        <Skeleton width="50%" />
        <Skeleton variant="rounded" height={90} sx={{ my: 1.5 }} />
        <Skeleton width="70%" />
        <Skeleton width="60%" />
      </Box>
    </Box>
  );
}

const gridSx = {
  display: 'grid',
  gap: 3,
  // Pages come four cards at a time: two columns keep every row full.
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
} as const;

function SearchResults({ search, query }: { search: TripSearchParams; query: string }) {
  const navigate = useNavigate();
  const { isSignedIn } = useSession();
  const { state, retry, loadMore } = useItinerarySearch(query);
  const [alert, setAlert] = useState<string | null>(null);
  const navigating = useRef(false);

  const newSearch = useCallback(() => void navigate(paths.home), [navigate]);

  const trySuggestion = useCallback(
    (field: 'from' | 'to', place: string) => {
      void navigate(`${paths.searchResults}?${searchParamsToQuery({ ...search, [field]: place })}`);
    },
    [navigate, search],
  );

  const viewDetails = useCallback(
    (itinerary: Itinerary, imageUrl: string | undefined) => {
      // A second click while the first is still on its way is ignored.
      if (navigating.current) return;
      if (!itinerary.slug) {
        setAlert(m.unableToViewDetails);
        return;
      }
      const navigationState: ItineraryNavigationState = {
        itineraryData: itinerary,
        itineraryId: itinerary._id,
        from: search.from,
        to: search.to,
        travellers: search.travellers,
        travelClass: search.travelClass,
        startDate: search.departureDate,
        endDate: search.returnDate,
        ...(imageUrl ? { imageUrl } : {}),
      };
      if (!isSignedIn) {
        // After signing in, the login dialog's host continues to this itinerary.
        setPendingItinerary({ slug: itinerary.slug, state: navigationState });
        openLoginDialog();
        return;
      }
      navigating.current = true;
      Promise.resolve(navigate(paths.itinerary(itinerary.slug), { state: navigationState }))
        .catch(() => setAlert(m.navigationFailed))
        .finally(() => {
          navigating.current = false;
        });
    },
    [isSignedIn, navigate, search],
  );

  if (state.phase === 'loading') {
    return (
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 8 } }}>
        <GeneratingScreen from={search.from} to={search.to} notice={state.notice} />
      </Container>
    );
  }

  if (state.phase === 'error' && state.problem) {
    return (
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 8 } }}>
        <SearchError
          problem={state.problem}
          onRetry={retry}
          onNewSearch={newSearch}
          onSuggestion={trySuggestion}
        />
      </Container>
    );
  }

  const pictures = distinctCardPictures(state.cards);
  const waitingFor = state.streaming ? Math.max(0, ITINERARIES_PER_PAGE - state.cards.length) : 0;
  const moreWaiting = state.loadingMore ? Math.max(0, ITINERARIES_PER_PAGE - state.arrivedMore) : 0;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
      <Box
        component="header"
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          alignItems: 'flex-end',
          justifyContent: 'space-between',
          mb: 3,
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography
            component="h1"
            sx={{ fontWeight: 700, fontSize: { xs: '1.6rem', md: '2.2rem' }, lineHeight: 1.2 }}
          >
            {state.budgetAdvice ? state.budgetAdvice.message : `${search.from} → ${search.to}`}
          </Typography>
          {state.budgetAdvice ? (
            <BudgetChanges advice={state.budgetAdvice} />
          ) : (
            <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>
              Itineraries planned for your dates and budget
            </Typography>
          )}
          <SearchSummary search={search} />
        </Box>
        <Button variant="outlined" startIcon={<SearchIcon />} onClick={newSearch}>
          New Search
        </Button>
      </Box>

      <Box role="status" aria-live="polite" sx={{ mb: state.streaming ? 2 : 0 }}>
        {state.streaming && (
          <>
            <Typography variant="body2" sx={{ color: 'text.secondary', mb: 0.75 }}>
              {state.cards.length} of {ITINERARIES_PER_PAGE} itineraries ready, planning the rest…
            </Typography>
            <LinearProgress aria-label="Planning the remaining itineraries" />
          </>
        )}
      </Box>
      {state.warning && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {state.warning}
        </Alert>
      )}

      <Box sx={gridSx}>
        {state.cards.map((itinerary, index) => (
          <ItineraryCard
            key={itinerary._id}
            itinerary={itinerary}
            picture={pictures[index]!}
            travellers={search.travellers}
            imageDelayMs={(index % ITINERARIES_PER_PAGE) * CARD_IMAGE_STAGGER_MS}
            onViewDetails={viewDetails}
          />
        ))}
        {Array.from({ length: waitingFor + moreWaiting }, (_, index) => (
          <CardPlaceholder key={`placeholder-${index}`} />
        ))}
      </Box>

      <Stack spacing={2} sx={{ mt: 4, alignItems: 'center' }}>
        {state.moreMessage && (
          <Alert severity={state.moreMessage.severity} sx={{ width: '100%', maxWidth: 640 }}>
            {state.moreMessage.text}
          </Alert>
        )}
        {state.hasMore && !state.streaming && (
          <Button
            variant="contained"
            size="large"
            startIcon={<AddIcon />}
            onClick={loadMore}
            disabled={state.loadingMore}
            sx={{ minWidth: 260 }}
          >
            {state.loadingMore ? 'Loading more itineraries…' : 'Load More Itineraries'}
          </Button>
        )}
      </Stack>

      <Snackbar
        open={alert !== null}
        autoHideDuration={6000}
        onClose={() => setAlert(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert severity="error" onClose={() => setAlert(null)} variant="filled">
          {alert}
        </Alert>
      </Snackbar>
    </Container>
  );
}
