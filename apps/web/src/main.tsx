import { rememberEarlyTyping } from './lib/early-typing';

// zod probes `new Function` once to learn whether it may compile its parsers. Our CSP has no
// 'unsafe-eval', so the probe is refused and the browser reports a violation on every page.
// zod reads this global (its `z.config()` store) when it builds a schema, so it has to be set
// before the first schema module runs, which is here; the app's schemas need no compiling. The
// rendered-pages journey fails on a CSP refusal, so a zod release that moves the store shows.
const zodHost = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodHost.__zod_globalConfig = { ...zodHost.__zod_globalConfig, jitless: true };

// The entry stays small and imports the app only when it runs, so that a prerendered page is
// painted before the browser spends time fetching and evaluating the app's modules.
const container = document.getElementById('root')!;
const prerendered = container.firstElementChild !== null;
if (prerendered) rememberEarlyTyping();

/** The longest the app waits for the page's main content to be painted before it starts. */
const PAINT_WAIT_MS = 1500;

/** Resolves after the next paint, or after 100 ms in a tab that does not paint (hidden). */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, 100);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer);
        resolve();
      }),
    );
  });
}

/**
 * Resolves once the page's main content is on screen: its high-priority picture (the home
 * page's hero) when it has one, else its first text. Until then the network and the main thread
 * belong to what the visitor sees first; a script fetched meanwhile would compete with it. A tab
 * that does not paint (hidden) does not wait, no page waits longer than PAINT_WAIT_MS, and a
 * browser that does not report its largest paint (Safari) waits for the next frame.
 */
function afterMainContentPaint(): Promise<void> {
  if (
    document.visibilityState === 'hidden' ||
    !PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')
  ) {
    return afterNextPaint();
  }
  return new Promise((resolve) => {
    const picture = document.querySelector('img[fetchpriority="high"]');
    const observer = new PerformanceObserver((list) => {
      const entries = list.getEntries() as (PerformanceEntry & { element?: Element | null })[];
      if (entries.some((entry) => !picture || entry.element === picture)) done();
    });
    const timer = setTimeout(() => done(), PAINT_WAIT_MS);
    function done() {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    }
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

/** Lets the browser handle input and paint between two pieces of start-up work. */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve));

// Evaluating the app's modules is the longest piece of work before a tap is answered. Taken a
// library at a time (React, then MUI with Emotion and the theme), then the rest, it is several
// short tasks instead of one long one. A step must not import a whole library that the app uses
// only in part (react-router, say): the bundler would keep all of it.
const steps: (() => Promise<unknown>)[] = [
  () => import('react-dom/client'),
  () => import('./app/theme'),
];

async function start(): Promise<void> {
  if (prerendered) await afterMainContentPaint();
  for (const step of steps) {
    await step();
    await yieldToBrowser();
  }
  const { startApp } = await import('./app/start');
  startApp(container, prerendered);
}

void start();
