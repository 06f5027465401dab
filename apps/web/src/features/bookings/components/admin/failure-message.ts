import { isAppError } from '@trip/shared/errors/app-error';

/** The answer of a server that sent no error envelope (a proxy's page, say). */
const BARE_STATUS = /^HTTP \d{3}$/;

/**
 * The spec prefers the server's error when it sent one. A server fault's generic words say
 * less than the screen's own message (`fallback`), and so does a request that got no answer.
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (isAppError(error) && error.status < 500 && !BARE_STATUS.test(error.message)) {
    return error.message;
  }
  return fallback;
}
