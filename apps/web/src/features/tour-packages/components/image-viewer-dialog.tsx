import { Box, Dialog, IconButton, Typography } from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import type { PackageImage as PackageImageData } from '@trip/shared/tour-packages/schemas';
import { useId, useState, type KeyboardEvent } from 'react';
import { PackageImage } from './package-image';

/** The photo after `index`, the first again after the last. */
export function nextIndex(index: number, count: number): number {
  return (index + 1) % count;
}

/** The photo before `index`, the last again before the first. */
export function previousIndex(index: number, count: number): number {
  return (index - 1 + count) % count;
}

type ImageViewerDialogProps = {
  images: readonly PackageImageData[];
  /** The photo shown; null keeps the viewer closed. */
  index: number | null;
  /** Names the photos for screen readers when a photo has no caption. */
  title: string;
  onIndexChange: (index: number) => void;
  onClose: () => void;
};

/** Photos at full size, one at a time; the arrow keys step through them, Escape closes. */
export function ImageViewerDialog({
  images,
  index,
  title,
  onIndexChange,
  onClose,
}: ImageViewerDialogProps) {
  const headingId = useId();
  const count = images.length;
  // The last photo stays in place while the viewer fades out.
  const [kept, setKept] = useState(index);
  if (index !== null && index !== kept) setKept(index);
  const current = index ?? kept ?? 0;
  const shown = images[current];
  const showPrevious = () => onIndexChange(previousIndex(current, count));
  const showNext = () => onIndexChange(nextIndex(current, count));

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      showPrevious();
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      showNext();
    }
  };

  const navButtonSx = {
    position: 'absolute',
    top: '50%',
    transform: 'translateY(-50%)',
    color: 'common.white',
    bgcolor: 'rgba(15, 23, 42, 0.6)',
    '&:hover': { bgcolor: 'rgba(15, 23, 42, 0.85)' },
  } as const;

  return (
    <Dialog
      open={index !== null && shown !== undefined}
      onClose={onClose}
      onKeyDown={onKeyDown}
      maxWidth="lg"
      fullWidth
      aria-labelledby={headingId}
      slotProps={{
        paper: {
          sx: {
            bgcolor: 'accent.night',
            color: 'common.white',
            m: { xs: 1, sm: 4 },
            width: '100%',
          },
        },
      }}
    >
      {shown && (
        <Box component="figure" sx={{ m: 0, position: 'relative' }}>
          <PackageImage
            key={shown.url}
            image={shown}
            alt={shown.caption || title}
            sizes="(min-width: 1200px) 1152px, 96vw"
            eager
            sx={{ maxHeight: '78dvh', objectFit: 'contain', bgcolor: 'accent.night' }}
          />
          <IconButton
            aria-label="Close photo viewer"
            onClick={onClose}
            sx={{ ...navButtonSx, top: 12, right: 12, transform: 'none' }}
          >
            <CloseIcon />
          </IconButton>
          {count > 1 && (
            <>
              <IconButton
                aria-label="Previous photo"
                onClick={showPrevious}
                sx={{ ...navButtonSx, left: 12 }}
              >
                <ChevronLeftIcon fontSize="large" />
              </IconButton>
              <IconButton
                aria-label="Next photo"
                onClick={showNext}
                sx={{ ...navButtonSx, right: 12 }}
              >
                <ChevronRightIcon fontSize="large" />
              </IconButton>
            </>
          )}
          <Box
            component="figcaption"
            sx={{
              display: 'flex',
              justifyContent: 'space-between',
              alignItems: 'center',
              gap: 2,
              px: 2.5,
              py: 1.5,
            }}
          >
            <Typography id={headingId} component="h2" sx={{ fontWeight: 600, fontSize: '1rem' }}>
              {shown.caption || title}
            </Typography>
            <Typography aria-live="polite" sx={{ color: 'grey.300', flexShrink: 0 }}>
              Photo {current + 1} of {count}
            </Typography>
          </Box>
        </Box>
      )}
    </Dialog>
  );
}
