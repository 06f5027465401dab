import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_SITE_SETTINGS } from '@trip/shared/settings/constants';
import type { SiteSettings } from '@trip/shared/settings/schemas';
import { apiFetch } from '../../../lib/api-client';

export const siteSettingsQueryKey = ['site-settings'] as const;

export async function getSiteSettings(signal?: AbortSignal): Promise<SiteSettings> {
  const [answer, { siteSettingsSchema }] = await Promise.all([
    apiFetch('/api/site-settings', { signal }),
    import('@trip/shared/settings/schemas'),
  ]);
  return siteSettingsSchema.parse(answer);
}

export const siteSettingsQueryOptions = queryOptions({
  queryKey: siteSettingsQueryKey,
  queryFn: ({ signal }) => getSiteSettings(signal),
  // An admin's change reaches visitors within minutes; nobody waits on it.
  staleTime: 5 * 60_000,
});

/**
 * The offer and the agency's contact details. The defaults stand in while the settings load,
 * and stay if they cannot be had, so the banner and the contact lines never flash empty.
 */
export function useSiteSettings(): { settings: SiteSettings; isPlaceholder: boolean } {
  const { data } = useQuery(siteSettingsQueryOptions);
  return data
    ? { settings: data, isPlaceholder: false }
    : { settings: DEFAULT_SITE_SETTINGS as SiteSettings, isPlaceholder: true };
}
