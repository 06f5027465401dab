import { useQuery } from '@tanstack/react-query';
import { systemStatusSchema, type SystemStatus } from '@trip/shared/dashboard/schemas';
import { apiFetch } from '../../../lib/api-client';

export async function getSystemStatus(signal?: AbortSignal): Promise<SystemStatus> {
  const answer = await apiFetch('/api/admin/system-status', { auth: 'admin', signal });
  return systemStatusSchema.parse(answer);
}

export function useSystemStatus() {
  return useQuery({
    queryKey: ['admin', 'system-status'],
    queryFn: ({ signal }) => getSystemStatus(signal),
  });
}
