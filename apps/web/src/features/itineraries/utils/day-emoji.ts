/** The spec's fixed icons for days 1 to 7. */
export const DAY_EMOJI: readonly string[] = ['✈️', '🏛️', '🌄', '🏖️', '🍛', '🛍️', '🌅'];

/** Day 1 to 7 get their fixed emoji; later days the plan's own, or a pin. */
export function dayEmoji(day: number, planEmoji?: string): string {
  return DAY_EMOJI[day - 1] ?? (planEmoji || '📍');
}
