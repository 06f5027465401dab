import { useQuery } from '@tanstack/react-query';
import { DEFAULT_SITE_SETTINGS } from '@trip/shared/settings/constants';
import type { SiteSettings } from '@trip/shared/settings/schemas';
import { apiFetch } from '../../../lib/api-client';

type SiteContact = SiteSettings['contact'];

export async function getSiteSettings(signal?: AbortSignal): Promise<SiteSettings> {
  const [answer, { siteSettingsSchema }] = await Promise.all([
    apiFetch('/api/site-settings', { signal }),
    import('@trip/shared/settings/schemas'),
  ]);
  return siteSettingsSchema.parse(answer);
}

/**
 * The agency's contact details from the site settings, for a package that has none of its
 * own. The defaults show until the settings arrive, and stay if they cannot be had.
 */
export function useSiteContact(enabled: boolean): SiteContact {
  const { data } = useQuery({
    queryKey: ['site-settings'],
    queryFn: ({ signal }) => getSiteSettings(signal),
    enabled,
    staleTime: 5 * 60_000,
  });
  return data?.contact ?? DEFAULT_SITE_SETTINGS.contact;
}
