import { z } from 'zod';
import { cleanText } from '../common/text';
import { phoneDigits, phoneMessages, PHONE_MAX_DIGITS, PHONE_MIN_DIGITS } from '../common/phone';
import { dayNumber } from '../itineraries/trip-dates';
import {
  CAPTION_MAX_LENGTH,
  DESCRIPTION_MAX_LENGTH,
  ITINERARY_DETAIL_MAX_LENGTH,
  ITINERARY_MAX_DAYS,
  LIST_ITEM_MAX_LENGTH,
  LOCATION_MAX_LENGTH,
  LIST_MAX_ITEMS,
  MAX_ADVANCE_BOOKING_DAYS,
  MAX_BASE_PRICE,
  MAX_DURATION_DAYS,
  MAX_PACKAGE_TRAVELERS,
  META_DESCRIPTION_MAX_LENGTH,
  META_TITLE_MAX_LENGTH,
  PACKAGE_CATEGORIES,
  PACKAGE_CURRENCIES,
  PACKAGE_DEFAULTS,
  PACKAGE_STATUSES,
  PACKAGE_TRAVEL_CLASSES,
  PACKAGES_MAX_PAGE_SIZE,
  PACKAGES_PAGE_SIZE,
  POLICY_MAX_LENGTH,
  SEARCH_MAX_LENGTH,
  SHORT_DESCRIPTION_MAX_LENGTH,
  SLUG_MAX_LENGTH,
  TITLE_MAX_LENGTH,
  packageMessages,
} from './constants';
import { slugify } from './slug';

// Responses

export const packageCategoriesResponseSchema = z.object({ categories: z.array(z.string()) });
export type PackageCategoriesResponse = z.output<typeof packageCategoriesResponseSchema>;

export const packageImageSchema = z.object({
  url: z.string(),
  caption: z.string(),
  isFeatured: z.boolean(),
  /** The same picture in several widths, narrowest first, for an img srcset. */
  srcset: z.array(z.object({ url: z.string(), width: z.number().int() })),
});
export type PackageImage = z.output<typeof packageImageSchema>;

export const itineraryDaySchema = z.object({
  day: z.number().int(),
  title: z.string(),
  detail: z.string(),
});
export type PackageItineraryDay = z.output<typeof itineraryDaySchema>;

export const packageSchema = z.object({
  _id: z.string(),
  slug: z.string(),
  title: z.string(),
  shortDescription: z.string(),
  /** Sanitised HTML: b, strong, i, em, h2, h3, ul, ol, li, p and br only. */
  description: z.string(),
  category: z.string(),
  images: z.array(packageImageSchema),
  pricing: z.object({
    basePrice: z.number().int(),
    discountPercentage: z.number().int(),
    /** basePrice × (1 − discountPercentage/100) in whole rupees: what the traveller pays. */
    discountedPrice: z.number().int(),
    currency: z.enum(PACKAGE_CURRENCIES),
    pricePerPerson: z.boolean(),
    validUntil: z.string().nullable(),
  }),
  travelDetails: z.object({
    fromLocation: z.string(),
    toLocation: z.string(),
    duration: z.number().int(),
    travelClass: z.enum(PACKAGE_TRAVEL_CLASSES),
    maxTravelers: z.number().int(),
    minTravelers: z.number().int(),
  }),
  features: z.array(z.string()),
  inclusions: z.array(z.string()),
  exclusions: z.array(z.string()),
  itinerary: z.array(itineraryDaySchema),
  tags: z.array(z.string()),
  metaTitle: z.string(),
  metaDescription: z.string(),
  status: z.enum(PACKAGE_STATUSES),
  featured: z.boolean(),
  bookingInfo: z.object({
    requiresAdvanceBooking: z.boolean(),
    advanceBookingDays: z.number().int(),
    cancellationPolicy: z.string(),
    refundPolicy: z.string(),
  }),
  contactInfo: z.object({ phone: z.string(), email: z.string(), whatsapp: z.string() }),
  views: z.number().int(),
  rating: z.object({ count: z.number().int() }),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TourPackage = z.output<typeof packageSchema>;

export const packageListResponseSchema = z.object({
  packages: z.array(packageSchema),
  total: z.number().int(),
  totalPages: z.number().int(),
  page: z.number().int(),
});
export type PackageListResponse = z.output<typeof packageListResponseSchema>;

export const packagesResponseSchema = z.object({ packages: z.array(packageSchema) });
export type PackagesResponse = z.output<typeof packagesResponseSchema>;

export const packageResponseSchema = z.object({ package: packageSchema });
export type PackageResponse = z.output<typeof packageResponseSchema>;

// Public list filters

export const packageListMessages = {
  priceInvalid: 'Prices must be whole numbers of rupees, 0 or more',
  durationInvalid: 'Duration must be a number of days (5), a range (4-7) or a minimum (8+)',
  pageInvalid: 'Page must be a whole number, 1 or more',
  limitInvalid: `Limit must be a whole number from 1 to ${PACKAGES_MAX_PAGE_SIZE}`,
} as const;

/** Query text that may be left empty: "" and a missing parameter both mean "any". */
function optionalQueryNumber(message: string, max: number) {
  return z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? Number(value) : undefined))
    .pipe(z.number({ error: message }).int(message).min(0, message).max(max, message).optional());
}

