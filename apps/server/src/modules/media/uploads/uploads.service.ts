import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { UPLOAD_FILE_PATTERN, UPLOAD_ROUTE_PREFIX } from '@trip/shared/media/uploads';
import type { Env } from '../../../config/env';
import { prepareImage, type IncomingImage, type PreparedImage } from './image-pipeline';
import {
  createLocalStorage,
  createS3Storage,
  type StoredFile,
  type UploadStorage,
} from './storage';

/** An uploaded image as stored: the URL of its largest width, every width, and its files. */
export type SavedImage = {
  url: string;
  srcset: Array<{ url: string; width: number }>;
  files: string[];
};

/** S3-compatible storage when S3_BUCKET is set, DATA_DIR/uploads otherwise. */
export function createUploadStorage(env: Env): UploadStorage {
  if (env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY) {
    return createS3Storage({
      endpoint: env.S3_ENDPOINT ?? `https://s3.${env.S3_REGION}.amazonaws.com`,
      region: env.S3_REGION,
      bucket: env.S3_BUCKET,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      prefix: env.S3_PREFIX,
      pathStyle: env.S3_PATH_STYLE,
    });
  }
  return createLocalStorage(path.join(env.DATA_DIR, 'uploads'));
}

export function uploadUrl(file: string): string {
  return `${UPLOAD_ROUTE_PREFIX}${file}`;
}

/** The stored file an upload URL names, or undefined for any other URL (art, photos). */
export function uploadFileOf(url: string): string | undefined {
  if (!url.startsWith(UPLOAD_ROUTE_PREFIX)) return undefined;
  const file = url.slice(UPLOAD_ROUTE_PREFIX.length);
  return UPLOAD_FILE_PATTERN.test(file) ? file : undefined;
}

/** The pipeline every image an admin sends goes through, and the store it ends in. */
export function createUploads(storage: UploadStorage, log?: FastifyBaseLogger) {
  async function removeFiles(files: readonly string[]): Promise<void> {
    const results = await Promise.allSettled(files.map((file) => storage.remove(file)));
    results.forEach((result, index) => {
      if (result.status === 'rejected') {
        log?.warn(
          { file: files[index], err: (result.reason as Error).message },
          'an uploaded file could not be removed',
        );
      }
    });
  }

  async function store(prepared: PreparedImage[]): Promise<SavedImage[]> {
    const written: string[] = [];
    try {
      for (const image of prepared) {
        for (const variant of image.variants) {
          await storage.put(variant.file, variant.bytes, 'image/webp');
          written.push(variant.file);
        }
      }
    } catch (error) {
      await removeFiles(written);
      throw error;
    }
    return prepared.map((image) => {
      const srcset = image.variants.map((variant) => ({
        url: uploadUrl(variant.file),
        width: variant.width,
      }));
      return {
        url: srcset[srcset.length - 1]!.url,
        srcset,
        files: image.variants.map((variant) => variant.file),
      };
    });
  }

  return {
    /**
     * Checks and re-encodes every image first, then stores them all: one refused image means
     * none is stored, and a failed write removes what was written before it.
     */
    async saveImages(images: readonly IncomingImage[]): Promise<SavedImage[]> {
      const prepared: PreparedImage[] = [];
      for (const image of images) prepared.push(await prepareImage(image));
      return store(prepared);
    },

    /** Removes stored files (best effort: a failure is logged, never thrown). */
    removeFiles,

    /** The files behind image URLs; URLs that are not uploads are skipped. */
    filesOf(urls: readonly string[]): string[] {
      return urls.map(uploadFileOf).filter((file): file is string => file !== undefined);
    },

    async readUpload(file: string): Promise<StoredFile | undefined> {
      if (!UPLOAD_FILE_PATTERN.test(file)) return undefined;
      return storage.get(file);
    },
  };
}

export type Uploads = ReturnType<typeof createUploads>;
