import { countsOncePerDay, type Visitor } from '../../db/visitor-counts';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { AppError } from '@trip/shared/errors/app-error';
import { totalPages } from '@trip/shared/common/pagination';
import {
  DESCRIPTION_ALLOWED_TAGS,
  FEATURED_PACKAGES_LIMIT,
  PACKAGE_MAX_IMAGES,
  type PackageStatus,
  packageMessages,
} from '@trip/shared/tour-packages/constants';
import { discountedPrice } from '@trip/shared/tour-packages/pricing';
import {
  existingImagesSchema,
  packageImageCaptionSchema,
  packageListResponseSchema,
  packagesResponseSchema,
  validatePackageForm,
  type PackageForm,
  type PackageImage,
  type PackageListQuery,
  type PackageListResponse,
  type TourPackage,
} from '@trip/shared/tour-packages/schemas';
import type { TripLimits } from '@trip/shared/bookings/trip-limits';
import type { Db } from '../../db/client';
import {
  deletePackageRow,
  findFeaturedPackageRows,
  findPackageRow,
  findPackageRows,
  findPublishedPackage,
  findPublishedPackageRows,
  insertPackageRow,
  isSlugTaken,
  isUniqueViolation,
  setPackageStatus,
  updatePackageRow,
  upsertPackageBySlug,
  viewPublishedPackageBySlug,
  type PackageRow,
  type PackageValues,
  findPublishedPackageLinks,
} from './tour-packages.repository';
import { forgetPublicCatalogue, readPublicCatalogue } from './tour-packages.cache';
import { prepareJson, type PreparedJson } from '../../lib/prepared-json';
import { sanitizeRichText } from '../../lib/sanitize-html';

export type Uploads = FastifyInstance['uploads'];

