import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customers } from '../../db/schema/customers.ts';
import { cashbackEntries } from '../../db/schema/loyalty.ts';
import { products } from '../../db/schema/products.ts';
import { sales } from '../../db/schema/sales.ts';
import { makeCpf, registerAndLogin } from '../../test/fixtures.ts';
import { setupTestContext, testDbKind } from '../../test/harness.ts';
import { postSale } from '../../test/sales-fixtures.ts';
import { insertProduct } from '../../test/storefront-fixtures.ts';

const ctx = setupTestContext();
const db = () => ctx.database.db;

// PGlite runs one query at a time, so these races only mean something on PostgreSQL.
describe.skipIf(testDbKind !== 'postgres')('counter sales at the same moment (PostgreSQL only)', () => {
  it('20 parallel saves with one Idempotency-Key make one sale and take the stock once', async () => {
    const shop = await registerAndLogin(ctx.app);
    const p = await insertProduct(db(), shop.id, { name: 'Bolo', priceCents: 3000, stock: 50 });
    const key = randomUUID();
    const body = { items: [{ productId: p.id, quantity: 2 }], payments: [{ type: 'pix', amountCents: 6000 }] };
    const results = await Promise.all(Array.from({ length: 20 }, () => postSale(ctx.app, shop.cookie, body, key)));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 200)).toHaveLength(19);
    expect(new Set(results.map((r) => r.json().id)).size).toBe(1);
    expect(await db().select().from(sales).where(eq(sales.storeId, shop.id))).toHaveLength(1);
    const [row] = await db().select().from(products).where(eq(products.id, p.id));
    expect(row).toMatchObject({ stock: 48, salesCount: 2 });
  });

  it("cashiers spending one customer's cashback at once never take more than it holds", async () => {
    const shop = await registerAndLogin(ctx.app);
    const [customer] = await db()
      .insert(customers)
      .values({ storeId: shop.id, cpf: makeCpf(987_001), nome: 'Ana' })
      .returning();
    const customerId = customer?.id ?? 0;
    await db()
      .insert(cashbackEntries)
      .values([
        { storeId: shop.id, customerId, earnedCents: 500, remainingCents: 500, expiresAt: new Date(Date.now() + 9e8) },
        { storeId: shop.id, customerId, earnedCents: 400, remainingCents: 400, expiresAt: new Date(Date.now() + 8e8) },
      ]);
    // 900 cents of cashback; 10 cashiers each try to spend 300: exactly 3 can.
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        postSale(ctx.app, shop.cookie, {
          customerId,
          items: [{ name: 'Pão', quantity: 1, unitPriceCents: 300 }],
          payments: [{ type: 'cashback', amountCents: 300 }],
        }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(3);
    expect(codes.filter((c) => c === 422)).toHaveLength(7);
    const entries = await db().select().from(cashbackEntries).where(eq(cashbackEntries.customerId, customerId));
    const original = entries.filter((e) => e.saleId === null);
    expect(original.reduce((sum, e) => sum + e.remainingCents, 0)).toBe(0);
    expect(original.every((e) => e.remainingCents >= 0)).toBe(true);
    const [row] = await db().select().from(customers).where(eq(customers.id, customerId));
    // Paid wholly with cashback: the purchases count, and earn no points.
    expect(row).toMatchObject({ purchaseCount: 3, totalSpentCents: 900, pointsBalance: 0 });
  });
});
