import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { bytea, createdAt, storeIdColumn } from './columns.ts';

/** Uploaded images (product photos, shop logos), resized in the browser, served with caching. */
export const images = pgTable(
  'images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeIdColumn(),
    contentType: text('content_type').notNull(),
    data: bytea('data').notNull(),
    byteSize: integer('byte_size').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('images_store_idx').on(t.storeId)],
);

/**
 * An image at a smaller width (WebP), made by the server at upload (or on first request for an
 * image uploaded before): the pages pick the one that fits the screen. Counted in the shop's quota;
 * deleted with its image.
 */
export const imageVariants = pgTable(
  'image_variants',
  {
    imageId: uuid('image_id')
      .notNull()
      .references(() => images.id, { onDelete: 'cascade' }),
    storeId: storeIdColumn(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    contentType: text('content_type').notNull(),
    data: bytea('data').notNull(),
    byteSize: integer('byte_size').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.imageId, t.width] }), index('image_variants_store_idx').on(t.storeId)],
);

export const PRODUCT_CODE_MAX = 10_000;

export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    storeId: storeIdColumn(),
    /** The lowest unused integer from 1 in this shop, at most 10,000. */
    code: integer('code').notNull(),
    name: text('name').notNull(),
    priceCents: integer('price_cents').notNull(),
    imageId: uuid('image_id').references(() => images.id, { onDelete: 'set null' }),
    category: text('category').notNull().default(''),
    description: text('description').notNull().default(''),
    /** null: stock is not tracked. */
    stock: integer('stock'),
    salesCount: integer('sales_count').notNull().default(0),
    /** EAN/GTIN barcode (check digit validated), unique in the shop; null when none. */
    barcode: text('barcode'),
    /** Warn at this stock level or below (null: the default of 5). */
    lowStockLevel: integer('low_stock_level'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('products_store_code_unique').on(t.storeId, t.code),
    unique('products_store_barcode_unique').on(t.storeId, t.barcode),
    index('products_store_name_idx').on(t.storeId, t.name),
    check('products_code_range', sql`${t.code} between 1 and 10000`),
    check('products_price_nonnegative', sql`${t.priceCents} >= 0`),
    check('products_stock_nonnegative', sql`${t.stock} is null or ${t.stock} >= 0`),
  ],
);
