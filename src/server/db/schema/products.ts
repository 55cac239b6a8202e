import { sql } from 'drizzle-orm';
import {
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
import { bytea, createdAt, setNullOnly, storeIdColumn } from './columns.ts';

/** Uploaded images (product photos, shop logos), resized in the browser, served with caching. */
export const images = pgTable(
  'images',
  {
    id: uuid('id').notNull().defaultRandom(),
    storeId: storeIdColumn(),
    contentType: text('content_type').notNull(),
    data: bytea('data').notNull(),
    byteSize: integer('byte_size').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: createdAt(),
  },
  // The public address of an image is its id alone (/api/images/{id}).
  (t) => [primaryKey({ columns: [t.storeId, t.id] }), index('images_id_idx').on(t.id)],
);

/**
 * An image at a smaller width (WebP), made by the server at upload (or on first request for an
 * image uploaded before): the pages pick the one that fits the screen. Counted in the shop's quota;
 * deleted with its image.
 */
export const imageVariants = pgTable(
  'image_variants',
  {
    imageId: uuid('image_id').notNull(),
    storeId: storeIdColumn(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    contentType: text('content_type').notNull(),
    data: bytea('data').notNull(),
    byteSize: integer('byte_size').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.imageId, t.width] }),
    foreignKey({
      name: 'image_variants_image_id_fk',
      columns: [t.storeId, t.imageId],
      foreignColumns: [images.storeId, images.id],
    }).onDelete('cascade'),
    // The public address of a variant is its image's id and a width.
    index('image_variants_image_idx').on(t.imageId, t.width),
  ],
);

export const PRODUCT_CODE_MAX = 10_000;

export const products = pgTable(
  'products',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    storeId: storeIdColumn(),
    /** The lowest unused integer from 1 in this shop, at most 10,000. */
    code: integer('code').notNull(),
    name: text('name').notNull(),
    priceCents: integer('price_cents').notNull(),
    imageId: uuid('image_id'),
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
    primaryKey({ columns: [t.storeId, t.id] }),
    foreignKey({
      name: 'products_image_id_fk',
      columns: [t.storeId, t.imageId],
      foreignColumns: [images.storeId, images.id],
    }).onDelete(setNullOnly('image_id')),
    unique('products_store_code_unique').on(t.storeId, t.code),
    unique('products_store_barcode_unique').on(t.storeId, t.barcode),
    index('products_store_name_idx').on(t.storeId, t.name),
    check('products_code_range', sql`${t.code} between 1 and 10000`),
    check('products_price_nonnegative', sql`${t.priceCents} >= 0`),
    check('products_stock_nonnegative', sql`${t.stock} is null or ${t.stock} >= 0`),
  ],
);
