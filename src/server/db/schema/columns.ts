import { customType, integer, timestamp, type UpdateDeleteAction } from 'drizzle-orm/pg-core';
import { stores } from './stores.ts';

/** Binary data (image files). */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** The tenant column every shop-owned table carries (deleting a shop deletes its rows). */
export const storeIdColumn = () =>
  integer('store_id')
    .notNull()
    .references(() => stores.id, { onDelete: 'cascade' });

/**
 * ON DELETE SET NULL of the referencing id alone in a foreign key (store_id, x_id) → (store_id, id)
 * (PostgreSQL 15's column list): deleting the parent nulls x_id and keeps the row's store_id.
 * Drizzle's types name only the plain actions, but it and drizzle-kit write the action as given,
 * so the migration and the snapshot carry `ON DELETE set null ("x_id")`.
 */
export const setNullOnly = (column: string) => `set null ("${column}")` as UpdateDeleteAction;
