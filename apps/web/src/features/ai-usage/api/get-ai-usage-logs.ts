import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  AI_USAGE_LOGS_LIMIT,
  aiUsageLogsResponseSchema,
  type AiUsageLog,
  type AiUsagePeriod,
} from '@trip/shared/ai-usage/schemas';
import { apiFetch } from '../../../lib/api-client';
import { aiUsageQueryKey } from './get-ai-usage';

export async function getAiUsageLogs(
  options: { includeData: boolean; period: AiUsagePeriod },
  signal?: AbortSignal,
): Promise<AiUsageLog[]> {
  const query = new URLSearchParams({
    includeData: String(options.includeData),
    limit: String(AI_USAGE_LOGS_LIMIT),
    period: options.period,
  });
  const answer = await apiFetch(`/api/admin/dashboard/ai-usage/logs?${query}`, {
    auth: 'admin',
    signal,
  });
  return aiUsageLogsResponseSchema.parse(answer).logs;
}

export function useAiUsageLogs(options: {
  includeData: boolean;
  period: AiUsagePeriod;
  enabled: boolean;
}) {
  const { includeData, period, enabled } = options;
  return useQuery({
    queryKey: [...aiUsageQueryKey, 'logs', period, includeData],
    queryFn: ({ signal }) => getAiUsageLogs({ includeData, period }, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
