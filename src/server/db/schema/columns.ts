import { customType, integer, timestamp } from 'drizzle-orm/pg-core';
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
