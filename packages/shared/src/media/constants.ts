/** Generated art files: a hex key, `-m` for the mobile size, always WebP. */
export const ART_FILE_PATTERN = /^[a-f0-9]{16,64}(-m)?\.webp$/;

export const ART_SIZE = { width: 1200, height: 800 } as const;
export const ART_MOBILE_SIZE = { width: 600, height: 400 } as const;

export const GALLERY_MIN_IMAGES = 4;
export const GALLERY_MAX_IMAGES = 8;
/** Longest place name or highlight taken, and most names per gallery list. */
export const PLACE_NAME_MAX_LENGTH = 200;
export const GALLERY_LIST_MAX_ITEMS = 30;

export const PROXY_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const PROXY_IMAGE_TIMEOUT_MS = 5000;
export const PROXY_IMAGE_MAX_REDIRECTS = 3;
export const PROXY_IMAGE_URL_MAX_LENGTH = 2048;
/** Photo hosts the image proxy fetches from besides those in PROXY_IMAGE_ALLOWED_HOSTS. */
export const PROXY_IMAGE_DEFAULT_HOSTS = ['images.pexels.com', 'images.unsplash.com'] as const;

export const mediaMessages = {
  placeRequired: 'Give a place or a destination to find an image for.',
  placeTooLong: `A place name can be at most ${PLACE_NAME_MAX_LENGTH} characters.`,
  mobileInvalid: 'mobile must be true or false.',
  galleryListInvalid: (field: string) =>
    `${field} must be JSON text of a list of names, for example ["Goa","Baga Beach"].`,
  galleryListTooLong: (field: string) =>
    `${field} can hold at most ${GALLERY_LIST_MAX_ITEMS} names of at most ${PLACE_NAME_MAX_LENGTH} characters each.`,
  artNotFound: 'No such image.',
  proxyUrlRequired: 'Give the address of the image to fetch in url.',
  proxyUrlTooLong: `The image address can be at most ${PROXY_IMAGE_URL_MAX_LENGTH} characters.`,
  proxyUrlInvalid: 'The image address is not a valid URL.',
  proxyProtocol: 'Only http and https image addresses can be fetched.',
  proxyCredentials: 'Image addresses with a user name or password are not allowed.',
  proxyHostNotAllowed: 'Images can only be fetched from the allowed photo hosts.',
  proxyPrivateAddress:
    'Images cannot be fetched from private, local or reserved network addresses.',
  proxyTooManyRedirects: 'The image host redirected too many times.',
  proxyUnreachable: 'The image host could not be reached.',
  proxyUpstreamStatus: (status: number) => `The image host answered with HTTP ${status}.`,
  proxyNotImage: 'The address did not return an image.',
  proxyTooLarge: `The image is larger than ${PROXY_IMAGE_MAX_BYTES / 1024 / 1024} MB.`,
  proxyTimeout: 'The image host took too long to answer.',
} as const;
