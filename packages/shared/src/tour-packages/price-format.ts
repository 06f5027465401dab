import { groupDigits } from '../common/plain-format';
import type { PackageCurrency } from './constants';

const SYMBOLS: Record<PackageCurrency, string> = { INR: '₹', USD: '$', EUR: '€', GBP: '£' };

/**
 * A whole-unit price with its currency symbol: formatPrice(145000) is "₹1,45,000". Rupees in the
 * Indian grouping, the others as their own countries write them (en-US, en-IE, en-GB), as `Intl`
 * would write them but without loading its locale data (common/plain-format.ts).
 */
export function formatPrice(amount: number, currency: PackageCurrency = 'INR'): string {
  const digits = groupDigits(amount, currency === 'INR' ? 'indian' : 'western');
  return digits.startsWith('-')
    ? `-${SYMBOLS[currency]}${digits.slice(1)}`
    : SYMBOLS[currency] + digits;
}
