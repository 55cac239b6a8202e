import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderItems, orders } from '../../db/schema/orders.ts';
import { products } from '../../db/schema/products.ts';
import { setupTestContext, testDbKind } from '../../test/harness.ts';
import { newShopSession } from '../../test/product-fixtures.ts';

const ctx = setupTestContext();

const create = (cookie: string, name = 'Produto') =>
  ctx.app.inject({ method: 'POST', url: '/api/products', headers: { cookie }, payload: { name, priceCents: 1000 } });
const remove = (cookie: string, id: number) =>
  ctx.app.inject({ method: 'DELETE', url: `/api/products/${id}`, headers: { cookie } });
const nextCode = async (cookie: string) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/products/next-code', headers: { cookie } })).json().code;

describe(`product codes (${testDbKind})`, () => {
  it('gives the lowest unused code from 1, reusing codes freed by deletions', async () => {
    const { cookie } = await newShopSession(ctx.app);
    expect(await nextCode(cookie)).toBe(1);
    const made = [];
    for (let i = 0; i < 5; i++) made.push((await create(cookie)).json());
    expect(made.map((p) => p.code)).toEqual([1, 2, 3, 4, 5]);
    expect(await nextCode(cookie)).toBe(6);

    await remove(cookie, made[3].id); // code 4
    await remove(cookie, made[1].id); // code 2
    expect(await nextCode(cookie)).toBe(2);
    expect((await create(cookie)).json().code).toBe(2);
    expect((await create(cookie)).json().code).toBe(4);
    expect((await create(cookie)).json().code).toBe(6);

    await remove(cookie, made[0].id); // code 1
    expect(await nextCode(cookie)).toBe(1);
    expect((await create(cookie)).json().code).toBe(1);
  });

  it('gives distinct codes to products saved at the same moment', async () => {
    const { cookie } = await newShopSession(ctx.app);
    const other = await newShopSession(ctx.app);
    const results = await Promise.all([
      ...Array.from({ length: 12 }, (_, i) => create(cookie, `Produto ${i}`)),
      ...Array.from({ length: 4 }, (_, i) => create(other.cookie, `Outro ${i}`)),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual(Array(16).fill(201));
    const codes = results.slice(0, 12).map((r) => r.json().code);
    expect([...codes].sort((a, b) => a - b)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    const otherCodes = results.slice(12).map((r) => r.json().code);
    expect([...otherCodes].sort((a, b) => a - b)).toEqual([1, 2, 3, 4]);
  });

  it('fills freed codes correctly when several products are saved at once', async () => {
    const { cookie } = await newShopSession(ctx.app);
    const made = [];
    for (let i = 0; i < 6; i++) made.push((await create(cookie)).json());
    await Promise.all([remove(cookie, made[1].id), remove(cookie, made[4].id)]); // codes 2 and 5
    const results = await Promise.all(Array.from({ length: 4 }, () => create(cookie)));
    expect(results.map((r) => r.json().code).sort((a, b) => a - b)).toEqual([2, 5, 7, 8]);
  });

  it('stops at 10,000 products with the spec message', async () => {
    const { id: storeId, cookie } = await newShopSession(ctx.app);
    // 9,999 products: every code but 5,000.
    await ctx.database.db.execute(sql`
      insert into products (store_id, code, name, price_cents)
      select ${storeId}, g, 'Item ' || g, 100 from generate_series(1, 10000) g where g <> 5000`);
    expect(await nextCode(cookie)).toBe(5000);
    const last = await create(cookie);
    expect(last.statusCode).toBe(201);
    expect(last.json().code).toBe(5000);

    expect(await nextCode(cookie)).toBeNull();
    const refused = await create(cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({
      code: 'product_limit',
      message: 'Limite máximo de produtos atingido (10.000)',
    });
    expect(await ctx.database.db.$count(products, eq(products.storeId, storeId))).toBe(10_000);

    // Concurrent saves at the limit: exactly one gets the freed code.
    const [row] = await ctx.database.db.select().from(products).where(eq(products.code, 10_000));
    await remove(cookie, row!.id);
    const race = await Promise.all([create(cookie), create(cookie), create(cookie)]);
    expect(race.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    expect(race.find((r) => r.statusCode === 201)?.json().code).toBe(10_000);
  });

  it('keeps past orders intact when a product is deleted', async () => {
    const { id: storeId, cookie } = await newShopSession(ctx.app);
    const product = (await create(cookie, 'Torta de Limão')).json();
    const [order] = await ctx.database.db
      .insert(orders)
      .values({
        storeId,
        number: 1,
        customerCpf: '52998224725',
        customerName: 'Maria',
        customerPhone: '11987654321',
        paymentMethod: 'pix',
        subtotalCents: 2000,
        totalCents: 2000,
        idempotencyKey: 'k1',
      })
      .returning();
    await ctx.database.db.insert(orderItems).values({
      orderId: order!.id,
      storeId,
      productId: product.id,
      productCode: product.code,
      name: product.name,
      unitPriceCents: 1000,
      quantity: 2,
      lineTotalCents: 2000,
    });

    expect((await remove(cookie, product.id)).statusCode).toBe(204);
    const [item] = await ctx.database.db.select().from(orderItems).where(eq(orderItems.orderId, order!.id));
    expect(item).toMatchObject({ productId: null, productCode: 1, name: 'Torta de Limão', quantity: 2 });
  });
});
