import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { viewingVisitor } from '../../plugins/app/rendered-pages';
import { z } from 'zod';
import { errorEnvelopeSchema } from '@trip/shared/errors/envelope';
import { PACKAGE_CATEGORIES } from '@trip/shared/tour-packages/constants';
import {
  packageCategoriesResponseSchema,
  packageIdParamsSchema,
  packageListQuerySchema,
  packageListResponseSchema,
  packageResponseSchema,
  packageSlugParamsSchema,
  packageStatusBodySchema,
  packagesResponseSchema,
} from '@trip/shared/tour-packages/schemas';
import { PREPARED_JSON_ROUTE, sendPreparedJson } from '../../lib/prepared-json';
import { acceptMultipartForms } from '../../plugins/external/multipart';
import { readPackageSubmission } from './tour-packages.multipart';
import {
  createPackage,
  deletePackage,
  findAllPackages,
  findFeaturedPackages,
  findPackages,
  updatePackage,
  updatePackageStatus,
  viewPackageBySlug,
  type PackageDeps,
} from './tour-packages.service';

const multipartForm = z
  .any()
  .describe(
    'multipart/form-data: scalar fields as text (title, slug, description, shortDescription, category, metaTitle, metaDescription, status, featured, featuredImageIndex); lists and groups as JSON text (features, inclusions, exclusions, tags, itinerary, pricing, travelDetails, bookingInfo, contactInfo, existingImages); repeated `images` file parts with imageCaption{index}',
  );

const refusals = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
  413: errorEnvelopeSchema,
  415: errorEnvelopeSchema,
};

export const tourPackagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (): PackageDeps => ({
    db: app.database.db,
    uploads: app.uploads,
    now: app.now,
    log: app.log,
  });

  // Public

  app.get(
    '/api/packages',
    {
      ...PREPARED_JSON_ROUTE,
      config: { access: 'public' },
      schema: {
        tags: ['packages'],
        summary:
          'Published packages, 12 a page: search text, category, price range (on the discounted price), duration (5, 4-7 or 8+)',
        querystring: packageListQuerySchema,
        response: { 200: packageListResponseSchema, 400: errorEnvelopeSchema },
      },
    },
    async (request, reply) =>
      sendPreparedJson(request, reply, await findPackages(app.database.db, request.query)),
  );

  app.get(
    '/api/packages/featured',
    {
      ...PREPARED_JSON_ROUTE,
      config: { access: 'public' },
      schema: {
        tags: ['packages'],
        summary: 'Up to 8 published packages: those marked featured, then the most viewed',
        response: { 200: packagesResponseSchema },
      },
    },
    async (request, reply) =>
      sendPreparedJson(request, reply, await findFeaturedPackages(app.database.db)),
  );

  app.get(
    '/api/packages/categories',
    {
      config: { access: 'public' },
      schema: {
        tags: ['packages'],
        summary: 'The package categories a visitor can filter by',
        response: { 200: packageCategoriesResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return { categories: [...PACKAGE_CATEGORIES] };
    },
  );

  app.get(
    '/api/packages/slug/:slug',
    {
      config: { access: 'public' },
      schema: {
        tags: ['packages'],
        summary: 'A published package by its slug (counts a view)',
        params: packageSlugParamsSchema,
        response: { 200: packageResponseSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request) => ({
      package: await viewPackageBySlug(
        app.database.db,
        request.params.slug,
        viewingVisitor(request),
        app.now(),
      ),
    }),
  );

  // Admin

  app.get(
    '/api/packages/admin/all',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['packages'],
        summary: 'Every package, drafts and archived ones too, newest first',
        response: {
          200: packagesResponseSchema,
          401: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
        },
      },
    },
    async () => ({ packages: await findAllPackages(app.database.db) }),
  );

  // The two forms with images, in a scope of their own: multipart hooks nowhere else.
  await app.register(async (scope) => {
    await acceptMultipartForms(scope);
    const forms = scope.withTypeProvider<ZodTypeProvider>();

    forms.post(
      '/api/packages/admin/create',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['packages'],
          summary: 'Create a package (multipart form with images)',
          consumes: ['multipart/form-data'],
          body: multipartForm,
          response: { 201: packageResponseSchema, ...refusals },
        },
      },
      async (request, reply) => {
        const submission = await readPackageSubmission(request);
        const created = await createPackage(deps(), submission);
        return reply.status(201).send({ package: created });
      },
    );

    forms.put(
      '/api/packages/admin/:id',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['packages'],
          summary:
            'Edit a package (multipart, same shape as create; existingImages lists the images kept)',
          consumes: ['multipart/form-data'],
          params: packageIdParamsSchema,
          body: multipartForm,
          response: { 200: packageResponseSchema, ...refusals },
        },
      },
      async (request) => {
        const submission = await readPackageSubmission(request);
        return { package: await updatePackage(deps(), request.params.id, submission) };
      },
    );
  });

  app.delete(
    '/api/packages/admin/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['packages'],
        summary: 'Delete a package and its uploaded images',
        params: packageIdParamsSchema,
        response: {
          204: z.null().describe('deleted'),
          401: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      await deletePackage(deps(), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.patch(
    '/api/packages/admin/:id/status',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['packages'],
        summary: 'Set a package to draft, published or archived',
        params: packageIdParamsSchema,
        body: packageStatusBodySchema,
        response: {
          200: packageResponseSchema,
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
        },
      },
    },
    async (request) => ({
      package: await updatePackageStatus(deps(), request.params.id, request.body.status),
    }),
  );
};
