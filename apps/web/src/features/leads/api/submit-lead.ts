import type { LeadSubmit } from '@trip/shared/leads/schemas';
import { apiBaseUrl } from '../../../config/env';

export const LEAD_SUBMIT_PATH = '/api/promotional-leads/submit';
/** A visitor waits this long on "Sending..." at most; a slower answer is sent again later. */
export const LEAD_SUBMIT_TIMEOUT_MS = 10_000;

/**
 * What became of one attempt: the server kept the lead, the lead must be sent again (no
 * answer, too many requests, a server fault), or the server refused it for good.
 */
export type LeadSendOutcome = 'sent' | 'retry' | 'refused';

export type LeadToSend = Pick<LeadSubmit, 'name' | 'phone'> & { source?: string };

export async function postLead(
  lead: LeadToSend,
  options: { baseUrl?: string; timeoutMs?: number } = {},
): Promise<LeadSendOutcome> {
  try {
    const response = await fetch(`${options.baseUrl ?? apiBaseUrl}${LEAD_SUBMIT_PATH}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(lead),
      signal: AbortSignal.timeout(options.timeoutMs ?? LEAD_SUBMIT_TIMEOUT_MS),
      keepalive: true,
    });
    if (response.ok) return 'sent';
    if (response.status >= 500 || response.status === 429 || response.status === 408) {
      return 'retry';
    }
    return 'refused';
  } catch {
    return 'retry';
  }
}
