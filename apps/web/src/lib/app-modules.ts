/**
 * A prerendered page names the app's modules in `<meta name="app-modules">` instead of linking
 * them (scripts/prerender.ts), so that nothing but what the first paint needs is fetched before
 * it. After that paint, this starts fetching them all at once.
 */
export const APP_MODULES_META = 'app-modules';

/** Starts fetching the modules the page lists, without running them. */
export function preloadAppModules(): void {
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${APP_MODULES_META}"]`);
  for (const href of meta?.content.split(' ') ?? []) {
    if (!href) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}