export type DurationRange = { min: number; max: number | undefined };

/** "5" is exactly 5 days, "4-7" four to seven, "8+" eight or more. */
export function parseDurationFilter(text: string): DurationRange | undefined {
  const match = /^(\d{1,3})\s*(?:(\+)|-\s*(\d{1,3}))?$/.exec(text.trim());
  if (!match) return undefined;
  const min = Number(match[1]);
  if (match[2]) return { min, max: undefined };
  const max = match[3] === undefined ? min : Number(match[3]);
  return max >= min ? { min, max } : undefined;
}

export const packageListQuerySchema = z.object({
  page: z.coerce
    .number({ error: packageListMessages.pageInvalid })
    .int(packageListMessages.pageInvalid)
    .min(1, packageListMessages.pageInvalid)
    .max(100_000, packageListMessages.pageInvalid)
    .default(1),
  limit: z.coerce
    .number({ error: packageListMessages.limitInvalid })
    .int(packageListMessages.limitInvalid)
    .min(1, packageListMessages.limitInvalid)
    .max(PACKAGES_MAX_PAGE_SIZE, packageListMessages.limitInvalid)
    .default(PACKAGES_PAGE_SIZE),
  /** Plain text, matched as typed: never a pattern. */
  search: z
    .string()
    .optional()
    .transform((value) => value?.trim().slice(0, SEARCH_MAX_LENGTH) || undefined),
  category: z
    .string()
    .optional()
    .transform((value) => value?.trim() || undefined),
  minPrice: optionalQueryNumber(packageListMessages.priceInvalid, MAX_BASE_PRICE),
  maxPrice: optionalQueryNumber(packageListMessages.priceInvalid, MAX_BASE_PRICE),
  duration: z
    .string()
    .optional()
    .transform((value, context): DurationRange | undefined => {
      if (value === undefined || value.trim() === '') return undefined;
      const range = parseDurationFilter(value);
      if (!range) {
        context.addIssue({ code: 'custom', message: packageListMessages.durationInvalid });
        return z.NEVER;
      }
      return range;
    }),
});
export type PackageListQueryInput = z.input<typeof packageListQuerySchema>;
export type PackageListQuery = z.output<typeof packageListQuerySchema>;

export const packageSlugParamsSchema = z.object({ slug: cleanText().min(1).max(300) });
export const packageIdParamsSchema = z.object({ id: cleanText().min(1).max(100) });

export const packageStatusBodySchema = z.object({
  status: z.enum(PACKAGE_STATUSES, { error: packageMessages.statusInvalid }),
});
export type PackageStatusBody = z.output<typeof packageStatusBodySchema>;

// The admin's package form

type NumberRule = { invalid: string; min: number; max: number };

function wholeNumber(rule: NumberRule, required?: string) {
  return z
    .number({
      error: (issue) => (issue.input === undefined ? (required ?? rule.invalid) : rule.invalid),
    })
    .int(rule.invalid)
    .min(rule.min, rule.invalid)
    .max(rule.max, rule.invalid);
}

/** A number as a form holds it: a number, numeric text, or empty (undefined). */
const formNumberInput = z
  .union([z.number(), z.string(), z.null()])
  .optional()
  .transform((value) => {
    if (value === null || value === undefined) return undefined;
    if (typeof value === 'number') return value;
    const text = value.trim();
    return text === '' ? undefined : Number(text);
  });

function requiredFormNumber(rule: NumberRule & { required: string }) {
  return z
    .union([z.number(), z.string(), z.null()], { error: rule.invalid })
    .optional()
    .pipe(formNumberInput)
    .pipe(wholeNumber(rule, rule.required));
}

function formNumber(rule: NumberRule & { fallback: number }) {
  return z
    .union([z.number(), z.string(), z.null()], { error: rule.invalid })
    .optional()
    .pipe(formNumberInput)
    .transform((value) => value ?? rule.fallback)
    .pipe(wholeNumber(rule));
}

