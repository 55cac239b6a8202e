import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
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
import { createdAt, storeIdColumn } from './columns.ts';

export interface CustomerExtras {
  nomePet?: string;
  possuiVeiculo?: string;
  estadoCivil?: string;
  nomeConjuge?: string;
  timeCoracao?: string;
}

/**
 * ONE record per (shop, CPF) for every screen: checkout, registered, loyalty and CRM customer.
 * The balances are caches of their ledgers, changed in the same transaction as the entry.
 */
export const customers = pgTable(
  'customers',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    storeId: storeIdColumn(),
    cpf: text('cpf').notNull(),
    nome: text('nome').notNull(),
    telefone: text('telefone').notNull().default(''),
    email: text('email').notNull().default(''),
    sexo: text('sexo', { enum: ['masculino', 'feminino', 'outro'] }),
    dataNascimento: date('data_nascimento', { mode: 'string' }),
    /**
     * The birth date was typed by the shop's people (the customer form, the counter). Only then
     * does it unlock the customer's data at the checkout: one typed in the storefront proves
     * nothing (docs/decisions/032-rewards-on-delivery-and-buyer-identity.md).
     */
    dataNascimentoPelaLoja: boolean('data_nascimento_pela_loja').notNull().default(false),
    rua: text('rua').notNull().default(''),
    numero: text('numero').notNull().default(''),
    bairro: text('bairro').notNull().default(''),
    cidade: text('cidade').notNull().default(''),
    estado: text('estado').notNull().default(''),
    cep: text('cep').notNull().default(''),
    nomeAtendente: text('nome_atendente').notNull().default(''),
    extras: jsonb('extras').$type<CustomerExtras>().notNull().default({}),
    pointsBalance: bigint('points_balance', { mode: 'number' }).notNull().default(0),
    totalSpentCents: bigint('total_spent_cents', { mode: 'number' }).notNull().default(0),
    purchaseCount: integer('purchase_count').notNull().default(0),
    giftsValueCents: bigint('gifts_value_cents', { mode: 'number' }).notNull().default(0),
    visits: integer('visits').notNull().default(0),
    creditBalanceCents: bigint('credit_balance_cents', { mode: 'number' }).notNull().default(0),
    lastPurchaseAt: timestamp('last_purchase_at', { withTimezone: true }),
    /** When the customer asked for no more WhatsApp messages (LGPD); campaigns and suggestions skip them. */
    whatsappOptOutAt: timestamp('whatsapp_opt_out_at', { withTimezone: true }),
    /**
     * When the shop deleted the person's data at their request (LGPD): the row stays, with its
     * totals, so sales and statistics keep adding up; every list, search and CPF look-up skips it.
     */
    anonymizedAt: timestamp('anonymized_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.id] }),
    unique('customers_store_cpf_unique').on(t.storeId, t.cpf),
    index('customers_store_created_idx').on(t.storeId, t.createdAt),
    // The customers born in one month, for the panel's age brackets (with customer_birth_months).
    index('customers_store_birth_idx').on(t.storeId, t.dataNascimento),
    check('customers_sexo_check', sql`${t.sexo} is null or ${t.sexo} in ('masculino', 'feminino', 'outro')`),
  ],
);

/** Every change of a customer's points; the balance on the customer is their sum. */
export const pointsLedger = pgTable(
  'points_ledger',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    storeId: storeIdColumn(),
    customerId: integer('customer_id').notNull(),
    delta: bigint('delta', { mode: 'number' }).notNull(),
    /** pedido (online order), fidelidade (validated at the counter), venda (point of sale), ajuste. */
    reason: text('reason').notNull(),
    orderId: uuid('order_id'),
    /** The counter sale that earned these points (removed with the sale). */
    saleId: uuid('sale_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.id] }),
    foreignKey({
      name: 'points_ledger_customer_id_fk',
      columns: [t.storeId, t.customerId],
      foreignColumns: [customers.storeId, customers.id],
    }).onDelete('cascade'),
    index('points_ledger_customer_idx').on(t.storeId, t.customerId, t.createdAt),
    index('points_ledger_order_idx').on(t.storeId, t.orderId),
  ],
);

/**
 * A buyer's pass: given by the checkout's birth-date step (a birth date the shop typed), kept by
 * the buyer's device when they ask, and shown with later orders as the proof of who the buyer is.
 * Only its hash is stored. Deleted with the customer, and when the shop changes the birth date.
 */
export const buyerPasses = pgTable(
  'buyer_passes',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    storeId: storeIdColumn(),
    customerId: integer('customer_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.id] }),
    foreignKey({
      name: 'buyer_passes_customer_id_fk',
      columns: [t.storeId, t.customerId],
      foreignColumns: [customers.storeId, customers.id],
    }).onDelete('cascade'),
    unique('buyer_passes_token_unique').on(t.storeId, t.tokenHash),
    index('buyer_passes_customer_idx').on(t.storeId, t.customerId),
  ],
);
