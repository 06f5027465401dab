import { useEffect } from 'react';
import { trackEvent } from '../../../lib/analytics';

/**
 * Records one itinerary view per visit of the page, with the seconds spent on it, when the
 * visitor leaves: another page, or the tab closed or hidden for good.
 */
export function useItineraryViewTracking(slug: string | undefined): void {
  useEffect(() => {
    if (!slug) return;
    const started = performance.now();
    let sent = false;
    const send = () => {
      if (sent) return;
      sent = true;
      trackEvent({
        activityType: 'itinerary_view',
        itineraryData: {
          itinerarySlug: slug,
          viewDuration: Math.round((performance.now() - started) / 1000),
        },
      });
    };
    // The tracker sends what waits by beacon on pagehide; this listener runs first.
    window.addEventListener('pagehide', send, { capture: true });
    return () => {
      window.removeEventListener('pagehide', send, { capture: true });
      send();
    };
  }, [slug]);
}