const TRUE_TEXTS = ['true', '1', 'on', 'yes'];
const FALSE_TEXTS = ['false', '0', 'off', 'no', ''];

function formBoolean(field: string, fallback: boolean) {
  return z
    .union([z.boolean(), z.string(), z.null()], { error: packageMessages.booleanInvalid(field) })
    .optional()
    .transform((value, context) => {
      if (value === null || value === undefined) return fallback;
      if (typeof value === 'boolean') return value;
      const text = value.trim().toLowerCase();
      if (TRUE_TEXTS.includes(text)) return true;
      if (FALSE_TEXTS.includes(text)) return text === '' ? fallback : false;
      context.addIssue({ code: 'custom', message: packageMessages.booleanInvalid(field) });
      return z.NEVER;
    });
}

/** Text that may be left empty; missing and null are empty too. */
function optionalText(max: number, tooLong: string, fallback = '') {
  return z
    .string({ error: tooLong })
    .nullish()
    .transform((value) => value?.trim() || fallback)
    .pipe(z.string().max(max, tooLong));
}

function requiredText(required: string, max: number, tooLong: string) {
  return z
    .string({ error: required })
    .nullish()
    .transform((value) => value?.trim() ?? '')
    .pipe(z.string().min(1, required).max(max, tooLong));
}

/** A list of texts; empty entries are dropped. Comma-separated text is taken for tags. */
function textList(field: string, options: { commaText?: boolean } = {}) {
  const items = z
    .array(z.string({ error: packageMessages.listInvalid(field) }), {
      error: packageMessages.listInvalid(field),
    })
    .transform((values) => values.map((value) => value.trim()).filter(Boolean))
    .pipe(
      z
        .array(z.string().max(LIST_ITEM_MAX_LENGTH, packageMessages.listTooLong(field)))
        .max(LIST_MAX_ITEMS, packageMessages.listTooLong(field)),
    );
  const input = options.commaText
    ? z.union([z.array(z.unknown()), z.string()], { error: packageMessages.listInvalid(field) })
    : z.array(z.unknown(), { error: packageMessages.listInvalid(field) });
  return input
    .nullish()
    .transform((value) => {
      if (value === null || value === undefined) return [];
      return typeof value === 'string' ? value.split(',') : value;
    })
    .pipe(items);
}

/** Plain text of an HTML fragment, for "is anything written here" checks. */
export function htmlText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;/gi, ' ')
    .trim();
}

const itineraryEntrySchema = z.object({
  day: z.union([z.number(), z.string(), z.null()]).optional(),
  title: z.string().nullish(),
  detail: z.string().nullish(),
  /** The public pages also know days written as `content`. */
  content: z.string().nullish(),
});

const itineraryListSchema = z
  .array(itineraryEntrySchema, { error: packageMessages.itineraryInvalid })
  .max(ITINERARY_MAX_DAYS * 2, packageMessages.itineraryInvalid)
  .nullish()
  .transform((entries, context) => {
    const days: PackageItineraryDay[] = [];
    for (const entry of entries ?? []) {
      const detail = (entry.detail ?? entry.content ?? '').trim();
      // The spec drops days whose detail was left empty.
      if (detail === '') continue;
      const given = typeof entry.day === 'string' ? Number(entry.day.trim()) : entry.day;
      const day =
        typeof given === 'number' && Number.isInteger(given) && given >= 1 && given <= 1000
          ? given
          : days.length + 1;
      days.push({ day, title: (entry.title ?? '').trim(), detail });
    }
    const tooLong = days.some(
      (day) => day.detail.length > ITINERARY_DETAIL_MAX_LENGTH || day.title.length > 200,
    );
    if (days.length > ITINERARY_MAX_DAYS || tooLong) {
      context.addIssue({ code: 'custom', message: packageMessages.itineraryInvalid });
      return z.NEVER;
    }
    return days;
  });

/** A nested part of the form (pricing, travelDetails, …); missing means all defaults. */
function formGroup<Shape extends z.ZodRawShape>(field: string, shape: Shape) {
  return z
    .object(shape, { error: packageMessages.objectInvalid(field) })
    .nullish()
    .transform((value) => value ?? {})
    .pipe(z.object(shape));
}

const optionalPhone = z
  .string({ error: phoneMessages.invalid })
  .nullish()
  .transform((value) => phoneDigits(value ?? ''))
  .pipe(
    z
      .string()
      .refine(
        (digits) => digits === '' || digits.length >= PHONE_MIN_DIGITS,
        phoneMessages.tooShort,
      )
      .refine((digits) => digits.length <= PHONE_MAX_DIGITS, phoneMessages.tooLong),
  );

