import { Box } from '@mui/material';
import useMediaQuery from '@mui/material/useMediaQuery';
import { keyframes } from '@mui/material/styles';
import { Suspense, lazy, useEffect, useState } from 'react';

const BackgroundEffects = lazy(() => import('./background-effects'));

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

const drift = keyframes`
  0%, 100% { transform: translate3d(0, 0, 0) scale(1); }
  50% { transform: translate3d(4vw, 3vh, 0) scale(1.08); }
`;

const blobs = [
  {
    color: 'rgba(96, 165, 250, 0.38)',
    size: '55vmax',
    top: '-18vmax',
    left: '-12vmax',
    delay: '0s',
  },
  { color: 'rgba(251, 146, 60, 0.26)', size: '48vmax', top: '28vh', left: '62vw', delay: '-8s' },
  { color: 'rgba(167, 139, 250, 0.28)', size: '42vmax', top: '62vh', left: '-6vw', delay: '-15s' },
];

/** Runs the callback once the page has loaded and the main thread is idle. */
function whenIdle(callback: () => void): () => void {
  let idleId: number | undefined;
  let timeoutId: number | undefined;
  const schedule = () => {
    // Safari has no requestIdleCallback.
    if (typeof window.requestIdleCallback === 'function') {
      idleId = window.requestIdleCallback(callback, { timeout: 2000 });
    } else {
      timeoutId = window.setTimeout(callback, 200);
    }
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (idleId !== undefined) window.cancelIdleCallback(idleId);
    if (timeoutId !== undefined) window.clearTimeout(timeoutId);
  };
}

/**
 * The site backdrop: a static gradient with soft blobs painted at once, and the stars, cursor
 * trail and spotlight loaded after the page is idle. Only the gradient stays when the visitor
 * asks for reduced motion.
 */
export function Background() {
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY, { noSsr: true });
  const [idle, setIdle] = useState(false);

  useEffect(() => whenIdle(() => setIdle(true)), []);

  return (
    <Box
      aria-hidden="true"
      data-testid="site-background"
      sx={{
        position: 'fixed',
        inset: 0,
        zIndex: -1,
        overflow: 'hidden',
        pointerEvents: 'none',
        background: 'linear-gradient(160deg, #eaf2ff 0%, #f5f7ff 45%, #fff3ea 100%)',
      }}
    >
      {blobs.map((blob) => (
        <Box
          key={blob.color}
          sx={{
            position: 'absolute',
            top: blob.top,
            left: blob.left,
            width: blob.size,
            height: blob.size,
            borderRadius: '50%',
            background: `radial-gradient(circle at center, ${blob.color} 0%, transparent 68%)`,
            '@media (prefers-reduced-motion: no-preference)': {
              animation: `${drift} 24s ease-in-out ${blob.delay} infinite`,
              willChange: 'transform',
            },
          }}
        />
      ))}
      {idle && !reducedMotion && (
        <Suspense fallback={null}>
          <BackgroundEffects />
        </Suspense>
      )}
    </Box>
  );
}
