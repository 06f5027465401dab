import assert from 'node:assert/strict';
import { isDeepStrictEqual } from 'node:util';
import type { Locator, Page } from 'playwright-core';

// playwright-core has no auto-waiting `expect`: these wait for the page to settle, then fail
// with a sentence that says what a user would have missed.

// Generous: CI shares its machine; a page that never settles still fails.
const DEFAULT_TIMEOUT_MS = 30_000;

function reason(error: unknown): string {
  return error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error);
}

export async function expectVisible(
  locator: Locator,
  what: string,
  timeout = DEFAULT_TIMEOUT_MS,
): Promise<void> {
  try {
    await locator.waitFor({ state: 'visible', timeout });
  } catch (error) {
    assert.fail(`${what} is not visible: ${reason(error)}`);
  }
}

export async function expectHidden(
  locator: Locator,
  what: string,
  timeout = DEFAULT_TIMEOUT_MS,
): Promise<void> {
  try {
    await locator.waitFor({ state: 'hidden', timeout });
  } catch (error) {
    assert.fail(`${what} is still visible: ${reason(error)}`);
  }
}

/** Waits until `read` gives `expected`, then compares once more so the failure shows both. */
export async function expectEventually<T>(
  read: () => Promise<T>,
  expected: T,
  what: string,
  timeout = DEFAULT_TIMEOUT_MS,
): Promise<void> {
  const deadline = Date.now() + timeout;
  let actual = await read();
  while (!isDeepStrictEqual(actual, expected) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    actual = await read();
  }
  assert.deepEqual(actual, expected, what);
}

/** Polls `read` until `accept` takes its value, and gives that value back. */
export async function eventually<T>(
  read: () => Promise<T>,
  accept: (value: T) => boolean,
  what: string,
  timeout = DEFAULT_TIMEOUT_MS,
): Promise<T> {
  const deadline = Date.now() + timeout;
  let value = await read();
  while (!accept(value)) {
    if (Date.now() > deadline)
      assert.fail(`${what}: gave up waiting, last seen ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    value = await read();
  }
  return value;
}

export async function expectVisibleCount(
  locator: Locator,
  expected: number,
  what: string,
  timeout = DEFAULT_TIMEOUT_MS,
): Promise<void> {
  await expectEventually(
    () => locator.filter({ visible: true }).count(),
    expected,
    `${what}: expected ${expected} visible`,
    timeout,
  );
}

export async function expectPath(
  page: Page,
  pathname: string,
  timeout = DEFAULT_TIMEOUT_MS,
): Promise<void> {
  try {
    await page.waitForURL((url) => url.pathname === pathname, { timeout });
  } catch {
    assert.fail(`expected to be at ${pathname}, but the page is at ${page.url()}`);
  }
}
