import { sql } from 'drizzle-orm';
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { createdAt, storeIdColumn } from './columns.ts';
import { customers } from './customers.ts';
import { products } from './products.ts';

/**
 * The shop's own wording of a built-in CRM message (aniversario, inadimplencia, vencimento,
 * cashback, desconto). Only changed ones are stored; the others read the defaults in the code.
 */
export const crmTemplates = pgTable(
  'crm_templates',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    storeId: storeIdColumn(),
    key: text('key', { enum: ['aniversario', 'inadimplencia', 'vencimento', 'cashback', 'desconto'] }).notNull(),
    text: text('text').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.id] }), unique('crm_templates_store_key_unique').on(t.storeId, t.key)],
);

/** The chatbot's own message templates, by category. */
export const chatbotTemplates = pgTable(
  'chatbot_templates',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    storeId: storeIdColumn(),
    nome: text('nome').notNull(),
    categoria: text('categoria', { enum: ['geral', 'promocional', 'retencao'] }).notNull(),
    texto: text('texto').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.id] })],
);

/** Etiquetas: a coloured label the owner puts on customers, to send campaigns to. */
export const tags = pgTable(
  'tags',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    storeId: storeIdColumn(),
    nome: text('nome').notNull(),
    /** #rrggbb */
    cor: text('cor').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.id] }),
    unique('tags_store_nome_unique').on(t.storeId, t.nome),
    check('tags_cor_hex', sql`${t.cor} ~ '^#[0-9a-f]{6}$'`),
  ],
);

export const tagMembers = pgTable(
  'tag_members',
  {
    storeId: storeIdColumn(),
    tagId: integer('tag_id').notNull(),
    customerId: integer('customer_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.tagId, t.customerId] }),
    foreignKey({
      name: 'tag_members_tag_id_fk',
      columns: [t.storeId, t.tagId],
      foreignColumns: [tags.storeId, tags.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'tag_members_customer_id_fk',
      columns: [t.storeId, t.customerId],
      foreignColumns: [customers.storeId, customers.id],
    }).onDelete('cascade'),
    index('tag_members_store_customer_idx').on(t.storeId, t.customerId),
  ],
);

/** A WhatsApp campaign: a message for the customers of some tags (all customers when none). */
export const campaigns = pgTable(
  'campaigns',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    storeId: storeIdColumn(),
    nome: text('nome').notNull(),
    mensagem: text('mensagem').notNull(),
    dataInicio: date('data_inicio', { mode: 'string' }),
    dataFim: date('data_fim', { mode: 'string' }),
    status: text('status', { enum: ['ativa', 'pausada'] })
      .notNull()
      .default('ativa'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.id] }),
    check(
      'campaigns_dates_order',
      sql`${t.dataFim} is null or ${t.dataInicio} is null or ${t.dataFim} >= ${t.dataInicio}`,
    ),
  ],
);

export const campaignTags = pgTable(
  'campaign_tags',
  {
    storeId: storeIdColumn(),
    campaignId: integer('campaign_id').notNull(),
    tagId: integer('tag_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.campaignId, t.tagId] }),
    foreignKey({
      name: 'campaign_tags_campaign_id_fk',
      columns: [t.storeId, t.campaignId],
      foreignColumns: [campaigns.storeId, campaigns.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'campaign_tags_tag_id_fk',
      columns: [t.storeId, t.tagId],
      foreignColumns: [tags.storeId, tags.id],
    }).onDelete('cascade'),
  ],
);

/** One customer's message of a campaign, opened in WhatsApp by the owner (counted once). */
export const campaignSends = pgTable(
  'campaign_sends',
  {
    storeId: storeIdColumn(),
    campaignId: integer('campaign_id').notNull(),
    customerId: integer('customer_id').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.campaignId, t.customerId] }),
    foreignKey({
      name: 'campaign_sends_campaign_id_fk',
      columns: [t.storeId, t.campaignId],
      foreignColumns: [campaigns.storeId, campaigns.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'campaign_sends_customer_id_fk',
      columns: [t.storeId, t.customerId],
      foreignColumns: [customers.storeId, customers.id],
    }).onDelete('cascade'),
  ],
);

/**
 * A flash promotion: a discount on some products from `startsAt` until `endsAt`, or until the
 * owner ends it (`endedAt`). Active means: not ended and `endsAt` is after the server's clock.
 */
export const flashPromotions = pgTable(
  'flash_promotions',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    storeId: storeIdColumn(),
    discountPercent: smallint('discount_percent').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.id] }),
    index('flash_promotions_store_ends_idx').on(t.storeId, t.endsAt),
    check('flash_promotions_discount_valid', sql`${t.discountPercent} in (10, 15, 20)`),
    check('flash_promotions_window', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

export const flashPromotionProducts = pgTable(
  'flash_promotion_products',
  {
    storeId: storeIdColumn(),
    promotionId: integer('promotion_id').notNull(),
    productId: integer('product_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.promotionId, t.productId] }),
    foreignKey({
      name: 'flash_promotion_products_promotion_id_fk',
      columns: [t.storeId, t.promotionId],
      foreignColumns: [flashPromotions.storeId, flashPromotions.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'flash_promotion_products_product_id_fk',
      columns: [t.storeId, t.productId],
      foreignColumns: [products.storeId, products.id],
    }).onDelete('cascade'),
  ],
);

/** The shop's own five survey questions (the defaults in the code until the owner changes them). */
export const surveySettings = pgTable(
  'survey_settings',
  {
    storeId: storeIdColumn().primaryKey(),
    questions: text('questions').array().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('survey_settings_five_questions', sql`cardinality(${t.questions}) = 5`)],
);

/** One answered satisfaction survey, with the questions as they were asked. */
export const surveys = pgTable(
  'surveys',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    storeId: storeIdColumn(),
    customerName: text('customer_name').notNull().default(''),
    questions: text('questions').array().notNull(),
    /** Five ratings, 1 to 5. */
    ratings: smallint('ratings').array().notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.id] }),
    index('surveys_store_created_idx').on(t.storeId, t.createdAt),
    check(
      'surveys_ratings_valid',
      sql`cardinality(${t.ratings}) = 5 and 1 <= all(${t.ratings}) and 5 >= all(${t.ratings})`,
    ),
  ],
);
