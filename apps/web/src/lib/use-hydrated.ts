import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while a page is prerendered and while React adopts that markup, true afterwards (and at
 * once when React renders a page from scratch). Anything that depends on the browser (the
 * date, the window width, storage) must wait for it, or the first render would not match the
 * prerendered markup.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
