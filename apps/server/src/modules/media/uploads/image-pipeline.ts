import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { AppError } from '@trip/shared/errors/app-error';
import {
  UPLOAD_FORMATS,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_PIXELS,
  UPLOAD_WIDTHS,
  uploadMessages,
} from '@trip/shared/media/uploads';

/** An image as the admin sent it; `name` is only for messages. */
export type IncomingImage = { name: string; bytes: Buffer };

export type ImageVariant = { file: string; width: number; bytes: Buffer };

/** A checked, re-encoded image, still only in memory. */
export type PreparedImage = { id: string; variants: ImageVariant[] };

/** The largest WebP side. */
const WEBP_MAX_SIDE = 16_383;

const decoderOptions = { limitInputPixels: UPLOAD_MAX_PIXELS, failOn: 'error' } as const;

/** The widths to make for a picture this wide: the standard ones below it, and its own if smaller. */
export function variantWidths(width: number): number[] {
  const widths: number[] = UPLOAD_WIDTHS.filter((standard) => standard < width);
  const largest = Math.min(width, UPLOAD_WIDTHS[UPLOAD_WIDTHS.length - 1]!);
  if (!widths.includes(largest)) widths.push(largest);
  return widths;
}

function refuseAsNotImage(name: string): AppError {
  return new AppError('UNSUPPORTED_MEDIA_TYPE', {
    message: uploadMessages.notImage(name),
    fieldErrors: { images: uploadMessages.notImage(name) },
  });
}

function refuseAsTooManyPixels(name: string): AppError {
  return new AppError('PAYLOAD_TOO_LARGE', {
    message: uploadMessages.tooManyPixels(name),
    fieldErrors: { images: uploadMessages.tooManyPixels(name) },
  });
}

export function refuseAsTooLarge(name: string): AppError {
  return new AppError('PAYLOAD_TOO_LARGE', {
    message: uploadMessages.tooLarge(name),
    fieldErrors: { images: uploadMessages.tooLarge(name) },
  });
}

/**
 * Checks that the bytes decode as a raster image of an allowed size (whatever the file is
 * called or claims to be), then re-encodes it to WebP in a few widths with its metadata
 * (EXIF, GPS position, camera) dropped. Nothing is written anywhere.
 */
export async function prepareImage(image: IncomingImage): Promise<PreparedImage> {
  if (image.bytes.length > UPLOAD_MAX_BYTES) throw refuseAsTooLarge(image.name);
  let width: number;
  let height: number;
  try {
    const metadata = await sharp(image.bytes, decoderOptions).metadata();
    if (!(UPLOAD_FORMATS as readonly string[]).includes(metadata.format)) {
      throw refuseAsNotImage(image.name);
    }
    // The size as shown, after the camera's orientation flag is applied.
    width = metadata.autoOrient.width;
    height = metadata.autoOrient.height;
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (/pixel limit/i.test((error as Error).message)) throw refuseAsTooManyPixels(image.name);
    throw refuseAsNotImage(image.name);
  }
  if (width * height > UPLOAD_MAX_PIXELS) throw refuseAsTooManyPixels(image.name);

  const id = randomBytes(16).toString('hex');
  const variants: ImageVariant[] = [];
  for (const target of variantWidths(width)) {
    if (Math.round((height * target) / width) > WEBP_MAX_SIDE)
      throw refuseAsTooManyPixels(image.name);
    try {
      const bytes = await sharp(image.bytes, decoderOptions)
        .autoOrient()
        .resize({ width: target, withoutEnlargement: true })
        .webp({ quality: 80, effort: 4 })
        .toBuffer();
      variants.push({ file: `${id}-${target}.webp`, width: target, bytes });
    } catch {
      // A file whose header reads but whose pixels do not (truncated, corrupt).
      throw refuseAsNotImage(image.name);
    }
  }
  return { id, variants };
}
