import { sql } from 'drizzle-orm';
import { bigint, check, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { storeIdColumn } from './columns.ts';

export const SALES_CHANNELS = ['balcao', 'online'] as const;

/**
 * A shop's takings per São Paulo calendar day and channel (balcao: counter sales; online: orders),
 * with the cashback generated that day. Kept by database triggers on sales, orders and
 * cashback_entries in the same transaction as the row that changed them (migration 0010), so the
 * statistics of any period read a few hundred rows however many sales a shop has.
 */
export const dailySales = pgTable(
  'daily_sales',
  {
    storeId: storeIdColumn(),
    day: date('day', { mode: 'string' }).notNull(),
    channel: text('channel', { enum: SALES_CHANNELS }).notNull(),
    salesCount: integer('sales_count').notNull().default(0),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull().default(0),
    cashbackCents: bigint('cashback_cents', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.day, t.channel] }),
    check('daily_sales_channel_check', sql`${t.channel} in ('balcao', 'online')`),
  ],
);
