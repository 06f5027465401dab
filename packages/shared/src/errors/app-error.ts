import { defaultErrorMessages, errorStatus, type ErrorCode } from './codes';

/**
 * The body of every error answer. Its zod schema (for the server's route schemas) is
 * `errorEnvelopeSchema` in `./envelope`: this module stays free of zod because every page of
 * the site loads it at start, and zod is not needed until a form or an answer is checked.
 */
export type ErrorEnvelope = {
  error: string;
  code: string;
  fieldErrors?: Record<string, string> | undefined;
  suggestions?: string[] | undefined;
};

const isStringRecord = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((item) => typeof item === 'string');

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** True when `body` has the envelope's shape (`envelope.test.ts` holds it to the schema). */
export function isErrorEnvelope(body: unknown): body is ErrorEnvelope {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const { error, code, fieldErrors, suggestions } = body as Record<string, unknown>;
  return (
    typeof error === 'string' &&
    typeof code === 'string' &&
    (fieldErrors === undefined || isStringRecord(fieldErrors)) &&
    (suggestions === undefined || isStringList(suggestions))
  );
}

type AppErrorOptions = {
  /** What a person sees; defaults to the code's message. */
  message?: string;
  fieldErrors?: Record<string, string>;
  /** "Did you mean" hints and similar, shown to the caller. */
  suggestions?: string[];
  /** Seconds, sent as Retry-After on 429 and 503. */
  retryAfter?: number;
  /** For logs only; never sent to the caller. */
  internal?: string;
  cause?: unknown;
};

/** The one error type: the server throws it, the client rebuilds it from the envelope. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly fieldErrors: Record<string, string> | undefined;
  readonly suggestions: string[] | undefined;
  readonly retryAfter: number | undefined;
  readonly internal: string | undefined;

  constructor(code: ErrorCode, options: AppErrorOptions = {}) {
    super(options.message ?? defaultErrorMessages[code], { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.status = errorStatus[code];
    this.fieldErrors = options.fieldErrors;
    this.suggestions = options.suggestions;
    this.retryAfter = options.retryAfter;
    this.internal = options.internal;
  }

  toEnvelope(): ErrorEnvelope {
    return {
      error: this.message,
      code: this.code,
      ...(this.fieldErrors ? { fieldErrors: this.fieldErrors } : {}),
      ...(this.suggestions ? { suggestions: this.suggestions } : {}),
    };
  }

  /** Rebuilds the error a server sent; unknown codes become INTERNAL with the status kept. */
  static fromEnvelope(status: number, body: unknown): AppError {
    if (!isErrorEnvelope(body)) {
      return new AppError(status >= 500 ? 'INTERNAL' : 'BAD_REQUEST', {
        message: `HTTP ${status}`,
      });
    }
    const code = (
      body.code in errorStatus ? body.code : status >= 500 ? 'INTERNAL' : 'BAD_REQUEST'
    ) as ErrorCode;
    return new AppError(code, {
      message: body.error,
      ...(body.fieldErrors ? { fieldErrors: body.fieldErrors } : {}),
      ...(body.suggestions ? { suggestions: body.suggestions } : {}),
    });
  }
}

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}
