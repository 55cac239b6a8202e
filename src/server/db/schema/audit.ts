import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { storeIdColumn } from './columns.ts';

/**
 * Registro de Atividades: who did what to which record of the shop, and when. Written in the same
 * transaction as the change it describes, so an entry exists exactly when the change does.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    storeId: storeIdColumn(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** Who did it: 'lojista' (the shop's owner), 'gerente' or 'caixa' (a team member's login). */
    actor: text('actor').notNull(),
    /** The team member's login (null: the owner) and their name at the time. */
    actorStaffId: integer('actor_staff_id'),
    actorName: text('actor_name').notNull().default(''),
    /** A manager's override: who authorised it (their name; staff id null for the owner) and why. */
    authorizedByName: text('authorized_by_name').notNull().default(''),
    authorizedByStaffId: integer('authorized_by_staff_id'),
    overrideReason: text('override_reason').notNull().default(''),
    /** What happened, e.g. 'sale.deleted', 'product.price_changed' (see AUDIT_ACTIONS). */
    action: text('action').notNull(),
    /** The kind of record: 'sale', 'order', 'product', 'customer'. */
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.id] }),
    index('audit_log_store_at_idx').on(t.storeId, t.at.desc(), t.id.desc()),
    index('audit_log_store_action_at_idx').on(t.storeId, t.action, t.at.desc(), t.id.desc()),
    index('audit_log_store_actor_at_idx').on(t.storeId, t.actorStaffId, t.at.desc(), t.id.desc()),
  ],
);
