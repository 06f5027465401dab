import { Box, Button, Paper, Typography } from '@mui/material';
import LockIcon from '@mui/icons-material/Lock';
import { openLoginDialog, preloadLoginDialog } from '../../../../lib/login-dialog';

/** For signed-out visitors: the day-wise plan needs an account. Signing in loads it here. */
export function LoginRequiredPanel() {
  return (
    <Paper
      component="section"
      aria-labelledby="login-required-title"
      elevation={0}
      data-print="hide"
      sx={{
        p: { xs: 3, md: 5 },
        borderRadius: '24px',
        textAlign: 'center',
        color: 'common.white',
        background: 'linear-gradient(135deg, #1e3a8a 0%, #4338ca 55%, #6d28d9 100%)',
      }}
    >
      <Box
        aria-hidden
        sx={{
          width: 64,
          height: 64,
          mx: 'auto',
          mb: 2,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'rgba(255, 255, 255, 0.18)',
        }}
      >
        <LockIcon fontSize="large" />
      </Box>
      <Typography
        id="login-required-title"
        component="h2"
        sx={{ fontWeight: 700, fontSize: { xs: '1.35rem', md: '1.7rem' } }}
      >
        Sign in to see the day-wise plan
      </Typography>
      <Typography sx={{ mt: 1, mb: 3, maxWidth: 520, mx: 'auto', color: 'accent.tint' }}>
        The full itinerary (each day&apos;s morning, afternoon and evening, the hotel, transport,
        meals and terms) is free for registered travellers.
      </Typography>
      <Button
        variant="contained"
        size="large"
        onClick={() => openLoginDialog()}
        onPointerEnter={preloadLoginDialog}
        onFocus={preloadLoginDialog}
        sx={{
          bgcolor: 'common.white',
          color: 'primary.dark',
          px: 4,
          '&:hover': { bgcolor: 'accent.tint' },
        }}
      >
        Sign In
      </Button>
    </Paper>
  );
}
