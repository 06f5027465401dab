import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Travellers: sign in with phone (digits only, unique) and password. */
export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  phone: text('phone').notNull().unique('users_phone_unique'),
  email: text('email'),
  passwordHash: text('password_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
