import { afterEach, describe, expect, it } from 'vitest';
import { PRERENDERED_STYLES, createEmotionCache } from './emotion-cache';

describe('createEmotionCache', () => {
  afterEach(() => document.head.replaceChildren());

  it('knows the styles of a prerendered page and leaves their tag where it is', () => {
    const tag = document.createElement('style');
    tag.setAttribute(PRERENDERED_STYLES, 'css abc def');
    tag.textContent = '.css-abc{color:red}.css-def{color:blue}';
    const after = document.createElement('meta');
    document.head.append(tag, after);

    const cache = createEmotionCache();

    expect(cache.inserted.abc).toBe(true);
    expect(cache.inserted.def).toBe(true);
    expect(tag.nextSibling).toBe(after);
    expect(tag.hasAttribute('data-emotion')).toBe(false);
  });

  it('ignores the styles another cache wrote', () => {
    const tag = document.createElement('style');
    tag.setAttribute(PRERENDERED_STYLES, 'other abc');
    document.head.append(tag);

    expect(createEmotionCache().inserted.abc).toBeUndefined();
  });
});
