import { Box } from '@mui/material';
import { Suspense, lazy, useEffect, useRef, useState, type ReactNode } from 'react';
import { MAX_SLIDES_PER_VIEW, placeholderColumns } from './carousel-layout';

// Swiper and its styles are a chunk of their own, fetched as the section nears the screen.
const loadCarousel = () => import('./swiper-carousel');
const SwiperCarousel = lazy(loadCarousel);

/**
 * How far below the screen a carousel starts loading: none, so that a page whose carousels are
 * below the fold does not fetch Swiper with its first load (apps/web/PERFORMANCE.md). The
 * placeholder already shows the first slides, so nothing is missing while it arrives.
 */
const LOAD_AHEAD = '0px';

export type CarouselProps<T> = {
  items: readonly T[];
  getKey: (item: T) => string;
  renderSlide: (item: T, index: number) => ReactNode;
  /** Names the carousel for screen readers ("Featured packages"). */
  label: string;
};

/**
 * A carousel that costs nothing until it is about to be seen: first the slides of one view
 * in a plain row (the same widths, so nothing moves), then Swiper once the section comes
 * within reach of the screen.
 */
export function LazyCarousel<T>(props: CarouselProps<T>) {
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = box.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: LOAD_AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const placeholder = (
    <Box sx={{ ...placeholderColumns, pt: 1.5, pb: { xs: '88px', sm: '68px' } }}>
      {props.items.slice(0, MAX_SLIDES_PER_VIEW).map((item, index) => (
        <Box key={props.getKey(item)} sx={{ display: 'flex', '& > *': { flex: 1 } }}>
          {props.renderSlide(item, index)}
        </Box>
      ))}
    </Box>
  );

  return (
    <Box ref={box}>
      {near ? (
        <Suspense fallback={placeholder}>
          <SwiperCarousel {...(props as CarouselProps<unknown>)} />
        </Suspense>
      ) : (
        placeholder
      )}
    </Box>
  );
}
