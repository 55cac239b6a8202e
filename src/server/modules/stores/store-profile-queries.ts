import { and, eq } from 'drizzle-orm';
import type { OpeningHours } from '../../../shared/opening-hours.ts';
import type { Db } from '../../db/client.ts';
import { images } from '../../db/schema/products.ts';
import { stores } from '../../db/schema/stores.ts';

export async function findStoreProfile(db: Db, storeId: number) {
  const [row] = await db
    .select({ openingHours: stores.openingHours, logo: stores.logo })
    .from(stores)
    .where(eq(stores.id, storeId));
  return row;
}

export async function saveOpeningHours(db: Db, storeId: number, hours: OpeningHours): Promise<void> {
  await db.update(stores).set({ openingHours: hours }).where(eq(stores.id, storeId));
}

export async function saveLogo(db: Db, storeId: number, logo: string | null): Promise<void> {
  await db.update(stores).set({ logo }).where(eq(stores.id, storeId));
}

/** Whether the image was uploaded by this shop (another shop's image is as good as missing). */
export async function storeOwnsImage(db: Db, storeId: number, imageId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: images.id })
    .from(images)
    .where(and(eq(images.id, imageId), eq(images.storeId, storeId)));
  return Boolean(row);
}
