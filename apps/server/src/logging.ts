import type { FastifyServerOptions } from 'fastify';
import { stdSerializers } from 'pino';
import type { Env } from './config/env';

const EMAIL = /[^\s@(),'"=<>]+@[^\s@(),'"=<>]+\.[A-Za-z]{2,}/g;
/** Ten or more digits, spaces and dashes allowed between them: a phone number. */
const PHONE_LIKE = /\+?\d(?:[\s-]*\d){9,}/g;
/** A query's parameters as drizzle words them in a failed query's message. */
const QUERY_PARAMS = /\bparams:[\s\S]*$/;

/** Text for the log with no query parameters, e-mail addresses or phone numbers left in it. */
export function redactText(text: string): string {
  return text
    .replace(QUERY_PARAMS, 'params: [redacted]')
    .replace(EMAIL, '[email]')
    .replace(PHONE_LIKE, '[number]');
}

/** Fields of a database error that hold the query's values (node-postgres, PGlite, drizzle). */
const VALUE_FIELDS = new Set(['params', 'parameters', 'values', 'bindings']);

function redactDeep(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return redactText(value);
  if (depth > 6 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => redactDeep(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !VALUE_FIELDS.has(key))
      .map(([key, item]) => [key, redactDeep(item, depth + 1)]),
  );
}

/**
 * Errors as logged: pino's usual shape, without the SQL parameters a failed query carries
 * (`params`, and the `params:` part of drizzle's message) and with e-mail addresses and
 * phone numbers masked wherever they appear (a constraint's `detail`, a message, the stack).
 */
export function serializeError(error: unknown): unknown {
  if (typeof error === 'string') return redactText(error);
  if (!(error instanceof Error)) return redactDeep(error, 0);
  return redactDeep(stdSerializers.err(error), 0);
}

/** Never logged: credentials, tokens, and personal contact details. */
export const redactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["idempotency-key"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.newPassword',
  '*.currentPassword',
  '*.token',
  '*.phone',
  '*.email',
];

export function loggerOptions(env: Env): FastifyServerOptions['logger'] {
  return {
    level: env.LOG_LEVEL,
    redact: { paths: redactPaths, censor: '[redacted]' },
    // Message strings are masked too: a handler may log an error's message as the message.
    hooks: {
      logMethod(args, method) {
        const cleaned = args.map((arg) => (typeof arg === 'string' ? redactText(arg) : arg));
        method.apply(this, cleaned as Parameters<typeof method>);
      },
    },
    serializers: {
      err: (error: Error) => serializeError(error) as ReturnType<typeof stdSerializers.err>,
      error: serializeError,
      req(request: { method: string; url: string; id: string }) {
        // Query strings can carry personal data (search terms, phone lookups): log the path only.
        return { method: request.method, path: request.url.split('?')[0], id: request.id };
      },
    },
  };
}
