import {
  PACKAGE_DEFAULTS,
  type PackageCurrency,
  type PackageStatus,
  type PackageTravelClass,
} from '@trip/shared/tour-packages/constants';
import { toNestErrors } from '@hookform/resolvers';
import {
  validatePackageForm,
  type PackageForm,
  type PackageFormInput,
  type PackageImage,
  type TourPackage,
} from '@trip/shared/tour-packages/schemas';
import type { FieldError, Resolver } from 'react-hook-form';
import { slugify } from '@trip/shared/tour-packages/slug';

let lastKey = 0;
/** A React key for an entry the admin adds, moves or removes. */
export function newKey(): string {
  lastKey += 1;
  return `entry-${lastKey}`;
}

export type ListEntry = { key: string; text: string };

export type ItineraryEntry = { key: string; day: string; title: string; detail: string };

/** An image the package has (kept on save) or a file chosen now (uploaded on save). */
export type ImageEntry = { key: string; caption: string; preview: string } & (
  { kind: 'existing'; url: string } | { kind: 'new'; file: File }
);

/** The package form as the admin edits it: numbers as typed text, lists with keys. */
export type PackageFormValues = {
  title: string;
  slug: string;
  shortDescription: string;
  description: string;
  category: string;
  pricing: {
    basePrice: string;
    currency: PackageCurrency;
    discountPercentage: string;
    pricePerPerson: boolean;
    validUntil: string;
  };
  travelDetails: {
    fromLocation: string;
    toLocation: string;
    duration: string;
    travelClass: PackageTravelClass;
    minTravelers: string;
    maxTravelers: string;
  };
  features: ListEntry[];
  inclusions: ListEntry[];
  exclusions: ListEntry[];
  itinerary: ItineraryEntry[];
  bookingInfo: {
    requiresAdvanceBooking: boolean;
    advanceBookingDays: string;
    cancellationPolicy: string;
    refundPolicy: string;
  };
  contactInfo: { phone: string; email: string; whatsapp: string };
  /** Comma-separated, as the spec's form takes them. */
  tags: string;
  metaTitle: string;
  metaDescription: string;
  featured: boolean;
  status: PackageStatus;
  images: ImageEntry[];
  /** The key of the one featured image; null while there are no images. */
  featuredImageKey: string | null;
};

export type ListField = 'features' | 'inclusions' | 'exclusions';

function listEntries(texts: readonly string[]): ListEntry[] {
  return texts.map((text) => ({ key: newKey(), text }));
}

export function emptyPackageFormValues(): PackageFormValues {
  return {
    title: '',
    slug: '',
    shortDescription: '',
    description: '',
    category: '',
    pricing: {
      basePrice: '',
      currency: PACKAGE_DEFAULTS.currency,
      discountPercentage: String(PACKAGE_DEFAULTS.discountPercentage),
      pricePerPerson: PACKAGE_DEFAULTS.pricePerPerson,
      validUntil: '',
    },
    travelDetails: {
      fromLocation: '',
      toLocation: '',
      duration: '',
      travelClass: PACKAGE_DEFAULTS.travelClass,
      minTravelers: String(PACKAGE_DEFAULTS.minTravelers),
      maxTravelers: String(PACKAGE_DEFAULTS.maxTravelers),
    },
    features: [],
    inclusions: [],
    exclusions: [],
    itinerary: [],
    bookingInfo: {
      requiresAdvanceBooking: PACKAGE_DEFAULTS.requiresAdvanceBooking,
      advanceBookingDays: String(PACKAGE_DEFAULTS.advanceBookingDays),
      cancellationPolicy: PACKAGE_DEFAULTS.cancellationPolicy,
      refundPolicy: PACKAGE_DEFAULTS.refundPolicy,
    },
    contactInfo: { phone: '', email: '', whatsapp: '' },
    tags: '',
    metaTitle: '',
    metaDescription: '',
    featured: false,
    status: PACKAGE_DEFAULTS.status,
    images: [],
    featuredImageKey: null,
  };
}

/** The narrowest stored width: enough for a thumbnail. */
export function thumbnailUrl(image: Pick<PackageImage, 'url' | 'srcset'>): string {
  return image.srcset[0]?.url ?? image.url;
}

export function packageFormValuesOf(item: TourPackage): PackageFormValues {
  const images: ImageEntry[] = item.images.map((image) => ({
    key: newKey(),
    kind: 'existing',
    url: image.url,
    caption: image.caption,
    preview: thumbnailUrl(image),
  }));
  const featuredIndex = item.images.findIndex((image) => image.isFeatured);
  return {
    title: item.title,
    slug: item.slug,
    shortDescription: item.shortDescription,
    description: item.description,
    category: item.category,
    pricing: {
      basePrice: String(item.pricing.basePrice),
      currency: item.pricing.currency,
      discountPercentage: String(item.pricing.discountPercentage),
      pricePerPerson: item.pricing.pricePerPerson,
      validUntil: item.pricing.validUntil?.slice(0, 10) ?? '',
    },
    travelDetails: {
      fromLocation: item.travelDetails.fromLocation,
      toLocation: item.travelDetails.toLocation,
      duration: String(item.travelDetails.duration),
      travelClass: item.travelDetails.travelClass,
      minTravelers: String(item.travelDetails.minTravelers),
      maxTravelers: String(item.travelDetails.maxTravelers),
    },
    features: listEntries(item.features),
    inclusions: listEntries(item.inclusions),
    exclusions: listEntries(item.exclusions),
    itinerary: item.itinerary.map((day) => ({
      key: newKey(),
      day: String(day.day),
      title: day.title,
      detail: day.detail,
    })),
    bookingInfo: {
      requiresAdvanceBooking: item.bookingInfo.requiresAdvanceBooking,
      advanceBookingDays: String(item.bookingInfo.advanceBookingDays),
      cancellationPolicy: item.bookingInfo.cancellationPolicy,
      refundPolicy: item.bookingInfo.refundPolicy,
    },
    contactInfo: { ...item.contactInfo },
    tags: item.tags.join(', '),
    metaTitle: item.metaTitle,
    metaDescription: item.metaDescription,
    featured: item.featured,
    status: item.status,
    images,
    featuredImageKey: images[Math.max(featuredIndex, 0)]?.key ?? null,
  };
}