export type PackageDeps = {
  db: Db;
  uploads: Uploads;
  now(): Date;
  log?: FastifyBaseLogger;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function notFound(): AppError {
  return new AppError('NOT_FOUND', { message: packageMessages.notFound });
}

/** The stored image without the bookkeeping the public never needs. */
function publicImage(image: PackageImage): PackageImage {
  return {
    url: image.url,
    caption: image.caption,
    isFeatured: image.isFeatured,
    srcset: image.srcset,
  };
}

export function toPackage(row: PackageRow): TourPackage {
  return {
    _id: row.id,
    slug: row.slug,
    title: row.title,
    shortDescription: row.shortDescription,
    description: row.description,
    category: row.category,
    images: row.images.map(publicImage),
    pricing: {
      basePrice: row.basePrice,
      discountPercentage: row.discountPercentage,
      discountedPrice:
        row.discountedPrice ?? discountedPrice(row.basePrice, row.discountPercentage),
      currency: row.currency,
      pricePerPerson: row.pricePerPerson,
      validUntil: row.validUntil,
    },
    travelDetails: {
      fromLocation: row.fromLocation,
      toLocation: row.toLocation,
      duration: row.duration,
      travelClass: row.travelClass,
      maxTravelers: row.maxTravelers,
      minTravelers: row.minTravelers,
    },
    features: row.features,
    inclusions: row.inclusions,
    exclusions: row.exclusions,
    itinerary: row.itinerary,
    tags: row.tags,
    metaTitle: row.metaTitle,
    metaDescription: row.metaDescription,
    status: row.status,
    featured: row.featured,
    bookingInfo: {
      requiresAdvanceBooking: row.requiresAdvanceBooking,
      advanceBookingDays: row.advanceBookingDays,
      cancellationPolicy: row.cancellationPolicy,
      refundPolicy: row.refundPolicy,
    },
    contactInfo: {
      phone: row.contactPhone,
      email: row.contactEmail,
      whatsapp: row.contactWhatsapp,
    },
    views: row.views,
    rating: { count: row.ratingCount },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

// Public

/** A page of the public list, ready to send (see lib/prepared-json). */
export async function findPackages(db: Db, query: PackageListQuery): Promise<PreparedJson> {
  return readPublicCatalogue(db, `list:${JSON.stringify(query)}`, async () =>
    prepareJson(packageListResponseSchema, await readPackages(db, query)),
  );
}

async function readPackages(db: Db, query: PackageListQuery): Promise<PackageListResponse> {
  const { rows, total } = await findPublishedPackageRows(db, {
    search: query.search,
    category: query.category,
    minPrice: query.minPrice,
    maxPrice: query.maxPrice,
    duration: query.duration,
    offset: (query.page - 1) * query.limit,
    limit: query.limit,
  });
  return {
    packages: rows.map(toPackage),
    total,
    totalPages: totalPages(total, query.limit),
    page: query.page,
  };
}

/** The featured packages, ready to send as `{ packages }`. */
export async function findFeaturedPackages(db: Db): Promise<PreparedJson> {
  return readPublicCatalogue(db, 'featured', async () =>
    prepareJson(packagesResponseSchema, {
      packages: (await findFeaturedPackageRows(db, FEATURED_PACKAGES_LIMIT)).map(toPackage),
    }),
  );
}

/**
 * A published package's page; a view counts once per visitor and day (none without a visitor:
 * the server's own read while it renders the page).
 */
export async function viewPackageBySlug(
  db: Db,
  slug: string,
  visitor: Visitor | undefined,
  now: Date,
): Promise<TourPackage> {
  const counts = visitor ? await countsOncePerDay(db, 'package-view', slug, visitor, now) : false;
  const row = await viewPublishedPackageBySlug(db, slug, counts);
  if (!row) throw notFound();
  return toPackage(row);
}

/**
 * A published package for its page's head and preview picture, without counting a view; read
 * through the public catalogue cache, which every change to packages clears.
 */
export async function findPublishedPackageBySlug(
  db: Db,
  slug: string,
): Promise<TourPackage | undefined> {
  const found = await readPublicCatalogue(db, `page:${slug}`, async () => {
    const row = await viewPublishedPackageBySlug(db, slug, false);
    return { item: row ? toPackage(row) : undefined };
  });
  return found.item;
}

/** What a booking request needs from a published package: the server's own title and price. */
export type BookablePackage = {
  id: string;
  slug: string;
  title: string;
  price: number;
  /** Party size and advance booking the package asks for. */
  limits: TripLimits;
};

export async function findPackageForBooking(
  db: Db,
  by: { id?: string | undefined; slug?: string | undefined },
): Promise<BookablePackage | undefined> {
  let row: PackageRow | undefined;
  if (by.id && UUID.test(by.id)) row = await findPublishedPackage(db, { id: by.id });
  if (!row && by.slug) row = await findPublishedPackage(db, { slug: by.slug });
  if (!row) return undefined;
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    price: discountedPrice(row.basePrice, row.discountPercentage),
    limits: {
      minTravelers: row.minTravelers,
      maxTravelers: row.maxTravelers,
      advanceDays: row.requiresAdvanceBooking ? row.advanceBookingDays : 0,
    },
  };
}

// Admin

export async function findAllPackages(db: Db): Promise<TourPackage[]> {
  return (await findPackageRows(db)).map(toPackage);
}

async function packageRowOrFail(db: Db, id: string): Promise<PackageRow> {
  const row = UUID.test(id) ? await findPackageRow(db, id) : undefined;
  if (!row) throw notFound();
  return row;
}

/** The description keeps only the spec's tags: bold, italic, h2 (h1 becomes h2), h3, lists, paragraphs, br. */
export function sanitizeDescription(html: string): string {
  return sanitizeRichText(html, DESCRIPTION_ALLOWED_TAGS).trim();
}

/** An image file as it came in: `name` is only used in messages. */
export type PackageImageUpload = { name: string; bytes: Buffer };

/** The multipart form, read: fields (lists and groups already parsed), new images and their captions. */
export type PackageSubmission = {
  fields: Record<string, unknown>;
  images: PackageImageUpload[];
  captions: Map<number, string>;
};

function validationError(fieldErrors: Record<string, string>, message?: string): AppError {
  return new AppError('VALIDATION_FAILED', {
    message: message ?? Object.values(fieldErrors).join(', '),
    fieldErrors,
  });
}

function checkForm(fields: Record<string, unknown>): PackageForm {
  const values =
    typeof fields.description === 'string'
      ? { ...fields, description: sanitizeDescription(fields.description) }
      : fields;
  const result = validatePackageForm(values);
  if (!result.success) throw validationError(result.fieldErrors, result.message);
  return result.data;
}

function checkCaptions(captions: Map<number, string>): Map<number, string> {
  const checked = new Map<number, string>();
  for (const [index, caption] of captions) {
    const parsed = packageImageCaptionSchema.safeParse(caption);
    if (!parsed.success) {
      throw validationError({ [`imageCaption${index}`]: packageMessages.captionTooLong });
    }
    checked.set(index, parsed.data);
  }
  return checked;
}

function featuredIndexFrom(value: unknown, count: number): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const index = typeof value === 'number' ? value : Number(String(value).trim());
  if (!Number.isInteger(index) || index < 0 || index >= Math.max(count, 1)) {
    throw validationError({ featuredImageIndex: packageMessages.featuredImageIndexInvalid });
  }
  return index;
}

/** Exactly one image is featured (when there are any): the chosen one, else the first flagged, else the first. */
function withOneFeatured(images: PackageImage[], chosen: number | undefined): PackageImage[] {
  if (images.length === 0) return images;
  const flagged = images.findIndex((image) => image.isFeatured);
  const featured = chosen ?? (flagged === -1 ? 0 : flagged);
  return images.map((image, index) => ({ ...image, isFeatured: index === featured }));
}

function columnsOf(form: PackageForm, images: PackageImage[], at: Date): PackageValues {
  return {
    slug: form.slug,
    title: form.title,
    shortDescription: form.shortDescription,
    description: form.description,
    category: form.category,
    images,
    basePrice: form.pricing.basePrice,
    discountPercentage: form.pricing.discountPercentage,
    currency: form.pricing.currency,
    pricePerPerson: form.pricing.pricePerPerson,
    validUntil: form.pricing.validUntil,
    fromLocation: form.travelDetails.fromLocation,
    toLocation: form.travelDetails.toLocation,
    duration: form.travelDetails.duration,
    travelClass: form.travelDetails.travelClass,
    maxTravelers: form.travelDetails.maxTravelers,
    minTravelers: form.travelDetails.minTravelers,
    features: form.features,
    inclusions: form.inclusions,
    exclusions: form.exclusions,
    itinerary: form.itinerary,
    tags: form.tags,
    metaTitle: form.metaTitle,
    metaDescription: form.metaDescription,
    status: form.status,
    featured: form.featured,
    requiresAdvanceBooking: form.bookingInfo.requiresAdvanceBooking,
    advanceBookingDays: form.bookingInfo.advanceBookingDays,
    cancellationPolicy: form.bookingInfo.cancellationPolicy,
    refundPolicy: form.bookingInfo.refundPolicy,
    contactPhone: form.contactInfo.phone,
    contactEmail: form.contactInfo.email,
    contactWhatsapp: form.contactInfo.whatsapp,
    updatedAt: at,
  };
}

async function refuseTakenSlug(db: Db, slug: string, exceptId?: string): Promise<void> {
  if (await isSlugTaken(db, slug, exceptId)) {
    throw new AppError('CONFLICT', {
      message: packageMessages.slugTaken(slug),
      fieldErrors: { slug: packageMessages.slugTaken(slug) },
    });
  }
}

/**
 * Stores the new images, runs the write, and takes the images back out if the write fails, so
 * a refused or failed save leaves no files behind.
 */
async function withNewImages<T>(
  deps: PackageDeps,
  submission: PackageSubmission,
  write: (saved: PackageImage[]) => Promise<T>,
  slug: string,
): Promise<T> {
  const captions = checkCaptions(submission.captions);
  const saved = await deps.uploads.saveImages(submission.images);
  const images = saved.map((image, index) => ({
    url: image.url,
    caption: captions.get(index) ?? '',
    isFeatured: false,
    srcset: image.srcset,
  }));
  try {
    return await write(images);
  } catch (error) {
    await deps.uploads.removeFiles(saved.flatMap((image) => image.files));
    if (isUniqueViolation(error)) {
      throw new AppError('CONFLICT', {
        message: packageMessages.slugTaken(slug),
        fieldErrors: { slug: packageMessages.slugTaken(slug) },
      });
    }
    throw error;
  }
}

function imageFiles(deps: PackageDeps, images: readonly PackageImage[]): string[] {
  return deps.uploads.filesOf(
    images.flatMap((image) => [image.url, ...image.srcset.map((s) => s.url)]),
  );
}

export async function createPackage(
  deps: PackageDeps,
  submission: PackageSubmission,
): Promise<TourPackage> {
  const form = checkForm(submission.fields);
  if (submission.images.length > PACKAGE_MAX_IMAGES) {
    throw validationError({ images: packageMessages.tooManyImages });
  }
  const chosen = featuredIndexFrom(submission.fields.featuredImageIndex, submission.images.length);
  await refuseTakenSlug(deps.db, form.slug);
  const row = await withNewImages(
    deps,
    submission,
    async (images) => {
      const at = deps.now();
      return insertPackageRow(deps.db, {
        ...columnsOf(form, withOneFeatured(images, chosen), at),
        createdAt: at,
      });
    },
    form.slug,
  );
  forgetPublicCatalogue(deps.db);
  return toPackage(row);
}

/** The stored package as the form holds it, so an edit that leaves a field out keeps it. */
function formValuesOf(row: PackageRow): Record<string, unknown> {
  const stored = toPackage(row);
  return {
    title: stored.title,
    slug: stored.slug,
    description: stored.description,
    shortDescription: stored.shortDescription,
    category: stored.category,
    pricing: stored.pricing,
    travelDetails: stored.travelDetails,
    features: stored.features,
    inclusions: stored.inclusions,
    exclusions: stored.exclusions,
    itinerary: stored.itinerary,
    tags: stored.tags,
    metaTitle: stored.metaTitle,
    metaDescription: stored.metaDescription,
    status: stored.status,
    featured: stored.featured,
    bookingInfo: stored.bookingInfo,
    contactInfo: stored.contactInfo,
  };
}

const FORM_GROUPS = ['pricing', 'travelDetails', 'bookingInfo', 'contactInfo'] as const;

function mergeOverStored(
  stored: Record<string, unknown>,
  submitted: Record<string, unknown>,
): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...stored, ...submitted };
  for (const group of FORM_GROUPS) {
    const given = submitted[group];
    if (given && typeof given === 'object' && !Array.isArray(given)) {
      merged[group] = { ...(stored[group] as object), ...given };
    }
  }
  return merged;
}

