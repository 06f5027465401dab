import { Box, ButtonBase, Dialog, IconButton, Skeleton, Typography } from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Itinerary } from '@trip/shared/itineraries/schemas';
import { useState } from 'react';
import { useDestinationGallery } from '../../api/get-destination-gallery';
import { DEFAULT_TRAVEL_IMAGE, MOBILE_IMAGE_QUERY, usePlaceImage } from '../../api/get-place-image';
import { galleryPictures, needsGalleryPictures } from '../../utils/gallery';
import { SectionCard } from './section-card';

/** The gallery API takes at most 30 names a list. */
const MAX_NAMES = 30;
/** One large picture and four small ones fill the grid; the viewer shows the rest. */
const TILES = 5;

function Picture({ reference, alt, large }: { reference: string; alt: string; large?: boolean }) {
  const mobile = useMediaQuery(MOBILE_IMAGE_QUERY, { noSsr: true });
  const found = usePlaceImage(reference, { mobile: mobile && !large });
  const [failed, setFailed] = useState<string | null>(null);
  if (found === undefined) {
    return <Skeleton variant="rectangular" sx={{ width: '100%', height: '100%' }} />;
  }
  return (
    <Box
      component="img"
      src={failed === found ? DEFAULT_TRAVEL_IMAGE : found}
      alt={alt}
      width={large ? 1200 : 600}
      height={large ? 800 : 400}
      loading={large ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailed(found)}
      sx={{
        display: 'block',
        width: '100%',
        height: '100%',
        objectFit: large ? 'contain' : 'cover',
      }}
    />
  );
}

/** Pictures of the trip's places, with a full-size viewer (previous and next wrap around). */
export function PhotoGallery({ itinerary }: { itinerary: Itinerary }) {
  const own = itinerary.galleryImages;
  const fetchMore = needsGalleryPictures(own);
  const gallery = useDestinationGallery(
    {
      destinations: itinerary.destinations.slice(0, MAX_NAMES),
      placesToVisit: itinerary.placesToVisit.slice(0, MAX_NAMES),
      highlights: itinerary.topAttractions.slice(0, MAX_NAMES),
      aiSearchTerms: itinerary.coverImageQuery ? [itinerary.coverImageQuery] : [],
    },
    { enabled: fetchMore },
  );
  const waiting = fetchMore && gallery.isPending;
  const pictures = galleryPictures(own, gallery.data ?? []);
  const [open, setOpen] = useState<number | null>(null);
  const place = itinerary.destinations[0] ?? itinerary.toLocation;
  const altOf = (index: number) => `${place}: picture ${index + 1} of ${pictures.length}`;
  const move = (step: number) =>
    setOpen((current) =>
      current === null ? null : (current + step + pictures.length) % pictures.length,
    );

  return (
    <SectionCard id="trip-gallery" title="Gallery" icon={<PhotoLibraryIcon />} print="hide">
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
          gridAutoRows: { xs: 120, md: 150 },
        }}
      >
        {waiting
          ? Array.from({ length: 4 }, (_, index) => (
              <Skeleton key={index} variant="rounded" sx={{ height: '100%' }} />
            ))
          : pictures.slice(0, TILES).map((reference, index) => {
              const more = index === TILES - 1 ? pictures.length - TILES : 0;
              return (
                <ButtonBase
                  key={reference}
                  onClick={() => setOpen(index)}
                  aria-label={`Open ${altOf(index)} full size${more > 0 ? ` (${more} more)` : ''}`}
                  sx={{
                    position: 'relative',
                    borderRadius: '16px',
                    overflow: 'hidden',
                    bgcolor: 'accent.tint',
                    ...(index === 0 ? { gridColumn: 'span 2', gridRow: 'span 2' } : {}),
                  }}
                >
                  <Picture reference={reference} alt="" />
                  {more > 0 && (
                    <Box
                      aria-hidden
                      sx={{
                        position: 'absolute',
                        inset: 0,
                        display: 'grid',
                        placeItems: 'center',
                        bgcolor: 'rgba(15, 23, 42, 0.55)',
                        color: 'common.white',
                        fontWeight: 700,
                        fontSize: '1.4rem',
                      }}
                    >
                      +{more}
                    </Box>
                  )}
                </ButtonBase>
              );
            })}
      </Box>

      <Dialog
        open={open !== null}
        onClose={() => setOpen(null)}
        maxWidth="lg"
        fullWidth
        aria-labelledby="gallery-viewer-title"
        onKeyDown={(event) => {
          if (event.key === 'ArrowRight') move(1);
          if (event.key === 'ArrowLeft') move(-1);
        }}
        slotProps={{
          paper: { sx: { bgcolor: 'grey.900', color: 'common.white', borderRadius: '20px' } },
        }}
      >
        {open !== null && (
          <Box sx={{ position: 'relative', p: { xs: 1, md: 2 } }}>
            <Typography id="gallery-viewer-title" sx={{ px: 1, pb: 1, fontWeight: 600 }}>
              {place}: picture {open + 1} of {pictures.length}
            </Typography>
            <IconButton
              aria-label="Close the picture"
              onClick={() => setOpen(null)}
              sx={{ position: 'absolute', right: 8, top: 4, color: 'common.white' }}
            >
              <CloseIcon />
            </IconButton>
            <Box sx={{ height: { xs: '55vh', md: '72vh' } }}>
              <Picture reference={pictures[open]!} alt={altOf(open)} large />
            </Box>
            <IconButton
              aria-label="Previous picture"
              onClick={() => move(-1)}
              sx={{
                position: 'absolute',
                left: 12,
                top: '50%',
                color: 'common.white',
                bgcolor: 'rgba(15,23,42,0.6)',
                '&:hover': { bgcolor: 'rgba(15,23,42,0.8)' },
              }}
            >
              <ChevronLeftIcon />
            </IconButton>
            <IconButton
              aria-label="Next picture"
              onClick={() => move(1)}
              sx={{
                position: 'absolute',
                right: 12,
                top: '50%',
                color: 'common.white',
                bgcolor: 'rgba(15,23,42,0.6)',
                '&:hover': { bgcolor: 'rgba(15,23,42,0.8)' },
              }}
            >
              <ChevronRightIcon />
            </IconButton>
          </Box>
        )}
      </Dialog>
    </SectionCard>
  );
}