/**
 * A new title. The slug follows it while the slug is empty or still the slug of the old
 * title; once the admin writes a slug of their own it stays.
 */
export function withTitle(values: PackageFormValues, title: string): PackageFormValues {
  const follows = values.slug === '' || values.slug === slugify(values.title);
  return { ...values, title, slug: follows ? slugify(title) : values.slug };
}

/** Chosen files added after the images already there; the first image of all is featured. */
export function withImagesAdded(
  values: PackageFormValues,
  files: readonly File[],
  preview: (file: File) => string,
): PackageFormValues {
  const added: ImageEntry[] = files.map((file) => ({
    key: newKey(),
    kind: 'new',
    file,
    caption: '',
    preview: preview(file),
  }));
  const images = [...values.images, ...added];
  return { ...values, images, featuredImageKey: values.featuredImageKey ?? images[0]?.key ?? null };
}

/** Without that image; when it was the featured one, the first image left is featured. */
export function withImageRemoved(values: PackageFormValues, key: string): PackageFormValues {
  const images = values.images.filter((image) => image.key !== key);
  const featuredImageKey =
    values.featuredImageKey !== null &&
    images.some((image) => image.key === values.featuredImageKey)
      ? values.featuredImageKey
      : (images[0]?.key ?? null);
  return { ...values, images, featuredImageKey };
}

/** Days numbered 1, 2, 3… in the order they stand. */
export function renumberedDays(days: readonly ItineraryEntry[]): ItineraryEntry[] {
  return days.map((day, index) => ({ ...day, day: String(index + 1) }));
}

/** What validatePackageForm checks: the form's values without the keys the editor adds. */
export function packageFormInput(values: PackageFormValues): PackageFormInput {
  return {
    title: values.title,
    slug: values.slug,
    description: values.description,
    shortDescription: values.shortDescription,
    category: values.category,
    pricing: values.pricing,
    travelDetails: values.travelDetails,
    features: values.features.map((entry) => entry.text),
    inclusions: values.inclusions.map((entry) => entry.text),
    exclusions: values.exclusions.map((entry) => entry.text),
    itinerary: values.itinerary.map(({ day, title, detail }) => ({ day, title, detail })),
    tags: values.tags,
    metaTitle: values.metaTitle,
    metaDescription: values.metaDescription,
    status: values.status,
    featured: values.featured,
    bookingInfo: values.bookingInfo,
    contactInfo: values.contactInfo,
  };
}

/**
 * The multipart body the server reads: scalar fields as text, lists and groups as JSON text,
 * new images as repeated `images` parts with `imageCaption{index}`, the kept images as
 * `existingImages` (on edit), and `featuredImageIndex` counted over kept images then new ones.
 * `form` is the checked form, so empty list entries and days without detail are gone.
 */
export function packageFormData(
  form: PackageForm,
  values: PackageFormValues,
  editing: boolean,
): FormData {
  const body = new FormData();
  const texts = {
    title: form.title,
    slug: form.slug,
    description: form.description,
    shortDescription: form.shortDescription,
    category: form.category,
    metaTitle: form.metaTitle,
    metaDescription: form.metaDescription,
    status: form.status,
    featured: String(form.featured),
  };
  for (const [name, value] of Object.entries(texts)) body.append(name, value);
  const json = {
    pricing: form.pricing,
    travelDetails: form.travelDetails,
    bookingInfo: form.bookingInfo,
    contactInfo: form.contactInfo,
    features: form.features,
    inclusions: form.inclusions,
    exclusions: form.exclusions,
    itinerary: form.itinerary,
    tags: form.tags,
  };
  for (const [name, value] of Object.entries(json)) body.append(name, JSON.stringify(value));

  const kept = values.images.filter((image) => image.kind === 'existing');
  const added = values.images.filter((image) => image.kind === 'new');
  if (editing) {
    body.append(
      'existingImages',
      JSON.stringify(
        kept.map((image) => ({
          url: image.url,
          caption: image.caption.trim(),
          isFeatured: image.key === values.featuredImageKey,
        })),
      ),
    );
  }
  added.forEach((image, index) => {
    body.append('images', image.file, image.file.name);
    body.append(`imageCaption${index}`, image.caption.trim());
  });
  const ordered = editing ? [...kept, ...added] : added;
  const featuredIndex = ordered.findIndex((image) => image.key === values.featuredImageKey);
  if (featuredIndex !== -1) body.append('featuredImageIndex', String(featuredIndex));
  return body;
}

/**
 * The form's rules are the server's: the shared packageFormSchema, through
 * validatePackageForm (which also makes the slug from the title and checks minimum against
 * maximum travellers), so the browser shows the messages the server would answer with.
 */
export const packageFormResolver: Resolver<PackageFormValues, unknown, PackageForm> = (
  values,
  _context,
  options,
) => {
  const checked = validatePackageForm(packageFormInput(values));
  if (checked.success) return { values: checked.data, errors: {} };
  const flat: Record<string, FieldError> = {};
  for (const [path, message] of Object.entries(checked.fieldErrors)) {
    flat[path] = { type: 'validate', message };
  }
  return { values: {}, errors: toNestErrors(flat, options) };
};
