const rupees = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** "₹1,25,000": whole rupees, Indian digit grouping. */
export function formatRupees(amount: number): string {
  return `₹${rupees.format(Math.round(amount))}`;
}

const shortDate = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: 'short',
  year: '2-digit',
  timeZone: 'UTC',
});
const longDate = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

function utcDay(isoDate: string): Date | undefined {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** "12 Mar 26", the search card's way; the text as it is when it is not a date. */
export function formatTripDate(isoDate: string): string {
  const date = utcDay(isoDate);
  return date ? shortDate.format(date) : isoDate;
}

/** "Thu, 12 March 2026". */
export function formatLongDate(isoDate: string): string {
  const date = utcDay(isoDate);
  return date ? longDate.format(date) : isoDate;
}
