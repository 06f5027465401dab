import type { AiUsageLog } from '@trip/shared/ai-usage/schemas';

/** "Offline planner", "Offline planner (fallback)" or the model's name. */
export function engineLabel(log: Pick<AiUsageLog, 'model' | 'fallback' | 'engine'>): string {
  if (log.model === null) return log.fallback ? 'Offline planner (fallback)' : 'Offline planner';
  return log.model;
}
