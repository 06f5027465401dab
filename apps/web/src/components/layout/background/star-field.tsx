import { useEffect, useRef, useState } from 'react';

export const MIN_STARS = 60;
export const MAX_STARS = 100;
const MIN_RADIUS = 0.7;
const MAX_RADIUS = 2.4;
const COLORS = ['#2563eb', '#7c3aed', '#f59e0b', '#0ea5e9', '#ec4899'];

const TWINKLE: Keyframe[] = [{ opacity: 0.3 }, { opacity: 0.9 }];

type Star = {
  /** Position in percent of the window. */
  left: number;
  top: number;
  radius: number;
  color: string;
  /** Seconds from dim to bright. */
  duration: number;
  /** Seconds into its cycle at the start, so the stars do not pulse together. */
  offset: number;
};

export function randomStarCount(random: () => number = Math.random): number {
  return MIN_STARS + Math.floor(random() * (MAX_STARS - MIN_STARS + 1));
}

function createStars(count: number): Star[] {
  return Array.from({ length: count }, () => {
    const duration = 1.3 + Math.random() * 3.9;
    return {
      left: Math.random() * 100,
      top: Math.random() * 100,
      radius: MIN_RADIUS + Math.random() * (MAX_RADIUS - MIN_RADIUS),
      color: COLORS[Math.floor(Math.random() * COLORS.length)] ?? COLORS[0]!,
      duration,
      offset: Math.random() * duration * 2,
    };
  });
}

/**
 * Twinkling stars over the window: each is a dot with a faint halo three times its size whose
 * opacity an animation changes. The compositor runs those animations, so the stars cost the
 * main thread nothing once placed, unlike a canvas redrawn every frame. They are Web Animations,
 * not CSS ones: Chrome ticks CSS animations on the main thread, every frame, as soon as anything
 * in the page listens to animation events, and React's root listens to them all.
 */
export function StarField() {
  const [stars] = useState(() => createStars(randomStarCount()));
  const fieldRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const spans = Array.from(fieldRef.current?.children ?? []);
    const animations = spans.map((span, index) => {
      const star = stars[index];
      if (!star || typeof span.animate !== 'function') return undefined;
      return span.animate(TWINKLE, {
        duration: star.duration * 1000,
        delay: -star.offset * 1000,
        iterations: Infinity,
        direction: 'alternate',
        easing: 'ease-in-out',
      });
    });
    return () => animations.forEach((animation) => animation?.cancel());
  }, [stars]);

  return (
    <div
      ref={fieldRef}
      data-testid="star-field"
      data-stars={stars.length}
      style={{ position: 'absolute', inset: 0 }}
    >
      {stars.map((star, index) => (
        <span
          key={index}
          style={{
            position: 'absolute',
            borderRadius: '50%',
            opacity: 0.3,
            left: `${star.left}%`,
            top: `${star.top}%`,
            width: star.radius * 6,
            height: star.radius * 6,
            marginLeft: -star.radius * 3,
            marginTop: -star.radius * 3,
            // The dot, then its halo at 18 % (0x2e) of the colour.
            background: `radial-gradient(circle closest-side, ${star.color} 33%, ${star.color}2e 34%, ${star.color}2e 99%, transparent)`,
          }}
        />
      ))}
    </div>
  );
}
