import { Suspense, lazy, useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import {
  onLoginDialogOpen,
  setLoginDialogPreloader,
  type LoginDialogOptions,
} from '../../../lib/login-dialog';
import { clearPendingItinerary, takePendingItinerary } from '../../../lib/pending-itinerary';
import { useQueriesFollowSession, useSessionNotice } from '../../../lib/session';
import { useRestoredUserCheck } from '../api/get-current-user';

// The dialog and the notice (forms, validation, a modal) load only when first needed.
const loadLoginDialog = () => import('./login-dialog');
const LoginDialog = lazy(async () => ({ default: (await loadLoginDialog()).LoginDialog }));
const SessionNoticeSnackbar = lazy(async () => ({
  default: (await import('./session-notice-snackbar')).SessionNoticeSnackbar,
}));

type Request = LoginDialogOptions & { key: number };

/**
 * Everything the public pages need for accounts, mounted once in their layout: the
 * login/register dialog that openLoginDialog() opens, the notice when a session has ended,
 * and the check of a restored session with the server.
 */
export function AuthHost() {
  const navigate = useNavigate();
  const [request, setRequest] = useState<Request>();
  const [open, setOpen] = useState(false);
  const requestCount = useRef(0);
  const { notice, dismiss } = useSessionNotice('user');
  useRestoredUserCheck();
  useQueriesFollowSession('user');

  useEffect(() => {
    setLoginDialogPreloader(() => void loadLoginDialog());
    const unsubscribe = onLoginDialogOpen((options) => {
      requestCount.current += 1;
      setRequest({ ...options, key: requestCount.current });
      setOpen(true);
    });
    return () => {
      unsubscribe();
      setLoginDialogPreloader(null);
    };
  }, []);

  const dismissDialog = useCallback(() => {
    setOpen(false);
    // The visitor chose not to sign in: a later sign-in must not jump to that itinerary.
    clearPendingItinerary();
  }, []);

  const finishDialog = useCallback(() => {
    setOpen(false);
    request?.onSuccess?.();
    const pending = takePendingItinerary();
    if (pending) void navigate(paths.itinerary(pending.slug), { state: pending.state });
  }, [navigate, request]);

  return (
    <>
      {request && (
        <Suspense fallback={null}>
          <LoginDialog
            key={request.key}
            open={open}
            initialTab={request.tab ?? 'login'}
            onDismiss={dismissDialog}
            onDone={finishDialog}
          />
        </Suspense>
      )}
      {notice && (
        <Suspense fallback={null}>
          <SessionNoticeSnackbar message={notice.message} onClose={dismiss} />
        </Suspense>
      )}
    </>
  );
}
