import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import { Box, IconButton } from '@mui/material';
import useMediaQuery from '@mui/material/useMediaQuery';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { useId, useRef, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Autoplay, Keyboard, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import {
  CAROUSEL_AUTOPLAY_MS,
  CAROUSEL_BREAKPOINTS,
  CAROUSEL_GAP_PX,
  canLoop,
} from './carousel-layout';
import type { CarouselProps } from './lazy-carousel';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

const controlSx = {
  width: 44,
  height: 44,
  color: 'primary.main',
  bgcolor: 'common.white',
  border: '1px solid #bfdbfe',
  boxShadow: '0 8px 18px -12px rgba(30, 58, 138, 0.6)',
  '&:hover': { bgcolor: 'accent.sky' },
  '&.swiper-button-disabled': { opacity: 0.4, pointerEvents: 'none' },
} as const;

/**
 * The spec's carousel: 1, 2, 3 or 4 slides by width, looping, moving on every 3 s even after
 * a swipe or a click, with arrows and clickable dots. It holds still while the pointer or the
 * keyboard focus is on it, when the visitor presses pause, and for those who ask for less
 * motion.
 */
export default function SwiperCarousel({
  items,
  getKey,
  renderSlide,
  label,
}: CarouselProps<unknown>) {
  const reducedMotion = useMediaQuery(REDUCED_MOTION, { noSsr: true });
  const [paused, setPaused] = useState(false);
  const swiper = useRef<SwiperInstance | null>(null);
  // The controls live outside the slides; Swiper finds them by these class names.
  const names = `carousel-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const moving = !reducedMotion && !paused;

  const togglePause = () => {
    const instance = swiper.current;
    if (paused) instance?.autoplay?.start();
    else instance?.autoplay?.stop();
    setPaused(!paused);
  };

  return (
    <Box
      // A group, not a region: the section around it is already a landmark with this name.
      role="group"
      aria-roledescription="carousel"
      aria-label={label}
      onFocus={() => swiper.current?.autoplay?.pause()}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null) && moving) {
          swiper.current?.autoplay?.resume();
        }
      }}
      sx={{
        '--swiper-pagination-color': '#1d4ed8',
        '--swiper-pagination-bullet-inactive-color': '#64748b',
        '--swiper-pagination-bullet-inactive-opacity': '0.55',
        '--swiper-pagination-bullet-size': '12px',
        '& .swiper': { pt: 1.5, pb: 2, px: 0.5, mx: -0.5 },
        '& .swiper-slide': { height: 'auto', display: 'flex' },
        '& .swiper-slide > *': { flex: 1, minWidth: 0 },
      }}
    >
      <Swiper
        modules={[A11y, Autoplay, Keyboard, Navigation, Pagination]}
        spaceBetween={CAROUSEL_GAP_PX}
        slidesPerView={1}
        breakpoints={CAROUSEL_BREAKPOINTS}
        loop={canLoop(items.length)}
        autoplay={
          reducedMotion
            ? false
            : { delay: CAROUSEL_AUTOPLAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true }
        }
        keyboard={{ enabled: true, onlyInViewport: true }}
        a11y={{
          prevSlideMessage: 'Previous slide',
          nextSlideMessage: 'Next slide',
          paginationBulletMessage: 'Go to slide {{index}}',
        }}
        onSwiper={(instance) => {
          swiper.current = instance;
        }}
        navigation={{ prevEl: `.${names}-prev`, nextEl: `.${names}-next` }}
        pagination={{ el: `.${names}-dots`, clickable: true }}
      >
        {items.map((item, index) => (
          <SwiperSlide key={getKey(item)}>{renderSlide(item, index)}</SwiperSlide>
        ))}
      </Swiper>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'center',
          columnGap: 1.5,
          rowGap: 1,
          mt: 1,
        }}
      >
        <IconButton className={`${names}-prev`} aria-label="Previous slide" sx={controlSx}>
          <ChevronLeftIcon />
        </IconButton>
        <Box
          className={`${names}-dots`}
          sx={{
            // Swiper places its dots absolutely, full width; here they sit in the row, or on a
            // row of their own above the buttons on a phone.
            '&&&': { position: 'static', width: { xs: '100%', sm: 'auto' } },
            order: { xs: -1, sm: 0 },
            display: 'flex',
            alignItems: 'center',
            flexWrap: 'wrap',
            justifyContent: 'center',
            // 24 px between dots: each one a large enough target.
            '& .swiper-pagination-bullet': { m: '0 6px !important' },
          }}
        />
        {!reducedMotion && (
          <IconButton
            aria-label={paused ? 'Play carousel' : 'Pause carousel'}
            onClick={togglePause}
            sx={controlSx}
          >
            {paused ? <PlayArrowIcon /> : <PauseIcon />}
          </IconButton>
        )}
        <IconButton className={`${names}-next`} aria-label="Next slide" sx={controlSx}>
          <ChevronRightIcon />
        </IconButton>
      </Box>
    </Box>
  );
}
