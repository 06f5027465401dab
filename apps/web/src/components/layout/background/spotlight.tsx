import { useEffect, useRef } from 'react';

export const SPOTLIGHT_HIDE_MS = 1500;
const SIZE = 640;

/** A soft glow that follows the mouse and fades out once it stops moving. */
export function Spotlight() {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let hideTimer: number | undefined;
    let frame = 0;
    let x = 0;
    let y = 0;

    const setVisible = (visible: boolean) => {
      element.style.opacity = visible ? '1' : '0';
      element.dataset.visible = String(visible);
    };
    const place = () => {
      frame = 0;
      element.style.transform = `translate3d(${x - SIZE / 2}px, ${y - SIZE / 2}px, 0)`;
    };
    const onMove = (event: PointerEvent) => {
      if (event.pointerType === 'touch') return;
      x = event.clientX;
      y = event.clientY;
      if (!frame) frame = requestAnimationFrame(place);
      setVisible(true);
      window.clearTimeout(hideTimer);
      hideTimer = window.setTimeout(() => setVisible(false), SPOTLIGHT_HIDE_MS);
    };

    window.addEventListener('pointermove', onMove, { passive: true });
    return () => {
      window.removeEventListener('pointermove', onMove);
      window.clearTimeout(hideTimer);
      cancelAnimationFrame(frame);
    };
  }, []);

  return (
    <div
      ref={ref}
      data-testid="spotlight"
      data-visible="false"
      style={{
        position: 'absolute',
        top: 0,
        left: 0,
        width: SIZE,
        height: SIZE,
        borderRadius: '50%',
        background:
          'radial-gradient(circle at center, rgba(59, 130, 246, 0.16) 0%, rgba(168, 85, 247, 0.08) 35%, transparent 70%)',
        opacity: 0,
        transition: 'opacity 0.5s ease',
        willChange: 'transform, opacity',
      }}
    />
  );
}
