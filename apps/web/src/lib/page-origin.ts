import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * The site's origin (`https://tripsutra.in`) for addresses a visitor shares. A page rendered on
 * the server has none, so its links are relative there and while React adopts the page, then
 * absolute.
 */
export function usePageOrigin(): string {
  return useSyncExternalStore(
    subscribe,
    () => window.location.origin,
    () => '',
  );
}
