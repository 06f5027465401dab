import assert from 'node:assert/strict';
import fs from 'node:fs';
import {
  chromium,
  type Browser,
  type ConsoleMessage,
  type Page,
  type Response,
} from 'playwright-core';

export const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';

export const chromeArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Why the journeys cannot run here, or undefined when they can. In CI a missing browser is
 * not a reason: the launch fails instead, so the journeys cannot be skipped silently.
 */
export function browserSkipReason(): string | undefined {
  if (fs.existsSync(chromePath) || process.env.CI === 'true') return undefined;
  return `no Chromium at ${chromePath} (install Debian's chromium or set CHROME_PATH)`;
}

export async function launchBrowser(): Promise<Browser> {
  if (!fs.existsSync(chromePath)) {
    throw new Error(`No Chromium at ${chromePath}: browser journeys are mandatory in CI.`);
  }
  return chromium.launch({ executablePath: chromePath, headless: true, args: chromeArgs });
}

export type Viewport = { width: number; height: number };

export const desktop: Viewport = { width: 1280, height: 800 };
export const phone: Viewport = { width: 375, height: 812 };

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * A page in its own browser context. Requests leaving this machine are aborted, so a journey
 * behaves the same with or without internet. The promotional popup that opens by itself after
 * a few seconds stays away, as for a visitor who dismissed it before, unless a journey is
 * about that popup (`keepPromotion`).
 */
export async function newPage(
  browser: Browser,
  viewport: Viewport,
  options: { keepPromotion?: boolean } = {},
): Promise<Page> {
  const context = await browser.newContext({
    viewport,
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
  });
  await context.route(
    (url) => !LOCAL_HOSTS.has(url.hostname),
    (route) => route.abort('internetdisconnected'),
  );
  if (!options.keepPromotion) {
    // As a visitor who said "Maybe Later" before: the popup then opens only when asked for.
    // (Dismissing it whenever it appeared raced its opening transition and lost clicks.)
    await context.addCookies(
      ['127.0.0.1', 'localhost'].map((domain) => ({
        name: 'ts_popup_interaction',
        value: 'dismissed',
        domain,
        path: '/',
      })),
    );
  }
  const page = await context.newPage();
  waitForTheAppAfterNavigating(page);
  return page;
}

/**
 * Makes page.goto and page.reload wait until the app answers input. A prerendered page is on
 * screen before React has adopted it (apps/web/PERFORMANCE.md), and a robot acting in that
 * moment would lose its clicks and key presses. Responses other than HTML are left alone.
 */
function waitForTheAppAfterNavigating(page: Page): void {
  const ready = async (response: Response | null) => {
    if (!response?.headers()['content-type']?.startsWith('text/html')) return response;
    try {
      await page.locator('html[data-app-ready]').waitFor({ state: 'attached', timeout: 20_000 });
    } catch {
      assert.fail(`the app did not start on ${response.url()}`);
    }
    return response;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => ready(await goto(url, options));
  page.reload = async (options) => ready(await reload(options));
}

function isBlockedRequest(message: ConsoleMessage): boolean {
  const source = message.location().url;
  if (!message.text().startsWith('Failed to load resource')) return false;
  try {
    return !LOCAL_HOSTS.has(new URL(source).hostname);
  } catch {
    return false;
  }
}

/**
 * Collects console errors and uncaught exceptions from now on. Failed loads of off-machine
 * resources are expected (they are blocked) and left out.
 */
export function collectPageErrors(page: Page): () => string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !isBlockedRequest(message)) {
      errors.push(`console: ${message.text()} (${message.location().url})`);
    }
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  return () => [...errors];
}
