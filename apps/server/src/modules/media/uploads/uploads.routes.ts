import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '@trip/shared/errors/app-error';
import { errorEnvelopeSchema } from '@trip/shared/errors/envelope';
import { UPLOAD_ROUTE_PREFIX, uploadMessages } from '@trip/shared/media/uploads';
import { createUploads, createUploadStorage, type Uploads } from './uploads.service';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmentation needs an interface
  interface FastifyInstance {
    /** The image upload pipeline and its storage, for the modules that take images. */
    uploads: Uploads;
  }
}

/**
 * Decorates the app with the upload pipeline (so package and blog routes share one) and serves
 * the stored files. Registered before the routes that take images.
 */
export const uploadsPlugin = fp(
  async (app: FastifyInstance) => {
    const uploads = createUploads(createUploadStorage(app.env), app.log);
    app.decorate('uploads', uploads);

    app.withTypeProvider<ZodTypeProvider>().get(
      `${UPLOAD_ROUTE_PREFIX}:file`,
      {
        config: { access: 'public', rateLimit: { max: 600, timeWindow: '1 minute' } },
        schema: {
          tags: ['media'],
          summary: 'An uploaded image (WebP); names never change, so it is cached for a year',
          params: z.object({ file: z.string() }),
          response: { 200: z.any().describe('image bytes'), 404: errorEnvelopeSchema },
        },
      },
      async (request, reply) => {
        const stored = await uploads.readUpload(request.params.file);
        if (!stored) throw new AppError('NOT_FOUND', { message: uploadMessages.notFound });
        if (stored.size !== undefined) reply.header('content-length', String(stored.size));
        return reply
          .type('image/webp')
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('x-content-type-options', 'nosniff')
          .send(stored.body);
      },
    );
  },
  { name: 'uploads', dependencies: ['access', 'errors'] },
);