const dateText = z
  .string({ error: packageMessages.validUntilInvalid })
  .nullish()
  .transform((value) => value?.trim() || null)
  .refine(
    (value) => value === null || dayNumber(value.slice(0, 10)) !== undefined,
    packageMessages.validUntilInvalid,
  )
  .transform((value) => value?.slice(0, 10) ?? null);

function oneOf<const Values extends readonly [string, ...string[]]>(
  values: Values,
  message: string,
  fallback: Values[number],
) {
  return z
    .string({ error: message })
    .nullish()
    .transform((value) => value?.trim() || fallback)
    .pipe(z.enum(values, { error: message }));
}

/**
 * The package form as the admin fills it (and as the server reads it from multipart: scalar
 * fields as text, lists and groups as JSON text). Keys are in the order the form shows them,
 * so messages come out in that order.
 */
export const packageFormSchema = z.object({
  title: requiredText(
    packageMessages.titleRequired,
    TITLE_MAX_LENGTH,
    packageMessages.titleTooLong,
  ),
  slug: optionalText(SLUG_MAX_LENGTH, packageMessages.slugTooLong),
  description: z
    .string({ error: packageMessages.descriptionRequired })
    .nullish()
    .transform((value) => value?.trim() ?? '')
    .pipe(
      z
        .string()
        .refine((html) => htmlText(html) !== '', packageMessages.descriptionRequired)
        .refine(
          (html) => html.length <= DESCRIPTION_MAX_LENGTH,
          packageMessages.descriptionTooLong,
        ),
    ),
  shortDescription: requiredText(
    packageMessages.shortDescriptionRequired,
    SHORT_DESCRIPTION_MAX_LENGTH,
    packageMessages.shortDescriptionTooLong,
  ),
  category: z
    .string({ error: packageMessages.categoryRequired })
    .nullish()
    .transform((value) => value?.trim() ?? '')
    .pipe(
      z
        .string()
        .min(1, packageMessages.categoryRequired)
        .pipe(z.enum(PACKAGE_CATEGORIES, { error: packageMessages.categoryInvalid })),
    ),
  pricing: formGroup('pricing', {
    basePrice: requiredFormNumber({
      required: packageMessages.basePriceRequired,
      invalid: packageMessages.basePriceInvalid,
      min: 0,
      max: MAX_BASE_PRICE,
    }),
    discountPercentage: formNumber({
      invalid: packageMessages.discountInvalid,
      min: 0,
      max: 100,
      fallback: PACKAGE_DEFAULTS.discountPercentage,
    }),
    currency: oneOf(PACKAGE_CURRENCIES, packageMessages.currencyInvalid, PACKAGE_DEFAULTS.currency),
    pricePerPerson: formBoolean('pricePerPerson', PACKAGE_DEFAULTS.pricePerPerson),
    validUntil: dateText,
  }),
  travelDetails: formGroup('travelDetails', {
    fromLocation: requiredText(
      packageMessages.fromLocationRequired,
      LOCATION_MAX_LENGTH,
      packageMessages.locationTooLong,
    ),
    toLocation: requiredText(
      packageMessages.toLocationRequired,
      LOCATION_MAX_LENGTH,
      packageMessages.locationTooLong,
    ),
    duration: requiredFormNumber({
      required: packageMessages.durationRequired,
      invalid: packageMessages.durationInvalid,
      min: 1,
      max: MAX_DURATION_DAYS,
    }),
    travelClass: oneOf(
      PACKAGE_TRAVEL_CLASSES,
      packageMessages.travelClassInvalid,
      PACKAGE_DEFAULTS.travelClass,
    ),
    maxTravelers: formNumber({
      invalid: packageMessages.travelersInvalid,
      min: 1,
      max: MAX_PACKAGE_TRAVELERS,
      fallback: PACKAGE_DEFAULTS.maxTravelers,
    }),
    minTravelers: formNumber({
      invalid: packageMessages.travelersInvalid,
      min: 1,
      max: MAX_PACKAGE_TRAVELERS,
      fallback: PACKAGE_DEFAULTS.minTravelers,
    }),
  }),
  features: textList('features'),
  inclusions: textList('inclusions'),
  exclusions: textList('exclusions'),
  itinerary: itineraryListSchema,
  tags: textList('tags', { commaText: true }),
  metaTitle: optionalText(META_TITLE_MAX_LENGTH, packageMessages.metaTitleTooLong),
  metaDescription: optionalText(
    META_DESCRIPTION_MAX_LENGTH,
    packageMessages.metaDescriptionTooLong,
  ),
  status: oneOf(PACKAGE_STATUSES, packageMessages.statusInvalid, PACKAGE_DEFAULTS.status),
  featured: formBoolean('featured', false),
  bookingInfo: formGroup('bookingInfo', {
    requiresAdvanceBooking: formBoolean(
      'requiresAdvanceBooking',
      PACKAGE_DEFAULTS.requiresAdvanceBooking,
    ),
    advanceBookingDays: formNumber({
      invalid: packageMessages.advanceBookingDaysInvalid,
      min: 0,
      max: MAX_ADVANCE_BOOKING_DAYS,
      fallback: PACKAGE_DEFAULTS.advanceBookingDays,
    }),
    cancellationPolicy: optionalText(
      POLICY_MAX_LENGTH,
      packageMessages.policyTooLong,
      PACKAGE_DEFAULTS.cancellationPolicy,
    ),
    refundPolicy: optionalText(
      POLICY_MAX_LENGTH,
      packageMessages.policyTooLong,
      PACKAGE_DEFAULTS.refundPolicy,
    ),
  }),
  contactInfo: formGroup('contactInfo', {
    phone: optionalPhone,
    email: z
      .string({ error: packageMessages.contactEmailInvalid })
      .nullish()
      .transform((value) => value?.trim().toLowerCase() ?? '')
      .pipe(z.union([z.literal(''), z.email(packageMessages.contactEmailInvalid)])),
    whatsapp: optionalPhone,
  }),
});
export type PackageFormInput = z.input<typeof packageFormSchema>;
export type PackageForm = z.output<typeof packageFormSchema> & { slug: string };

