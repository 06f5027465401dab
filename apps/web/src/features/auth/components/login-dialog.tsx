import { Box, Dialog, IconButton, Tab, Tabs, Typography } from '@mui/material';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import CloseIcon from '@mui/icons-material/Close';
import { authSuccessMessages } from '@trip/shared/auth/constants';
import type { User } from '@trip/shared/auth/schemas';
import { useEffect, useId, useRef, useState } from 'react';
import { siteName } from '../../../config/site';
import type { LoginDialogTab } from '../../../lib/login-dialog';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

/** The spec's pause on the success message before the dialog closes by itself. */
export const SUCCESS_CLOSE_DELAY_MS = 1500;

type Success = { title: string; line: string };

type LoginDialogProps = {
  open: boolean;
  initialTab: LoginDialogTab;
  /** The visitor closed the dialog without signing in. */
  onDismiss: () => void;
  /** Signed in or registered, and the success message has been shown. */
  onDone: () => void;
};

/** The Login / Register dialog. */
export function LoginDialog({ open, initialTab, onDismiss, onDone }: LoginDialogProps) {
  const [tab, setTab] = useState(initialTab);
  const [success, setSuccess] = useState<Success>();
  const ids = useId();
  const titleId = `${ids}-title`;
  const tabId = (name: LoginDialogTab) => `${ids}-tab-${name}`;
  const panelId = `${ids}-panel`;

  // The pause starts once per success, whatever the parent re-renders meanwhile.
  const onDoneRef = useRef(onDone);
  useEffect(() => {
    onDoneRef.current = onDone;
  });
  useEffect(() => {
    if (!success) return;
    const timer = window.setTimeout(() => onDoneRef.current(), SUCCESS_CLOSE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [success]);

  const signedIn = (user: User) =>
    setSuccess({ title: authSuccessMessages.loggedIn, line: `Welcome back, ${user.name}!` });
  const registered = (user: User) =>
    setSuccess({
      title: authSuccessMessages.registered,
      line: `Welcome to ${siteName}, ${user.name}!`,
    });

  return (
    <Dialog
      open={open}
      onClose={success ? undefined : onDismiss}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
      slotProps={{
        paper: {
          sx: {
            borderRadius: '20px',
            overflow: 'hidden',
            m: { xs: 2, sm: 4 },
            width: { xs: 'calc(100% - 32px)', sm: undefined },
          },
        },
      }}
    >
      <Box
        sx={{
          position: 'relative',
          px: { xs: 2.5, sm: 3 },
          pt: { xs: 2.5, sm: 3 },
          pb: 2.5,
          color: 'common.white',
          background: 'linear-gradient(135deg, #1e3a8a 0%, #1d4ed8 55%, #6d28d9 100%)',
        }}
      >
        <Typography
          id={titleId}
          component="h2"
          variant="h5"
          sx={{ fontWeight: 700, pr: 5, fontSize: { xs: '1.3rem', sm: '1.5rem' } }}
        >
          Welcome to {siteName}
        </Typography>
        <Typography variant="body2" sx={{ mt: 0.5, color: 'rgba(255,255,255,0.9)' }}>
          Sign in to see full itineraries and plan your trips.
        </Typography>
        {!success && (
          <IconButton
            aria-label="Close"
            onClick={onDismiss}
            sx={{ position: 'absolute', top: 12, right: 12, color: 'common.white' }}
          >
            <CloseIcon />
          </IconButton>
        )}
      </Box>

      {success ? (
        <Box role="status" sx={{ px: 3, py: 5, textAlign: 'center' }}>
          <CheckCircleRoundedIcon sx={{ fontSize: 56, color: 'success.main' }} aria-hidden />
          <Typography component="p" variant="h6" sx={{ fontWeight: 700, mt: 1 }}>
            {success.title}
          </Typography>
          <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>{success.line}</Typography>
        </Box>
      ) : (
        <>
          <Tabs
            value={tab}
            onChange={(_event, value: LoginDialogTab) => setTab(value)}
            variant="fullWidth"
            aria-label="Login or register"
            sx={{ borderBottom: 1, borderColor: 'divider' }}
          >
            {(['login', 'register'] as const).map((name) => (
              <Tab
                key={name}
                value={name}
                label={name === 'login' ? 'Login' : 'Register'}
                id={tabId(name)}
                aria-controls={panelId}
                sx={{ fontWeight: 600, fontSize: '1rem', py: 2 }}
              />
            ))}
          </Tabs>
          <Box
            role="tabpanel"
            id={panelId}
            aria-labelledby={tabId(tab)}
            sx={{ px: { xs: 2.5, sm: 3 }, py: 3 }}
          >
            {tab === 'login' ? (
              <LoginForm autoFocus={initialTab === 'login'} onSignedIn={signedIn} />
            ) : (
              <RegisterForm autoFocus={initialTab === 'register'} onRegistered={registered} />
            )}
          </Box>
        </>
      )}
    </Dialog>
  );
}
