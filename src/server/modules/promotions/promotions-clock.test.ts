import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createOrderSchema } from '../../../shared/contracts/checkout.ts';
import { saleInputSchema } from '../../../shared/contracts/sales.ts';
import { promotionTexts } from '../../../shared/promotions.ts';
import { orders } from '../../db/schema/orders.ts';
import { products } from '../../db/schema/products.ts';
import { setupTestContext } from '../../test/harness.ts';
import { insertProduct, insertShop, orderBody } from '../../test/storefront-fixtures.ts';
import { searchShopProducts } from '../products/products-service.ts';
import { createSale } from '../sales/sales-service.ts';
import { createOrder } from '../storefront/checkout-service.ts';
import { getStorefront } from '../storefront/storefront-service.ts';
import { endFlashPromotion, getFlashPromotion, startFlashPromotion } from './promotions-service.ts';

// The clock is the test's: every service takes the moment it decides the price at.
const ctx = setupTestContext();
const db = () => ctx.database.db;

const MINUTE = 60_000;
const T0 = new Date('2025-03-10T15:00:00.000Z');
const at = (minutes: number) => new Date(T0.getTime() + minutes * MINUTE);

/** A shop with a R$ 20,00 product (stock 100) and a R$ 7,50 one, and a 15% promotion on the first from T0 (60 min). */
async function shopWithPromotion() {
  const shop = await insertShop(db());
  const bolo = await insertProduct(db(), shop.id, { name: 'Bolo de Cenoura', priceCents: 2000, stock: 100 });
  const pao = await insertProduct(db(), shop.id, { name: 'Pão de Queijo', priceCents: 750 });
  await startFlashPromotion(db(), shop.id, { discountPercent: 15, productIds: [bolo.id] }, T0);
  return { shop, bolo, pao };
}

const order = (storeId: number, productId: number, now: Date, expectedTotalCents?: number) =>
  createOrder(
    db(),
    storeId,
    createOrderSchema.parse(orderBody([{ productId, quantity: 2 }], { expectedTotalCents })),
    randomUUID(),
    now,
  );

const sale = (storeId: number, productId: number, now: Date) =>
  createSale(
    db(),
    storeId,
    saleInputSchema.parse({
      items: [{ productId, quantity: 1 }],
      payments: [{ type: 'dinheiro', receivedCents: 5000 }],
    }),
    randomUUID(),
    now,
  );

async function shownPrice(storeId: number, productId: number, now: Date) {
  const front = await getStorefront(db(), storeId, now);
  const product = front.products.find((p) => p.id === productId);
  return { priceCents: product?.priceCents, originalPriceCents: product?.originalPriceCents, promocao: front.promocao };
}

