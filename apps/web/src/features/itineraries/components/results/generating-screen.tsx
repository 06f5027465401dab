import { Alert, Box, LinearProgress, Paper, Typography } from '@mui/material';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import { searchPageMessages as m } from '@trip/shared/itineraries/page-messages';
import { useEffect, useState } from 'react';

const STEPS = [
  'Reading your dates, budget and travel class…',
  'Matching routes and fares…',
  'Choosing hotels that fit your budget…',
  'Picking the sights worth your time…',
  'Pricing each plan per person…',
];
const STEP_MS = 1400;

/** Grows quickly at first and slows, never quite reaching the end until the cards arrive. */
function progressAt(elapsedMs: number): number {
  return 92 * (1 - Math.exp(-elapsedMs / 3500));
}

type GeneratingScreenProps = {
  from: string;
  to: string;
  /** The overload retry message, while the page waits to try again. */
  notice: string | null;
};

/** "Generating Your Perfect Itinerary": shown until the first card arrives. */
export function GeneratingScreen({ from, to, notice }: GeneratingScreenProps) {
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    const started = performance.now();
    const timer = window.setInterval(() => setElapsed(performance.now() - started), 200);
    return () => window.clearInterval(timer);
  }, []);
  const step = STEPS[Math.min(STEPS.length - 1, Math.floor(elapsed / STEP_MS))];

  return (
    <Paper
      elevation={0}
      role="status"
      aria-live="polite"
      sx={{
        maxWidth: 640,
        mx: 'auto',
        p: { xs: 3, md: 5 },
        textAlign: 'center',
        borderRadius: '24px',
        bgcolor: 'rgba(255, 255, 255, 0.94)',
        border: '1px solid rgba(15, 23, 42, 0.08)',
        boxShadow: '0 24px 60px -32px rgba(49, 46, 129, 0.55)',
      }}
    >
      <Box
        aria-hidden
        sx={{
          width: 72,
          height: 72,
          mx: 'auto',
          mb: 2,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          color: 'common.white',
          background: 'linear-gradient(135deg, #2563eb, #7c3aed)',
          '@media (prefers-reduced-motion: no-preference)': {
            animation: 'generating-pulse 1.6s ease-in-out infinite',
            '@keyframes generating-pulse': {
              '0%, 100%': { transform: 'scale(1)', boxShadow: '0 0 0 0 rgba(124, 58, 237, 0.45)' },
              '50%': { transform: 'scale(1.06)', boxShadow: '0 0 0 14px rgba(124, 58, 237, 0)' },
            },
          },
        }}
      >
        <AutoAwesomeIcon fontSize="large" />
      </Box>
      <Typography component="h1" sx={{ fontWeight: 700, fontSize: { xs: '1.5rem', md: '2rem' } }}>
        {m.loadingTitle}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 1 }}>
        {from} → {to}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={progressAt(elapsed)}
        aria-label="Planning progress"
        sx={{ mt: 3, height: 8, borderRadius: 4, bgcolor: 'accent.tint' }}
      />
      <Typography variant="body2" sx={{ mt: 1.5, color: 'text.secondary', minHeight: '1.5em' }}>
        {step}
      </Typography>
      {notice && (
        <Alert severity="warning" sx={{ mt: 3, textAlign: 'left' }}>
          {notice}
        </Alert>
      )}
    </Paper>
  );
}
