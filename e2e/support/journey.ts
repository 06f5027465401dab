import { after, afterEach, before } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { collectPageErrors, launchBrowser, newPage, type Viewport } from './browser';
import { startServer, type RunningServer } from './server';

export type Journey = {
  readonly server: RunningServer;
  readonly browser: Browser;
  /** The server's address for `path`. */
  url(path: string): string;
  /** A fresh page in its own context, not yet navigated; closed after the current test. */
  newPage(viewport: Viewport, options?: { keepPromotion?: boolean }): Promise<Page>;
  /** `newPage`, then go to `path`. */
  open(path: string, viewport: Viewport, options?: { keepPromotion?: boolean }): Promise<Page>;
  /** Console errors and uncaught exceptions of a page from `open`, blocked requests left out. */
  errorsOf(page: Page): string[];
};

/**
 * Call inside a `describe`: starts one server (with `env` added to its environment) and one
 * browser before the file's tests and stops both after them.
 */
export function useJourney(env: Record<string, string> = {}): Journey {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  const pages = new Map<Page, () => string[]>();

  before(
    async () => {
      server = await startServer(env);
      browser = await launchBrowser();
    },
    { timeout: 90_000 },
  );

  afterEach(async () => {
    const opened = [...pages.keys()];
    pages.clear();
    await Promise.all(opened.map((page) => page.context().close()));
  });

  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  const ready = () => {
    if (!server || !browser) throw new Error('The journey has not started: see the before hook.');
    return { server, browser };
  };

  const url = (path: string) => `${ready().server.url}${path}`;
  const openPage = async (viewport: Viewport, options?: { keepPromotion?: boolean }) => {
    const page = await newPage(ready().browser, viewport, options);
    pages.set(page, collectPageErrors(page));
    return page;
  };

  return {
    get server() {
      return ready().server;
    },
    get browser() {
      return ready().browser;
    },
    url,
    newPage: openPage,
    async open(path, viewport, options) {
      const page = await openPage(viewport, options);
      await page.goto(url(path), { waitUntil: 'domcontentloaded' });
      return page;
    },
    errorsOf(page) {
      return pages.get(page)?.() ?? [];
    },
  };
}
