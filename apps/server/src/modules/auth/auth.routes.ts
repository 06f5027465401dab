import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accessStatusResponseSchema,
  adminAuthResponseSchema,
  adminLoginSchema,
  adminResponseSchema,
  messageResponseSchema,
  userAuthResponseSchema,
  userLoginSchema,
  userResponseSchema,
} from '@trip/shared/auth/schemas';
import { AppError } from '@trip/shared/errors/app-error';
import {
  adminChangePasswordBodySchema,
  changeAdminPassword,
  endSession,
  getAdmin,
  getUser,
  loginAdmin,
  loginUser,
  registerUser,
  userRegisterBodySchema,
  type RequestOrigin,
} from './auth.service';

/**
 * Per-address request limits in front of the per-account lockout: they bound how fast one
 * address can try at all, whatever it tries.
 */
export const LOGIN_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };
export const REGISTER_RATE_LIMIT = { max: 20, timeWindow: '10 minutes' };
export const CHANGE_PASSWORD_RATE_LIMIT = { max: 10, timeWindow: '10 minutes' };

const origin = (request: FastifyRequest): RequestOrigin => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});

/** The signed-in caller; the auth plugin has already refused the request when absent. */
function signedIn<T>(who: T | null): T {
  if (!who) throw new AppError('UNAUTHORIZED');
  return who;
}

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  // Travellers

  app.post(
    '/api/users/register',
    {
      config: { access: 'public', rateLimit: REGISTER_RATE_LIMIT },
      schema: {
        tags: ['auth'],
        summary: 'Create a traveller account and sign in',
        body: userRegisterBodySchema,
        response: { 201: userAuthResponseSchema },
      },
    },
    async (request, reply) => {
      const result = await registerUser(app.auth, request.body, origin(request));
      return reply.status(201).send(result);
    },
  );

  app.post(
    '/api/users/login',
    {
      config: { access: 'public', rateLimit: LOGIN_RATE_LIMIT },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with phone and password',
        body: userLoginSchema,
        response: { 200: userAuthResponseSchema },
      },
    },
    async (request) => loginUser(app.auth, request.body, origin(request)),
  );

  app.post(
    '/api/users/logout',
    {
      config: { access: 'user' },
      schema: {
        tags: ['auth'],
        summary: 'End this session: the token stops working everywhere',
        security: [{ bearer: [] }],
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await endSession(app.auth, signedIn(request.user).jti);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/users/me',
    {
      config: { access: 'user' },
      schema: {
        tags: ['auth'],
        summary: 'The signed-in traveller',
        security: [{ bearer: [] }],
        response: { 200: userResponseSchema },
      },
    },
    async (request) => ({ user: await getUser(app.database.db, signedIn(request.user).id) }),
  );

  app.get(
    '/api/user/access-status',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Whether the caller is a signed-in traveller (the token is optional)',
        response: { 200: accessStatusResponseSchema },
      },
    },
    async (request) => {
      if (!request.user) return { hasAccess: false };
      return { hasAccess: true, user: await getUser(app.database.db, request.user.id) };
    },
  );

  // Admins

  app.post(
    '/api/admin/auth/login',
    {
      config: { access: 'public', rateLimit: LOGIN_RATE_LIMIT },
      schema: {
        tags: ['admin auth'],
        summary: 'Sign in to the back office with e-mail and password',
        body: adminLoginSchema,
        response: { 200: adminAuthResponseSchema },
      },
    },
    async (request) => loginAdmin(app.auth, request.body, origin(request)),
  );

  app.get(
    '/api/admin/auth/profile',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin auth'],
        summary: 'The signed-in admin',
        security: [{ bearer: [] }],
        response: { 200: adminResponseSchema },
      },
    },
    async (request) => ({ admin: await getAdmin(app.database.db, signedIn(request.admin).id) }),
  );

  app.put(
    '/api/admin/auth/change-password',
    {
      config: { access: 'admin', rateLimit: CHANGE_PASSWORD_RATE_LIMIT },
      schema: {
        tags: ['admin auth'],
        summary: "Change the admin's password; every session of the admin ends",
        security: [{ bearer: [] }],
        body: adminChangePasswordBodySchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) =>
      changeAdminPassword(app.auth, signedIn(request.admin).id, request.body, origin(request)),
  );

  app.post(
    '/api/admin/auth/logout',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin auth'],
        summary: 'End this admin session',
        security: [{ bearer: [] }],
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await endSession(app.auth, signedIn(request.admin).jti);
      return reply.status(204).send(null);
    },
  );
};
