import type { FastifyBaseLogger } from 'fastify';
import { UAParser } from 'ua-parser-js';
import {
  SERVER_RECORDED_ACTIVITY_TYPES,
  type ActivityType,
  type DeviceType,
} from '@trip/shared/activity/constants';
import type { TrackEvent } from '@trip/shared/activity/schemas';
import { PHONE_MAX_DIGITS, PHONE_MIN_DIGITS, phoneDigits } from '@trip/shared/common/phone';
import type { Db } from '../../db/client';
import { getSettings } from '../settings/settings.service';
import { insertActivities, type NewActivityRow } from './activity.repository';

export type DeviceInfo = { deviceType: DeviceType; browser: string | null; os: string | null };

/** Desktop unless the user agent names a phone or a tablet (bots and TVs count as desktop). */
export function deviceInfoFromUserAgent(userAgent: string | undefined): DeviceInfo {
  const result = new UAParser(userAgent ?? '').getResult();
  const type = result.device.type;
  const deviceType: DeviceType =
    type === 'mobile' || type === 'wearable' ? 'mobile' : type === 'tablet' ? 'tablet' : 'desktop';
  return { deviceType, browser: result.browser.name ?? null, os: result.os.name ?? null };
}

export type ActivityEvent = {
  activityType: ActivityType;
  /** The signed-in traveller, taken from a verified token, never from the request body. */
  userId?: string | null | undefined;
  anonymousId?: string | null | undefined;
  userAgent?: string | undefined;
  /** The event's own part, e.g. `{ searchData: {...} }`. */
  data?: Record<string, unknown>;
  at?: Date;
};

function toRow(event: ActivityEvent): NewActivityRow {
  const device = deviceInfoFromUserAgent(event.userAgent);
  return {
    activityType: event.activityType,
    userId: event.userId ?? null,
    anonymousId: event.anonymousId ?? null,
    deviceType: device.deviceType,
    browser: device.browser,
    os: device.os,
    data: event.data ?? {},
    createdAt: event.at ?? new Date(),
  };
}

/** Whether the admin lets the tracker store events (Settings → tracking). */
export async function isActivityTrackingOn(db: Db): Promise<boolean> {
  return (await getSettings(db)).tracking.activityTracking;
}

/**
 * Records one event for the activity tracker, unless the admin has switched tracking off.
 * Never throws: a failure is logged (without the event's data) and the request that caused it
 * goes on, because analytics must not cost a traveller their search or sign-in.
 */
export async function recordActivity(
  db: Db,
  event: ActivityEvent,
  log?: FastifyBaseLogger,
): Promise<void> {
  try {
    if (!(await isActivityTrackingOn(db))) return;
    await insertActivities(db, [toRow(event)]);
  } catch (error) {
    log?.warn({ err: error, activityType: event.activityType }, 'activity not recorded');
  }
}

/** Digit runs that could be a phone number (10 or more digits, spaces and dashes allowed). */
const PHONE_LIKE = /\+?\d(?:[\s().-]*\d){9,}/g;

/** Free text from the browser keeps no phone numbers: only a form submission may carry one. */
function withoutPhoneNumbers<T>(value: T): T {
  if (typeof value === 'string') return value.replace(PHONE_LIKE, '[number removed]') as T;
  if (Array.isArray(value)) return value.map(withoutPhoneNumbers) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, withoutPhoneNumbers(item)]),
    ) as T;
  }
  return value;
}

/** The part of a browser event that is stored, by kind. */
function dataOf(event: TrackEvent): Record<string, unknown> | undefined {
  switch (event.activityType) {
    case 'search':
      return { searchData: withoutPhoneNumbers(event.searchData) };
    case 'form_submission': {
      const { phone, ...rest } = event.formData;
      const digits = phone === undefined ? '' : phoneDigits(phone);
      const keepPhone = digits.length >= PHONE_MIN_DIGITS && digits.length <= PHONE_MAX_DIGITS;
      return {
        formData: {
          ...rest,
          ...(rest.email ? { email: rest.email.toLowerCase() } : {}),
          ...(keepPhone ? { phone: digits } : {}),
        },
      };
    }
    case 'itinerary_view':
    case 'itinerary_share':
      return { itineraryData: withoutPhoneNumbers(event.itineraryData) };
    case 'error':
      return { errorData: withoutPhoneNumbers(event.errorData) };
    case 'page_view': {
      // The query string can carry anything a visitor typed: keep the path only.
      const path = event.pageData.path.split(/[?#]/)[0] ?? '';
      return { pageData: withoutPhoneNumbers({ ...event.pageData, path }) };
    }
    case 'user_login':
    case 'user_register':
      return undefined;
  }
}

/**
 * Stores a batch from the browser and returns how many events were kept. Logins and
 * registrations are recorded by the server when they happen, so the browser's copies are
 * not stored. The caller checks the tracking switch first.
 */
export async function recordBrowserEvents(
  db: Db,
  events: readonly TrackEvent[],
  origin: {
    userId: string | undefined;
    anonymousId: string | undefined;
    userAgent: string | undefined;
    at: Date;
  },
): Promise<number> {
  const rows = events
    .filter((event) => !SERVER_RECORDED_ACTIVITY_TYPES.includes(event.activityType))
    .map((event) =>
      toRow({
        activityType: event.activityType,
        userId: origin.userId,
        anonymousId: origin.anonymousId,
        userAgent: origin.userAgent,
        data: dataOf(event),
        at: origin.at,
      }),
    );
  await insertActivities(db, rows);
  return rows.length;
}
