import { isAppError } from '@trip/shared/errors/app-error';

/** The answer of a server that sent no error envelope (a proxy's page, say). */
const BARE_STATUS = /^HTTP \d{3}$/;

/** The server's own words when it sent some, else `fallback` (no answer at all included). */
export function serverMessage(error: unknown, fallback: string): string {
  return isAppError(error) && !BARE_STATUS.test(error.message) ? error.message : fallback;
}
