import { isAppError } from '@trip/shared/errors/app-error';
import {
  DETAILS_MAX_RETRIES,
  DETAILS_RETRY_DELAY_MS,
  detailPageMessages as m,
} from '@trip/shared/itineraries/page-messages';
import { NETWORK_ERROR_MESSAGE, isSessionExpiredError } from '../../../lib/api-client';
import { sleep as realSleep } from './sleep';
import { TimeoutError } from './timeout';

/** A day-wise plan that could not be made; the message is the one the page shows. */
export class DetailsFailure extends Error {
  constructor(message: string, cause: unknown) {
    super(message, { cause });
    this.name = 'DetailsFailure';
  }
}

/** A server failure (500 or above), no answer, or too slow an answer: worth another try. */
export function isRetryableDetailsError(error: unknown): boolean {
  if (error instanceof TimeoutError) return true;
  if (isAppError(error)) return error.status >= 500;
  return error instanceof Error && error.message === NETWORK_ERROR_MESSAGE;
}

/**
 * Runs `generate`, retrying twice, 2 s apart, after a server, network or timeout failure.
 * Failures become DetailsFailure with the spec's message; an abort or an ended session
 * passes through as it is (the page shows the sign-in panel for the latter).
 */
export async function withDetailsRetries<T>(
  generate: () => Promise<T>,
  options: {
    signal?: AbortSignal;
    sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  } = {},
): Promise<T> {
  const wait = options.sleep ?? realSleep;
  for (let retry = 0; ; retry += 1) {
    try {
      return await generate();
    } catch (error) {
      if (options.signal?.aborted || isSessionExpiredError(error)) throw error;
      if (isRetryableDetailsError(error)) {
        if (retry >= DETAILS_MAX_RETRIES) throw new DetailsFailure(m.generateGaveUp, error);
        await wait(DETAILS_RETRY_DELAY_MS, options.signal);
        continue;
      }
      if (isAppError(error)) throw new DetailsFailure(m.generateFailedWith(error.message), error);
      throw new DetailsFailure(m.generateFailed, error);
    }
  }
}
