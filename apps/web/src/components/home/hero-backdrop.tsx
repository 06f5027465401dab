import { Box } from '@mui/material';
import { useEffect, useRef, useState } from 'react';

/** The spec's pause between hero pictures. */
export const HERO_ROTATION_MS = 6000;

/** Drawn once by scripts/generate-hero-images.mts: wide for screens from 768 px, tall below. */
export const HERO_IMAGES = [1, 2, 3, 4].map((n) => ({
  wide: `/hero/hero-${n}-wide.webp`,
  tall: `/hero/hero-${n}-tall.webp`,
}));

const PHONE_MEDIA = '(max-width: 767.98px)';

/** Where the clouds drift: screens with a mouse, for visitors who do not ask for less motion. */
const CLOUD_MEDIA =
  '(hover: hover) and (pointer: fine) and (prefers-reduced-motion: no-preference)';
const MOTION_OK = '(prefers-reduced-motion: no-preference)';

// Moving things run through the Web Animations API, which stays off the main thread; CSS
// keyframes would run on it every frame while React listens to animation events
// (apps/web/PERFORMANCE.md).
function canAnimate(element: HTMLElement | null, media: string): element is HTMLElement {
  return (
    element !== null &&
    typeof element.animate === 'function' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia(media).matches
  );
}

/** A soft cloud, blurred once when the browser first draws it, not on every frame. */
const CLOUD_SVG = encodeURIComponent(
  "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 420 150'>" +
    "<filter id='b' x='-20%' y='-40%' width='140%' height='180%'><feGaussianBlur stdDeviation='9'/></filter>" +
    "<g fill='white' filter='url(#b)'><ellipse cx='210' cy='104' rx='180' ry='28'/>" +
    "<circle cx='140' cy='86' r='38'/><circle cx='212' cy='66' r='52'/>" +
    "<circle cx='286' cy='88' r='34'/><circle cx='100' cy='100' r='22'/></g></svg>",
);

const clouds = [
  { top: '6%', width: 520, duration: 110, delay: -25, opacity: 0.5 },
  { top: '24%', width: 360, duration: 140, delay: -90, opacity: 0.35 },
  { top: '2%', width: 300, duration: 95, delay: -60, opacity: 0.3 },
];

function Cloud({ cloud }: { cloud: (typeof clouds)[number] }) {
  const element = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = element.current;
    if (!canAnimate(node, CLOUD_MEDIA)) return;
    const animation = node.animate(
      [{ transform: 'translate3d(-45vw, 0, 0)' }, { transform: 'translate3d(115vw, 0, 0)' }],
      {
        duration: cloud.duration * 1000,
        delay: cloud.delay * 1000,
        iterations: Infinity,
        easing: 'linear',
      },
    );
    return () => animation.cancel();
  }, [cloud]);
  return (
    <Box
      ref={element}
      sx={{
        position: 'absolute',
        left: 0,
        top: cloud.top,
        width: cloud.width,
        aspectRatio: '420 / 150',
        opacity: cloud.opacity,
        background: `url("data:image/svg+xml,${CLOUD_SVG}") center / contain no-repeat`,
        transform: 'translate3d(-45vw, 0, 0)',
        willChange: 'transform',
      }}
    />
  );
}

/**
 * The hero's background: four pictures in turn, one every 6 s, with clouds drifting across on
 * screens with a mouse (not on touch devices, nor for visitors who ask for less motion). The
 * first picture is fetched at once; the other three only after the page has loaded.
 */
export function HeroBackdrop() {
  const [active, setActive] = useState(0);
  const [others, setOthers] = useState(false);
  const [loaded, setLoaded] = useState<readonly number[]>([0]);
  const images = useRef<(HTMLImageElement | null)[]>([]);

  const zooms = useRef(new Map<number, Animation>());

  // The picture on show moves slowly closer, once each turn. The one fading out keeps its
  // place until it has gone.
  useEffect(() => {
    const image = images.current[active] ?? null;
    if (!canAnimate(image, MOTION_OK)) return;
    zooms.current.get(active)?.cancel();
    zooms.current.set(
      active,
      image.animate([{ transform: 'scale(1)' }, { transform: 'scale(1.08)' }], {
        duration: 12_000,
        easing: 'ease-out',
        fill: 'forwards',
      }),
    );
  }, [active]);

  useEffect(() => {
    const running = zooms.current;
    return () => {
      for (const animation of running.values()) animation.cancel();
    };
  }, []);

  useEffect(() => {
    let timer: number | undefined;
    const start = () => {
      timer = window.setTimeout(() => setOthers(true), 1000);
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      window.removeEventListener('load', start);
      window.clearTimeout(timer);
    };
  }, []);

  useEffect(() => {
    if (loaded.length < 2) return;
    const timer = window.setInterval(() => {
      // Only pictures that have arrived take their turn, so the hero never fades to nothing.
      setActive((current) => {
        const order = [...loaded].sort((a, b) => a - b);
        return order[(order.indexOf(current) + 1) % order.length] ?? 0;
      });
    }, HERO_ROTATION_MS);
    return () => window.clearInterval(timer);
  }, [loaded]);

  return (
    <Box
      aria-hidden="true"
      sx={{ position: 'absolute', inset: 0, overflow: 'hidden', bgcolor: 'accent.dusk', zIndex: 0 }}
    >
      {HERO_IMAGES.map((image, index) =>
        index === 0 || others ? (
          <picture key={image.wide}>
            <source media={PHONE_MEDIA} srcSet={image.tall} type="image/webp" />
            <Box
              component="img"
              ref={(element: HTMLImageElement | null) => {
                images.current[index] = element;
              }}
              src={image.wide}
              alt=""
              width={1600}
              height={900}
              fetchPriority={index === 0 ? 'high' : 'low'}
              decoding={index === 0 ? 'auto' : 'async'}
              onLoad={() =>
                setLoaded((current) => (current.includes(index) ? current : [...current, index]))
              }
              sx={{
                position: 'absolute',
                inset: 0,
                width: '100%',
                height: '100%',
                objectFit: 'cover',
                opacity: index === active ? 1 : 0,
                transition: 'opacity 1.4s ease-in-out',
              }}
            />
          </picture>
        ) : null,
      )}
      <Box
        sx={{
          position: 'absolute',
          inset: 0,
          display: 'none',
          [`@media ${CLOUD_MEDIA}`]: { display: 'block' },
        }}
      >
        {clouds.map((cloud) => (
          <Cloud key={cloud.top} cloud={cloud} />
        ))}
      </Box>
      <Box
        sx={{
          position: 'absolute',
          inset: 0,
          background:
            'linear-gradient(180deg, rgba(15, 23, 42, 0.55) 0%, rgba(15, 23, 42, 0.3) 42%, rgba(15, 23, 42, 0.12) 78%, rgba(245, 247, 255, 0.92) 100%)',
        }}
      />
    </Box>
  );
}
