// The D1 schema. Migrations in migrations/ are generated from this file with `npm run db:generate`.
import { sqliteTable, text, integer } from 'drizzle-orm/sqlite-core';

/** Newsletter sign-ups from the footer form and the wizard; one row per address. */
export const newsletterSubscribers = sqliteTable('newsletter_subscribers', {
  email: text('email').primaryKey(),
  source: text('source', { enum: ['footer', 'contribution'] }).notNull().default('footer'),
  createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
});
