import { Box, Skeleton } from '@mui/material';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useState } from 'react';
import { DEFAULT_TRAVEL_IMAGE, MOBILE_IMAGE_QUERY, usePlaceImage } from '../../api/get-place-image';

type CardImageProps = {
  /** The itinerary's image address (a place-image question or a picture). */
  reference: string;
  alt: string;
  delayMs: number;
  /** Told the picture's address once it is known, for the itinerary page to reuse. */
  onResolved?: (url: string) => void;
};

/** A card's picture, asked for after `delayMs`, the default picture when it cannot load. */
export function CardImage({ reference, alt, delayMs, onResolved }: CardImageProps) {
  const mobile = useMediaQuery(MOBILE_IMAGE_QUERY, { noSsr: true });
  const found = usePlaceImage(reference, { mobile, delayMs });
  const [failed, setFailed] = useState<string | null>(null);
  const src = found === undefined ? undefined : failed === found ? DEFAULT_TRAVEL_IMAGE : found;

  useEffect(() => {
    if (src) onResolved?.(src);
  }, [src, onResolved]);

  return (
    <Box
      sx={{
        position: 'relative',
        aspectRatio: { xs: '3 / 2', md: '16 / 9' },
        bgcolor: 'accent.tint',
        overflow: 'hidden',
      }}
    >
      {src ? (
        <Box
          component="img"
          src={src}
          alt={alt}
          width={600}
          height={400}
          loading="lazy"
          decoding="async"
          onError={() => setFailed(found ?? null)}
          sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
        />
      ) : (
        <Skeleton
          variant="rectangular"
          animation="wave"
          sx={{ position: 'absolute', inset: 0, height: '100%' }}
        />
      )}
    </Box>
  );
}
