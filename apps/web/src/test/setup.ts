import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { installMatchMedia } from './match-media';

// `findBy…` and `waitFor` wait up to 5 s: a loaded machine renders slowly, a broken one never.
configure({ asyncUtilTimeout: 5_000 });

// Tests marked `@vitest-environment node` (prerendering) run without a DOM.
if (typeof window !== 'undefined') {
  installMatchMedia();
  // jsdom lays nothing out, so it has no scrolling; a no-op lets code that scrolls run.
  Element.prototype.scrollIntoView ??= function scrollIntoView() {};
  // The rich-text editor (ProseMirror) measures the caret; with no layout, nothing is measured.
  const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects ??= noRects;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
  Element.prototype.getClientRects ??= noRects;
  document.elementFromPoint ??= () => null;
}

afterEach(() => {
  cleanup();
});
