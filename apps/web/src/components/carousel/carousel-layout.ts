/** Slides per view from each window width up (the spec's carousel breakpoints). */
export const CAROUSEL_BREAKPOINTS = {
  320: { slidesPerView: 1 },
  480: { slidesPerView: 1 },
  768: { slidesPerView: 2 },
  1024: { slidesPerView: 3 },
  1200: { slidesPerView: 4 },
} as const;

export const MAX_SLIDES_PER_VIEW = 4;
export const CAROUSEL_GAP_PX = 24;
/** The spec's autoplay pause between slides. */
export const CAROUSEL_AUTOPLAY_MS = 3000;

/** Loop mode needs more slides than one view shows. */
export function canLoop(count: number): boolean {
  return count > MAX_SLIDES_PER_VIEW;
}

/**
 * The same widths in CSS, for the stand-in row shown before the carousel loads: only as many
 * slides as one view holds at each width.
 */
export const placeholderColumns = {
  display: 'grid',
  gap: `${CAROUSEL_GAP_PX}px`,
  gridTemplateColumns: '1fr',
  '& > *': { minWidth: 0 },
  '& > :nth-of-type(n + 2)': { display: 'none' },
  '@media (min-width: 768px)': {
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    '& > :nth-of-type(2)': { display: 'block' },
  },
  '@media (min-width: 1024px)': {
    gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
    '& > :nth-of-type(3)': { display: 'block' },
  },
  '@media (min-width: 1200px)': {
    gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
    '& > :nth-of-type(4)': { display: 'block' },
  },
} as const;
