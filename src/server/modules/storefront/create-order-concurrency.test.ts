import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customers, pointsLedger } from '../../db/schema/customers.ts';
import { loyaltyValidations } from '../../db/schema/loyalty.ts';
import { orders } from '../../db/schema/orders.ts';
import { products } from '../../db/schema/products.ts';
import { makeCpf, registerAndLogin } from '../../test/fixtures.ts';
import { setupTestContext, testDbKind } from '../../test/harness.ts';
import { advanceOrder } from '../../test/order-fixtures.ts';
import { postSale } from '../../test/sales-fixtures.ts';
import { insertProduct, insertShop, orderBody, postOrder } from '../../test/storefront-fixtures.ts';

const ctx = setupTestContext();
const db = () => ctx.database.db;

// PGlite runs one query at a time, so requests can never race there and these tests would prove
// nothing. They run on PostgreSQL (DATABASE_URL=postgres://... npx vitest run).
describe.skipIf(testDbKind !== 'postgres')('orders placed at the same moment (PostgreSQL only)', () => {
  it('sells exactly the stock: 50 simultaneous orders for 10 units give 10 orders and stock 0', async () => {
    const shop = await registerAndLogin(ctx.app);
    const product = await insertProduct(db(), shop.id, { name: 'Ovo de Páscoa', priceCents: 4990, stock: 10 });
    // Five customers share the 50 attempts, so their cached balances race too.
    const cpfs = [1, 2, 3, 4, 5].map((n) => makeCpf(7000 + n));
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        postOrder(ctx.app, shop.id, orderBody([{ productId: product.id, quantity: 1 }], { cpf: cpfs[i % 5] })),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(10);
    expect(codes.filter((c) => c === 409)).toHaveLength(40);
    for (const r of results.filter((x) => x.statusCode === 409)) {
      expect(r.json().error.message).toBe('Estoque insuficiente para Ovo de Páscoa. Disponível: 0.');
    }

    const [row] = await db().select().from(products).where(eq(products.id, product.id));
    expect(row).toMatchObject({ stock: 0, salesCount: 10 });
    const placed = await db().select().from(orders).where(eq(orders.storeId, shop.id));
    expect(placed).toHaveLength(10);
    expect(placed.map((o) => o.number).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);

    // Each order: R$ 49,90 → 49 points, credited by its delivery; the ten delivered at once.
    await Promise.all(placed.map((o) => advanceOrder(ctx.app, shop.cookie, o.id)));
    // The caches add up to the orders and to the ledger.
    const [sums] = await db()
      .select({
        points: sql<number>`sum(${customers.pointsBalance})::int`,
        spent: sql<number>`sum(${customers.totalSpentCents})::int`,
        purchases: sql<number>`sum(${customers.purchaseCount})::int`,
      })
      .from(customers)
      .where(eq(customers.storeId, shop.id));
    expect(sums).toEqual({ points: 490, spent: 49_900, purchases: 10 });
    const [ledger] = await db()
      .select({ points: sql<number>`sum(${pointsLedger.delta})::int` })
      .from(pointsLedger)
      .where(eq(pointsLedger.storeId, shop.id));
    expect(ledger?.points).toBe(490);
    for (const customer of await db().select().from(customers).where(eq(customers.storeId, shop.id))) {
      const mine = placed.filter((o) => o.customerId === customer.id);
      expect(customer.purchaseCount).toBe(mine.length);
      expect(customer.pointsBalance).toBe(mine.length * 49);
      expect(customer.totalSpentCents).toBe(mine.length * 4990);
    }
  });

  it("a new customer's 20 simultaneous orders and deliveries: one customer, every purchase and point counted, two spins", async () => {
    const shop = await registerAndLogin(ctx.app);
    const tracked = await insertProduct(db(), shop.id, { name: 'Pão de Queijo', priceCents: 1250, stock: 1000 });
    const free = await insertProduct(db(), shop.id, { name: 'Suco', priceCents: 800, stock: null });
    const cpf = makeCpf(8123);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        postOrder(
          ctx.app,
          shop.id,
          orderBody(
            [
              { productId: tracked.id, quantity: 2 },
              { productId: free.id, quantity: 1 + (i % 2) },
            ],
            { cpf },
          ),
        ),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    // 2 × 12,50 + 8,00 = 33,00 (33 points) or + 16,00 = 41,00 (41 points), ten of each.
    const placed = await db().select().from(orders).where(eq(orders.storeId, shop.id));
    expect(placed.map((o) => o.number).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    const before = await db().select().from(customers).where(eq(customers.storeId, shop.id));
    expect(before).toHaveLength(1);
    expect(before[0]).toMatchObject({ purchaseCount: 20, totalSpentCents: 10 * 3300 + 10 * 4100, pointsBalance: 0 });
    expect(new Set(placed.map((o) => o.customerId))).toEqual(new Set([before[0]?.id]));
    // A buyer who proved nothing is shown no balance.
    expect(results.every((r) => r.json().order.pointsBalance === null)).toBe(true);
    // The twenty delivered at once: every point counted, and exactly the 10th and 20th grant a spin.
    await Promise.all(placed.map((o) => advanceOrder(ctx.app, shop.cookie, o.id)));
    const mine = await db().select().from(customers).where(eq(customers.storeId, shop.id));
    expect(mine[0]).toMatchObject({ purchaseCount: 20, pointsBalance: 740 });
    const validations = await db().select().from(loyaltyValidations).where(eq(loyaltyValidations.storeId, shop.id));
    expect(validations).toHaveLength(20);
    expect(validations.filter((v) => v.grantsSpin)).toHaveLength(2);
    const [ledger] = await db()
      .select({ points: sql<number>`sum(${pointsLedger.delta})::int`, n: sql<number>`count(*)::int` })
      .from(pointsLedger)
      .where(eq(pointsLedger.storeId, shop.id));
    expect(ledger).toEqual({ points: 740, n: 20 });
    const [row] = await db().select().from(products).where(eq(products.id, tracked.id));
    expect(row).toMatchObject({ stock: 960, salesCount: 40 });
  });

  it('makes one order of 20 simultaneous attempts with the same Idempotency-Key', async () => {
    const shop = await insertShop(db());
    const product = await insertProduct(db(), shop.id, { name: 'Pudim', priceCents: 1500, stock: 100 });
    const key = randomUUID();
    const body = orderBody([{ productId: product.id, quantity: 2 }], { cpf: makeCpf(7100) });
    const results = await Promise.all(Array.from({ length: 20 }, () => postOrder(ctx.app, shop.id, body, { key })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([...Array(19).fill(200), 201]);
    expect(new Set(results.map((r) => r.json().order.id)).size).toBe(1);
    expect(await db().$count(orders, eq(orders.storeId, shop.id))).toBe(1);
    const [row] = await db().select().from(products).where(eq(products.id, product.id));
    expect(row).toMatchObject({ stock: 98, salesCount: 2 });
    const [customer] = await db().select().from(customers).where(eq(customers.storeId, shop.id));
    expect(customer).toMatchObject({ purchaseCount: 1, pointsBalance: 0, totalSpentCents: 3000 });
  });

  it("gives a twin with the same key its twin's order even when the twin took the last units", async () => {
    const shop = await insertShop(db());
    const product = await insertProduct(db(), shop.id, { name: 'Torta', priceCents: 2000, stock: 2 });
    const key = randomUUID();
    const body = orderBody([{ productId: product.id, quantity: 2 }], { cpf: makeCpf(7200) });
    const results = await Promise.all(Array.from({ length: 10 }, () => postOrder(ctx.app, shop.id, body, { key })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([...Array(9).fill(200), 201]);
    expect(new Set(results.map((r) => r.json().order.id)).size).toBe(1);
    const [row] = await db().select().from(products).where(eq(products.id, product.id));
    expect(row).toMatchObject({ stock: 0, salesCount: 2 });
  });

  it('never deadlocks: orders and deleted counter sales of the same products, taken in one statement and given back one by one', async () => {
    const owner = await registerAndLogin(ctx.app);
    const add = async (name: string) => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/products',
        headers: { cookie: owner.cookie },
        payload: { name, priceCents: 100, stock: 1000 },
      });
      expect(res.statusCode).toBe(201);
      return res.json().id as number;
    };
    const ids = [await add('Bala'), await add('Chiclete'), await add('Pirulito')];
    const reversed = [...ids].reverse();
    const sales: string[] = [];
    for (let i = 0; i < 8; i++) {
      const sale = await postSale(ctx.app, owner.cookie, {
        items: reversed.map((productId) => ({ productId, quantity: 1 })),
        payments: [{ type: 'pix', amountCents: 300 }],
      });
      expect(sale.statusCode).toBe(201);
      sales.push(sale.json().id);
    }
    const results = await Promise.all([
      ...sales.map((id) =>
        ctx.app.inject({ method: 'DELETE', url: `/api/sales/${id}`, headers: { cookie: owner.cookie } }),
      ),
      ...Array.from({ length: 16 }, (_, i) =>
        postOrder(
          ctx.app,
          owner.id,
          orderBody(
            (i % 2 ? ids : reversed).map((productId) => ({ productId, quantity: 1 })),
            { cpf: makeCpf(7300 + (i % 4)) },
          ),
        ),
      ),
    ]);
    expect(results.slice(0, 8).map((r) => r.statusCode)).toEqual(Array(8).fill(204));
    expect(results.slice(8).map((r) => r.statusCode)).toEqual(Array(16).fill(201));
    const rows = await db().select({ stock: products.stock }).from(products).where(eq(products.storeId, owner.id));
    expect(rows.map((r) => r.stock)).toEqual([984, 984, 984]);
  });
});
