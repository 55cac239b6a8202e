import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { ORDER_STATUSES, PAYMENT_METHODS } from '../../../shared/contracts/checkout.ts';
import { createdAt, setNullOnly, storeIdColumn } from './columns.ts';
import { customers } from './customers.ts';
import { products } from './products.ts';

export { ORDER_STATUSES, PAYMENT_METHODS };

/** Online orders from the storefront. Prices and totals are the server's, never the browser's. */
export const orders = pgTable(
  'orders',
  {
    /** Random: it is also what lets the buyer see their own confirmation page. */
    id: uuid('id').notNull().defaultRandom(),
    storeId: storeIdColumn(),
    /** The order number the shop and the customer see: 1, 2, 3... per shop. */
    number: integer('number').notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('pendente'),
    customerId: integer('customer_id'),
    // The customer as they were when ordering.
    customerCpf: text('customer_cpf').notNull(),
    customerName: text('customer_name').notNull(),
    customerPhone: text('customer_phone').notNull(),
    customerEmail: text('customer_email').notNull().default(''),
    addressStreet: text('address_street').notNull().default(''),
    addressNumber: text('address_number').notNull().default(''),
    addressNeighborhood: text('address_neighborhood').notNull().default(''),
    addressCity: text('address_city').notNull().default(''),
    addressZip: text('address_zip').notNull().default(''),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }).notNull(),
    /** Cash: how much the customer will hand over (null: no change needed). */
    changeForCents: integer('change_for_cents'),
    observations: text('observations').notNull().default(''),
    subtotalCents: integer('subtotal_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    /** The points the order gives: credited on delivery (entregue), never when cancelled. */
    pointsAwarded: integer('points_awarded').notNull().default(0),
    /** The cashback the order gives, fixed by the shop's rule when it was placed: credited on delivery. */
    cashbackCents: integer('cashback_cents').notNull().default(0),
    /**
     * The points and cashback are on the customer's ledgers. Orders placed before rewards waited
     * for the delivery were credited when placed (migration 0022); a cancel takes them back.
     */
    rewardsCredited: boolean('rewards_credited').notNull().default(false),
    /** The buyer proved who they are (the birth-date step or this device's pass): their page shows the balance. */
    buyerVerified: boolean('buyer_verified').notNull().default(false),
    /** Why the shop cancelled the order (set with the status cancelado, and only then). */
    cancelReason: text('cancel_reason'),
    /** A retried or double-clicked checkout sends the same key and gets the same order. */
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.id] }),
    foreignKey({
      name: 'orders_customer_id_fk',
      columns: [t.storeId, t.customerId],
      foreignColumns: [customers.storeId, customers.id],
    }).onDelete(setNullOnly('customer_id')),
    // The buyer's confirmation page reads the order by its id alone.
    index('orders_id_idx').on(t.id),
    unique('orders_store_number_unique').on(t.storeId, t.number),
    unique('orders_store_idempotency_unique').on(t.storeId, t.idempotencyKey),
    // Migration 0010 makes it covering: INCLUDE (total_cents, customer_id); 0022 leaves the
    // cancelled orders out of it (every statistic leaves them out).
    index('orders_store_created_idx').on(t.storeId, t.createdAt).where(sql`status <> 'cancelado'`),
    check('orders_status_check', sql`${t.status} in ('pendente', 'preparando', 'pronto', 'entregue', 'cancelado')`),
    check('orders_cancel_reason', sql`(${t.status} = 'cancelado') = (${t.cancelReason} is not null)`),
    check('orders_payment_check', sql`${t.paymentMethod} in ('dinheiro', 'cartao_credito', 'cartao_debito', 'pix')`),
    check('orders_total_nonnegative', sql`${t.totalCents} >= 0`),
  ],
);

/**
 * An order that counts as a sale: every statistic, summary and report leaves cancelled orders out.
 * Written as a literal, so that the planner matches it with the partial covering index.
 */
export const orderCounts = () => sql`${orders.status} <> 'cancelado'`;

export const orderItems = pgTable(
  'order_items',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    orderId: uuid('order_id').notNull(),
    storeId: storeIdColumn(),
    /** Kept as a snapshot: deleting the product leaves past orders intact. */
    productId: integer('product_id'),
    productCode: integer('product_code').notNull(),
    name: text('name').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    quantity: integer('quantity').notNull(),
    lineTotalCents: integer('line_total_cents').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.id] }),
    foreignKey({
      name: 'order_items_order_id_fk',
      columns: [t.storeId, t.orderId],
      foreignColumns: [orders.storeId, orders.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'order_items_product_id_fk',
      columns: [t.storeId, t.productId],
      foreignColumns: [products.storeId, products.id],
    }).onDelete(setNullOnly('product_id')),
    index('order_items_order_idx').on(t.orderId),
    check('order_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/** The status history of an order. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    orderId: uuid('order_id').notNull(),
    storeId: storeIdColumn(),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.id] }),
    foreignKey({
      name: 'order_events_order_id_fk',
      columns: [t.storeId, t.orderId],
      foreignColumns: [orders.storeId, orders.id],
    }).onDelete('cascade'),
    index('order_events_order_idx').on(t.orderId),
  ],
);
