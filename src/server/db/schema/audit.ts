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
    /** 'owner' (the shop's login); staff logins will add their own kind. */
    actor: text('actor').notNull(),
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
  ],
);
