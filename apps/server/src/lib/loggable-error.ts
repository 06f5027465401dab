const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
/** Ten or more digits, spaces, dots, dashes or brackets between: a phone number, not a date. */
const PHONE_LIKE = /\+?\d(?:[\s().-]*\d){9,}/g;
/** Drizzle puts a failed query's values after "params:"; they are the request's own data. */
const QUERY_PARAMS = /\bparams:[^\n]*/g;

/** Text for a log line: no query values, phone numbers or e-mail addresses. */
export function scrubbed(text: string): string {
  return text
    .replace(QUERY_PARAMS, 'params: [removed]')
    .replace(EMAIL, '[email removed]')
    .replace(PHONE_LIKE, '[number removed]');
}

type Loggable = {
  type: string;
  message: string;
  code?: string;
  stack?: string;
  cause?: Loggable;
};

/**
 * What a log line keeps of an error: its kind, code, scrubbed message and stack, and the same
 * of its cause. Never its enumerable extras: a database error carries the query's values
 * (`params`) and the offending row (`detail`), which hold travellers' phones and e-mails.
 */
export function loggableError(error: unknown, depth = 0): Loggable {
  if (!(error instanceof Error)) return { type: typeof error, message: scrubbed(String(error)) };
  const code = (error as { code?: unknown }).code;
  return {
    type: error.name,
    message: scrubbed(error.message),
    ...(typeof code === 'string' ? { code } : {}),
    ...(error.stack ? { stack: scrubbed(error.stack) } : {}),
    ...(error.cause !== undefined && depth < 3
      ? { cause: loggableError(error.cause, depth + 1) }
      : {}),
  };
}
