import { sql } from 'drizzle-orm';
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, setNullOnly, storeIdColumn } from './columns.ts';
import { customers } from './customers.ts';
import { products } from './products.ts';

/** The shop's team (Gestão de Funcionários): the sellers of the point of sale, each with a monthly goal. */
export const employees = pgTable(
  'employees',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    storeId: storeIdColumn(),
    name: text('name').notNull(),
    birthDate: date('birth_date', { mode: 'string' }).notNull(),
    /** The month's sales goal, above 0. */
    monthlyGoalCents: integer('monthly_goal_cents').notNull(),
    hireDate: date('hire_date', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.id] }),
    index('employees_store_idx').on(t.storeId, t.name),
    check('employees_goal_positive', sql`${t.monthlyGoalCents} > 0`),
  ],
);

/**
 * Payment types of a counter sale. dinheiro, credito (card, 1-12 installments), debito, pix,
 * cashback (the customer's unexpired cashback) and credito_loja (the customer's store credit); the
 * cash report also shows brinde and patrocinio.
 */
export const SALE_PAYMENT_TYPES = [
  'dinheiro',
  'credito',
  'debito',
  'pix',
  'cashback',
  'credito_loja',
  'brinde',
  'patrocinio',
] as const;

/** A sale at the counter (Nova Venda). Prices and totals are the server's. */
export const sales = pgTable(
  'sales',
  {
    id: uuid('id').notNull().defaultRandom(),
    storeId: storeIdColumn(),
    /** The sale number the shop sees: 1, 2, 3... per shop. */
    number: integer('number').notNull(),
    customerId: integer('customer_id'),
    /** The customer as they were at the sale ('' when none). */
    customerName: text('customer_name').notNull().default(''),
    customerCpf: text('customer_cpf').notNull().default(''),
    /** The seller; deleting the employee keeps the sale under their name. */
    employeeId: integer('employee_id'),
    sellerName: text('seller_name').notNull().default(''),
    /** Who registered it: a team member's login (null: the owner) and their name at the time. */
    registeredByStaffId: integer('registered_by_staff_id'),
    registeredByName: text('registered_by_name').notNull().default(''),
    /** When the sale happened (the chosen day, at the time it was saved), in São Paulo's calendar for reports. */
    soldAt: timestamp('sold_at', { withTimezone: true }).notNull().defaultNow(),
    notes: text('notes').notNull().default(''),
    /** Sum of quantity × unit price over the items. */
    itemsCents: integer('items_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    surchargeCents: integer('surcharge_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull(),
    /** Cash handed back to the customer. */
    changeCents: integer('change_cents').notNull().default(0),
    pointsAwarded: integer('points_awarded').notNull().default(0),
    cashbackEarnedCents: integer('cashback_earned_cents').notNull().default(0),
    /** A retried or double-clicked save sends the same key and gets the same sale. */
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.id] }),
    foreignKey({
      name: 'sales_customer_id_fk',
      columns: [t.storeId, t.customerId],
      foreignColumns: [customers.storeId, customers.id],
    }).onDelete(setNullOnly('customer_id')),
    foreignKey({
      name: 'sales_employee_id_fk',
      columns: [t.storeId, t.employeeId],
      foreignColumns: [employees.storeId, employees.id],
    }).onDelete(setNullOnly('employee_id')),
    unique('sales_store_number_unique').on(t.storeId, t.number),
    unique('sales_store_idempotency_unique').on(t.storeId, t.idempotencyKey),
    // Migration 0010 makes it covering: INCLUDE (total_cents, customer_id, employee_id).
    index('sales_store_sold_idx').on(t.storeId, t.soldAt),
    index('sales_store_employee_idx').on(t.storeId, t.employeeId, t.soldAt),
    index('sales_store_customer_idx').on(t.storeId, t.customerId),
    check('sales_total_nonnegative', sql`${t.totalCents} >= 0`),
  ],
);

export const saleItems = pgTable(
  'sale_items',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    saleId: uuid('sale_id').notNull(),
    storeId: storeIdColumn(),
    /** Kept as a snapshot: deleting the product leaves past sales intact. */
    productId: integer('product_id'),
    productCode: integer('product_code'),
    name: text('name').notNull(),
    /** Up to 3 decimals (weighed goods). */
    quantity: numeric('quantity', { precision: 12, scale: 3 }).notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    surchargeCents: integer('surcharge_cents').notNull().default(0),
    /** quantity × unit price (half up to the cent) + surcharge − discount. */
    lineTotalCents: integer('line_total_cents').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.id] }),
    foreignKey({
      name: 'sale_items_sale_id_fk',
      columns: [t.storeId, t.saleId],
      foreignColumns: [sales.storeId, sales.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'sale_items_product_id_fk',
      columns: [t.storeId, t.productId],
      foreignColumns: [products.storeId, products.id],
    }).onDelete(setNullOnly('product_id')),
    index('sale_items_sale_idx').on(t.saleId),
    check('sale_items_quantity_positive', sql`${t.quantity} > 0`),
    check('sale_items_price_nonnegative', sql`${t.unitPriceCents} >= 0`),
    check('sale_items_line_nonnegative', sql`${t.lineTotalCents} >= 0`),
  ],
);

export const salePayments = pgTable(
  'sale_payments',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    saleId: uuid('sale_id').notNull(),
    storeId: storeIdColumn(),
    type: text('type', { enum: SALE_PAYMENT_TYPES }).notNull(),
    /** What this payment covers of the sale's total. */
    amountCents: integer('amount_cents').notNull(),
    /** Credit card: 1 to 12. */
    installments: integer('installments').notNull().default(1),
    /** Cash: what the customer handed over (the change is received − what was still due). */
    receivedCents: integer('received_cents'),
    changeCents: integer('change_cents').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.id] }),
    foreignKey({
      name: 'sale_payments_sale_id_fk',
      columns: [t.storeId, t.saleId],
      foreignColumns: [sales.storeId, sales.id],
    }).onDelete('cascade'),
    index('sale_payments_sale_idx').on(t.saleId),
    check('sale_payments_amount_positive', sql`${t.amountCents} > 0`),
    check(
      'sale_payments_type_check',
      sql`${t.type} in ('dinheiro', 'credito', 'debito', 'pix', 'cashback', 'credito_loja', 'brinde', 'patrocinio')`,
    ),
    check('sale_payments_installments_range', sql`${t.installments} between 1 and 12`),
  ],
);

/** The day's bills (contas) of the cash report. */
export const bills = pgTable(
  'bills',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    storeId: storeIdColumn(),
    /** The calendar day in São Paulo. */
    day: date('day', { mode: 'string' }).notNull(),
    name: text('name').notNull(),
    amountCents: integer('amount_cents').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.id] }),
    index('bills_store_day_idx').on(t.storeId, t.day),
    check('bills_amount_positive', sql`${t.amountCents} > 0`),
  ],
);
