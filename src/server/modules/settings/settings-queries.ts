import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { DEFAULT_WHEEL_PRIZES, storeSettings } from '../../db/schema/loyalty.ts';
import { stores } from '../../db/schema/stores.ts';

export interface StoreSettingsRow {
  loyaltyPinHash: string | null;
  wheelPrizes: string[];
  minPrizePurchaseCents: number;
}

/** The shop's settings, or the defaults while it has never saved any. */
export async function findStoreSettings(db: Db, storeId: number): Promise<StoreSettingsRow> {
  const [row] = await db
    .select({
      loyaltyPinHash: storeSettings.loyaltyPinHash,
      wheelPrizes: storeSettings.wheelPrizes,
      minPrizePurchaseCents: storeSettings.minPrizePurchaseCents,
    })
    .from(storeSettings)
    .where(eq(storeSettings.storeId, storeId));
  return row ?? { loyaltyPinHash: null, wheelPrizes: [...DEFAULT_WHEEL_PRIZES], minPrizePurchaseCents: 0 };
}

/** Creates or updates the shop's settings; the PIN hash changes only when one is given. */
export async function saveStoreSettings(
  db: Db,
  storeId: number,
  values: { wheelPrizes: string[]; minPrizePurchaseCents: number; loyaltyPinHash?: string },
): Promise<void> {
  const set = {
    wheelPrizes: values.wheelPrizes,
    minPrizePurchaseCents: values.minPrizePurchaseCents,
    ...(values.loyaltyPinHash ? { loyaltyPinHash: values.loyaltyPinHash } : {}),
    updatedAt: new Date(),
  };
  await db
    .insert(storeSettings)
    .values({ storeId, ...set })
    .onConflictDoUpdate({ target: storeSettings.storeId, set });
}

/** The shop's PIX key, holder name and city; empty while never saved. */
export async function findPixSettings(db: Db, storeId: number): Promise<{ key: string; name: string; city: string }> {
  const [row] = await db
    .select({ key: storeSettings.pixKey, name: storeSettings.pixName, city: storeSettings.pixCity })
    .from(storeSettings)
    .where(eq(storeSettings.storeId, storeId));
  return row ?? { key: '', name: '', city: '' };
}

/** Creates or updates the shop's PIX data only; the other settings keep their values (or defaults). */
export async function savePixSettings(
  db: Db,
  storeId: number,
  values: { key: string; name: string; city: string },
): Promise<void> {
  const set = { pixKey: values.key, pixName: values.name, pixCity: values.city, updatedAt: new Date() };
  await db
    .insert(storeSettings)
    .values({ storeId, ...set })
    .onConflictDoUpdate({ target: storeSettings.storeId, set });
}

/** The shop's login password hash (to confirm a PIN change). */
export async function findStorePasswordHash(db: Db, storeId: number): Promise<string | undefined> {
  const [row] = await db.select({ passwordHash: stores.passwordHash }).from(stores).where(eq(stores.id, storeId));
  return row?.passwordHash;
}
