import { Alert, Box, Button, CircularProgress, Container, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { isAppError } from '@trip/shared/errors/app-error';
import { detailPageMessages as m } from '@trip/shared/itineraries/page-messages';
import type { Itinerary } from '@trip/shared/itineraries/schemas';
import { searchParamsToQuery } from '@trip/shared/itineraries/search-query';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { paths } from '../../../../config/paths';
import { useChecked } from '../../../../lib/lazy-schema';
import { useSession } from '../../../../lib/session';
import { useItineraryBySlug } from '../../api/get-itinerary-by-slug';
import { usePlacePicture, type PlacePicture } from '../../api/get-place-image';
import { useItineraryDetails } from '../../hooks/use-itinerary-details';
import { useItineraryViewTracking } from '../../hooks/use-view-tracking';
import type { ItineraryNavigationState } from '../../types';
import { itineraryCheck } from '../../utils/checked-itinerary';
import { readSavedSearch } from '../../utils/search-storage';
import { DetailHero } from './detail-hero';
import { DetailsSection } from './details-section';
import { PhotoGallery } from './photo-gallery';
import { PrintStyles } from './print-styles';
import { TripActions } from './trip-actions';
import { TripOverview } from './trip-overview';

export type BookingSlot = (props: {
  itinerary: Itinerary;
  travellers: number;
  open: boolean;
  onClose: () => void;
}) => ReactNode;

type ItineraryDetailPageProps = {
  /** The booking request dialog, handed in by the route (features do not import each other). */
  bookingDialog?: BookingSlot;
};

/** The navigation state the page that opened this one handed over, if any. */
function navigationState(state: unknown): ItineraryNavigationState {
  return (state && typeof state === 'object' ? state : {}) as ItineraryNavigationState;
}

/** /search-results with the last search, so Back shows its saved results. */
function backToResultsPath(): string {
  const search = readSavedSearch();
  return search ? `${paths.searchResults}?${searchParamsToQuery(search)}` : paths.searchResults;
}

function CenteredMessage({ children }: { children: ReactNode }) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      {children}
    </Container>
  );
}

/** /itinerary/{slug}: the itinerary for everyone, its day-wise plan for signed-in travellers. */
export function ItineraryDetailPage({ bookingDialog }: ItineraryDetailPageProps) {
  const { slug = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const { isSignedIn } = useSession();
  const [bookingOpen, setBookingOpen] = useState(false);

  const handedState = useMemo(() => navigationState(location.state), [location.state]);
  // The itinerary handed over, checked (history keeps it across reloads), when it is this one.
  const checked = useChecked(handedState.itineraryData, itineraryCheck);
  const handed = {
    state: handedState,
    itinerary: checked?.slug === slug ? checked : undefined,
  };
  // Asked even when the itinerary was handed over: the answer brings a traveller's stored plan.
  const page = useItineraryBySlug(slug, { signedIn: isSignedIn });
  const itinerary = handed.itinerary ?? page.data?.itinerary;
  const itineraryId = itinerary ? itinerary._id || itinerary.id || undefined : undefined;
  const answeredForTraveller = isSignedIn && page.isSuccess && !page.isPlaceholderData;
  const pageDetails = answeredForTraveller ? page.data.details : undefined;
  const details = useItineraryDetails(itineraryId, {
    enabled: isSignedIn && !pageDetails && (answeredForTraveller || page.isError),
    checkStored: !answeredForTraveller,
  });
  useItineraryViewTracking(itinerary ? slug : undefined);

  const foundPicture = usePlacePicture(handed.state.imageUrl ? undefined : itinerary?.headerImage);
  const headerPicture: PlacePicture | undefined = handed.state.imageUrl
    ? { src: handed.state.imageUrl }
    : itinerary
      ? foundPicture
      : undefined;
  const travellers = handed.state.travellers ?? itinerary?.travellers ?? 1;
  const travelClass = handed.state.travelClass ?? itinerary?.travelClass ?? '';

  const backToSearch = useCallback(() => void navigate(backToResultsPath()), [navigate]);
  const newSearch = useCallback(() => void navigate(paths.home), [navigate]);
  const { refetch } = details;
  const retryDetails = useCallback(() => void refetch(), [refetch]);

  if (!itinerary) {
    if (page.isError && !page.isFetching) {
      const notFound = isAppError(page.error) && page.error.status === 404;
      return (
        <CenteredMessage>
          <Typography component="h1" sx={{ fontWeight: 700, fontSize: '1.8rem', mb: 2 }}>
            {notFound ? 'Itinerary not found' : 'Something went wrong'}
          </Typography>
          <Alert severity="error" sx={{ textAlign: 'left' }}>
            {notFound ? m.notFound : m.loadFailed}
          </Alert>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1.5}
            sx={{ mt: 3, justifyContent: 'center' }}
          >
            {!notFound && (
              <Button variant="contained" onClick={() => void page.refetch()}>
                Try Again
              </Button>
            )}
            <Button variant={notFound ? 'contained' : 'outlined'} onClick={newSearch}>
              New Search
            </Button>
          </Stack>
        </CenteredMessage>
      );
    }
    return (
      <CenteredMessage>
        <Box role="status" sx={{ display: 'grid', placeItems: 'center', gap: 2 }}>
          <CircularProgress aria-label="Loading itinerary" />
          <Typography sx={{ color: 'text.secondary' }}>Loading itinerary…</Typography>
        </Box>
      </CenteredMessage>
    );
  }

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <PrintStyles />
      <Button
        startIcon={<ArrowBackIcon />}
        onClick={backToSearch}
        data-print="hide"
        sx={{ mb: 2, bgcolor: 'rgba(255,255,255,0.85)', '&:hover': { bgcolor: 'common.white' } }}
      >
        Back to results
      </Button>
      <Stack spacing={{ xs: 2.5, md: 3 }}>
        <DetailHero
          itinerary={itinerary}
          travellers={travellers}
          travelClass={travelClass}
          picture={headerPicture}
        />
        <TripActions
          itinerary={itinerary}
          travellers={travellers}
          {...(bookingDialog ? { onBook: () => setBookingOpen(true) } : {})}
        />
        <TripOverview itinerary={itinerary} />
        <PhotoGallery itinerary={itinerary} />
        <DetailsSection
          signedIn={isSignedIn}
          itineraryId={itineraryId}
          details={pageDetails ?? details.data}
          loading={details.isFetching}
          error={details.error}
          travellers={travellers}
          onRetry={retryDetails}
          onBackToSearch={backToSearch}
        />
      </Stack>
      {bookingDialog?.({
        itinerary,
        travellers,
        open: bookingOpen,
        onClose: () => setBookingOpen(false),
      })}
    </Container>
  );
}
