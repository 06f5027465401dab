/** Every cookie the site writes carries the brand prefix, so it never meets another site's. */
export const COOKIE_PREFIX = 'ts_';

/** The spec's lifetime for a cookie when the caller names none. */
export const DEFAULT_COOKIE_DAYS = 30;

const DAY_SECONDS = 24 * 60 * 60;

/** The cookie's value, decoded, or null when there is none. */
export function getCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const cut = part.indexOf('=');
    if (cut < 0 || part.slice(0, cut).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(cut + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

export function setCookie(name: string, value: string, days: number = DEFAULT_COOKIE_DAYS): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  const maxAge = Math.round(days * DAY_SECONDS);
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure}`;
}

export function deleteCookie(name: string): void {
  document.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Lax`;
}
