import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { FlashPromotionState } from '../../../shared/contracts/promotions.ts';
import { FLASH_PROMOTION_MAX_PRODUCTS, promotionTexts } from '../../../shared/promotions.ts';
import { flashPromotions } from '../../db/schema/crm.ts';
import { registerAndLogin } from '../../test/fixtures.ts';
import { setupTestContext } from '../../test/harness.ts';
import { postSale } from '../../test/sales-fixtures.ts';
import { insertProduct, orderBody, postOrder } from '../../test/storefront-fixtures.ts';

const ctx = setupTestContext();
const db = () => ctx.database.db;

const MINUTE = 60_000;

const call = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: unknown) =>
  ctx.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });

const start = (cookie: string, body: unknown) => call('POST', '/api/promotions/flash', cookie, body);
const current = async (cookie: string): Promise<FlashPromotionState> =>
  (await call('GET', '/api/promotions/flash', cookie)).json();
const promotionsOf = (storeId: number) =>
  db().select().from(flashPromotions).where(eq(flashPromotions.storeId, storeId));

/** A shop signed in, with three products (R$ 10,00, R$ 4,50 and R$ 0,05). */
async function shopWithProducts() {
  const shop = await registerAndLogin(ctx.app);
  const cafe = await insertProduct(db(), shop.id, { name: 'Café Especial', priceCents: 1000, stock: 20 });
  const pao = await insertProduct(db(), shop.id, { name: 'Pão de Queijo', priceCents: 450 });
  const bala = await insertProduct(db(), shop.id, { name: 'Bala de Goma', priceCents: 5 });
  return { ...shop, cafe, pao, bala };
}

