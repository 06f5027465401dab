/** Uploaded images: what an admin may send and what the server makes of them. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** Decoded size cap: a tiny file that unpacks to a huge bitmap (a decompression bomb) is refused. */
export const UPLOAD_MAX_PIXELS = 40_000_000;
/** Widths each upload is re-encoded to, never enlarged. */
export const UPLOAD_WIDTHS = [480, 960, 1600] as const;
export const UPLOAD_FORMATS = ['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff'] as const;
/** Stored names: a random id, then the width, always WebP. */
export const UPLOAD_FILE_PATTERN = /^[a-f0-9]{32}-\d{1,4}\.webp$/;
export const UPLOAD_ROUTE_PREFIX = '/api/media/uploads/';

export const uploadMessages = {
  tooLarge: (name: string) =>
    `${name} is larger than ${UPLOAD_MAX_BYTES / 1024 / 1024} MB. Choose a smaller image.`,
  notImage: (name: string) =>
    `${name} is not an image we can read. Upload a JPEG, PNG, WebP, GIF or AVIF picture.`,
  tooManyPixels: (name: string) =>
    `${name} is too large in pixels (more than ${UPLOAD_MAX_PIXELS / 1_000_000} megapixels). Choose a smaller image.`,
  notFound: 'No such image.',
} as const;
