import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { Env } from './config/env';
import type { Database } from './db/client';
import { securityPlugin } from './plugins/external/security';
import { docsPlugin } from './plugins/external/docs';
import { accessPlugin } from './plugins/app/access';
import { errorsPlugin } from './plugins/app/errors';
import { cleanInputPlugin } from './plugins/app/clean-input';
import { authPlugin } from './plugins/app/auth';
import { webPlugin } from './plugins/app/web';
import { healthRoutes } from './modules/health/health.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { activityRoutes } from './modules/activity/activity.routes';
import { aiUsageRoutes } from './modules/ai-usage/ai-usage.routes';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { seoRoutes } from './modules/seo/seo.routes';
import { createPageHeads } from './modules/seo/page-heads';
import { blogRoutes } from './modules/blog/blog.routes';
import { tourPackagesRoutes } from './modules/tour-packages/tour-packages.routes';
import { bookingsRoutes } from './modules/bookings/bookings.routes';
import { uploadsPlugin } from './modules/media/uploads/uploads.routes';
import { mediaRoutes } from './modules/media/media.routes';
import { settingsRoutes } from './modules/settings/settings.routes';
import { leadsRoutes } from './modules/leads/leads.routes';
import { itinerariesRoutes } from './modules/itineraries/itineraries.routes';
import { searchHistoryRoutes } from './modules/itineraries/search-history.routes';
import type { MediaOptions } from './modules/media/media.service';
import { selectEngines } from './modules/itineraries/engine/select-engine';
import { engineCallsRecorded } from './modules/ai-usage/ai-usage.service';
import type { LlmTuning } from './modules/itineraries/engine/llm-model';
import { redactPaths } from './logging';
import { shareChangesThrough } from './lib/changes';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmentation needs an interface
  interface FastifyInstance {
    env: Env;
    database: Database;
    redis: Redis | undefined;
    appVersion: string;
    aiStatus(): { engine: string; status: string };
    /** The current time; tests move it instead of sleeping. */
    now(): Date;
    /** Marks the API reads this process makes while rendering a page (plugins/app/rendered-pages.ts). */
    pageRenderToken: string;
  }
}

export type AppOptions = {
  env: Env;
  database: Database;
  redis?: Redis | undefined;
  version?: string;
  /** Built web app to serve; undefined serves the API only. */
  webDistDir?: string | undefined;
  logger?: FastifyServerOptions['logger'];
  /** Image proxy and photo search settings that tests narrow (never set in production). */
  media?: MediaOptions;
  /** The clock for expiries and lockouts; defaults to the real one. */
  now?: () => Date;
  /** LLM waits and timeouts that tests shorten (never set in production). */
  ai?: Partial<LlmTuning>;
};

const plainRequestId = /^[A-Za-z0-9-]{1,64}$/;

/** The client's X-Request-Id when it is up to 64 letters, digits and dashes; else a new UUID. */
export function acceptedRequestId(header: string | string[] | undefined): string {
  return typeof header === 'string' && plainRequestId.test(header) ? header : crypto.randomUUID();
}

/** Builds the whole application without listening: the server and the tests share it. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { env } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: env.BODY_LIMIT_BYTES,
    trustProxy: env.TRUST_PROXY,
    // A client's id is kept only when short and plain; anything else gets a fresh one.
    requestIdHeader: false,
    genReqId: (request) => acceptedRequestId(request.headers['x-request-id']),
    ajv: { customOptions: { removeAdditional: 'all' } },
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('env', env);
  app.decorate('database', options.database);
  app.decorate('redis', options.redis);
  app.decorate('appVersion', options.version ?? '0.0.0');
  app.decorate('now', options.now ?? (() => new Date()));
  app.decorate('pageRenderToken', crypto.randomUUID());
  const engines = selectEngines({
    env,
    db: options.database.db,
    log: app.log,
    now: () => app.now(),
    tuning: options.ai,
  });
  app.decorate('aiStatus', engines.status);
  // The usage log's last writes land before the database closes.
  app.addHook('onClose', () => engineCallsRecorded());

  if (options.redis) {
    const stopSharing = shareChangesThrough(options.database.db, options.redis, app.log);
    app.addHook('onClose', async () => stopSharing());
  }

  // Set as the request comes in (every answer keeps its reply's headers, errors too), in a
  // synchronous hook: an async onSend hook cost every answer a turn of the event loop.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  // External plugins first, then the app's own, then routes.
  await app.register(securityPlugin, { env, redis: options.redis });
  await app.register(docsPlugin, { version: options.version ?? '0.0.0' });
  await app.register(accessPlugin);
  await app.register(errorsPlugin);
  await app.register(cleanInputPlugin);
  await app.register(authPlugin, { env, redis: options.redis });
  await app.register(uploadsPlugin);

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(activityRoutes);
  await app.register(aiUsageRoutes);
  await app.register(dashboardRoutes);
  await app.register(blogRoutes);
  await app.register(tourPackagesRoutes);
  await app.register(bookingsRoutes);
  await app.register(mediaRoutes, options.media ?? {});
  await app.register(settingsRoutes);
  await app.register(leadsRoutes);
  await app.register(itinerariesRoutes, { engine: engines.engine, fallback: engines.fallback });
  await app.register(searchHistoryRoutes);
  await app.register(seoRoutes);

  await app.register(webPlugin, { distDir: options.webDistDir, heads: createPageHeads(app) });
  await app.ready();
  return app;
}

export { redactPaths };
