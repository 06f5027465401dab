/** The only settings the browser sees. The API base is relative unless a separate backend is set. */
export const apiBaseUrl: string = (import.meta.env.VITE_API_BASE_URL ?? '').replace(/\/$/, '');
