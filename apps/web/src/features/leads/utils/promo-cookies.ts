import { COOKIE_PREFIX, getCookie, setCookie } from '../../../lib/cookies';

/** The spec's lifetime for everything the popup remembers. */
export const PROMO_COOKIE_DAYS = 365;

export const promoCookies = {
  /** 'dismissed' once the visitor has closed the popup. */
  interaction: `${COOKIE_PREFIX}popup_interaction`,
  submitted: `${COOKIE_PREFIX}contact_form_submitted`,
  /** The lead's name and phone as JSON, as the spec keeps them. */
  lead: `${COOKIE_PREFIX}lead_data`,
} as const;

export function rememberPromoDismissed(): void {
  setCookie(promoCookies.interaction, 'dismissed', PROMO_COOKIE_DAYS);
}

export function rememberLeadSubmitted(lead: { name: string; phone: string }): void {
  setCookie(promoCookies.submitted, 'true', PROMO_COOKIE_DAYS);
  setCookie(promoCookies.lead, JSON.stringify(lead), PROMO_COOKIE_DAYS);
}

/** Whether the popup should stay away unless a button asks for it. */
export function isPromoSettled(): boolean {
  return (
    getCookie(promoCookies.interaction) === 'dismissed' ||
    getCookie(promoCookies.submitted) === 'true'
  );
}
