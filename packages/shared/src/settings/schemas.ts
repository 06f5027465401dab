import { z } from 'zod';
import { cleanText } from '../common/text';
import { PHONE_MAX_DIGITS, PHONE_MIN_DIGITS, phoneDigits, phoneMessages } from '../common/phone';
import {
  AI_DAILY_BUDGET_USD,
  AI_MAX_REQUESTS_PER_MINUTE,
  AI_TOKEN_LIMIT,
  CONTACT_TEXT_MAX_LENGTH,
  OFFER_PERCENT_MAX,
  OFFER_PERCENT_MIN,
  OFFER_TITLE_MAX_LENGTH,
  SESSION_TIMEOUT_HOURS,
} from './constants';

export const settingsMessages = {
  offerTitleRequired: 'Offer title is required',
  offerTitleTooLong: `Offer title cannot exceed ${OFFER_TITLE_MAX_LENGTH} characters`,
  offerPercent: `Offer percent must be a whole number from ${OFFER_PERCENT_MIN} to ${OFFER_PERCENT_MAX}`,
  offerValidUntil: 'Offer end date must be a date written as YYYY-MM-DD',
  phoneTooShort: phoneMessages.tooShort,
  phoneTooLong: phoneMessages.tooLong,
  phoneInvalid: phoneMessages.invalid,
  emailInvalid: 'Please enter a valid email address',
  whatsappInvalid: `WhatsApp number must be ${PHONE_MIN_DIGITS} to ${PHONE_MAX_DIGITS} digits, with the country code`,
  addressRequired: 'Address is required',
  addressTooLong: `Address cannot exceed ${CONTACT_TEXT_MAX_LENGTH} characters`,
  mapQueryRequired: 'Map search text is required',
  mapQueryTooLong: `Map search text cannot exceed ${CONTACT_TEXT_MAX_LENGTH} characters`,
  maxRequestsPerMinute: `Max requests per minute must be a whole number from ${AI_MAX_REQUESTS_PER_MINUTE.min} to ${AI_MAX_REQUESTS_PER_MINUTE.max}`,
  tokenLimit: `Token limit must be a whole number from ${AI_TOKEN_LIMIT.min} to ${AI_TOKEN_LIMIT.max}`,
  dailyBudgetUsd: `Daily budget must be between ${AI_DAILY_BUDGET_USD.min} and ${AI_DAILY_BUDGET_USD.max} USD`,
  sessionTimeoutHours: `Session timeout must be a whole number of hours from ${SESSION_TIMEOUT_HOURS.min} to ${SESSION_TIMEOUT_HOURS.max}`,
  switch: 'Must be on (true) or off (false)',
  saved: 'Settings saved successfully!',
  loadFailed: 'Failed to load settings',
  saveFailed: 'Failed to save settings',
} as const;

const wholeNumber = (range: { min: number; max: number }, message: string) =>
  z.number({ error: message }).int(message).min(range.min, message).max(range.max, message);

const onOff = z.boolean({ error: settingsMessages.switch });

export const offerSettingsSchema = z.object({
  title: z
    .string({ error: settingsMessages.offerTitleRequired })
    .trim()
    .min(1, settingsMessages.offerTitleRequired)
    .max(OFFER_TITLE_MAX_LENGTH, settingsMessages.offerTitleTooLong),
  percent: wholeNumber(
    { min: OFFER_PERCENT_MIN, max: OFFER_PERCENT_MAX },
    settingsMessages.offerPercent,
  ),
  /** The last day of the offer, inclusive; the banner hides itself after it. */
  validUntil: z.iso.date({ error: settingsMessages.offerValidUntil }),
});

/** Shown as typed ("+91 98300 12345"), so it may carry spaces, dashes, brackets and a plus. */
const displayPhoneSchema = z
  .string({ error: settingsMessages.phoneInvalid })
  .trim()
  .regex(/^\+?[\d\s().-]+$/, settingsMessages.phoneInvalid)
  .refine((value) => phoneDigits(value).length >= PHONE_MIN_DIGITS, settingsMessages.phoneTooShort)
  .refine((value) => phoneDigits(value).length <= PHONE_MAX_DIGITS, settingsMessages.phoneTooLong);

