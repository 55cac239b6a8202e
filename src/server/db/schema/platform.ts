import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, storeIdColumn } from './columns.ts';

/** An idea a shop sends to the platform; the super admin moves its status on. */
export const ideas = pgTable(
  'ideas',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    storeId: storeIdColumn(),
    titulo: text('titulo').notNull(),
    motivo: text('motivo').notNull(),
    status: text('status', { enum: ['enviada', 'em_analise', 'implementada', 'recusada'] })
      .notNull()
      .default('enviada'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.id] }),
    index('ideas_id_idx').on(t.id),
    index('ideas_store_idx').on(t.storeId, t.createdAt),
    index('ideas_created_idx').on(t.createdAt),
  ],
);

/** A company a shop refers to the platform; 'Fechou Negócio' closes it and earns the discount. */
export const referrals = pgTable(
  'referrals',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    storeId: storeIdColumn(),
    empresaIndicada: text('empresa_indicada').notNull(),
    responsavel: text('responsavel').notNull(),
    telefone: text('telefone').notNull(),
    status: text('status', { enum: ['pendente', 'fechado'] })
      .notNull()
      .default('pendente'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** The invoice the 50% went to; null while closed and waiting for a pending invoice. */
    discountInvoiceId: integer('discount_invoice_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.id] }),
    index('referrals_id_idx').on(t.id),
    index('referrals_store_idx').on(t.storeId, t.createdAt),
    index('referrals_created_idx').on(t.createdAt),
  ],
);

/** The platform fee of one shop and month, due on the 10th. 'Vencida' is derived (pendente, past due). */
export const invoices = pgTable(
  'invoices',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    storeId: storeIdColumn(),
    year: smallint('year').notNull(),
    month: smallint('month').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** Referral discounts taken off this invoice. */
    discountCents: integer('discount_cents').notNull().default(0),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    status: text('status', { enum: ['pendente', 'pago'] })
      .notNull()
      .default('pendente'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.id] }),
    index('invoices_id_idx').on(t.id),
    unique('invoices_store_month_unique').on(t.storeId, t.year, t.month),
    index('invoices_due_idx').on(t.dueDate),
    check('invoices_month_valid', sql`${t.month} between 1 and 12`),
    check('invoices_amounts_valid', sql`${t.amountCents} >= 0 and ${t.discountCents} between 0 and ${t.amountCents}`),
  ],
);

/**
 * The platform's own settings: one row (id = 1). The payment details are the super admin's
 * (Financeiro); the PLATFORM_* variables fill the ones still empty when a server starts.
 */
export const platformSettings = pgTable(
  'platform_settings',
  {
    id: smallint('id').primaryKey().default(1),
    monthlyFeeCents: integer('monthly_fee_cents').notNull().default(9990),
    banco: text('banco').notNull().default(''),
    agencia: text('agencia').notNull().default(''),
    conta: text('conta').notNull().default(''),
    titular: text('titular').notNull().default(''),
    pixKey: text('pix_key').notNull().default(''),
    pixCity: text('pix_city').notNull().default(''),
    /** The number shops send their receipts to: DDD and number, digits only ('' when not set). */
    whatsapp: text('whatsapp').notNull().default(''),
    /** The last month (YYYY-MM) whose invoices were made for every active shop. */
    invoicesMadeThrough: text('invoices_made_through'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('platform_settings_one_row', sql`${t.id} = 1`)],
);

/** A broadcast from the super admin, shown in every owner's panel while active. */
export const adminMessages = pgTable('admin_messages', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  titulo: text('titulo').notNull(),
  conteudo: text('conteudo').notNull(),
  ativa: boolean('ativa').notNull().default(true),
  createdAt: createdAt(),
});

/** An owner who closed a broadcast in their panel. */
export const adminMessageDismissals = pgTable(
  'admin_message_dismissals',
  {
    storeId: storeIdColumn(),
    messageId: integer('message_id')
      .notNull()
      .references(() => adminMessages.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.messageId] })],
);

/** A prize of the public slot game; probability in hundredths of a percent (10000 = 100%). */
export const gamePrizes = pgTable(
  'game_prizes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    nome: text('nome').notNull(),
    probabilityBasisPoints: integer('probability_basis_points').notNull(),
    ativo: boolean('ativo').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [check('game_prizes_probability_valid', sql`${t.probabilityBasisPoints} between 0 and 10000`)],
);

/** One play of the slot game: one per client address and São Paulo day. */
export const gameAttempts = pgTable(
  'game_attempts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ip: text('ip').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    prizeId: integer('prize_id').references(() => gamePrizes.id, { onDelete: 'set null' }),
    /** The prize's name when drawn (kept if the prize is changed later). */
    prizeName: text('prize_name'),
    won: boolean('won').notNull(),
    /** Shown after 'RESGATAR PRÊMIO' for a win; the super admin looks it up. */
    redemptionCode: text('redemption_code'),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('game_attempts_ip_day_unique').on(t.ip, t.day),
    uniqueIndex('game_attempts_code_unique').on(t.redemptionCode),
  ],
);
