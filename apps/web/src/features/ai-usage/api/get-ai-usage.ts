import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  aiUsageResponseSchema,
  type AiUsagePeriod,
  type AiUsageResponse,
} from '@trip/shared/ai-usage/schemas';
import { apiFetch } from '../../../lib/api-client';

export const aiUsageQueryKey = ['admin', 'ai-usage'] as const;

export async function getAiUsage(
  period: AiUsagePeriod,
  signal?: AbortSignal,
): Promise<AiUsageResponse> {
  const answer = await apiFetch(`/api/admin/dashboard/ai-usage?period=${period}`, {
    auth: 'admin',
    signal,
  });
  return aiUsageResponseSchema.parse(answer);
}

export function useAiUsage(period: AiUsagePeriod) {
  return useQuery({
    queryKey: [...aiUsageQueryKey, 'summary', period],
    queryFn: ({ signal }) => getAiUsage(period, signal),
    placeholderData: keepPreviousData,
  });
}
