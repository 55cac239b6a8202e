import { type StoreProfile, storeProfileMessages } from '../../../shared/contracts/store-profile.ts';
import { storeImageUrl } from '../../../shared/contracts/storefront.ts';
import type { OpeningHours } from '../../../shared/opening-hours.ts';
import type { Db } from '../../db/client.ts';
import { BadRequestError, NotFoundError } from '../../errors.ts';
import { notifyStoreEvent, STOREFRONT_CHANGED } from '../../plugins/store-events.ts';
import { deleteImagesIfUnused } from '../images/images-queries.ts';
import { findStoreProfile, saveLogo, saveOpeningHours, storeOwnsImage } from './store-profile-queries.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function getStoreProfile(db: Db, storeId: number): Promise<StoreProfile> {
  const row = await findStoreProfile(db, storeId);
  if (!row) throw new NotFoundError();
  const logoId = row.logo && UUID.test(row.logo) ? row.logo : null;
  return { horarios: row.openingHours ?? null, logoId, logoUrl: storeImageUrl(row.logo) };
}

export async function updateOpeningHours(db: Db, storeId: number, hours: OpeningHours): Promise<StoreProfile> {
  await db.transaction(async (tx) => {
    await saveOpeningHours(tx, storeId, hours);
    await notifyStoreEvent(tx, { storeId, type: STOREFRONT_CHANGED });
  });
  return getStoreProfile(db, storeId);
}

/**
 * Sets the shop's logo to one of its own uploaded images, or removes it. The logo it replaces is
 * deleted when nothing else of the shop still uses it.
 */
export async function updateLogo(db: Db, storeId: number, imageId: string | null): Promise<StoreProfile> {
  const id = imageId?.toLowerCase() ?? null;
  await db.transaction(async (tx) => {
    if (id && !(await storeOwnsImage(tx, storeId, id))) {
      throw new BadRequestError(storeProfileMessages.logoNotFound, { imageId: storeProfileMessages.logoNotFound });
    }
    const previous = (await findStoreProfile(tx, storeId))?.logo;
    await saveLogo(tx, storeId, id);
    await notifyStoreEvent(tx, { storeId, type: STOREFRONT_CHANGED });
    if (previous && UUID.test(previous) && previous.toLowerCase() !== id) {
      await deleteImagesIfUnused(tx, storeId, [previous]);
    }
  });
  return getStoreProfile(db, storeId);
}
