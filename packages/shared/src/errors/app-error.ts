import { z } from 'zod';
import { defaultErrorMessages, errorStatus, type ErrorCode } from './codes';

export const errorEnvelopeSchema = z.object({
  error: z.string(),
  code: z.string(),
  fieldErrors: z.record(z.string(), z.string()).optional(),
  suggestions: z.array(z.string()).optional(),
});
export type ErrorEnvelope = z.output<typeof errorEnvelopeSchema>;

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
    const parsed = errorEnvelopeSchema.safeParse(body);
    if (!parsed.success) {
      return new AppError(status >= 500 ? 'INTERNAL' : 'BAD_REQUEST', {
        message: `HTTP ${status}`,
      });
    }
    const code = (
      parsed.data.code in errorStatus
        ? parsed.data.code
        : status >= 500
          ? 'INTERNAL'
          : 'BAD_REQUEST'
    ) as ErrorCode;
    return new AppError(code, {
      message: parsed.data.error,
      ...(parsed.data.fieldErrors ? { fieldErrors: parsed.data.fieldErrors } : {}),
      ...(parsed.data.suggestions ? { suggestions: parsed.data.suggestions } : {}),
    });
  }
}

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}
