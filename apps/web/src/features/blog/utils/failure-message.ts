import { isAppError } from '@trip/shared/errors/app-error';

/** The answer of a server that sent no error envelope (a proxy's page, say). */
const BARE_STATUS = /^HTTP \d{3}$/;

/**
 * The server's own words for a refusal it explained (a rule, a missing post); the screen's
 * message (`fallback`) for a server fault or a request that got no answer.
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (isAppError(error) && error.status < 500 && !BARE_STATUS.test(error.message)) {
    return error.message;
  }
  return fallback;
}
