import { isAppError } from '@trip/shared/errors/app-error';
import { NETWORK_ERROR_MESSAGE } from '../../../lib/api-client';

/** The answer of a server that sent no error envelope (a proxy's page, say). */
const BARE_STATUS = /^HTTP \d{3}$/;

/**
 * What a failed sign-in or password call tells the person: the server's own words when it
 * sent some, the network message when nothing answered (where the screen has one), else
 * `fallback`.
 */
export function failureMessage(
  error: unknown,
  fallback: string,
  options: { network?: boolean } = {},
): string {
  if (isAppError(error) && !BARE_STATUS.test(error.message)) return error.message;
  if (options.network && error instanceof Error && error.message === NETWORK_ERROR_MESSAGE) {
    return NETWORK_ERROR_MESSAGE;
  }
  return fallback;
}
