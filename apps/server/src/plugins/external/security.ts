import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import cors from '@fastify/cors';
import compress from '@fastify/compress';
import helmet from 'helmet';
import rateLimit from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { fallbackStore, type RedisState } from './rate-limit-store';
import type { Env } from '../../config/env';
import { COMPRESS_FROM_BYTES } from '../../lib/prepared-json';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmentation needs an interface
  interface FastifyInstance {
    /** Whether rate limits last reached Redis (always up without one). */
    rateLimitRedis: RedisState;
  }
}

/** The Content-Security-Policy and the other headers helmet writes for this site. */
export const secureHeaders = helmet({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // MUI's emotion inserts style elements at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      frameSrc: ["'self'", 'https://www.openstreetmap.org'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
  // Pages served over plain HTTP on a LAN must still load; HSTS belongs to the TLS proxy.
  strictTransportSecurity: false,
});

/**
 * The headers `secureHeaders` writes, by lower-case name. Nothing in the policy depends on
 * the request (no nonces, no functions), so one run against a recorder gives every answer's.
 */
export function securityHeaders(): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
    },
    // helmet takes away X-Powered-By, which Fastify never sends.
    removeHeader() {},
  };
  let finished = false;
  secureHeaders({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error instanceof Error ? error : new Error(String(error));
    finished = true;
  });
  if (!finished) throw new Error('helmet did not write its headers at once');
  return Object.freeze(headers);
}

export const securityPlugin = fp(
  async (app: FastifyInstance, opts: { env: Env; redis: Redis | undefined }) => {
    app.decorate('rateLimitRedis', { up: true } satisfies RedisState);
    // The same headers on every answer, so they are read from helmet once, at start-up, and
    // copied onto each reply in one synchronous hook. (@fastify/helmet rebuilt helmet, parsing
    // the policy again, on every request; running helmet's own writer per request still cost
    // eleven validated `setHeader` calls, and Node's slower merge of those with Fastify's.)
    const headers = securityHeaders();
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
    await app.register(cors, {
      origin: opts.env.CORS_ORIGINS.length > 0 ? opts.env.CORS_ORIGINS : false,
      credentials: false,
      exposedHeaders: ['Retry-After'],
    });
    await app.register(compress, {
      global: true,
      threshold: COMPRESS_FROM_BYTES,
      encodings: ['br', 'gzip'],
    });
    await app.register(rateLimit, {
      global: false,
      // With Redis, counts fall back to process memory for any call Redis fails: never open.
      ...(opts.redis
        ? { store: fallbackStore(opts.redis, 'trip-rl:', app.rateLimitRedis) as never }
        : {}),
      skipOnError: false,
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        error: `Too many requests. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`,
        code: 'RATE_LIMITED',
        message: `Too many requests. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`,
      }),
    });
  },
  { name: 'security' },
);
