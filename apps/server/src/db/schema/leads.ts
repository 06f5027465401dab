import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { LEAD_STATUSES } from '@trip/shared/leads/constants';

/** Name and phone left through the promotional popup, worked by the admin. */
export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Digits only. */
    phone: text('phone').notNull(),
    status: text('status', { enum: LEAD_STATUSES }).notNull().default('new'),
    notes: text('notes').notNull().default(''),
    source: text('source').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('leads_submitted_idx').on(table.submittedAt),
    index('leads_phone_submitted_idx').on(table.phone, table.submittedAt),
    index('leads_status_submitted_idx').on(table.status, table.submittedAt),
    check(
      'leads_status_check',
      sql`${table.status} in (${sql.raw(LEAD_STATUSES.map((status) => `'${status}'`).join(', '))})`,
    ),
  ],
);
