import { check, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/** Back-office accounts: sign in with e-mail (lower-cased, unique) and password. */
export const admins = pgTable(
  'admins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    email: text('email').notNull().unique('admins_email_unique'),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['super_admin', 'admin'] })
      .notNull()
      .default('admin'),
    lastLogin: timestamp('last_login', { withTimezone: true }),
    /** The sign-in before the latest one: what the profile shows as "Last login". */
    previousLogin: timestamp('previous_login', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('admins_role_check', sql`${table.role} in ('super_admin', 'admin')`)],
);