export type PackageFormResult =
  | { success: true; data: PackageForm }
  | { success: false; fieldErrors: Record<string, string>; message: string };

/**
 * Checks the package form the way the spec does: every failing rule at once, their messages
 * joined with commas. An empty slug is made from the title; a typed one is normalised the
 * same way.
 */
export function validatePackageForm(input: unknown): PackageFormResult {
  const parsed = packageFormSchema.safeParse(input);
  const fieldErrors: Record<string, string> = {};
  const issues = parsed.success ? [] : parsed.error.issues;
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    if (!(key in fieldErrors)) fieldErrors[key] = issue.message;
  }
  const raw = (input ?? {}) as { title?: unknown; slug?: unknown };
  const slugSource =
    typeof raw.slug === 'string' && raw.slug.trim() !== ''
      ? raw.slug
      : typeof raw.title === 'string'
        ? raw.title
        : '';
  const slug = slugify(slugSource).slice(0, SLUG_MAX_LENGTH).replace(/-+$/, '');
  if (slug === '' && !('slug' in fieldErrors)) fieldErrors.slug = packageMessages.slugRequired;

  if (
    parsed.success &&
    parsed.data.travelDetails.minTravelers > parsed.data.travelDetails.maxTravelers
  ) {
    fieldErrors['travelDetails.minTravelers'] = packageMessages.minAboveMax;
  }
  const keys = Object.keys(fieldErrors);
  if (keys.length > 0 || !parsed.success) {
    // Slug comes right after the title, as on the form.
    const ordered = keys.sort((a, b) => fieldRank(a) - fieldRank(b));
    const messages = [...new Set(ordered.map((key) => fieldErrors[key]!))];
    return {
      success: false,
      fieldErrors: Object.fromEntries(ordered.map((key) => [key, fieldErrors[key]!])),
      message: messages.join(', '),
    };
  }
  return { success: true, data: { ...parsed.data, slug } };
}

const FORM_ORDER = Object.keys(packageFormSchema.shape);

function fieldRank(key: string): number {
  const index = FORM_ORDER.indexOf(key.split('.')[0]!);
  return index === -1 ? FORM_ORDER.length : index;
}

export const packageImageCaptionSchema = z
  .string()
  .trim()
  .max(CAPTION_MAX_LENGTH, packageMessages.captionTooLong);

/** An image the package already has, as the edit form sends it back (kept, with its caption). */
export const existingImagesSchema = z.array(
  z.object({
    url: z.string().min(1),
    caption: z
      .string()
      .nullish()
      .transform((value) => value ?? '')
      .pipe(packageImageCaptionSchema),
    isFeatured: z.boolean().optional(),
  }),
  { error: packageMessages.existingImagesInvalid },
);
export type ExistingImage = z.output<typeof existingImagesSchema>[number];
