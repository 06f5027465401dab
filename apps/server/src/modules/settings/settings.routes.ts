import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  notificationsResponseSchema,
  settingsSchema,
  settingsUpdateSchema,
  siteSettingsSchema,
} from '@trip/shared/settings/schemas';
import { findNotifications } from './notifications.service';
import { getSiteSettings, readSettings, updateSettings } from './settings.service';

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/site-settings',
    {
      config: { access: 'public' },
      schema: {
        tags: ['settings'],
        summary: "The current offer and the agency's contact details",
        response: { 200: siteSettingsSchema },
      },
    },
    async () => getSiteSettings(app.database.db),
  );

  app.get(
    '/api/admin/settings',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['settings'],
        summary: 'Every setting, as stored',
        security: [{ bearer: [] }],
        response: { 200: settingsSchema },
      },
    },
    async () => readSettings(app.database.db),
  );

  app.put(
    '/api/admin/settings',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['settings'],
        summary: 'Save any sections and fields; the rest keep their values',
        security: [{ bearer: [] }],
        body: settingsUpdateSchema,
        response: { 200: settingsSchema },
      },
    },
    async (request) => updateSettings(app.database.db, request.body, app.now()),
  );

  app.get(
    '/api/admin/notifications',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['settings'],
        summary: "What waits for the admin (the top bar's badge): new leads and pending bookings",
        security: [{ bearer: [] }],
        response: { 200: notificationsResponseSchema },
      },
    },
    async () => findNotifications(app.database.db),
  );
};
