import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  settingsSchema,
  type Settings,
  type SettingsUpdateInput,
} from '@trip/shared/settings/schemas';
import { refreshWaitingWork } from '../../../lib/admin-queries';
import { apiFetch } from '../../../lib/api-client';
import { adminSettingsQueryKey } from './admin-get-settings';
import { siteSettingsQueryKey } from './get-site-settings';

export async function saveSettings(update: SettingsUpdateInput): Promise<Settings> {
  const answer = await apiFetch('/api/admin/settings', {
    method: 'PUT',
    auth: 'admin',
    body: update,
  });
  return settingsSchema.parse(answer);
}

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSettings,
    onSuccess: async (saved) => {
      queryClient.setQueryData(adminSettingsQueryKey, saved);
      // The offer and contact details on the public pages, and the badge's switch.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: siteSettingsQueryKey }),
        refreshWaitingWork(queryClient),
      ]);
    },
  });
}
