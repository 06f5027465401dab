import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Who may call a route: anyone, a signed-in traveller, or an admin. Declared on every route. */
export type Access = 'public' | 'user' | 'admin';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmentation needs an interface
  interface FastifyContextConfig {
    access?: Access;
  }
}

export type RegisteredRoute = { method: string; url: string; access: Access | undefined };

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmentation needs an interface
  interface FastifyInstance {
    /** Every route registered so far, with its declared access (for the access test). */
    registeredRoutes: RegisteredRoute[];
  }
}

/**
 * Records each route's declared access and refuses to register an /api route without one,
 * so no route can be added without saying who may call it.
 */
export const accessPlugin = fp(
  async (app: FastifyInstance) => {
    const routes: RegisteredRoute[] = [];
    app.decorate('registeredRoutes', routes);
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      const access = (route.config as { access?: Access } | undefined)?.access;
      if (route.url.startsWith('/api/') && !access && !route.url.startsWith('/api/docs')) {
        throw new Error(`Route ${methods.join(',')} ${route.url} does not declare its access`);
      }
      for (const method of methods) {
        if (method === 'HEAD') continue;
        routes.push({ method, url: route.url, access });
      }
    });
  },
  { name: 'access' },
);
