import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import cors from '@fastify/cors';
import compress from '@fastify/compress';
import helmet from 'helmet';
import multipart from '@fastify/multipart';
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

export const securityPlugin = fp(
  async (app: FastifyInstance, opts: { env: Env; redis: Redis | undefined }) => {
    app.decorate('rateLimitRedis', { up: true } satisfies RedisState);
    // helmet builds its header writer once here. (@fastify/helmet rebuilt it, parsing the
    // policy again, on every request: a fifth of a small answer's time.)
    const secureHeaders = helmet({
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
    app.addHook('onRequest', (request, reply, done) => {
      secureHeaders(request.raw, reply.raw, (error?: unknown) =>
        done(error instanceof Error ? error : undefined),
      );
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
    await app.register(multipart, {
      limits: { fileSize: 5 * 1024 * 1024, files: 10, fields: 100, fieldSize: 200_000, parts: 120 },
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
