import { groupDigits } from './plain-format';
import type { PackageCurrency } from '../tour-packages/constants';

// The one way the web app and the server write money and counts. Written without Intl, whose
// locale data would load during the home page's start-up (plain-format.ts).

const SYMBOLS: Record<PackageCurrency, string> = { INR: '₹', USD: '$', EUR: '€', GBP: '£' };

/**
 * A whole-unit price with its currency symbol: formatPrice(145000) is "₹1,45,000". Rupees in the
 * Indian grouping, the others as their own countries write them (en-US, en-IE, en-GB), as `Intl`
 * would write them.
 */
export function formatPrice(amount: number, currency: PackageCurrency = 'INR'): string {
  const digits = groupDigits(Math.round(amount), currency === 'INR' ? 'indian' : 'western');
  return digits.startsWith('-')
    ? `-${SYMBOLS[currency]}${digits.slice(1)}`
    : SYMBOLS[currency] + digits;
}

/** Whole rupees, Indian digit grouping: ₹1,25,000. */
export function formatRupees(amount: number): string {
  return formatPrice(amount, 'INR');
}

/** Rupees as the budget slider labels them: ₹500, ₹25K, ₹1.5L. */
export function formatRupeesShort(amount: number): string {
  if (amount >= 100_000) return `₹${amount / 100_000}L`;
  if (amount >= 1000) return `₹${amount / 1000}K`;
  return `₹${amount}`;
}

/** Counts the Indian way: 12,34,567. */
export function formatCount(value: number): string {
  return groupDigits(Math.round(value), 'indian');
}
