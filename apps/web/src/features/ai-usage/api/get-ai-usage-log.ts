import { useQuery } from '@tanstack/react-query';
import { aiUsageLogResponseSchema, type AiUsageLog } from '@trip/shared/ai-usage/schemas';
import { apiFetch } from '../../../lib/api-client';
import { aiUsageQueryKey } from './get-ai-usage';

export async function getAiUsageLog(id: string, signal?: AbortSignal): Promise<AiUsageLog> {
  const answer = await apiFetch(`/api/admin/dashboard/ai-usage/logs/${encodeURIComponent(id)}`, {
    auth: 'admin',
    signal,
  });
  return aiUsageLogResponseSchema.parse(answer).log;
}

export function useAiUsageLog(id: string | undefined) {
  return useQuery({
    queryKey: [...aiUsageQueryKey, 'log', id],
    queryFn: ({ signal }) => getAiUsageLog(id!, signal),
    enabled: id !== undefined,
  });
}
