import { useEffect } from 'react';
import { siteName } from '../config/site';

/** The title of a page without its own: index.html's, and the server's for the home page. */
export const defaultTitle = `${siteName} · AI trip planner for India`;

/**
 * Names the page in the browser tab as the server names it in the HTML ("Title | TripSutra",
 * apps/server/src/modules/seo/page-heads.ts). Leaving gives the tab the site's title back, not
 * the one the page opened with: the server may have written this page's own title there.
 */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} | ${siteName}`;
    return () => {
      document.title = defaultTitle;
    };
  }, [title]);
}
