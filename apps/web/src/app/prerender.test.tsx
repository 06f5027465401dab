// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prerenderedPages, renderPage } from './prerender';

// The build renders these pages in Node: a page that reads the window, storage or the clock
// while rendering breaks `npm run build`, and this test says so first.
describe('prerendered pages', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each(prerenderedPages.map((page) => page.path))(
    'renders %s in Node with its header, heading and footer',
    async (path) => {
      const html = await renderPage(path);
      expect(html).toMatch(/<header[\s>]/);
      expect(html).toMatch(/<main[^>]*>[\s\S]*<h1[\s>]/);
      expect(html).toMatch(/<footer[\s>]/);
      expect(html).not.toContain('Page not found');
    },
  );

  it('renders the visitor signed out, with the sign-in button', async () => {
    expect(await renderPage('/')).toContain('aria-label="Sign in"');
  });

  // A page is built once and served for months: one that shows the build's day (a default
  // departure date, say) would show a stale one, and React would have to redo the whole page.
  // (The footer's year is the one exception, patched by React when it adopts the page.)
  it.each(prerenderedPages.map((page) => page.path))(
    'renders %s the same whatever the day',
    async (path) => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-01-15T09:00:00+05:30'));
      const before = await renderPage(path);
      vi.setSystemTime(new Date('2026-08-03T21:30:00+05:30'));
      expect(firstDifference(before, await renderPage(path))).toBeUndefined();
    },
  );
});

/** The two texts around where they first differ, or undefined when they are the same. */
function firstDifference(a: string, b: string): string | undefined {
  if (a === b) return undefined;
  let index = 0;
  while (a[index] === b[index]) index += 1;
  const around = (text: string) => text.slice(Math.max(0, index - 120), index + 60);
  return `first day: …${around(a)}…\nlater day: …${around(b)}…`;
}
