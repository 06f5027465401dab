import type { Itinerary } from '@trip/shared/itineraries/schemas';
import { formatRupees } from '@trip/shared/common/money';

type ShareSubject = Pick<Itinerary, 'title' | 'days' | 'fromLocation' | 'toLocation' | 'pricePP'>;

/** "Goa Beach Escape: 6 days, Delhi → Goa, ₹24,500 per person" */
export function itineraryShareText(itinerary: ShareSubject): string {
  const days = `${itinerary.days} ${itinerary.days === 1 ? 'day' : 'days'}`;
  return `${itinerary.title}: ${days}, ${itinerary.fromLocation} → ${itinerary.toLocation}, ${formatRupees(itinerary.pricePP)} per person`;
}

export type ShareLinks = { facebook: string; twitter: string; whatsapp: string };

/** Where each share button goes: the platforms' own share pages, with the link and summary. */
export function shareLinks(url: string, text: string): ShareLinks {
  const link = encodeURIComponent(url);
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${link}`,
    twitter: `https://twitter.com/intent/tweet?text=${encodeURIComponent(text)}&url=${link}`,
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${text}\n${url}`)}`,
  };
}
