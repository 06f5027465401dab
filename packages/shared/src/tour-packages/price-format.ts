import type { PackageCurrency } from './constants';

/** Rupees in the Indian grouping (₹1,45,000); the others as their own countries write them. */
const CURRENCY_LOCALES: Record<PackageCurrency, string> = {
  INR: 'en-IN',
  USD: 'en-US',
  EUR: 'en-IE',
  GBP: 'en-GB',
};

const formatters = new Map<PackageCurrency, Intl.NumberFormat>();

/** A whole-unit price with its currency symbol: formatPrice(145000) is "₹1,45,000". */
export function formatPrice(amount: number, currency: PackageCurrency = 'INR'): string {
  let formatter = formatters.get(currency);
  if (!formatter) {
    formatter = new Intl.NumberFormat(CURRENCY_LOCALES[currency], {
      style: 'currency',
      currency,
      maximumFractionDigits: 0,
    });
    formatters.set(currency, formatter);
  }
  return formatter.format(amount);
}
