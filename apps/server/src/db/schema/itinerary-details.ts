import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ItineraryDetails } from '@trip/shared/itineraries/schemas';
import { itineraries } from './itineraries';

/** The day-wise plan of an itinerary: one row each, so concurrent generations end as one. */
export const itineraryDetails = pgTable('itinerary_details', {
  itineraryId: uuid('itinerary_id')
    .primaryKey()
    .references(() => itineraries.id, { onDelete: 'cascade' }),
  engine: text('engine').notNull(),
  data: jsonb('data').$type<ItineraryDetails>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
