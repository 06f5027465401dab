import { z } from 'zod';
import {
  GALLERY_LIST_MAX_ITEMS,
  PLACE_NAME_MAX_LENGTH,
  PROXY_IMAGE_URL_MAX_LENGTH,
  mediaMessages,
} from './constants';

const placeText = z
  .string()
  .trim()
  .max(PLACE_NAME_MAX_LENGTH, { error: mediaMessages.placeTooLong })
  .default('');

export const placeImageQuerySchema = z
  .object({
    place: placeText,
    destination: placeText,
    mobile: z
      .enum(['true', 'false', '1', '0'], { error: mediaMessages.mobileInvalid })
      .default('false')
      .transform((value) => value === 'true' || value === '1'),
  })
  .refine((query) => query.place !== '' || query.destination !== '', {
    error: mediaMessages.placeRequired,
    path: ['place'],
  });
export type PlaceImageQuery = z.input<typeof placeImageQuerySchema>;

export const placeImageResponseSchema = z.object({ imageUrl: z.string() });
export type PlaceImageResponse = z.output<typeof placeImageResponseSchema>;

/** A query parameter holding JSON text of a list of names, as the itinerary page sends it. */
function nameListText(field: string) {
  return z
    .string()
    .optional()
    .transform((text, context): string[] => {
      if (text === undefined || text.trim() === '') return [];
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        context.addIssue({ code: 'custom', message: mediaMessages.galleryListInvalid(field) });
        return z.NEVER;
      }
      if (!Array.isArray(parsed) || !parsed.every((item) => typeof item === 'string')) {
        context.addIssue({ code: 'custom', message: mediaMessages.galleryListInvalid(field) });
        return z.NEVER;
      }
      const names = parsed.map((item: string) => item.trim()).filter(Boolean);
      if (
        names.length > GALLERY_LIST_MAX_ITEMS ||
        names.some((name) => name.length > PLACE_NAME_MAX_LENGTH)
      ) {
        context.addIssue({ code: 'custom', message: mediaMessages.galleryListTooLong(field) });
        return z.NEVER;
      }
      return names;
    });
}

export const destinationGalleryQuerySchema = z.object({
  destinations: nameListText('destinations'),
  placesToVisit: nameListText('placesToVisit'),
  highlights: nameListText('highlights'),
  aiSearchTerms: nameListText('aiSearchTerms'),
});
export type DestinationGalleryQuery = z.input<typeof destinationGalleryQuerySchema>;

export const destinationGalleryResponseSchema = z.object({
  success: z.literal(true),
  images: z.array(z.object({ url: z.string() })),
});
export type DestinationGalleryResponse = z.output<typeof destinationGalleryResponseSchema>;

export const artFileParamsSchema = z.object({ file: z.string() });

export const proxyImageQuerySchema = z.object({
  url: z
    .string({ error: mediaMessages.proxyUrlRequired })
    .trim()
    .min(1, { error: mediaMessages.proxyUrlRequired })
    .max(PROXY_IMAGE_URL_MAX_LENGTH, { error: mediaMessages.proxyUrlTooLong }),
});
export type ProxyImageQuery = z.input<typeof proxyImageQuerySchema>;
