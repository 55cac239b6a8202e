import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { employees } from './sales.ts';
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
 * A login of a shop's team member (Gerente or Caixa), tied to one employee of the shop. Like
 * sessions it has no row-level security: it is read by e-mail at sign-in and by id with the session,
 * before the request knows its shop. `password_hash` is null until the invitation is accepted;
 * `invite_token_hash` holds the SHA-256 of the one-time invitation link while it is open.
 * `override_pin_hash` is a Gerente's own PIN for authorising what a Caixa may not do.
 */
export const staffAccounts = pgTable(
  'staff_accounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    employeeId: integer('employee_id').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    role: text('role', { enum: ['gerente', 'caixa'] }).notNull(),
    active: boolean('active').notNull().default(true),
    overridePinHash: text('override_pin_hash'),
    inviteTokenHash: text('invite_token_hash'),
    inviteExpiresAt: timestamp('invite_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('staff_accounts_email_lower_idx').on(sql`lower(${t.email})`),
    uniqueIndex('staff_accounts_employee_idx').on(t.storeId, t.employeeId),
    uniqueIndex('staff_accounts_invite_idx').on(t.inviteTokenHash),
    foreignKey({
      name: 'staff_accounts_employee_fk',
      columns: [t.storeId, t.employeeId],
      foreignColumns: [employees.storeId, employees.id],
    }).onDelete('cascade'),
    check('staff_accounts_role_check', sql`${t.role} in ('gerente', 'caixa')`),
  ],
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
    /** A team member's session (null: the shop's owner). Disabling the login deletes its sessions. */
    staffId: integer('staff_id').references(() => staffAccounts.id, { onDelete: 'cascade' }),
    /** When the password was last typed again in this session (sensitive changes need it within 10 minutes). */
    reauthAt: timestamp('reauth_at', { withTimezone: true }),
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
    index('sessions_staff_idx').on(t.staffId),
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

/**
 * One-time links to set a new password, sent by e-mail or issued by a super admin: the link holds
 * a random token, the table only its SHA-256 (as `sessions`). `subject` says whose password it
 * sets: 'store' (the shop owner's) or 'staff' (a team member's login, `staff_id`).
 * Read by token before the shop is known, like `sessions`: no row-level security. A row is deleted
 * when its link is used, and all of a subject's rows when a new link is issued (it supersedes them).
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    /** 'store': the shop owner's account; 'staff': the team member's login `staff_id`. */
    subject: text('subject', { enum: ['store', 'staff'] }).notNull(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id').references(() => staffAccounts.id, { onDelete: 'cascade' }),
    /** 'email': asked for on the sign-in page; 'admin': issued by the super admin `admin_id`. */
    issuedBy: text('issued_by', { enum: ['email', 'admin'] }).notNull(),
    adminId: integer('admin_id').references(() => admins.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('password_resets_store_idx').on(t.storeId),
    index('password_resets_staff_idx').on(t.staffId),
    check(
      'password_resets_subject_check',
      sql`(${t.subject} = 'store' and ${t.staffId} is null) or (${t.subject} = 'staff' and ${t.staffId} is not null)`,
    ),
  ],
);