const contactText = (required: string, tooLong: string) =>
  cleanText({ error: required }).min(1, required).max(CONTACT_TEXT_MAX_LENGTH, tooLong);

export const contactSettingsSchema = z.object({
  phone: displayPhoneSchema,
  email: z
    .string({ error: settingsMessages.emailInvalid })
    .trim()
    .toLowerCase()
    .pipe(z.email(settingsMessages.emailInvalid)),
  /** Digits with the country code, as a wa.me link wants them. */
  whatsapp: z
    .string({ error: settingsMessages.whatsappInvalid })
    .transform(phoneDigits)
    .pipe(
      z
        .string()
        .min(PHONE_MIN_DIGITS, settingsMessages.whatsappInvalid)
        .max(PHONE_MAX_DIGITS, settingsMessages.whatsappInvalid),
    ),
  address: contactText(settingsMessages.addressRequired, settingsMessages.addressTooLong),
  /** What the contact page's map searches for. */
  mapQuery: contactText(settingsMessages.mapQueryRequired, settingsMessages.mapQueryTooLong),
});

export const aiSettingsSchema = z.object({
  maxRequestsPerMinute: wholeNumber(
    AI_MAX_REQUESTS_PER_MINUTE,
    settingsMessages.maxRequestsPerMinute,
  ),
  tokenLimit: wholeNumber(AI_TOKEN_LIMIT, settingsMessages.tokenLimit),
  /** US dollars, as the AI usage dashboard counts cost; cents allowed. */
  dailyBudgetUsd: z
    .number({ error: settingsMessages.dailyBudgetUsd })
    .min(AI_DAILY_BUDGET_USD.min, settingsMessages.dailyBudgetUsd)
    .max(AI_DAILY_BUDGET_USD.max, settingsMessages.dailyBudgetUsd)
    .transform((usd) => Math.round(usd * 100) / 100),
});

export const securitySettingsSchema = z.object({
  sessionTimeoutHours: wholeNumber(SESSION_TIMEOUT_HOURS, settingsMessages.sessionTimeoutHours),
});

export const trackingSettingsSchema = z.object({
  usageTracking: onOff,
  costTracking: onOff,
  activityTracking: onOff,
});

export const notificationSettingsSchema = z.object({ enabled: onOff });

export const settingsSchema = z.object({
  offer: offerSettingsSchema,
  contact: contactSettingsSchema,
  ai: aiSettingsSchema,
  security: securitySettingsSchema,
  tracking: trackingSettingsSchema,
  notifications: notificationSettingsSchema,
});
export type Settings = z.output<typeof settingsSchema>;

/** A save: any sections, any fields within them; what is left out keeps its value. */
export const settingsUpdateSchema = z.object({
  offer: offerSettingsSchema.partial().optional(),
  contact: contactSettingsSchema.partial().optional(),
  ai: aiSettingsSchema.partial().optional(),
  security: securitySettingsSchema.partial().optional(),
  tracking: trackingSettingsSchema.partial().optional(),
  notifications: notificationSettingsSchema.partial().optional(),
});
export type SettingsUpdateInput = z.input<typeof settingsUpdateSchema>;
export type SettingsUpdate = z.output<typeof settingsUpdateSchema>;

/** What every visitor's page reads: the offer banner and the contact details. */
export const siteSettingsSchema = settingsSchema.pick({ offer: true, contact: true });
export type SiteSettings = z.output<typeof siteSettingsSchema>;

export const NOTIFICATION_KINDS = ['lead', 'booking'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** One thing waiting for the admin: a new lead or a pending booking. */
export const notificationItemSchema = z.object({
  kind: z.enum(NOTIFICATION_KINDS),
  _id: z.string(),
  title: z.string(),
  createdAt: z.string(),
});
export type NotificationItem = z.output<typeof notificationItemSchema>;

export const notificationsResponseSchema = z.object({
  /** Everything waiting, which may be more than the items listed. */
  count: z.number().int(),
  items: z.array(notificationItemSchema),
});
export type NotificationsResponse = z.output<typeof notificationsResponseSchema>;
