import { Suspense, use, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { awaitAdoption, isAdopting } from '../lib/adoption';
import { AWAITING_ADOPTION, announceEarlyFocus, replayEarlyTyping } from '../lib/early-typing';

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
/** A section adopted when used also counts a pointer coming over it (a mouse heading for it). */
const USE_EVENTS = [...INTENT_EVENTS, 'pointerover'] as const;

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
  // Called on every render, open or not: React wants the same hooks in the same order.
  if (gate) use(gate.promise);
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
 * focus into it. With `until="used"`, a section already on screen (the home page's search card)
 * waits for the visitor to reach for it, so a visitor who only reads the page never fetches its
 * code. Until then the prerendered markup stays as it is: it is on screen, its links are links,
 * and what is typed into its fields is kept (lib/early-typing.ts). A click that lands on it
 * before React has taken it over is held, and made again on the same element once React has
 * (React itself would drop it). A page drawn in the browser (after following a link in the app)
 * renders the section at once.
 *
 * Its `children` must not change while it waits: an update to a section React has not adopted
 * makes React throw the markup away and draw the section's fallback (nothing). Give it elements
 * made once (module constants), and read changing state (the session) inside the section.
 */
export function AdoptWhenSeen({
  children,
  until = 'seen',
}: {
  children: ReactNode;
  /** "seen": adopted as it nears the screen or is used; "used": only when used. */
  until?: 'seen' | 'used';
}) {
  const [gate] = useState(() => (isAdopting() ? createGate() : null));
  const box = useRef<HTMLDivElement>(null);
  const heldClick = useRef<HTMLElement | null>(null);
  const releaseClicks = useRef<() => void>(undefined);
  // Now that React listens on the section, it hears of the focus and the typing it missed, and
  // the held click is made again.
  const onAdopted = useCallback(() => {
    releaseClicks.current?.();
    const element = box.current;
    if (element) {
      element.removeAttribute(AWAITING_ADOPTION);
      announceEarlyFocus(element);
      replayEarlyTyping(element);
    }
    const target = heldClick.current;
    heldClick.current = null;
    if (target?.isConnected) target.click();
  }, []);

  useEffect(() => {
    const element = box.current;
    if (!gate || gate.isOpen() || !element) return;
    const intentEvents = until === 'used' ? USE_EVENTS : INTENT_EVENTS;
    const stopWatching = () => {
      forget();
      observer?.disconnect();
      for (const type of intentEvents) window.removeEventListener(type, onIntent, true);
    };
    const stopHolding = () => window.removeEventListener('click', onClick, true);
    const open = () => {
      stopWatching();
      gate.open();
    };
    const inside = (event: Event) => event.target instanceof Node && element.contains(event.target);
    function onIntent(event: Event) {
      if (inside(event)) open();
    }
    // React listens below the window; a click on a section it has not adopted would reach its
    // listener and be dropped there, so the window holds it first, until React has adopted the
    // section (its code may still be on the way when the pointer that opened the gate clicks).
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
      until === 'used' || typeof IntersectionObserver === 'undefined'
        ? undefined
        : new IntersectionObserver(
            (entries) => {
              if (entries.some((entry) => entry.isIntersecting)) open();
            },
            { rootMargin: ADOPT_AHEAD },
          );
    // A section the server left empty (one that waits for the day, say) has no markup to keep.
    if ((!observer && until === 'seen') || element.children.length === 0) {
      open();
      return;
    }
    element.setAttribute(AWAITING_ADOPTION, '');
    observer?.observe(element);
    for (const type of intentEvents) window.addEventListener(type, onIntent, true);
    window.addEventListener('click', onClick, true);
    releaseClicks.current = stopHolding;
    return () => {
      stopWatching();
      stopHolding();
    };
  }, [gate, until]);

  return (
    <div ref={box} style={until === 'seen' ? OFFSCREEN_STYLE : undefined}>
      <Suspense fallback={null}>
        <Gated gate={gate}>{children}</Gated>
        {gate && <Adopted onAdopted={onAdopted} />}
      </Suspense>
    </div>
  );
}
