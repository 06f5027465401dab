import { useEffect, useId, useRef } from 'react';

const DOTS = [26, 22, 18, 15, 12, 10];
const BOX = 320;
// Trailing dots stay close to the head so the filtered box can stay small.
const MAX_TRAIL = BOX / 2 - 30;
const FOLLOW = 0.35;
// Soft enough to sit behind text without hiding it.
const VISIBLE_OPACITY = '0.45';

/** A few blobs that chase the mouse and melt together through an SVG "goo" filter. */
export function GooeyCursor() {
  const filterId = useId().replace(/:/g, '');
  const boxRef = useRef<HTMLDivElement>(null);
  const dotRefs = useRef<(HTMLDivElement | null)[]>([]);

  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const points = DOTS.map(() => ({ x: -BOX, y: -BOX }));
    let target = { x: -BOX, y: -BOX };
    let frame = 0;
    let started = false;

    const step = () => {
      let moving = false;
      points.forEach((point, index) => {
        const lead = index === 0 ? target : (points[index - 1] ?? target);
        const dx = lead.x - point.x;
        const dy = lead.y - point.y;
        point.x += dx * FOLLOW;
        point.y += dy * FOLLOW;
        if (Math.abs(dx) > 0.3 || Math.abs(dy) > 0.3) moving = true;
      });
      const head = points[0] ?? target;
      box.style.transform = `translate3d(${head.x - BOX / 2}px, ${head.y - BOX / 2}px, 0)`;
      points.forEach((point, index) => {
        const dot = dotRefs.current[index];
        if (!dot) return;
        const ox = Math.max(-MAX_TRAIL, Math.min(MAX_TRAIL, point.x - head.x));
        const oy = Math.max(-MAX_TRAIL, Math.min(MAX_TRAIL, point.y - head.y));
        dot.style.transform = `translate3d(${ox}px, ${oy}px, 0)`;
      });
      frame = moving ? requestAnimationFrame(step) : 0;
    };

    const onMove = (event: PointerEvent) => {
      if (event.pointerType === 'touch') return;
      target = { x: event.clientX, y: event.clientY };
      if (!started) {
        started = true;
        for (const point of points) Object.assign(point, target);
        box.style.opacity = VISIBLE_OPACITY;
      }
      if (!frame) frame = requestAnimationFrame(step);
    };
    const onLeave = () => {
      box.style.opacity = '0';
      started = false;
    };

    window.addEventListener('pointermove', onMove, { passive: true });
    document.documentElement.addEventListener('pointerleave', onLeave, { passive: true });
    return () => {
      window.removeEventListener('pointermove', onMove);
      document.documentElement.removeEventListener('pointerleave', onLeave);
      cancelAnimationFrame(frame);
    };
  }, []);

  return (
    <>
      <svg width="0" height="0" style={{ position: 'absolute' }} focusable="false">
        <defs>
          <filter id={filterId}>
            <feGaussianBlur in="SourceGraphic" stdDeviation="7" result="blur" />
            <feColorMatrix
              in="blur"
              mode="matrix"
              values="1 0 0 0 0  0 1 0 0 0  0 0 1 0 0  0 0 0 22 -9"
              result="goo"
            />
            <feComposite in="SourceGraphic" in2="goo" operator="atop" />
          </filter>
        </defs>
      </svg>
      <div
        ref={boxRef}
        data-testid="gooey-cursor"
        style={{
          position: 'absolute',
          top: 0,
          left: 0,
          width: BOX,
          height: BOX,
          opacity: 0,
          transition: 'opacity 0.3s ease',
          filter: `url(#${filterId})`,
          willChange: 'transform',
        }}
      >
        {DOTS.map((size, index) => (
          <div
            key={size}
            ref={(element) => {
              dotRefs.current[index] = element;
            }}
            style={{
              position: 'absolute',
              top: BOX / 2 - size / 2,
              left: BOX / 2 - size / 2,
              width: size,
              height: size,
              borderRadius: '50%',
              background: 'linear-gradient(135deg, #3b82f6, #f97316)',
            }}
          />
        ))}
      </div>
    </>
  );
}
