import type { FastifyServerOptions } from 'fastify';
import type { Env } from './config/env';

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
    serializers: {
      req(request: { method: string; url: string; id: string }) {
        // Query strings can carry personal data (search terms, phone lookups): log the path only.
        return { method: request.method, path: request.url.split('?')[0], id: request.id };
      },
    },
  };
}