describe('flash promotions: the owner starts, sees and ends one', () => {
  it('starts 10% for 30 minutes on the chosen products, one at a time, and ends it early', async () => {
    const shop = await shopWithProducts();
    expect((await call('GET', '/api/promotions/flash')).statusCode).toBe(401);
    const none = await current(shop.cookie);
    expect(none.promocao).toBeNull();
    expect(Math.abs(Date.parse(none.serverNow) - Date.now())).toBeLessThan(5_000);

    const res = await start(shop.cookie, { discountPercent: 10, productIds: [shop.pao.id, shop.cafe.id] });
    expect(res.statusCode).toBe(201);
    const started: FlashPromotionState = res.json();
    const promo = started.promocao;
    expect(promo).toMatchObject({ discountPercent: 10 });
    expect(Date.parse(promo?.endsAt ?? '') - Date.parse(promo?.startsAt ?? '')).toBe(30 * MINUTE);
    expect(promo?.startsAt).toBe(started.serverNow);
    expect(promo?.products).toEqual([
      { id: shop.cafe.id, code: shop.cafe.code, name: 'Café Especial', priceCents: 1000, promotionalPriceCents: 900 },
      { id: shop.pao.id, code: shop.pao.code, name: 'Pão de Queijo', priceCents: 450, promotionalPriceCents: 405 },
    ]);
    expect((await current(shop.cookie)).promocao?.id).toBe(promo?.id);

    // One at a time: the second start is refused with a message the owner can act on.
    const again = await start(shop.cookie, { discountPercent: 20, productIds: [shop.bala.id] });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({ code: 'promotion_active', message: promotionTexts.alreadyActive });
    expect(await promotionsOf(shop.id)).toHaveLength(1);

    const ended = await call('POST', '/api/promotions/flash/end', shop.cookie);
    expect(ended.statusCode).toBe(200);
    expect(ended.json().promocao).toBeNull();
    expect((await current(shop.cookie)).promocao).toBeNull();
    const [row] = await promotionsOf(shop.id);
    expect(row?.endedAt).not.toBeNull();
    const twice = await call('POST', '/api/promotions/flash/end', shop.cookie);
    expect(twice.statusCode).toBe(404);
    expect(twice.json().error.message).toBe(promotionTexts.noneActive);

    // Once ended, another may start: 20% for 120 minutes.
    const next = await start(shop.cookie, { discountPercent: 20, productIds: [shop.bala.id] });
    expect(next.statusCode).toBe(201);
    const p = next.json().promocao;
    expect(Date.parse(p.endsAt) - Date.parse(p.startsAt)).toBe(120 * MINUTE);
    // R$ 0,05 at 20% is 4 cents exactly.
    expect(p.products[0]).toMatchObject({ priceCents: 5, promotionalPriceCents: 4 });
  });

  it('lasts 60 minutes at 15% and ends by itself at its end', async () => {
    const shop = await shopWithProducts();
    const res = await start(shop.cookie, { discountPercent: 15, productIds: [shop.cafe.id] });
    const promo = res.json().promocao;
    expect(Date.parse(promo.endsAt) - Date.parse(promo.startsAt)).toBe(60 * MINUTE);
    expect(promo.products[0]).toMatchObject({ priceCents: 1000, promotionalPriceCents: 850 });
    // Its hour passes (moved back in the database): nothing runs any more, and a new one may start.
    const past = new Date(Date.now() - 1_000);
    await db()
      .update(flashPromotions)
      .set({ startsAt: new Date(past.getTime() - 60 * MINUTE), endsAt: past })
      .where(eq(flashPromotions.id, promo.id));
    expect((await current(shop.cookie)).promocao).toBeNull();
    expect((await call('POST', '/api/promotions/flash/end', shop.cookie)).statusCode).toBe(404);
    expect((await start(shop.cookie, { discountPercent: 10, productIds: [shop.cafe.id] })).statusCode).toBe(201);
  });

  it('refuses bad input with a message and creates nothing', async () => {
    const shop = await shopWithProducts();
    const ids = [shop.cafe.id];
    const cases: [unknown, string][] = [
      [{ discountPercent: 12, productIds: ids }, promotionTexts.invalidDiscount],
      [{ discountPercent: '10', productIds: ids }, promotionTexts.invalidDiscount],
      [{ productIds: ids }, promotionTexts.invalidDiscount],
      [{ discountPercent: 10, productIds: [] }, promotionTexts.noProducts],
      [{ discountPercent: 10 }, promotionTexts.noProducts],
      [{ discountPercent: 10, productIds: [shop.cafe.id, shop.pao.id, shop.cafe.id] }, promotionTexts.duplicateProduct],
      [
        { discountPercent: 10, productIds: Array.from({ length: FLASH_PROMOTION_MAX_PRODUCTS + 1 }, (_, i) => i + 1) },
        promotionTexts.tooManyProducts,
      ],
      [{ discountPercent: 10, productIds: [0] }, promotionTexts.productNotFound],
      [{ discountPercent: 10, productIds: [2 ** 31] }, promotionTexts.productNotFound],
    ];
    for (const [body, message] of cases) {
      const res = await start(shop.cookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.message, JSON.stringify(body)).toBe(message);
    }
    expect(await promotionsOf(shop.id)).toHaveLength(0);
  });

  it("answers 404 for another shop's product and leaves the other shop's promotion alone", async () => {
    const mine = await shopWithProducts();
    const theirs = await shopWithProducts();
    const res = await start(mine.cookie, { discountPercent: 10, productIds: [mine.cafe.id, theirs.cafe.id] });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(promotionTexts.productNotFound);
    expect((await start(mine.cookie, { discountPercent: 10, productIds: [999_999] })).statusCode).toBe(404);
    expect(await promotionsOf(mine.id)).toHaveLength(0);

    // Their promotion is theirs: mine sees none, cannot end it, and my prices stay.
    expect((await start(theirs.cookie, { discountPercent: 20, productIds: [theirs.cafe.id] })).statusCode).toBe(201);
    expect((await current(mine.cookie)).promocao).toBeNull();
    expect((await call('POST', '/api/promotions/flash/end', mine.cookie)).statusCode).toBe(404);
    expect((await current(theirs.cookie)).promocao?.discountPercent).toBe(20);
    const store = (await call('GET', `/api/storefront/stores/${mine.id}`)).json();
    expect(store.promocao).toBeNull();
    expect(store.products.find((p: { id: number }) => p.id === mine.cafe.id)).toMatchObject({
      priceCents: 1000,
      originalPriceCents: null,
    });
    // Mine may start its own while theirs runs.
    expect((await start(mine.cookie, { discountPercent: 10, productIds: [mine.cafe.id] })).statusCode).toBe(201);
  });

  it('two tabs starting at the same moment make one promotion', async () => {
    // On PGlite the requests run one after the other; on PostgreSQL they race for the shop's row.
    const shop = await shopWithProducts();
    const results = await Promise.all(
      [10, 15, 20, 10, 15, 20].map((discountPercent) =>
        start(shop.cookie, { discountPercent, productIds: [shop.cafe.id] }),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 409, 409, 409, 409, 409]);
    expect(await promotionsOf(shop.id)).toHaveLength(1);
  });
});

