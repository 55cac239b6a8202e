import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customers, pointsLedger } from '../../db/schema/customers.ts';
import { setupTestContext } from '../../test/harness.ts';
import { purchase, shopWithPin, validate } from '../../test/loyalty-fixtures.ts';
import { advanceOrder } from '../../test/order-fixtures.ts';
import { insertProduct, orderBody, postOrder } from '../../test/storefront-fixtures.ts';

const ctx = setupTestContext();

describe("a customer's points come from one ledger, whatever the source", () => {
  it('keeps the balance equal to the sum of entries under concurrent orders, deliveries and counter validations', async () => {
    const shop = await shopWithPin(ctx.app);
    const product = await insertProduct(ctx.database.db, shop.id, { name: 'Café', priceCents: 1990, stock: null });
    const cpf = purchase().cpf;
    const orders = Array.from({ length: 8 }, () =>
      postOrder(ctx.app, shop.id, orderBody([{ productId: product.id, quantity: 1 }], { cpf })),
    );
    // Four validations at once: under the wrong-PIN limit even while their attempts are in flight.
    const validations = Array.from({ length: 4 }, () =>
      validate(ctx.app, shop.cookie, purchase({ cpf, valorCompraCents: 2550 })),
    );
    const results = await Promise.all([...orders, ...validations]);
    expect(results.map((r) => r.statusCode)).toEqual(Array(12).fill(201));
    // The orders' points arrive with their deliveries, while the counter validates four more.
    const deliveries = results.slice(0, 8).map((r) => advanceOrder(ctx.app, shop.cookie, r.json().order.id));
    const more = Array.from({ length: 4 }, () =>
      validate(ctx.app, shop.cookie, purchase({ cpf, valorCompraCents: 2550 })),
    );
    const [, moreResults] = await Promise.all([Promise.all(deliveries), Promise.all(more)]);
    expect(moreResults.map((r) => r.statusCode)).toEqual(Array(4).fill(201));

    const [customer] = await ctx.database.db
      .select({ id: customers.id, balance: customers.pointsBalance, purchases: customers.purchaseCount })
      .from(customers)
      .where(and(eq(customers.storeId, shop.id), eq(customers.cpf, cpf)));
    const [ledger] = await ctx.database.db
      .select({ sum: sql<number>`coalesce(sum(${pointsLedger.delta}), 0)::int`, n: sql<number>`count(*)::int` })
      .from(pointsLedger)
      .where(and(eq(pointsLedger.storeId, shop.id), eq(pointsLedger.customerId, customer?.id ?? 0)));
    // 8 delivered orders of R$ 19,90 (19 points each) and 8 purchases of R$ 25,50 (25 points each).
    expect(customer?.balance).toBe(8 * 19 + 8 * 25);
    expect(ledger).toEqual({ sum: 8 * 19 + 8 * 25, n: 16 });
    expect(customer?.purchases).toBe(16);
  });
});
