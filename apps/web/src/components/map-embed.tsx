import { Box, Button, Paper, Typography } from '@mui/material';
import MapIcon from '@mui/icons-material/Map';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { useEffect, useRef, useState } from 'react';
import { OSM_PROBE_URL } from '../lib/open-street-map';

export const MAP_LOAD_TIMEOUT_MS = 8000;

type MapEmbedProps = {
  src: string;
  title: string;
  address: string;
  openUrl: string;
};

type MapState = 'waiting' | 'loading' | 'failed';

function OpenMapButton({ href, variant }: { href: string; variant: 'text' | 'contained' }) {
  return (
    <Button
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      variant={variant}
      endIcon={<OpenInNewIcon aria-hidden="true" />}
    >
      Open in OpenStreetMap
    </Button>
  );
}

/**
 * An embedded map that loads when it comes near the screen. If the map server cannot be reached,
 * the frame errs, or nothing loads within 8 s, a placeholder with the address and a link stays.
 */
export function MapEmbed({ src, title, address, openUrl }: MapEmbedProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  // Always 'waiting' at first, as in the prerendered page: the browser is asked in an effect.
  const [state, setState] = useState<MapState>('waiting');
  const [frameLoaded, setFrameLoaded] = useState(false);
  const [serverReached, setServerReached] = useState(false);

  useEffect(() => {
    if (state !== 'waiting' || !containerRef.current) return;
    if (typeof IntersectionObserver === 'undefined') {
      setState('loading');
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setState('loading');
      },
      { rootMargin: '300px' },
    );
    observer.observe(containerRef.current);
    return () => observer.disconnect();
  }, [state]);

  const ready = state === 'loading' && frameLoaded && serverReached;

  useEffect(() => {
    if (state !== 'loading' || ready) return;
    const probe = new Image();
    probe.onload = () => setServerReached(true);
    probe.onerror = () => setState('failed');
    probe.src = OSM_PROBE_URL;
    const timer = window.setTimeout(() => setState('failed'), MAP_LOAD_TIMEOUT_MS);
    return () => {
      window.clearTimeout(timer);
      probe.onload = null;
      probe.onerror = null;
    };
  }, [state, ready]);

  if (state === 'failed') {
    return (
      <Paper
        data-testid="map-fallback"
        variant="outlined"
        sx={{
          height: '100%',
          minHeight: 320,
          p: 4,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          textAlign: 'center',
          gap: 1.5,
          borderRadius: '20px',
          bgcolor: 'rgba(255, 255, 255, 0.92)',
        }}
      >
        <MapIcon aria-hidden="true" sx={{ fontSize: 48, color: 'primary.main' }} />
        <Typography component="h3" variant="h6" sx={{ fontWeight: 600 }}>
          Map unavailable
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{address}</Typography>
        <OpenMapButton href={openUrl} variant="contained" />
      </Paper>
    );
  }

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', gap: 1 }}>
      <Box
        ref={containerRef}
        sx={{
          position: 'relative',
          flex: 1,
          minHeight: 320,
          borderRadius: '20px',
          overflow: 'hidden',
          border: '1px solid rgba(15, 23, 42, 0.12)',
          bgcolor: 'grey.200',
        }}
      >
        {state !== 'waiting' && (
          <iframe
            ref={(frame) => {
              if (!frame) return;
              // React does not pass an iframe's error event to onError.
              const fail = () => setState('failed');
              frame.addEventListener('error', fail);
              return () => frame.removeEventListener('error', fail);
            }}
            src={src}
            title={title}
            onLoad={() => setFrameLoaded(true)}
            style={{
              position: 'absolute',
              inset: 0,
              width: '100%',
              height: '100%',
              border: 0,
              // The browser's own error page must not flash before the fallback replaces it.
              opacity: ready ? 1 : 0,
              transition: 'opacity 0.3s ease',
            }}
          />
        )}
      </Box>
      <Box>
        <OpenMapButton href={openUrl} variant="text" />
      </Box>
    </Box>
  );
}
