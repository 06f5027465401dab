import { useEffect } from 'react';
import { useLocation, type NavigateFunction } from 'react-router';
import { paths } from '../config/paths';

// The home page is lazy and its sections may arrive after the route does.
const WAIT_FOR_TARGET_MS = 5000;

/** The element id a "/#id" link points at, or undefined for any other link. */
export function hashLinkTarget(href: string): string | undefined {
  if (!href.startsWith('/#')) return undefined;
  const id = decodeURIComponent(href.slice(2));
  return id === '' ? undefined : id;
}

/** Scrolls smoothly (instantly when the visitor asks for less motion) to the element; false if absent. */
export function scrollToId(id: string): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  element.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  return true;
}

/**
 * Follows a "/#id" link: on the home page it only scrolls; elsewhere it goes home with the id
 * as the location hash, and useScrollToLocationHash scrolls once the section is there.
 */
export function followHashLink(id: string, currentPathname: string, navigate: NavigateFunction) {
  if (currentPathname === paths.home && scrollToId(id)) return;
  void navigate({ pathname: paths.home, hash: `#${encodeURIComponent(id)}` });
}

/** On the home page, scrolls to the element named by the location hash as soon as it exists. */
export function useScrollToLocationHash() {
  const { pathname, hash, key } = useLocation();
  useEffect(() => {
    if (pathname !== paths.home || hash.length < 2) return;
    const id = decodeURIComponent(hash.slice(1));
    if (scrollToId(id)) return;
    const observer = new MutationObserver(() => {
      if (scrollToId(id)) stop();
    });
    const timer = window.setTimeout(stop, WAIT_FOR_TARGET_MS);
    function stop() {
      observer.disconnect();
      window.clearTimeout(timer);
    }
    observer.observe(document.body, { childList: true, subtree: true });
    return stop;
  }, [pathname, hash, key]);
}
