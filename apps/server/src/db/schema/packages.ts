import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  PACKAGE_CURRENCIES,
  PACKAGE_STATUSES,
  PACKAGE_TRAVEL_CLASSES,
} from '@trip/shared/tour-packages/constants';
import type { PackageImage, PackageItineraryDay } from '@trip/shared/tour-packages/schemas';

const inList = (values: readonly string[]) =>
  sql.raw(values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', '));

/**
 * Tour packages the agency sells. `discounted_price` is computed by the database from the base
 * price and discount, so the public price filter and the cards can never disagree.
 */
export const packages = pgTable(
  'packages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique('packages_slug_unique'),
    title: text('title').notNull(),
    shortDescription: text('short_description').notNull(),
    /** Sanitised HTML. */
    description: text('description').notNull(),
    category: text('category').notNull(),
    images: jsonb('images').$type<PackageImage[]>().notNull().default([]),
    basePrice: integer('base_price').notNull(),
    discountPercentage: integer('discount_percentage').notNull().default(0),
    discountedPrice: integer('discounted_price').generatedAlwaysAs(
      (): SQL =>
        sql`(round(${packages.basePrice}::numeric * (100 - ${packages.discountPercentage}) / 100))::integer`,
    ),
    currency: text('currency', { enum: PACKAGE_CURRENCIES }).notNull().default('INR'),
    pricePerPerson: boolean('price_per_person').notNull().default(true),
    validUntil: date('valid_until', { mode: 'string' }),
    fromLocation: text('from_location').notNull(),
    toLocation: text('to_location').notNull(),
    duration: integer('duration').notNull(),
    travelClass: text('travel_class', { enum: PACKAGE_TRAVEL_CLASSES })
      .notNull()
      .default('Economy'),
    maxTravelers: integer('max_travelers').notNull().default(10),
    minTravelers: integer('min_travelers').notNull().default(1),
    features: jsonb('features').$type<string[]>().notNull().default([]),
    inclusions: jsonb('inclusions').$type<string[]>().notNull().default([]),
    exclusions: jsonb('exclusions').$type<string[]>().notNull().default([]),
    itinerary: jsonb('itinerary').$type<PackageItineraryDay[]>().notNull().default([]),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    metaTitle: text('meta_title').notNull().default(''),
    metaDescription: text('meta_description').notNull().default(''),
    status: text('status', { enum: PACKAGE_STATUSES }).notNull().default('draft'),
    featured: boolean('featured').notNull().default(false),
    requiresAdvanceBooking: boolean('requires_advance_booking').notNull().default(true),
    advanceBookingDays: integer('advance_booking_days').notNull().default(7),
    cancellationPolicy: text('cancellation_policy').notNull(),
    refundPolicy: text('refund_policy').notNull(),
    contactPhone: text('contact_phone').notNull().default(''),
    contactEmail: text('contact_email').notNull().default(''),
    contactWhatsapp: text('contact_whatsapp').notNull().default(''),
    views: integer('views').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('packages_status_created_idx').on(table.status, table.createdAt),
    index('packages_status_price_idx').on(table.status, table.discountedPrice),
    index('packages_status_featured_views_idx').on(table.status, table.featured, table.views),
    check('packages_status_check', sql`${table.status} in (${inList(PACKAGE_STATUSES)})`),
    check('packages_currency_check', sql`${table.currency} in (${inList(PACKAGE_CURRENCIES)})`),
    check(
      'packages_travel_class_check',
      sql`${table.travelClass} in (${inList(PACKAGE_TRAVEL_CLASSES)})`,
    ),
    check('packages_base_price_check', sql`${table.basePrice} >= 0`),
    check('packages_discount_check', sql`${table.discountPercentage} between 0 and 100`),
  ],
);
