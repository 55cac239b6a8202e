import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, setNullOnly, storeIdColumn } from './columns.ts';
import { customers } from './customers.ts';
import { orders } from './orders.ts';
import { sales } from './sales.ts';
import { stores } from './stores.ts';

export const DEFAULT_WHEEL_PRIZES = [
  'Desconto 10%',
  'Produto Grátis',
  'Desconto 20%',
  'Brinde Especial',
  'Desconto 5%',
];

/** Per-shop settings of Configurações. The loyalty PIN has no default and is hashed. */
export const storeSettings = pgTable('store_settings', {
  storeId: integer('store_id')
    .primaryKey()
    .references(() => stores.id, { onDelete: 'cascade' }),
  loyaltyPinHash: text('loyalty_pin_hash'),
  wheelPrizes: jsonb('wheel_prizes').$type<string[]>().notNull().default(DEFAULT_WHEEL_PRIZES),
  /** A purchase of at least this value counts toward the 10 that earn a spin. */
  minPrizePurchaseCents: integer('min_prize_purchase_cents').notNull().default(0),
  pixKey: text('pix_key').notNull().default(''),
  /** The PIX key's holder name and city, as the BR Code carries them (merchant name and city). */
  pixName: text('pix_name').notNull().default(''),
  pixCity: text('pix_city').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Credit and debit entries of a customer; customers.credit_balance_cents is their sum. */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    storeId: storeIdColumn(),
    customerId: integer('customer_id').notNull(),
    /** Positive for credito, negative for debito. */
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    tipo: text('tipo', { enum: ['credito', 'debito'] }).notNull(),
    note: text('note').notNull().default(''),
    /** The counter sale this entry paid (deleted with the sale's reversal). */
    saleId: uuid('sale_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.id] }),
    foreignKey({
      name: 'credit_ledger_customer_id_fk',
      columns: [t.storeId, t.customerId],
      foreignColumns: [customers.storeId, customers.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'credit_ledger_sale_id_fk',
      columns: [t.storeId, t.saleId],
      foreignColumns: [sales.storeId, sales.id],
    }).onDelete(setNullOnly('sale_id')),
    index('credit_ledger_customer_idx').on(t.storeId, t.customerId, t.createdAt),
    check(
      'credit_ledger_sign',
      sql`(${t.tipo} = 'credito' and ${t.amountCents} > 0) or (${t.tipo} = 'debito' and ${t.amountCents} < 0)`,
    ),
  ],
);

/** Configuração de Cashback, per shop. Defaults are the spec's: 10%, 30 days, R$ 50, active. */
export const cashbackConfig = pgTable('cashback_config', {
  storeId: integer('store_id')
    .primaryKey()
    .references(() => stores.id, { onDelete: 'cascade' }),
  /** Hundredths of a percent: 1000 = 10.00%. */
  percentBasisPoints: integer('percent_basis_points').notNull().default(1000),
  redeemDays: integer('redeem_days').notNull().default(30),
  minPurchaseCents: integer('min_purchase_cents').notNull().default(5000),
  active: boolean('active').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Cashback earned by a purchase; spent oldest-first while unexpired. */
export const cashbackEntries = pgTable(
  'cashback_entries',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    storeId: storeIdColumn(),
    customerId: integer('customer_id').notNull(),
    orderId: uuid('order_id'),
    /** The counter sale that earned it. */
    saleId: uuid('sale_id'),
    earnedCents: integer('earned_cents').notNull(),
    remainingCents: integer('remaining_cents').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.id] }),
    foreignKey({
      name: 'cashback_entries_customer_id_fk',
      columns: [t.storeId, t.customerId],
      foreignColumns: [customers.storeId, customers.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'cashback_entries_sale_id_fk',
      columns: [t.storeId, t.saleId],
      foreignColumns: [sales.storeId, sales.id],
    }).onDelete(setNullOnly('sale_id')),
    index('cashback_entries_customer_idx').on(t.storeId, t.customerId, t.expiresAt),
    check('cashback_remaining_range', sql`${t.remainingCents} >= 0 and ${t.remainingCents} <= ${t.earnedCents}`),
  ],
);

/** Each use of cashback (e.g. as a payment at the point of sale). */
export const cashbackRedemptions = pgTable(
  'cashback_redemptions',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    storeId: storeIdColumn(),
    customerId: integer('customer_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    note: text('note').notNull().default(''),
    /** The counter sale it paid; deleting the sale gives the cents back to the same entries. */
    saleId: uuid('sale_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.id] }),
    foreignKey({
      name: 'cashback_redemptions_customer_id_fk',
      columns: [t.storeId, t.customerId],
      foreignColumns: [customers.storeId, customers.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'cashback_redemptions_sale_id_fk',
      columns: [t.storeId, t.saleId],
      foreignColumns: [sales.storeId, sales.id],
    }).onDelete('cascade'),
    index('cashback_redemptions_customer_idx').on(t.storeId, t.customerId),
  ],
);

/** Which cashback entries a counter sale spent, and how much of each (to restore them exactly). */
export const saleCashbackUses = pgTable(
  'sale_cashback_uses',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    storeId: storeIdColumn(),
    saleId: uuid('sale_id').notNull(),
    entryId: integer('entry_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.id] }),
    foreignKey({
      name: 'sale_cashback_uses_sale_id_fk',
      columns: [t.storeId, t.saleId],
      foreignColumns: [sales.storeId, sales.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'sale_cashback_uses_entry_id_fk',
      columns: [t.storeId, t.entryId],
      foreignColumns: [cashbackEntries.storeId, cashbackEntries.id],
    }).onDelete('cascade'),
    index('sale_cashback_uses_sale_idx').on(t.saleId),
    check('sale_cashback_uses_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

/** Brindes: the shop's gift catalogue, ordered by number. */
export const gifts = pgTable(
  'gifts',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    storeId: storeIdColumn(),
    numero: integer('numero').notNull(),
    nome: text('nome').notNull(),
    custoCents: integer('custo_cents').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.id] }),
    unique('gifts_store_numero_unique').on(t.storeId, t.numero),
    check('gifts_cost_nonnegative', sql`${t.custoCents} >= 0`),
  ],
);

/** A gift handed to a customer (also a prize won on the wheel): its cost counts as prize investment. */
export const giftDeliveries = pgTable(
  'gift_deliveries',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    storeId: storeIdColumn(),
    giftId: integer('gift_id'),
    customerId: integer('customer_id'),
    nome: text('nome').notNull(),
    custoCents: integer('custo_cents').notNull().default(0),
    source: text('source', { enum: ['entrega', 'roleta'] })
      .notNull()
      .default('entrega'),
    createdAt: createdAt(),
  },
  // Migration 0010 makes it covering: INCLUDE (custo_cents).
  (t) => [
    primaryKey({ columns: [t.storeId, t.id] }),
    foreignKey({
      name: 'gift_deliveries_gift_id_fk',
      columns: [t.storeId, t.giftId],
      foreignColumns: [gifts.storeId, gifts.id],
    }).onDelete(setNullOnly('gift_id')),
    foreignKey({
      name: 'gift_deliveries_customer_id_fk',
      columns: [t.storeId, t.customerId],
      foreignColumns: [customers.storeId, customers.id],
    }).onDelete(setNullOnly('customer_id')),
    index('gift_deliveries_store_idx').on(t.storeId, t.createdAt),
  ],
);

/** A purchase validated at the counter with the owner's PIN (Fidelidade). */
export const loyaltyValidations = pgTable(
  'loyalty_validations',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    storeId: storeIdColumn(),
    customerId: integer('customer_id').notNull(),
    purchaseCents: integer('purchase_cents').notNull(),
    points: integer('points').notNull(),
    /** At least the minimum value: counts toward the 10 purchases that earn a spin. */
    qualifies: boolean('qualifies').notNull(),
    /** This validation was the 10th, 20th... qualifying purchase: it grants one spin. */
    grantsSpin: boolean('grants_spin').notNull().default(false),
    /** The counter sale that counted as this purchase (null: validated on the Fidelidade screen). */
    saleId: uuid('sale_id'),
    /** The online order that counted as this purchase, on its delivery. */
    orderId: uuid('order_id'),
    /** Fidelidade screen: a retried validation sends the same key and gets the same validation. */
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.id] }),
    foreignKey({
      name: 'loyalty_validations_customer_id_fk',
      columns: [t.storeId, t.customerId],
      foreignColumns: [customers.storeId, customers.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'loyalty_validations_sale_id_fk',
      columns: [t.storeId, t.saleId],
      foreignColumns: [sales.storeId, sales.id],
    }).onDelete(setNullOnly('sale_id')),
    foreignKey({
      name: 'loyalty_validations_order_id_fk',
      columns: [t.storeId, t.orderId],
      foreignColumns: [orders.storeId, orders.id],
    }).onDelete(setNullOnly('order_id')),
    index('loyalty_validations_customer_idx').on(t.storeId, t.customerId),
    index('loyalty_validations_store_created_idx').on(t.storeId, t.createdAt),
    unique('loyalty_validations_sale_unique').on(t.storeId, t.saleId),
    unique('loyalty_validations_order_unique').on(t.storeId, t.orderId),
    unique('loyalty_validations_store_key_unique').on(t.storeId, t.idempotencyKey),
  ],
);

/** A spin of the prize wheel: at most one per granting validation (replaying gives nothing more). */
export const wheelSpins = pgTable(
  'wheel_spins',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    storeId: storeIdColumn(),
    customerId: integer('customer_id').notNull(),
    validationId: integer('validation_id').notNull(),
    prize: text('prize').notNull(),
    /** Index of the prize on the wheel (the 'Não foi dessa vez' slice included). */
    slot: integer('slot').notNull(),
    isLoss: boolean('is_loss').notNull(),
    giftDeliveryId: integer('gift_delivery_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.id] }),
    foreignKey({
      name: 'wheel_spins_customer_id_fk',
      columns: [t.storeId, t.customerId],
      foreignColumns: [customers.storeId, customers.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'wheel_spins_validation_id_fk',
      columns: [t.storeId, t.validationId],
      foreignColumns: [loyaltyValidations.storeId, loyaltyValidations.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'wheel_spins_gift_delivery_id_fk',
      columns: [t.storeId, t.giftDeliveryId],
      foreignColumns: [giftDeliveries.storeId, giftDeliveries.id],
    }).onDelete(setNullOnly('gift_delivery_id')),
    unique('wheel_spins_validation_unique').on(t.storeId, t.validationId),
  ],
);
