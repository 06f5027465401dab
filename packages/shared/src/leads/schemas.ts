import { z } from 'zod';
import { cleanText } from '../common/text';
import { pageQuerySchema } from '../common/pagination';
import { PHONE_MAX_DIGITS, PHONE_MIN_DIGITS, phoneDigits, phoneMessages } from '../common/phone';
import {
  LEAD_NAME_MAX_LENGTH,
  LEAD_NAME_MIN_LENGTH,
  LEAD_NOTES_MAX_LENGTH,
  LEAD_SEARCH_MAX_LENGTH,
  LEAD_SOURCE_PATTERN,
  LEAD_STATUSES,
  LEADS_PAGE_SIZE,
} from './constants';

/** Every message of the promotional popup and of the leads screens, word for word. */
export const leadMessages = {
  nameRequired: 'Name is required',
  nameTooShort: `Name must be at least ${LEAD_NAME_MIN_LENGTH} characters`,
  nameTooLong: `Name cannot exceed ${LEAD_NAME_MAX_LENGTH} characters`,
  nameInvalid: 'Name can only contain letters, spaces, hyphens, and apostrophes',
  phoneRequired: phoneMessages.required,
  phoneTooShort: phoneMessages.tooShort,
  phoneTooLong: phoneMessages.tooLong,
  phoneInvalid: phoneMessages.invalid,
  submitted: 'Thank you! Our travel expert will call you shortly.',
  submitFailed: 'Failed to submit form',
  statusInvalid: `Status must be one of: ${LEAD_STATUSES.join(', ')}`,
  notesTooLong: `Notes cannot exceed ${LEAD_NOTES_MAX_LENGTH} characters`,
  notFound: 'Lead not found',
  loadFailed: 'Failed to load leads',
  updateFailed: 'Failed to update lead',
  deleteFailed: 'Failed to delete lead',
  exportFailed: 'Failed to export leads',
} as const;

/**
 * Letters of any script with their combining marks (Devanagari and Bengali vowel signs are
 * marks, so "प्रिया" and "সৌমিত্র" pass), spaces, hyphens, and straight or curly apostrophes.
 */
