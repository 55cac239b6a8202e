import { and, eq, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { images, imageVariants, products } from '../../db/schema/products.ts';
import { stores } from '../../db/schema/stores.ts';

export async function insertImage(db: Db, values: typeof images.$inferInsert): Promise<string> {
  const [row] = await db.insert(images).values(values).returning({ id: images.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

/** Public read by id: ids are random UUIDs, so knowing one is the permission to see it. */
export async function findImage(db: Db, id: string) {
  const [row] = await db
    .select({ contentType: images.contentType, data: images.data, storeStatus: stores.status })
    .from(images)
    .innerJoin(stores, eq(stores.id, images.storeId))
    .where(eq(images.id, id));
  return row;
}

export async function imageBelongsToStore(db: Db, { storeId, id }: { storeId: number; id: string }) {
  const [row] = await db
    .select({ id: images.id })
    .from(images)
    .where(and(eq(images.id, id), eq(images.storeId, storeId)));
  return Boolean(row);
}

/** A key of its own for pg_advisory_xact_lock(key, storeId): uploads of one shop, one at a time. */
const IMAGE_UPLOAD_LOCK = 7301;

/**
 * Serialises the uploads of one shop until the transaction ends, so that the quota check and the
 * insert are one step even with many uploads at once (and without holding the shop's row, which
 * orders and products lock).
 */
export async function lockStoreUploads(db: Db, storeId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${IMAGE_UPLOAD_LOCK}, ${storeId})`);
}

/** The bytes of images the shop keeps stored: the uploaded files and their smaller widths. */
export async function storedImageBytes(db: Db, storeId: number): Promise<number> {
  const [files] = await db
    .select({ bytes: sql<string | number>`coalesce(sum(${images.byteSize}), 0)` })
    .from(images)
    .where(eq(images.storeId, storeId));
  const [variants] = await db
    .select({ bytes: sql<string | number>`coalesce(sum(${imageVariants.byteSize}), 0)` })
    .from(imageVariants)
    .where(eq(imageVariants.storeId, storeId));
  return Number(files?.bytes ?? 0) + Number(variants?.bytes ?? 0);
}

export type VariantRow = Omit<typeof imageVariants.$inferInsert, 'createdAt'>;

/** Stores an image's variants; ones already there (made by a request running at the same time) are kept. */
export async function insertVariants(db: Db, rows: VariantRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(imageVariants).values(rows).onConflictDoNothing();
}

/**
 * The stored variant nearest to `width`: the narrowest at least that wide, else the widest there
 * is. undefined: the image has no variants (uploaded before they existed) or does not exist.
 */
export async function findVariant(db: Db, id: string, width: number) {
  const [row] = await db
    .select({
      width: imageVariants.width,
      contentType: imageVariants.contentType,
      data: imageVariants.data,
      storeStatus: stores.status,
    })
    .from(imageVariants)
    .innerJoin(stores, eq(stores.id, imageVariants.storeId))
    .where(eq(imageVariants.imageId, id))
    .orderBy(sql`${imageVariants.width} < ${width}`, sql`abs(${imageVariants.width} - ${width})`)
    .limit(1);
  return row;
}

/** The uploaded file and its shop, to make its variants. */
export async function findImageSource(db: Db, id: string) {
  const [row] = await db.select({ storeId: images.storeId, data: images.data }).from(images).where(eq(images.id, id));
  return row;
}

/**
 * Whether a record of the same shop uses the image: a product's photo, or the shop's own logo or
 * photo (kept as the image id or as its /api/images/{id} address). A new place that keeps an image
 * id must be added here, or its images would be deleted as unused.
 */
function referencedInStore(storeId: number): SQL {
  const asText = sql`${images.id}::text`;
  const asUrl = sql`'/api/images/' || ${images.id}::text`;
  return sql`(
    exists (select 1 from ${products} where ${products.storeId} = ${storeId} and ${products.imageId} = ${images.id})
    or exists (
      select 1 from ${stores} where ${stores.id} = ${storeId}
      and (lower(${stores.logo}) in (${asText}, ${asUrl}) or lower(${stores.foto}) in (${asText}, ${asUrl}))
    )
  )`;
}

/** Deletes those of `ids` that belong to the shop and that no record of the shop uses any more. */
export async function deleteImagesIfUnused(db: Db, storeId: number, ids: string[]): Promise<string[]> {
  const wanted = [...new Set(ids.map((id) => id.toLowerCase()))];
  if (wanted.length === 0) return [];
  const rows = await db
    .delete(images)
    .where(and(eq(images.storeId, storeId), inArray(images.id, wanted), sql`not ${referencedInStore(storeId)}`))
    .returning({ id: images.id });
  return rows.map((r) => r.id);
}

/**
 * Deletes the shop's images that nothing uses and that were uploaded before `uploadedBefore`: a
 * photo chosen in a form that was never saved. Recent ones are kept (the form may still be open).
 */
export async function deleteAbandonedImages(db: Db, storeId: number, uploadedBefore: Date): Promise<number> {
  const rows = await db
    .delete(images)
    .where(
      and(eq(images.storeId, storeId), lt(images.createdAt, uploadedBefore), sql`not ${referencedInStore(storeId)}`),
    )
    .returning({ id: images.id });
  return rows.length;
}
