import type {
  FlashPromotionInput,
  FlashPromotionState,
  StorefrontPromotion,
} from '../../../shared/contracts/promotions.ts';
import { flashOption, promotionalPriceCents, promotionTexts } from '../../../shared/promotions.ts';
import type { Db } from '../../db/client.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../../errors.ts';
import { notifyStoreEvent, STOREFRONT_CHANGED } from '../../plugins/store-events.ts';
import {
  endRunningPromotion,
  findRunningPromotion,
  findShopProductIds,
  hasUnfinishedPromotion,
  insertPromotion,
  listPromotionProductIds,
  listPromotionProducts,
  lockStoreRow,
} from './promotions-queries.ts';

const MINUTE_MS = 60_000;

/** The shop's flash promotion running at a moment (server clock). */
export interface ActivePromotion {
  id: number;
  discountPercent: number;
  startsAt: Date;
  endsAt: Date;
  productIds: number[];
}

/** A product's price at a moment: what is charged, and the normal price while a promotion lowers it. */
export interface PriceNow {
  priceCents: number;
  /** The normal price during a promotion; null otherwise. */
  originalPriceCents: number | null;
}

/**
 * The shop's promotion running at `now`, or null. Running: started, before its end, and not ended
 * by the owner by then. The clock is the server's (the caller's `now`), never a browser's.
 */
export async function activePromotion(db: Db, storeId: number, now: Date): Promise<ActivePromotion | null> {
  const row = await findRunningPromotion(db, storeId, now);
  if (!row) return null;
  return { ...row, productIds: await listPromotionProductIds(db, storeId, row.id) };
}

/** A product's price under a promotion (or none): the promotional price for the products it covers. */
export function priceUnder(promotion: ActivePromotion | null, product: { id: number; priceCents: number }): PriceNow {
  if (!promotion?.productIds.includes(product.id)) return { priceCents: product.priceCents, originalPriceCents: null };
  return {
    priceCents: promotionalPriceCents(product.priceCents, promotion.discountPercent),
    originalPriceCents: product.priceCents,
  };
}

/**
 * THE one place that decides what a product of the shop costs at `now`: the storefront shows it,
 * the checkout and the counter charge it. Read once per request (inside the transaction when
 * charging) and ask `priceOf` for each product.
 */
export async function pricesAt(db: Db, storeId: number, now: Date) {
  const promotion = await activePromotion(db, storeId, now);
  return {
    promotion,
    priceOf: (product: { id: number; priceCents: number }) => priceUnder(promotion, product),
  };
}

/** What the storefront says of the running promotion (for its banner and countdown), or null. */
export function storefrontPromotion(promotion: ActivePromotion | null, now: Date): StorefrontPromotion | null {
  if (!promotion) return null;
  return {
    discountPercent: promotion.discountPercent,
    endsAt: promotion.endsAt.toISOString(),
    serverNow: now.toISOString(),
  };
}

/** The owner's view: the running promotion with its products' normal and promotional prices, and the server's clock. */
export async function getFlashPromotion(db: Db, storeId: number, now = new Date()): Promise<FlashPromotionState> {
  const promotion = await activePromotion(db, storeId, now);
  if (!promotion) return { promocao: null, serverNow: now.toISOString() };
  const rows = await listPromotionProducts(db, storeId, promotion.id);
  return {
    promocao: {
      id: promotion.id,
      discountPercent: promotion.discountPercent,
      startsAt: promotion.startsAt.toISOString(),
      endsAt: promotion.endsAt.toISOString(),
      products: rows.map((p) => ({
        ...p,
        promotionalPriceCents: promotionalPriceCents(p.priceCents, promotion.discountPercent),
      })),
    },
    serverNow: now.toISOString(),
  };
}

/**
 * Starts a promotion at `now` for the option's duration. One at a time per shop: the shop's row is
 * locked while checking, so two tabs starting at once make one promotion and one 409. A product
 * of another shop (or none) is 404 and nothing is created.
 */
export async function startFlashPromotion(
  db: Db,
  storeId: number,
  input: FlashPromotionInput,
  now = new Date(),
): Promise<FlashPromotionState> {
  const option = flashOption(input.discountPercent);
  if (!option)
    throw new BadRequestError(promotionTexts.invalidDiscount, { discountPercent: promotionTexts.invalidDiscount });
  const productIds = [...new Set(input.productIds)];
  await db.transaction(async (tx) => {
    if (!(await lockStoreRow(tx, storeId))) throw new NotFoundError();
    if (await hasUnfinishedPromotion(tx, storeId, now)) {
      throw new ConflictError(promotionTexts.alreadyActive, undefined, 'promotion_active');
    }
    const found = await findShopProductIds(tx, storeId, productIds);
    if (found.length !== productIds.length) throw new NotFoundError(promotionTexts.productNotFound);
    await insertPromotion(tx, {
      storeId,
      discountPercent: option.discountPercent,
      startsAt: now,
      endsAt: new Date(now.getTime() + option.minutes * MINUTE_MS),
      productIds,
    });
    await notifyStoreEvent(tx, { storeId, type: STOREFRONT_CHANGED });
  });
  return getFlashPromotion(db, storeId, now);
}

/** Ends the running promotion now (prices go back at once); 404 when none is running. */
export async function endFlashPromotion(db: Db, storeId: number, now = new Date()): Promise<FlashPromotionState> {
  const ended = await db.transaction(async (tx) => {
    if (!(await lockStoreRow(tx, storeId))) return false;
    const ended = await endRunningPromotion(tx, storeId, now);
    if (ended) await notifyStoreEvent(tx, { storeId, type: STOREFRONT_CHANGED });
    return ended;
  });
  if (!ended) throw new NotFoundError(promotionTexts.noneActive);
  return { promocao: null, serverNow: now.toISOString() };
}
