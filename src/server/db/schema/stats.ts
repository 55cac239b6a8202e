import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { storeIdColumn } from './columns.ts';
import { customers } from './customers.ts';

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

/**
 * A shop's purchases per customer and São Paulo calendar month (first day of the month), counter
 * sales and online orders together: the dashboard's Top 3 Clientes of a month read a handful of
 * index entries. Kept by the same triggers as daily_sales (migration 0011).
 */
export const monthlyCustomerSales = pgTable(
  'monthly_customer_sales',
  {
    storeId: storeIdColumn(),
    month: date('month', { mode: 'string' }).notNull(),
    customerId: integer('customer_id').notNull(),
    salesCount: integer('sales_count').notNull().default(0),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.month, t.customerId] }),
    foreignKey({
      name: 'monthly_customer_sales_customer_id_fk',
      columns: [t.storeId, t.customerId],
      foreignColumns: [customers.storeId, customers.id],
    }).onDelete('cascade'),
    index('monthly_customer_sales_top_idx').on(t.storeId, t.month, t.totalCents.desc(), t.customerId),
  ],
);

/**
 * A shop's counter sales per seller and São Paulo calendar month. The seller is the employee
 * ('e:<id>', shown under their current name) or, once the employee is deleted, the name kept on
 * the sale ('n:<name>'). Kept by the sales trigger (migration 0011).
 */
export const monthlySellerSales = pgTable(
  'monthly_seller_sales',
  {
    storeId: storeIdColumn(),
    month: date('month', { mode: 'string' }).notNull(),
    sellerKey: text('seller_key').notNull(),
    employeeId: integer('employee_id'),
    sellerName: text('seller_name').notNull().default(''),
    salesCount: integer('sales_count').notNull().default(0),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.month, t.sellerKey] })],
);

/**
 * A shop's customers counted by sex ('' when not given) and month of birth (null when not given),
 * kept by a trigger on customers (migration 0014). The panel's age brackets add up whole months
 * here and read from customers only the customers born in the month of each bracket's boundary,
 * so a shop of 50,000 customers is a few thousand rows and a few index ranges.
 */
export const customerBirthMonths = pgTable(
  'customer_birth_months',
  {
    storeId: storeIdColumn(),
    sexo: text('sexo').notNull().default(''),
    birthMonth: date('birth_month', { mode: 'string' }),
    customers: integer('customers').notNull().default(0),
  },
  (t) => [unique('customer_birth_months_key').on(t.storeId, t.sexo, t.birthMonth).nullsNotDistinct()],
);
