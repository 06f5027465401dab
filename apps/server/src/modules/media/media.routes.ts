import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '@trip/shared/errors/app-error';
import { errorEnvelopeSchema } from '@trip/shared/errors/envelope';
import { mediaMessages } from '@trip/shared/media/constants';
import {
  artFileParamsSchema,
  destinationGalleryQuerySchema,
  destinationGalleryResponseSchema,
  placeImageQuerySchema,
  placeImageResponseSchema,
  proxyImageQuerySchema,
} from '@trip/shared/media/schemas';
import { ART_ROUTE_PREFIX, createMediaService, type MediaOptions } from './media.service';

const imageBytes = z.any().describe('image bytes');

export const mediaRoutes: FastifyPluginAsyncZod<MediaOptions> = async (app, options) => {
  const media = createMediaService(app.env, {
    onPhotoSearchFailure: (reason) => app.log.warn({ reason }, 'photo search failed'),
    ...options,
  });
  app.addHook('onClose', () => media.close());

  app.get(
    '/api/place-image',
    {
      config: { access: 'public' },
      schema: {
        tags: ['media'],
        summary:
          'A picture for a place: a photo when a photo API is set up, generated art otherwise',
        querystring: placeImageQuerySchema,
        response: { 200: placeImageResponseSchema, 400: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const { place, destination, mobile } = request.query;
      return { imageUrl: await media.findPlaceImage(place, destination, mobile) };
    },
  );

  app.get(
    '/api/destination-gallery',
    {
      config: { access: 'public' },
      schema: {
        tags: ['media'],
        summary: "Four to eight distinct pictures for an itinerary's places",
        querystring: destinationGalleryQuerySchema,
        response: { 200: destinationGalleryResponseSchema, 400: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const urls = await media.findGalleryImages(request.query);
      return { success: true as const, images: urls.map((url) => ({ url })) };
    },
  );

  app.get(
    `${ART_ROUTE_PREFIX}:file`,
    {
      config: { access: 'public', rateLimit: { max: 300, timeWindow: '1 minute' } },
      schema: {
        tags: ['media'],
        summary: 'Generated destination art (WebP), drawn on first request and kept',
        params: artFileParamsSchema,
        response: { 200: imageBytes, 404: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const image = await media.readArt(request.params.file);
      if (!image) throw new AppError('NOT_FOUND', { message: mediaMessages.artNotFound });
      return reply
        .type('image/webp')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(image);
    },
  );

  app.get(
    '/api/proxy-image',
    {
      config: { access: 'public', rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['media'],
        summary: 'An image from an allow-listed photo host, fetched on the caller’s behalf',
        querystring: proxyImageQuerySchema,
        response: { 200: imageBytes, 400: errorEnvelopeSchema, 502: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const image = await media.fetchProxiedImage(request.query.url);
      return reply
        .type(image.contentType)
        .header('cache-control', 'public, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        .send(image.body);
    },
  );
};
