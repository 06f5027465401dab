import { formatCount } from '@trip/shared/common/money';
import type { SocialShares } from '@trip/shared/blog/schemas';

const longDate = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  // Posts are written and read in India: a post from 1 a.m. IST is dated that day everywhere.
  timeZone: 'Asia/Kolkata',
});

/** "March 5, 2025"; '' for a date that cannot be read. */
export function formatLongDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : longDate.format(date);
}

/** Every share on every platform. */
export function totalShares(shares: SocialShares): number {
  return Object.values(shares).reduce(
    (sum, count) => sum + (Number.isFinite(count) && count > 0 ? count : 0),
    0,
  );
}

export function sharedTimesText(count: number): string {
  return `This post has been shared ${count} ${count === 1 ? 'time' : 'times'}`;
}

export function readTimeText(minutes: number): string {
  return `${minutes} min read`;
}

export function viewsText(views: number): string {
  return `${formatCount(views)} ${views === 1 ? 'view' : 'views'}`;
}

/** The author's avatar letter: the first letter of the name, upper-cased; "T" for none. */
export function authorInitial(name: string): string {
  const letter = [...name.trim()][0];
  return letter ? letter.toLocaleUpperCase('en-IN') : 'T';
}