describe('the price before, during and after a flash promotion (server clock)', () => {
  it('storefront, checkout and counter all follow the clock', async () => {
    const { shop, bolo, pao } = await shopWithPromotion();

    // Before it started: the normal price.
    expect(await shownPrice(shop.id, bolo.id, at(-1))).toEqual({
      priceCents: 2000,
      originalPriceCents: null,
      promocao: null,
    });
    expect((await order(shop.id, bolo.id, at(-1))).order.totalCents).toBe(4000);
    expect((await sale(shop.id, bolo.id, at(-1))).sale.totalCents).toBe(2000);

    // During: 15% off, only on the chosen product, with the countdown's facts.
    expect(await shownPrice(shop.id, bolo.id, at(10))).toEqual({
      priceCents: 1700,
      originalPriceCents: 2000,
      promocao: { discountPercent: 15, endsAt: at(60).toISOString(), serverNow: at(10).toISOString() },
    });
    expect((await shownPrice(shop.id, pao.id, at(10))).priceCents).toBe(750);
    const during = await order(shop.id, bolo.id, at(10), 3400);
    expect(during.order.totalCents).toBe(3400);
    expect(during.order.items).toEqual([
      { name: 'Bolo de Cenoura', quantity: 2, unitPriceCents: 1700, lineTotalCents: 3400 },
    ]);
    const counter = await sale(shop.id, bolo.id, at(59));
    expect(counter.sale.totalCents).toBe(1700);
    expect(counter.sale.items[0]?.unitPriceCents).toBe(1700);
    const [found] = (await searchShopProducts(db(), shop.id, 'cenoura', at(30))).products;
    expect(found).toMatchObject({ priceCents: 1700, originalPriceCents: 2000 });

    // At its end and after: the normal price again, by itself.
    expect(await shownPrice(shop.id, bolo.id, at(60))).toMatchObject({ priceCents: 2000, promocao: null });
    expect((await order(shop.id, bolo.id, at(61))).order.totalCents).toBe(4000);
    expect((await sale(shop.id, bolo.id, at(120))).sale.totalCents).toBe(2000);
    const [later] = (await searchShopProducts(db(), shop.id, 'cenoura', at(60))).products;
    expect(later).toMatchObject({ priceCents: 2000, originalPriceCents: null });
    expect((await getFlashPromotion(db(), shop.id, at(60))).promocao).toBeNull();
  });

  it('ended early by the owner: the normal price from that moment', async () => {
    const { shop, bolo } = await shopWithPromotion();
    await endFlashPromotion(db(), shop.id, at(5));
    // A moment before the end still had the promotion (an order placed then was charged so).
    expect((await shownPrice(shop.id, bolo.id, at(4))).priceCents).toBe(1700);
    expect((await order(shop.id, bolo.id, at(6))).order.totalCents).toBe(4000);
    expect((await sale(shop.id, bolo.id, at(6))).sale.totalCents).toBe(2000);
    expect((await getFlashPromotion(db(), shop.id, at(6))).promocao).toBeNull();
    await expect(endFlashPromotion(db(), shop.id, at(7))).rejects.toMatchObject({ statusCode: 404 });
    // A new one may start at once.
    await startFlashPromotion(db(), shop.id, { discountPercent: 20, productIds: [bolo.id] }, at(7));
    expect((await shownPrice(shop.id, bolo.id, at(8))).priceCents).toBe(1600);
  });

  it('a start whose clock was read before a promotion that got in first is refused', async () => {
    // Two tabs: the second read the clock a moment earlier but waited for the shop's lock.
    const { shop, bolo } = await shopWithPromotion();
    await expect(
      startFlashPromotion(db(), shop.id, { discountPercent: 10, productIds: [bolo.id] }, at(-1)),
    ).rejects.toMatchObject({ statusCode: 409 });
  });

  it('a customer whose page still shows the promotion is told, and nothing is ordered', async () => {
    const { shop, bolo } = await shopWithPromotion();
    const before = await db().select({ stock: products.stock }).from(products).where(eq(products.id, bolo.id));
    // The page showed 2 × R$ 17,00; the promotion ended while the customer typed.
    await expect(order(shop.id, bolo.id, at(61), 3400)).rejects.toMatchObject({
      statusCode: 409,
      code: 'price_changed',
      message: promotionTexts.promotionEnded,
    });
    // And the other way: the page showed the normal price, a promotion began since.
    await expect(order(shop.id, bolo.id, at(10), 4000)).rejects.toMatchObject({
      statusCode: 409,
      code: 'price_changed',
      message: promotionTexts.pricesChanged,
    });
    expect(await db().select().from(orders).where(eq(orders.storeId, shop.id))).toHaveLength(0);
    const after = await db().select({ stock: products.stock }).from(products).where(eq(products.id, bolo.id));
    expect(after).toEqual(before);
  });

  it("one shop's promotion never touches another shop's prices", async () => {
    const { bolo } = await shopWithPromotion();
    const other = await insertShop(db());
    const mine = await insertProduct(db(), other.id, { name: 'Bolo de Cenoura', priceCents: 2000 });
    expect(await shownPrice(other.id, mine.id, at(10))).toEqual({
      priceCents: 2000,
      originalPriceCents: null,
      promocao: null,
    });
    expect((await order(other.id, mine.id, at(10))).order.totalCents).toBe(4000);
    // The other shop cannot put the first shop's product in a promotion of its own.
    await expect(
      startFlashPromotion(db(), other.id, { discountPercent: 10, productIds: [bolo.id] }, at(10)),
    ).rejects.toMatchObject({ statusCode: 404 });
    await expect(endFlashPromotion(db(), other.id, at(10))).rejects.toMatchObject({ statusCode: 404 });
  });
});
