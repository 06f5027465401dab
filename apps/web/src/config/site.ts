import { paths } from './paths';

export const siteName = 'TripSutra';

/**
 * The agency's office on the map. The contact details themselves are site settings
 * (GET /api/site-settings); their defaults (packages/shared/src/settings/constants.ts) stand
 * in while they load.
 */
export const officeMapPoint = { lat: 22.9005, lon: 88.3897 } as const;

export const navLinks = [
  { label: 'Home', href: paths.home },
  { label: 'Packages', href: paths.packages },
  { label: 'Blog', href: paths.blog },
  { label: 'Contact', href: paths.contact },
] as const;

export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