/** The images an edit keeps: those listed in existingImages (with their new captions), in that order. */
function keptImages(row: PackageRow, existing: unknown): PackageImage[] {
  if (existing === undefined) return row.images;
  const parsed = existingImagesSchema.safeParse(existing);
  if (!parsed.success) {
    throw validationError({ existingImages: packageMessages.existingImagesInvalid });
  }
  const byUrl = new Map(row.images.map((image) => [image.url, image]));
  const seen = new Set<string>();
  return parsed.data.flatMap((listed) => {
    const stored = byUrl.get(listed.url);
    if (!stored) throw validationError({ existingImages: packageMessages.unknownExistingImage });
    if (seen.has(listed.url)) return [];
    seen.add(listed.url);
    return [{ ...stored, caption: listed.caption, isFeatured: listed.isFeatured ?? false }];
  });
}

export async function updatePackage(
  deps: PackageDeps,
  id: string,
  submission: PackageSubmission,
): Promise<TourPackage> {
  const row = await packageRowOrFail(deps.db, id);
  const { existingImages, featuredImageIndex, ...submitted } = submission.fields;
  const form = checkForm(mergeOverStored(formValuesOf(row), submitted));
  const kept = keptImages(row, existingImages);
  if (kept.length + submission.images.length > PACKAGE_MAX_IMAGES) {
    throw validationError({ images: packageMessages.tooManyImages });
  }
  const chosen = featuredIndexFrom(featuredImageIndex, kept.length + submission.images.length);
  await refuseTakenSlug(deps.db, form.slug, row.id);
  const updated = await withNewImages(
    deps,
    submission,
    async (added) => {
      const images = withOneFeatured([...kept, ...added], chosen);
      const saved = await updatePackageRow(deps.db, row.id, columnsOf(form, images, deps.now()));
      if (!saved) throw notFound();
      return saved;
    },
    form.slug,
  );
  forgetPublicCatalogue(deps.db);
  const keptUrls = new Set(kept.map((image) => image.url));
  await deps.uploads.removeFiles(
    imageFiles(
      deps,
      row.images.filter((image) => !keptUrls.has(image.url)),
    ),
  );
  return toPackage(updated);
}

