const INR = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** ₹12,500: a price as the plan's text writes it. */
export function rupees(amount: number): string {
  return `₹${INR.format(Math.round(amount))}`;
}

/** "Then" joins steps in one sentence, so every step after the first starts in lower case. */
export function lowerFirst(text: string): string {
  return /^[A-Z][a-z]/.test(text) ? text[0]!.toLowerCase() + text.slice(1) : text;
}

/** "1 night", "3 nights". */
export function nightsText(nights: number): string {
  return `${nights} ${nights === 1 ? 'night' : 'nights'}`;
}

/** "Chapslee, Shimla", but "Snow Valley Resorts, Shimla" and "The Hosteller Shimla" as they are. */
export function stayAt(stay: string, place: string): string {
  const named = new RegExp(`\\b${place.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'i');
  return named.test(stay) ? stay : `${stay}, ${place}`;
}
