import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { stores } from './stores.ts';

/** Super administrators of the platform. None is built into the code. */
export const admins = pgTable(
  'admins',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('admins_email_lower_idx').on(sql`lower(${t.email})`)],
);

/**
 * A signed-in browser: the cookie holds a random token, the table only its SHA-256. `public_id`
 * names the session on the owner's list of sessions (the token's hash never leaves the server);
 * `last_seen_at` is moved forward by a request at most once a minute.
 */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    publicId: uuid('public_id').notNull().defaultRandom(),
    subject: text('subject', { enum: ['store', 'admin'] }).notNull(),
    storeId: integer('store_id').references(() => stores.id, { onDelete: 'cascade' }),
    adminId: integer('admin_id').references(() => admins.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
  },
  (t) => [
    uniqueIndex('sessions_public_id_idx').on(t.publicId),
    index('sessions_store_idx').on(t.storeId),
    index('sessions_admin_idx').on(t.adminId),
    check(
      'sessions_subject_check',
      sql`(${t.subject} = 'store' and ${t.storeId} is not null and ${t.adminId} is null) or (${t.subject} = 'admin' and ${t.adminId} is not null and ${t.storeId} is null)`,
    ),
  ],
);

/**
 * Fixed-window counters shared by every server process (login attempts and the like). `count` is
 * the hits or failures of the window; `in_flight` the attempts reserved and still being checked.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  inFlight: integer('in_flight').notNull().default(0),
  windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
});
