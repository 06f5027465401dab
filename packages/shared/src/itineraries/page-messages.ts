/**
 * What the search results and itinerary pages tell a traveller, word for word from the spec
 * (its error catalogue), with the limits of the page's retries beside them.
 */

/** Overload retries of a search: the first waits 2 s, each next one twice as long. */
export const GENERATION_RETRY_BASE_MS = 2000;
export const GENERATION_MAX_RETRIES = 3;
/** Card pictures are asked for one after another, this far apart. */
export const CARD_IMAGE_STAGGER_MS = 200;
/** Day-wise plans: retries after a server or network failure, and the time each call may take. */
export const DETAILS_MAX_RETRIES = 2;
export const DETAILS_RETRY_DELAY_MS = 2000;
export const DETAILS_FETCH_TIMEOUT_MS = 30_000;
export const DETAILS_GENERATE_TIMEOUT_MS = 60_000;
/** How long "Copied!" shows after copying a link. */
export const COPIED_LABEL_MS = 2000;

/**
 * A server's sentence made to fit inside ours: one closing mark, and no closing "Please try
 * again." since ours says it.
 */
function clause(message: string): string {
  const text = message.trim().replace(/(?:[.!]?\s*Please try again)?[.\s]*$/i, '');
  return /[?!]$/.test(text) ? text : `${text}.`;
}

export const searchPageMessages = {
  loadingTitle: 'Generating Your Perfect Itinerary',
  overloadedRetrying: (seconds: number, attempt: number) =>
    `AI model is temporarily overloaded. Retrying in ${seconds} seconds... (Attempt ${attempt}/${GENERATION_MAX_RETRIES})`,
  overloadedGaveUp: 'AI model is currently overloaded. Please try again in a few minutes.',
  /** `status` is absent when no answer came at all. */
  generationFailed: (message: string, status?: number) =>
    `Failed to generate itineraries: ${status === undefined ? '' : `HTTP ${status}: `}${clause(message)} Please try again.`,
  noneGenerated: 'No itineraries generated. Please try again.',
  loadMoreOverloaded: 'AI model is temporarily overloaded. Please try again in a few minutes.',
  noneMore: 'No additional itineraries generated.',
  loadMoreFailed: (message: string) =>
    `Failed to load more itineraries: ${clause(message)} Please try again.`,
  priceEstimateNote: 'Prices are estimates and may vary',
  unableToViewDetails: 'Unable to view details. Please try again.',
  navigationFailed: 'Navigation failed. Please try again.',
} as const;

export const detailPageMessages = {
  notFound: 'Itinerary not found. Please search again to generate a new itinerary.',
  loadFailed: 'Failed to load itinerary',
  noId: 'No itinerary ID found. Please try refreshing the page.',
  generateFailedWith: (serverError: string | undefined) =>
    `Failed to generate detailed itinerary: ${serverError || 'Unknown error'}`,
  generateFailed: 'Failed to generate detailed itinerary. Please try again.',
  generateGaveUp:
    'Failed to generate detailed itinerary after multiple attempts. Please try again later.',
  copied: 'Copied!',
} as const;
