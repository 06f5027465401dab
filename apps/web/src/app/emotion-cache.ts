import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * The attribute scripts/prerender.ts gives the one style tag that holds a prerendered page's
 * styles, listing their ids: `data-prerendered-styles="css id1 id2 …"`.
 */
export const PRERENDERED_STYLES = 'data-prerendered-styles';

/**
 * Emotion's cache for one render of the app. In the browser it learns which styles a prerendered
 * page already has from that tag, and leaves the tag alone. Emotion would otherwise take the tag
 * over and move it, and the browser would parse the page's styles a second time as the app
 * starts.
 */
export function createEmotionCache(): EmotionCache {
  const cache = createCache({ key: 'css' });
  if (typeof document === 'undefined') return cache;
  for (const tag of document.querySelectorAll(`style[${PRERENDERED_STYLES}]`)) {
    const [key, ...ids] = (tag.getAttribute(PRERENDERED_STYLES) ?? '').split(' ');
    if (key !== cache.key) continue;
    for (const id of ids) cache.inserted[id] = true;
  }
  return cache;
}
