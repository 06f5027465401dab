import { useQuery } from '@tanstack/react-query';
import { settingsSchema, type Settings } from '@trip/shared/settings/schemas';
import { apiFetch } from '../../../lib/api-client';

export const adminSettingsQueryKey = ['admin', 'settings'] as const;

export async function getAdminSettings(signal?: AbortSignal): Promise<Settings> {
  const answer = await apiFetch('/api/admin/settings', { auth: 'admin', signal });
  return settingsSchema.parse(answer);
}

export function useAdminSettings() {
  return useQuery({
    queryKey: adminSettingsQueryKey,
    queryFn: ({ signal }) => getAdminSettings(signal),
    // The form keeps what the admin types; a refetch must not reset it behind their back.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}
