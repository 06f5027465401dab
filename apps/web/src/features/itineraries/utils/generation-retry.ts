import {
  GENERATION_MAX_RETRIES,
  GENERATION_RETRY_BASE_MS,
  searchPageMessages as m,
} from '@trip/shared/itineraries/page-messages';
import { SearchFailure } from '../api/stream-itineraries';
import { sleep as realSleep } from './sleep';

export type RetryNotice = {
  /** "AI model is temporarily overloaded. Retrying in N seconds... (Attempt k/3)" */
  message: string;
  delayMs: number;
  attempt: number;
};

export type OverloadRetryOptions = {
  onRetry: (notice: RetryNotice) => void;
  signal?: AbortSignal;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
};

/**
 * How long to wait before retry number `attempt` (1, 2, 3): 2 s, 4 s, 8 s, or longer when
 * the server's Retry-After asks for more.
 */
export function overloadRetryDelay(attempt: number, retryAfterSeconds?: number): number {
  const doubling = GENERATION_RETRY_BASE_MS * 2 ** (attempt - 1);
  return Math.max(doubling, Math.ceil((retryAfterSeconds ?? 0) * 1000));
}

/** The model stayed overloaded through every retry. */
export class OverloadedGaveUp extends Error {
  constructor(cause: unknown) {
    super(m.overloadedGaveUp, { cause });
    this.name = 'OverloadedGaveUp';
  }
}

/**
 * Runs `attempt`; while it fails because the AI model is overloaded, says so and tries again
 * after a doubling delay, at most three more times, then throws OverloadedGaveUp. Other
 * failures pass through at once.
 */
export async function withOverloadRetry<T>(
  attempt: () => Promise<T>,
  options: OverloadRetryOptions,
): Promise<T> {
  const wait = options.sleep ?? realSleep;
  for (let retry = 1; ; retry += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof SearchFailure) || !error.overloaded) throw error;
      if (retry > GENERATION_MAX_RETRIES) {
        throw new OverloadedGaveUp(error);
      }
      const delayMs = overloadRetryDelay(retry, error.retryAfter);
      options.onRetry({
        message: m.overloadedRetrying(Math.round(delayMs / 1000), retry),
        delayMs,
        attempt: retry,
      });
      await wait(delayMs, options.signal);
    }
  }
}

/** The error screen's sentence for a search that failed. */
export function generationErrorMessage(error: unknown): string {
  if (error instanceof OverloadedGaveUp) return error.message;
  if (error instanceof SearchFailure) return m.generationFailed(error.message, error.status);
  return m.generationFailed(error instanceof Error ? error.message : 'Unknown error');
}

/** The sentence under "Load More Itineraries" when loading more failed. */
export function loadMoreErrorMessage(error: unknown): string {
  if (error instanceof SearchFailure && error.overloaded) return m.loadMoreOverloaded;
  if (error instanceof SearchFailure && error.status !== undefined) {
    return m.loadMoreFailed(`HTTP ${error.status}: ${error.message}`);
  }
  return m.loadMoreFailed(error instanceof Error ? error.message : 'Unknown error');
}
