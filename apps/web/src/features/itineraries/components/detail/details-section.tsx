import { Alert, Box, Button, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import RefreshIcon from '@mui/icons-material/Refresh';
import { detailPageMessages as m } from '@trip/shared/itineraries/page-messages';
import type { ItineraryDetails } from '@trip/shared/itineraries/schemas';
import type { ReactNode } from 'react';
import { isSessionExpiredError } from '../../../../lib/api-client';
import { DetailsFailure } from '../../utils/details-retry';
import { DayWisePlan } from './day-wise-plan';
import { LoginRequiredPanel } from './login-required-panel';
import { TripFacts } from './trip-facts';

type DetailsSectionProps = {
  signedIn: boolean;
  /** The itinerary's id; missing only for a broken hand-over from another page. */
  itineraryId: string | undefined;
  details: ItineraryDetails | undefined;
  loading: boolean;
  error: unknown;
  travellers: number;
  onRetry: () => void;
  onBackToSearch: () => void;
};

function Panel({ children }: { children: ReactNode }) {
  return (
    <Paper
      component="section"
      aria-labelledby="details-status-title"
      elevation={0}
      sx={{
        p: { xs: 3, md: 4 },
        borderRadius: '24px',
        bgcolor: 'rgba(255, 255, 255, 0.95)',
        border: '1px solid rgba(15, 23, 42, 0.08)',
      }}
    >
      {children}
    </Paper>
  );
}

/** The day-wise plan, or what stands in its place: sign-in, progress, or a failure to retry. */
export function DetailsSection(props: DetailsSectionProps) {
  const { signedIn, itineraryId, details, loading, error, travellers } = props;
  if (!signedIn) return <LoginRequiredPanel />;
  if (details) {
    return (
      <>
        <DayWisePlan days={details.fullDayWisePlan} />
        <TripFacts details={details} travellers={travellers} />
      </>
    );
  }
  if (!itineraryId) {
    return (
      <Panel>
        <Typography id="details-status-title" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
          Day-wise plan
        </Typography>
        <Alert severity="error">{m.noId}</Alert>
      </Panel>
    );
  }
  if (error && !loading && !isSessionExpiredError(error)) {
    const message = error instanceof DetailsFailure ? error.message : m.generateFailed;
    return (
      <Panel>
        <Typography id="details-status-title" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
          Day-wise plan
        </Typography>
        <Alert severity="error">{message}</Alert>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ mt: 2.5 }}
          data-print="hide"
        >
          <Button variant="contained" startIcon={<RefreshIcon />} onClick={props.onRetry}>
            Retry Generation
          </Button>
          <Button variant="outlined" startIcon={<ArrowBackIcon />} onClick={props.onBackToSearch}>
            Back to Search
          </Button>
        </Stack>
      </Panel>
    );
  }
  return (
    <Panel>
      <Box role="status" aria-live="polite">
        <Typography id="details-status-title" component="h2" sx={{ fontWeight: 700 }}>
          Preparing your day-wise plan…
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 0.5, mb: 2 }}>
          Each day&apos;s sights, meals, hotel and transport, timed around your dates.
        </Typography>
        <LinearProgress aria-label="Preparing the day-wise plan" />
      </Box>
    </Panel>
  );
}
