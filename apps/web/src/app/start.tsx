import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { adoptAll, setAdopting } from '../lib/adoption';
import { replayEarlyTyping } from '../lib/early-typing';
import { queryClient } from '../lib/query-client';
import { sessionsRestored } from '../lib/session-store';
import { App, createAppRouter, type AppRouter } from './app';
import { QUERY_STATE_ID } from './document';

/**
 * Renders nothing. Its effect runs once React has rendered the page, or adopted a prerendered
 * one: it hands over what was typed meanwhile and marks the page as answering input, which
 * browser journeys wait for (a robot would otherwise act on a prerendered page at once).
 */
function AppReady() {
  useEffect(() => {
    setAdopting(false);
    replayEarlyTyping();
    document.documentElement.dataset.appReady = 'true';
  }, []);
  return null;
}

/** Resolves once the router has loaded the lazy modules of the first page's routes. */
function routerReady(router: AppRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Puts the data a server-rendered page was drawn from into the query cache, so that the first
 * render matches the markup and nothing on the page is fetched again. The server keeps a
 * rendered page only until something it shows changes, so its data counts as fresh now.
 */
function adoptQueryState(): void {
  const element = document.getElementById(QUERY_STATE_ID);
  if (!element?.textContent) return;
  let state: DehydratedState;
  try {
    state = JSON.parse(element.textContent) as DehydratedState;
  } catch {
    return;
  }
  const now = Date.now();
  for (const query of state.queries) query.state.dataUpdatedAt = now;
  hydrate(queryClient, state);
}

/**
 * Renders the app into `container`, or adopts the markup already there when the page was
 * prerendered (scripts/prerender.ts). In a transition React renders in slices that yield to the
 * browser, rather than in one long task that would hold up a tap.
 */
export function startApp(container: HTMLElement, prerendered: boolean): void {
  // Evaluating the app's modules filled the task that called this: the router, which matches
  // the address against every route and starts loading the page's, is made in the next one.
  // A signed-in visitor's stored profile is checked first (lib/session-store.ts), so that
  // nothing the app asks for goes without its token.
  setTimeout(() => void sessionsRestored().then(() => render(container, prerendered)));
}

function render(container: HTMLElement, prerendered: boolean): void {
  if (prerendered) adoptQueryState();
  const router = createAppRouter();
  const app = (
    <StrictMode>
      <App router={router} />
      <AppReady />
    </StrictMode>
  );
  if (prerendered) {
    // The first render must match the markup exactly, so the routes' code has to be there first.
    void routerReady(router).then(() =>
      startTransition(() => {
        setAdopting(true);
        hydrateRoot(container, app);
        // Following a link needs every section adopted first (lib/adoption.ts).
        const unsubscribe = router.subscribe(() => {
          unsubscribe();
          adoptAll();
        });
      }),
    );
  } else {
    startTransition(() => createRoot(container).render(app));
  }
}