const NAME_PATTERN = /^[\p{L}\p{M}' ’-]+$/u;

/**
 * Whether a phone's digits look like a number someone can be called on. The length rules
 * (10 to 15 digits) are checked separately and first; this is the popup's "format check":
 * - never one digit repeated ("0000000000", "9999999999");
 * - 10 digits: an Indian mobile, which starts with 6, 7, 8 or 9;
 * - 12 digits starting 91: the same mobile with India's country code;
 * - 11 digits starting 0 and then 1–9: an Indian number dialled with the trunk 0
 *   (a landline with its STD code, or a mobile);
 * - 00 then 1–9: a number dialled with the international prefix;
 * - anything else starting with 0 is refused; other 11–15 digit numbers are taken as
 *   international numbers with their country code (country codes never start with 0).
 */
export function isPlausiblePhone(digits: string): boolean {
  if (/^(\d)\1*$/.test(digits)) return false;
  if (digits.length === 10) return /^[6-9]/.test(digits);
  if (digits.length === 12 && digits.startsWith('91')) return /^91[6-9]/.test(digits);
  if (digits.startsWith('0')) {
    return (digits.length === 11 && /^0[1-9]/.test(digits)) || /^00[1-9]/.test(digits);
  }
  return true;
}

/** The popup's phone: only digits count, and they are what the server keeps. */
export const leadPhoneSchema = z
  .string({ error: leadMessages.phoneRequired })
  .transform(phoneDigits)
  .pipe(
    z
      .string()
      .min(1, leadMessages.phoneRequired)
      .min(PHONE_MIN_DIGITS, leadMessages.phoneTooShort)
      .max(PHONE_MAX_DIGITS, leadMessages.phoneTooLong)
      .refine(
        // The length messages come first; the format is only judged on a length that fits.
        (digits) =>
          digits.length < PHONE_MIN_DIGITS ||
          digits.length > PHONE_MAX_DIGITS ||
          isPlausiblePhone(digits),
        leadMessages.phoneInvalid,
      ),
  );

/** The popup's name, trimmed with inner runs of spaces made one. */
export const leadNameSchema = z
  .string({ error: leadMessages.nameRequired })
  .transform((value) => value.normalize('NFC').trim().replace(/\s+/g, ' '))
  .pipe(
    z
      .string()
      .min(1, leadMessages.nameRequired)
      .min(LEAD_NAME_MIN_LENGTH, leadMessages.nameTooShort)
      .max(LEAD_NAME_MAX_LENGTH, leadMessages.nameTooLong)
      .refine((name) => name === '' || NAME_PATTERN.test(name), leadMessages.nameInvalid),
  );

/**
 * What the popup sends. The phone is listed first because the popup checks it first and
 * stops at its first error; a form shows the first issue only.
 */
export const leadSubmitSchema = z.object({
  phone: leadPhoneSchema,
  name: leadNameSchema,
  /** Which button or page opened the popup; an unknown tag is dropped, never refused. */
  source: z.string().regex(LEAD_SOURCE_PATTERN).optional().catch(undefined),
});
export type LeadSubmitInput = z.input<typeof leadSubmitSchema>;
export type LeadSubmit = z.output<typeof leadSubmitSchema>;

export const leadSubmitResponseSchema = z.object({
  lead: z.object({ _id: z.string() }),
  message: z.string(),
});
export type LeadSubmitResponse = z.output<typeof leadSubmitResponseSchema>;

export const leadStatusSchema = z.enum(LEAD_STATUSES, { error: leadMessages.statusInvalid });

export const leadSchema = z.object({
  _id: z.string(),
  name: z.string(),
  phone: z.string(),
  status: leadStatusSchema,
  notes: z.string(),
  source: z.string(),
  submittedAt: z.string(),
  updatedAt: z.string(),
});
export type Lead = z.output<typeof leadSchema>;

export const leadListQuerySchema = pageQuerySchema(LEADS_PAGE_SIZE).extend({
  /** Empty or "all" means every status. */
  status: z
    .union([leadStatusSchema, z.literal('all'), z.literal('')], {
      error: leadMessages.statusInvalid,
    })
    .optional()
    .transform((status) => (status === 'all' || status === '' ? undefined : status)),
  /** Matched literally (no wildcards) within the name, and within the phone's digits. */
  search: cleanText().max(LEAD_SEARCH_MAX_LENGTH).optional(),
});
export type LeadListQuery = z.output<typeof leadListQuerySchema>;

/** The export takes the list's filters, without paging. */
export const leadExportQuerySchema = leadListQuerySchema.pick({ status: true, search: true });
export type LeadExportQuery = z.output<typeof leadExportQuerySchema>;

export const leadListResponseSchema = z.object({
  leads: z.array(leadSchema),
  total: z.number().int(),
});
export type LeadListResponse = z.output<typeof leadListResponseSchema>;

export const leadStatsSchema = z.object({
  total: z.number().int(),
  new: z.number().int(),
  contacted: z.number().int(),
  converted: z.number().int(),
  lost: z.number().int(),
});
export type LeadStats = z.output<typeof leadStatsSchema>;

export const leadStatusUpdateSchema = z.object({
  status: leadStatusSchema,
  /** Left out keeps the notes as they are; empty text clears them. */
  notes: cleanText().max(LEAD_NOTES_MAX_LENGTH, leadMessages.notesTooLong).optional(),
});
export type LeadStatusUpdateInput = z.input<typeof leadStatusUpdateSchema>;
export type LeadStatusUpdate = z.output<typeof leadStatusUpdateSchema>;

export const leadResponseSchema = z.object({ lead: leadSchema });
export type LeadResponse = z.output<typeof leadResponseSchema>;
