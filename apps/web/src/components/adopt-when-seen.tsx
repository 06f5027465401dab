import { Suspense, use, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { awaitAdoption, isAdopting } from '../lib/adoption';

/**
 * How far below the screen a section starts being adopted: one screen ahead, so that by the
 * time a visitor scrolling down reaches it, its code has arrived and React has adopted it.
 */
const ADOPT_AHEAD = '50% 0px';

/**
 * The browser, too, leaves the section alone (no style, layout or paint) while it is off
 * screen, keeping the height it had, or about a section's height before it has had one.
 */
const OFFSCREEN_STYLE = { contentVisibility: 'auto', containIntrinsicSize: 'auto 640px' } as const;

/** Events that show the visitor is about to use a section: it is adopted at once. */
const INTENT_EVENTS = ['pointerdown', 'focusin'] as const;

type Gate = { promise: Promise<void>; open: () => void; isOpen: () => boolean };

function createGate(): Gate {
  let resolve!: () => void;
  let open = false;
  const promise = new Promise<void>((done) => (resolve = done));
  return {
    promise,
    open: () => {
      open = true;
      resolve();
    },
    isOpen: () => open,
  };
}

/** Holds its children back (React keeps the prerendered markup meanwhile) until the gate opens. */
function Gated({ gate, children }: { gate: Gate | null; children: ReactNode }) {
  if (gate && !gate.isOpen()) use(gate.promise);
  return children;
}

/** Renders nothing; once React has adopted its section (its effects run), tells the section. */
function Adopted({ onAdopted }: { onAdopted: () => void }) {
  useEffect(onAdopted, [onAdopted]);
  return null;
}

/**
 * A section of a prerendered page that React adopts (fetching its code and hydrating it) only
 * when it comes within a screen of being seen, or when the visitor points at it or moves the
 * focus into it. Until then the prerendered markup stays as it is: it is on screen, and its
 * links are links. A click that lands on it before React has taken it over is held, and made
 * again on the same element once React has (React itself would drop it). A page drawn in the
 * browser (after following a link in the app) renders the section at once.
 *
 * Its `children` must not change while it waits: an update to a section React has not adopted
 * makes React throw the markup away and draw the section's fallback (nothing). Give it elements
 * made once (module constants), and read changing state (the session) inside the section.
 */
export function AdoptWhenSeen({ children }: { children: ReactNode }) {
  const [gate] = useState(() => (isAdopting() ? createGate() : null));
  const box = useRef<HTMLDivElement>(null);
  const heldClick = useRef<HTMLElement | null>(null);
  // Now that React listens on the section, the held click is made again.
  const replayHeldClick = useCallback(() => {
    const target = heldClick.current;
    heldClick.current = null;
    if (target?.isConnected) target.click();
  }, []);

  useEffect(() => {
    const element = box.current;
    if (!gate || gate.isOpen() || !element) return;
    const stop = () => {
      forget();
      observer?.disconnect();
      for (const type of INTENT_EVENTS) window.removeEventListener(type, onIntent, true);
      window.removeEventListener('click', onClick, true);
    };
    const open = () => {
      stop();
      gate.open();
    };
    const inside = (event: Event) => event.target instanceof Node && element.contains(event.target);
    function onIntent(event: Event) {
      if (inside(event)) open();
    }
    // React listens below the window; a click on a section it has not adopted would reach its
    // listener and be dropped there, so the window holds it first.
    function onClick(event: MouseEvent) {
      if (!inside(event) || !(event.target instanceof Element)) return;
      event.preventDefault();
      event.stopPropagation();
      heldClick.current =
        event.target.closest<HTMLElement>('a, button, [role="button"]') ??
        (event.target instanceof HTMLElement ? event.target : null);
      open();
    }
    const forget = awaitAdoption(open);
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? undefined
        : new IntersectionObserver(
            (entries) => {
              if (entries.some((entry) => entry.isIntersecting)) open();
            },
            { rootMargin: ADOPT_AHEAD },
          );
    // A section the server left empty (one that waits for the day, say) has no markup to keep.
    if (!observer || element.children.length === 0) {
      open();
      return;
    }
    observer.observe(element);
    for (const type of INTENT_EVENTS) window.addEventListener(type, onIntent, true);
    window.addEventListener('click', onClick, true);
    return stop;
  }, [gate]);

  return (
    <div ref={box} style={OFFSCREEN_STYLE}>
      <Suspense fallback={null}>
        <Gated gate={gate}>{children}</Gated>
        {gate && <Adopted onAdopted={replayHeldClick} />}
      </Suspense>
    </div>
  );
}
