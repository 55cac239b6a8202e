import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { OpeningHours } from '../../../shared/opening-hours.ts';

/** The tenant. Every tenant table carries store_id pointing here. */
export const stores = pgTable(
  'stores',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    nomeEmpresa: text('nome_empresa').notNull(),
    documento: text('documento').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    telefone: text('telefone').notNull(),
    segmento: text('segmento').notNull(),
    endereco: text('endereco').notNull().default(''),
    cidade: text('cidade').notNull().default(''),
    /** The owner's hours per weekday (0 = Domingo); null until the owner saves them. */
    openingHours: jsonb('opening_hours').$type<OpeningHours>(),
    /** An uploaded image's id (the images table), or an address of our own. */
    logo: text('logo'),
    foto: text('foto'),
    themeColor: text('theme_color').notNull().default('#e53e3e'),
    description: text('description').notNull().default(''),
    isOpen: boolean('is_open').notNull().default(true),
    status: text('status', { enum: ['liberado', 'bloqueado'] })
      .notNull()
      .default('liberado'),
    /** The last order number given (orders are numbered 1, 2, 3... per shop). */
    orderSeq: integer('order_seq').notNull().default(0),
    /** The last counter sale number given (1, 2, 3... per shop). */
    saleSeq: integer('sale_seq').notNull().default(0),
    /** The owner's own PIN for authorising, on a cashier's screen, what a Caixa may not do. */
    ownerOverridePinHash: text('owner_override_pin_hash'),
    /** A Caixa's discount on a sale above this percentage of its items needs a manager's override. */
    cashierDiscountLimitPercent: integer('cashier_discount_limit_percent').notNull().default(10),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('stores_email_lower_idx').on(sql`lower(${t.email})`),
    // One shop per CNPJ (14 characters, stored unformatted and upper case); a CPF may repeat
    // (docs/decisions/015-cnpj.md).
    uniqueIndex('stores_cnpj_idx').on(t.documento).where(sql`char_length(${t.documento}) = 14`),
    check('stores_cashier_discount_limit_range', sql`${t.cashierDiscountLimitPercent} between 0 and 100`),
    check('stores_status_check', sql`${t.status} in ('liberado', 'bloqueado')`),
  ],
);
