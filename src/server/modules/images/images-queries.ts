import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { images } from '../../db/schema/products.ts';

export async function insertImage(db: Db, values: typeof images.$inferInsert): Promise<string> {
  const [row] = await db.insert(images).values(values).returning({ id: images.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

/** Public read by id: ids are random UUIDs, so knowing one is the permission to see it. */
export async function findImage(db: Db, id: string) {
  const [row] = await db
    .select({ contentType: images.contentType, data: images.data })
    .from(images)
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
