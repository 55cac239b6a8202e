import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customers, pointsLedger } from '../../db/schema/customers.ts';
import { cashbackEntries } from '../../db/schema/loyalty.ts';
import { orders } from '../../db/schema/orders.ts';
import { products } from '../../db/schema/products.ts';
import { makeCpf, registerAndLogin } from '../../test/fixtures.ts';
import { setupTestContext, testDbKind } from '../../test/harness.ts';
import { advanceOrder, patchOrderStatus } from '../../test/order-fixtures.ts';
import { postSale } from '../../test/sales-fixtures.ts';
import { insertProduct, orderBody, postOrder } from '../../test/storefront-fixtures.ts';

const ctx = setupTestContext();
const db = () => ctx.database.db;
let cpfSeed = 8800;

async function readyOrder() {
  const shop = await registerAndLogin(ctx.app);
  const product = await insertProduct(db(), shop.id, { name: 'Torta', priceCents: 6000, stock: 5 });
  cpfSeed += 1;
  const cpf = makeCpf(cpfSeed);
  const placed = await postOrder(ctx.app, shop.id, orderBody([{ productId: product.id, quantity: 1 }], { cpf }));
  const orderId = placed.json().order.id as string;
  await advanceOrder(ctx.app, shop.cookie, orderId, 'pronto');
  const [customer] = await db()
    .select()
    .from(customers)
    .where(and(eq(customers.storeId, shop.id), eq(customers.cpf, cpf)));
  return { shop, product, orderId, customerId: customer!.id };
}

const cancel = (cookie: string, orderId: string) =>
  patchOrderStatus(ctx.app, cookie, orderId, { status: 'cancelado', motivo: 'Cliente desistiu' });

// PGlite runs one statement at a time: these races can only happen on PostgreSQL.
describe.skipIf(testDbKind !== 'postgres')('cancels racing other writes (PostgreSQL only)', () => {
  it('a cancel racing a delivery of the same order ends in exactly one of them', async () => {
    for (let round = 0; round < 4; round++) {
      const { shop, product, orderId, customerId } = await readyOrder();
      const [delivered, cancelled] = await Promise.all([
        patchOrderStatus(ctx.app, shop.cookie, orderId, { status: 'entregue' }),
        cancel(shop.cookie, orderId),
      ]);
      expect([delivered.statusCode, cancelled.statusCode].sort()).toEqual([200, 409]);
      const [order] = await db().select().from(orders).where(eq(orders.id, orderId));
      const [stock] = await db().select().from(products).where(eq(products.id, product.id));
      const [customer] = await db()
        .select()
        .from(customers)
        .where(and(eq(customers.storeId, shop.id), eq(customers.id, customerId)));
      if (delivered.statusCode === 200) {
        expect(order?.status).toBe('entregue');
        expect(stock?.stock).toBe(4);
        expect(customer).toMatchObject({ pointsBalance: 60, purchaseCount: 1 });
      } else {
        expect(order?.status).toBe('cancelado');
        expect(stock?.stock).toBe(5);
        expect(customer).toMatchObject({ pointsBalance: 0, purchaseCount: 0 });
      }
    }
  });

  it('two cancels of one order reverse it once', async () => {
    const { shop, product, orderId, customerId } = await readyOrder();
    const results = await Promise.all(Array.from({ length: 5 }, () => cancel(shop.cookie, orderId)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    const [stock] = await db().select().from(products).where(eq(products.id, product.id));
    expect(stock).toMatchObject({ stock: 5, salesCount: 0 });
    const [customer] = await db()
      .select()
      .from(customers)
      .where(and(eq(customers.storeId, shop.id), eq(customers.id, customerId)));
    expect(customer).toMatchObject({ totalSpentCents: 0, purchaseCount: 0 });
  });

  it('a counter sale spending cashback while the order that earned it is cancelled never spends what is gone', async () => {
    for (let round = 0; round < 4; round++) {
      const { shop, product, orderId, customerId } = await readyOrder();
      // An order credited when it was placed (as migration 0022 leaves the old ones): its cashback is
      // spendable while the order is open, and a cancel takes it back.
      await db().transaction(async (tx) => {
        await tx.update(orders).set({ rewardsCredited: true }).where(eq(orders.id, orderId));
        await tx
          .update(customers)
          .set({ pointsBalance: 60 })
          .where(and(eq(customers.storeId, shop.id), eq(customers.id, customerId)));
        await tx.insert(pointsLedger).values({ storeId: shop.id, customerId, delta: 60, reason: 'pedido', orderId });
        await tx.insert(cashbackEntries).values({
          storeId: shop.id,
          customerId,
          orderId,
          earnedCents: 600,
          remainingCents: 600,
          expiresAt: new Date(Date.now() + 86_400_000),
        });
      });
      const [sale, cancelled] = await Promise.all([
        postSale(
          ctx.app,
          shop.cookie,
          {
            customerId,
            // The order's own product too: both writes take its stock, the customer and the summaries.
            items: [
              { name: 'Café', quantity: 1, unitPriceCents: 600 },
              { productId: product.id, quantity: 1, unitPriceCents: 0 },
            ],
            payments: [{ type: 'cashback', amountCents: 600 }],
          },
          randomUUID(),
        ),
        cancel(shop.cookie, orderId),
      ]);
      const entries = await db().select().from(cashbackEntries).where(eq(cashbackEntries.customerId, customerId));
      if (sale.statusCode === 201) {
        // The sale came first: the cashback is spent, so the cancel must refuse.
        expect(cancelled.statusCode).toBe(409);
        expect(entries).toMatchObject([{ orderId, remainingCents: 0 }]);
      } else {
        // The cancel came first: the cashback is gone and the sale is refused.
        expect(sale.statusCode).toBe(422);
        expect(cancelled.statusCode).toBe(200);
        expect(entries).toEqual([]);
      }
      for (const e of entries) expect(e.remainingCents).toBeGreaterThanOrEqual(0);
    }
  });
});
