import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { viewingVisitor } from '../../plugins/app/rendered-pages';
import { PREPARED_JSON_ROUTE, sendPreparedJson } from '../../lib/prepared-json';
import { acceptMultipartForms } from '../../plugins/external/multipart';
import { z } from 'zod';
import { errorEnvelopeSchema } from '@trip/shared/errors/envelope';
import { BLOG_CATEGORIES } from '@trip/shared/blog/constants';
import {
  blogCategoriesResponseSchema,
  blogIdParamsSchema,
  blogListQuerySchema,
  blogListResponseSchema,
  blogResponseSchema,
  blogSlugParamsSchema,
  blogsResponseSchema,
  shareBlogRequestSchema,
  shareBlogResponseSchema,
} from '@trip/shared/blog/schemas';
import { readBlogSubmission } from './blog.multipart';
import {
  createBlog,
  deleteBlog,
  findAllBlogs,
  findBlogsPrepared,
  shareBlog,
  updateBlog,
  viewBlogBySlug,
  type BlogDeps,
} from './blog.service';

/** Shares are counted per click: enough for a reader, too few to inflate the numbers. */
export const SHARE_RATE_LIMIT = { max: 20, timeWindow: '1 minute' };

const multipartForm = z
  .any()
  .describe(
    'multipart/form-data: title, excerpt, category, content (HTML), tags (comma separated), metaTitle, metaDescription, status (draft or published) as text; an optional `featuredImage` file; removeFeaturedImage=true drops the current picture',
  );

const refusals = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  413: errorEnvelopeSchema,
  415: errorEnvelopeSchema,
};

export const blogRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (): BlogDeps => ({
    db: app.database.db,
    uploads: app.uploads,
    now: app.now,
    log: app.log,
  });

  // Public

  app.get(
    '/api/blogs',
    {
      ...PREPARED_JSON_ROUTE,
      config: { access: 'public' },
      schema: {
        tags: ['blog'],
        summary:
          'Published posts, newest first, 9 a page: search text (in the title or excerpt, taken literally) and category',
        querystring: blogListQuerySchema,
        response: { 200: blogListResponseSchema, 400: errorEnvelopeSchema },
      },
    },
    async (request, reply) =>
      sendPreparedJson(request, reply, await findBlogsPrepared(app.database.db, request.query)),
  );

  app.get(
    '/api/blogs/categories',
    {
      config: { access: 'public' },
      schema: {
        tags: ['blog'],
        summary: 'The blog categories a reader can filter by',
        response: { 200: blogCategoriesResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return { categories: [...BLOG_CATEGORIES] };
    },
  );

  app.get(
    '/api/blogs/slug/:slug',
    {
      config: { access: 'public' },
      schema: {
        tags: ['blog'],
        summary: 'A published post by its slug (counts a view)',
        params: blogSlugParamsSchema,
        response: { 200: blogResponseSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request) => ({
      blog: await viewBlogBySlug(
        app.database.db,
        request.params.slug,
        viewingVisitor(request) !== undefined,
      ),
    }),
  );

  app.post(
    '/api/blogs/:id/share',
    {
      config: { access: 'public', rateLimit: SHARE_RATE_LIMIT },
      schema: {
        tags: ['blog'],
        summary:
          'Counts a share of a published post: copy, facebook, twitter, linkedin or whatsapp',
        params: blogIdParamsSchema,
        body: shareBlogRequestSchema,
        response: {
          200: shareBlogResponseSchema,
          400: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
        },
      },
    },
    async (request) => ({
      socialShares: await shareBlog(app.database.db, request.params.id, request.body.platform),
    }),
  );

  // Admin

  app.get(
    '/api/blogs/admin/all',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['blog'],
        summary: 'Every post, drafts too, newest first',
        response: {
          200: blogsResponseSchema,
          401: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
        },
      },
    },
    async () => ({ blogs: await findAllBlogs(app.database.db) }),
  );

  // The two forms with a picture, in a scope of their own: multipart hooks nowhere else.
  await app.register(async (scope) => {
    await acceptMultipartForms(scope);
    const forms = scope.withTypeProvider<ZodTypeProvider>();

    forms.post(
      '/api/blogs/create',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['blog'],
          summary:
            'Write a post (multipart form with an optional featured image); the slug comes from the title',
          consumes: ['multipart/form-data'],
          body: multipartForm,
          response: { 201: blogResponseSchema, ...refusals },
        },
      },
      async (request, reply) => {
        const submission = await readBlogSubmission(request);
        const blog = await createBlog(deps(), submission, request.admin!.id);
        return reply.status(201).send({ blog });
      },
    );

    forms.put(
      '/api/blogs/:id',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['blog'],
          summary:
            'Edit a post (multipart, same shape as create; fields left out keep their value). A published post keeps its slug.',
          consumes: ['multipart/form-data'],
          params: blogIdParamsSchema,
          body: multipartForm,
          response: { 200: blogResponseSchema, ...refusals },
        },
      },
      async (request) => {
        const submission = await readBlogSubmission(request);
        return { blog: await updateBlog(deps(), request.params.id, submission) };
      },
    );
  });

  app.delete(
    '/api/blogs/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['blog'],
        summary: 'Delete a post and its uploaded picture',
        params: blogIdParamsSchema,
        response: {
          204: z.null().describe('deleted'),
          401: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      await deleteBlog(deps(), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
