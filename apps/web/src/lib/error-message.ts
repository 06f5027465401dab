import { isAppError } from '@trip/shared/errors/app-error';
import { NETWORK_ERROR_MESSAGE, isSessionExpiredError } from './api-client';

/** The answer of a server that sent no error envelope (a proxy's page, say). */
const BARE_STATUS = /^HTTP \d{3}$/;

export type ErrorWords = {
  /** The screen's own words for a failure the server did not explain. */
  fallback: string;
  /** What to say when no answer came at all; the app's network message unless given. */
  network?: string;
  /** Put the server's reason after the screen's words ("Failed to …: reason"). */
  withReason?: boolean;
};

/**
 * The words a person reads for any error: nothing for an ended session (the app already says
 * so once), the network message when no answer came, the server's own message for a refusal
 * it explained, else the screen's words. Server faults never show their generic text.
 */
export function errorMessage(error: unknown, words: ErrorWords): string | undefined {
  if (!error) return undefined;
  if (isSessionExpiredError(error)) return undefined;
  if (error instanceof Error && error.message === NETWORK_ERROR_MESSAGE) {
    return words.network ?? NETWORK_ERROR_MESSAGE;
  }
  const explained =
    isAppError(error) && error.status < 500 && !BARE_STATUS.test(error.message)
      ? error.message
      : undefined;
  if (!explained) return words.fallback;
  return words.withReason ? `${words.fallback}: ${explained}` : explained;
}
