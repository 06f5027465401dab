import { useSyncExternalStore } from 'react';

/** "2026-03-05" for the visitor's own calendar. */
export function localIsoDate(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

// Looked at again every minute and when the tab comes back, so a page left open overnight
// moves on to the new day.
function subscribe(onChange: () => void): () => void {
  const timer = window.setInterval(onChange, 60_000);
  document.addEventListener('visibilitychange', onChange);
  return () => {
    window.clearInterval(timer);
    document.removeEventListener('visibilitychange', onChange);
  };
}

const readToday = () => localIsoDate(new Date());
/** A prerendered page was made on another day: it shows no date, and React expects none. */
const noDateYet = () => null;

/** Today in the visitor's calendar (YYYY-MM-DD), or null while a prerendered page is adopted. */
export function useToday(): string | null {
  return useSyncExternalStore(subscribe, readToday, noDateYet);
}
