import { and, asc, desc, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { flashPromotionProducts, flashPromotions } from '../../db/schema/crm.ts';
import { products } from '../../db/schema/products.ts';
import { stores } from '../../db/schema/stores.ts';

/**
 * Running at `now`: started, not past its end, and not ended by the owner before `now`. The price
 * is a function of the time: the same `now` always gives the same answer.
 */
const runningAt = (now: Date) =>
  and(
    lte(flashPromotions.startsAt, now),
    gt(flashPromotions.endsAt, now),
    or(isNull(flashPromotions.endedAt), gt(flashPromotions.endedAt, now)),
  );

/** The shop's promotion running at `now` (at most one: see lockStoreRow). */
export async function findRunningPromotion(db: Db, storeId: number, now: Date) {
  const [row] = await db
    .select({
      id: flashPromotions.id,
      discountPercent: flashPromotions.discountPercent,
      startsAt: flashPromotions.startsAt,
      endsAt: flashPromotions.endsAt,
    })
    .from(flashPromotions)
    .where(and(eq(flashPromotions.storeId, storeId), runningAt(now)))
    .orderBy(desc(flashPromotions.startsAt), desc(flashPromotions.id))
    .limit(1);
  return row;
}

/**
 * Whether the shop has a promotion that is not over at `now`, whenever it started: checked under
 * the shop's lock before starting another. (A request that read its clock before a twin that got
 * the lock first would not see the twin's promotion as running yet: it starts after that clock.)
 */
export async function hasUnfinishedPromotion(db: Db, storeId: number, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: flashPromotions.id })
    .from(flashPromotions)
    .where(
      and(
        eq(flashPromotions.storeId, storeId),
        gt(flashPromotions.endsAt, now),
        or(isNull(flashPromotions.endedAt), gt(flashPromotions.endedAt, now)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function listPromotionProductIds(db: Db, storeId: number, promotionId: number) {
  const rows = await db
    .select({ productId: flashPromotionProducts.productId })
    .from(flashPromotionProducts)
    .where(and(eq(flashPromotionProducts.storeId, storeId), eq(flashPromotionProducts.promotionId, promotionId)));
  return rows.map((r) => r.productId);
}

/** The promotion's products with their normal prices, in code order. */
export async function listPromotionProducts(db: Db, storeId: number, promotionId: number) {
  return db
    .select({ id: products.id, code: products.code, name: products.name, priceCents: products.priceCents })
    .from(flashPromotionProducts)
    .innerJoin(
      products,
      and(eq(products.id, flashPromotionProducts.productId), eq(products.storeId, flashPromotionProducts.storeId)),
    )
    .where(and(eq(flashPromotionProducts.storeId, storeId), eq(flashPromotionProducts.promotionId, promotionId)))
    .orderBy(asc(products.code), asc(products.id));
}

/**
 * Locks the shop's row until the transaction ends, so two starts of one shop (two tabs) go one
 * after the other and the second sees the first. False when the shop does not exist.
 */
export async function lockStoreRow(db: Db, storeId: number): Promise<boolean> {
  const rows = await db.select({ id: stores.id }).from(stores).where(eq(stores.id, storeId)).for('update');
  return rows.length > 0;
}

/** Which of these ids are products of the shop. */
export async function findShopProductIds(db: Db, storeId: number, productIds: number[]) {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.storeId, storeId), inArray(products.id, productIds)));
  return rows.map((r) => r.id);
}

export async function insertPromotion(
  db: Db,
  values: { storeId: number; discountPercent: number; startsAt: Date; endsAt: Date; productIds: number[] },
) {
  const { productIds, ...promotion } = values;
  const [row] = await db.insert(flashPromotions).values(promotion).returning({ id: flashPromotions.id });
  if (!row) throw new Error('promotion insert returned no row');
  await db
    .insert(flashPromotionProducts)
    .values(productIds.map((productId) => ({ storeId: values.storeId, promotionId: row.id, productId })));
  return row.id;
}

/** Ends the shop's promotion running at `now`, at `now`; false when none is running. */
export async function endRunningPromotion(db: Db, storeId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(flashPromotions)
    .set({ endedAt: now })
    .where(and(eq(flashPromotions.storeId, storeId), runningAt(now)))
    .returning({ id: flashPromotions.id });
  return rows.length > 0;
}