export async function deletePackage(deps: PackageDeps, id: string): Promise<void> {
  const row = UUID.test(id) ? await deletePackageRow(deps.db, id) : undefined;
  if (!row) throw notFound();
  forgetPublicCatalogue(deps.db);
  await deps.uploads.removeFiles(imageFiles(deps, row.images));
}

/** A demo package: checked by the same form rules as the admin's, then upserted by slug. */
export async function seedPackage(
  db: Db,
  demo: {
    fields: Record<string, unknown>;
    images: PackageImage[];
    views: number;
    ratingCount: number;
    createdAt: Date;
  },
): Promise<void> {
  const form = checkForm(demo.fields);
  await upsertPackageBySlug(db, {
    ...columnsOf(form, withOneFeatured(demo.images, 0), demo.createdAt),
    createdAt: demo.createdAt,
    views: demo.views,
    ratingCount: demo.ratingCount,
  });
  forgetPublicCatalogue(db);
}

export async function updatePackageStatus(
  deps: PackageDeps,
  id: string,
  status: PackageStatus,
): Promise<TourPackage> {
  const row = UUID.test(id) ? await setPackageStatus(deps.db, id, status, deps.now()) : undefined;
  if (!row) throw notFound();
  forgetPublicCatalogue(deps.db);
  return toPackage(row);
}

/** Every published package's address and last change, for the sitemap. */
export async function findPackageLinks(db: Db): Promise<Array<{ slug: string; updatedAt: Date }>> {
  return findPublishedPackageLinks(db);
}