describe('flash promotions change the prices everywhere', () => {
  it('the storefront shows both prices and the countdown; the checkout and the counter charge the promotional price', async () => {
    const shop = await shopWithProducts();
    await start(shop.cookie, { discountPercent: 15, productIds: [shop.cafe.id, shop.bala.id] });

    const res = await call('GET', `/api/storefront/stores/${shop.id}`);
    const store = res.json();
    expect(store.promocao).toEqual({
      discountPercent: 15,
      endsAt: expect.any(String),
      serverNow: expect.any(String),
    });
    const left = Date.parse(store.promocao.endsAt) - Date.parse(store.promocao.serverNow);
    expect(left).toBeGreaterThan(59 * MINUTE);
    expect(left).toBeLessThanOrEqual(60 * MINUTE);
    const byName = (name: string) => store.products.find((p: { name: string }) => p.name === name);
    expect(byName('Café Especial')).toMatchObject({ priceCents: 850, originalPriceCents: 1000 });
    // R$ 0,05 at 15% is 4,25 cents: R$ 0,04.
    expect(byName('Bala de Goma')).toMatchObject({ priceCents: 4, originalPriceCents: 5 });
    expect(byName('Pão de Queijo')).toMatchObject({ priceCents: 450, originalPriceCents: null });

    const order = await postOrder(
      ctx.app,
      shop.id,
      orderBody(
        [
          { productId: shop.cafe.id, quantity: 2 },
          { productId: shop.pao.id, quantity: 1 },
        ],
        { expectedTotalCents: 2 * 850 + 450 },
      ),
    );
    expect(order.statusCode).toBe(201);
    expect(order.json().order).toMatchObject({
      totalCents: 2150,
      items: [
        { name: 'Café Especial', quantity: 2, unitPriceCents: 850, lineTotalCents: 1700 },
        { name: 'Pão de Queijo', quantity: 1, unitPriceCents: 450, lineTotalCents: 450 },
      ],
    });

    const search = await call('GET', '/api/products/search?q=caf', shop.cookie);
    expect(search.json().products[0]).toMatchObject({
      name: 'Café Especial',
      priceCents: 850,
      originalPriceCents: 1000,
    });

    const sale = await postSale(ctx.app, shop.cookie, {
      items: [
        { productId: shop.cafe.id, quantity: 1 },
        // The cashier's own price wins.
        { productId: shop.bala.id, quantity: 10, unitPriceCents: 5 },
      ],
      payments: [{ type: 'pix', amountCents: 900 }],
      expectedTotalCents: 900,
    });
    expect(sale.statusCode).toBe(201);
    expect(sale.json()).toMatchObject({
      totalCents: 900,
      items: [
        { name: 'Café Especial', unitPriceCents: 850, totalCents: 850 },
        { name: 'Bala de Goma', unitPriceCents: 5, totalCents: 50 },
      ],
    });

    // The owner ends it: the normal prices at once, and a page still showing the old total is told so.
    await call('POST', '/api/promotions/flash/end', shop.cookie);
    const after = (await call('GET', `/api/storefront/stores/${shop.id}`)).json();
    expect(after.promocao).toBeNull();
    expect(after.products.find((p: { id: number }) => p.id === shop.cafe.id)).toMatchObject({
      priceCents: 1000,
      originalPriceCents: null,
    });
    const late = await postOrder(
      ctx.app,
      shop.id,
      orderBody([{ productId: shop.cafe.id, quantity: 1 }], { expectedTotalCents: 850 }),
    );
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toMatchObject({ code: 'price_changed', message: promotionTexts.promotionEnded });
    const lateSale = await postSale(ctx.app, shop.cookie, {
      items: [{ productId: shop.cafe.id, quantity: 1 }],
      payments: [{ type: 'pix', amountCents: 850 }],
      expectedTotalCents: 850,
    });
    expect(lateSale.statusCode).toBe(409);
    expect(lateSale.json().error.code).toBe('price_changed');
  });
});
