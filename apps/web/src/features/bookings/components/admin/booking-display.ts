import type { BookingStatus, ContactMethod } from '@trip/shared/bookings/constants';
import { tones, type Tone } from '../../../../config/theme-tokens';

export const STATUS_LABELS: Record<BookingStatus, string> = {
  pending: 'Pending',
  contacted: 'Contacted',
  confirmed: 'Confirmed',
  cancelled: 'Cancelled',
  completed: 'Completed',
};

/** Text colours keep at least 4.5:1 against their tint. */
export const STATUS_COLOURS: Record<BookingStatus, Tone> = {
  pending: tones.warning,
  contacted: tones.info,
  confirmed: tones.success,
  cancelled: tones.danger,
  completed: tones.neutral,
};

export const METHOD_LABELS: Record<ContactMethod, string> = {
  phone: 'Phone',
  email: 'Email',
  whatsapp: 'WhatsApp',
};

const INDIA = 'Asia/Kolkata';

const dateFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

const dateTimeFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: INDIA,
});

/** A calendar date (YYYY-MM-DD) the Indian way, e.g. 5 Jun 2026, whatever the browser's zone. */
export function formatDay(day: string): string {
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : dateFormat.format(date);
}

/** A moment (ISO text) in India's time, e.g. 5 Jun 2026, 3:30 pm. */
export function formatMoment(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTimeFormat.format(date);
}

const momentDayFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: INDIA,
});

const timeFormat = new Intl.DateTimeFormat('en-IN', {
  hour: 'numeric',
  minute: '2-digit',
  timeZone: INDIA,
});

/** The date of a moment (ISO text) in India, e.g. 5 Jun 2026. */
export function formatMomentDay(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : momentDayFormat.format(date);
}

/** The time of a moment (ISO text) in India, e.g. 3:30 pm. */
export function formatTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : timeFormat.format(date);
}
