/** Dollars as the AI providers bill them: cents, or four places below a cent. */
export function formatUsd(value: number): string {
  if (value === 0) return '$0.00';
  const places = Math.abs(value) < 0.01 ? 4 : 2;
  return `$${value.toFixed(places)}`;
}

/** Milliseconds shown in seconds, as the admin spec asks. */
export function formatSeconds(ms: number): string {
  return `${(ms / 1000).toFixed(2)} s`;
}

const moment = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

/** A moment (ISO text) in India's time: 5 Jun 2026, 3:30 pm. */
export function formatMoment(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : moment.format(date);
}

/** A change from the previous period: "+12.5%", "−3%", or "new" when there was none. */
export function formatChange(percent: number | null): string {
  if (percent === null) return 'no earlier data';
  if (percent === 0) return 'no change';
  return `${percent > 0 ? '+' : '−'}${Math.abs(percent)}%`;
}
