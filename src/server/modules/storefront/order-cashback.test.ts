import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customers } from '../../db/schema/customers.ts';
import { cashbackEntries } from '../../db/schema/loyalty.ts';
import { makeCpf } from '../../test/fixtures.ts';
import { setupTestContext } from '../../test/harness.ts';
import { insertProduct, insertShop, orderBody, postOrder } from '../../test/storefront-fixtures.ts';
import { saveCashbackConfig } from '../cashback/cashback-service.ts';

const ctx = setupTestContext();
const DAY = 86_400_000;

async function entriesOf(storeId: number, cpf: string) {
  const [customer] = await ctx.database.db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.storeId, storeId), eq(customers.cpf, cpf)));
  if (!customer) return [];
  return ctx.database.db.select().from(cashbackEntries).where(eq(cashbackEntries.customerId, customer.id));
}

describe('cashback earned by a storefront order', () => {
  it("earns the shop's percentual of an order of at least the minimum, expiring after the redeem days", async () => {
    const shop = await insertShop(ctx.database.db);
    const cake = await insertProduct(ctx.database.db, shop.id, { name: 'Bolo', priceCents: 3000, stock: null });
    const cpf = makeCpf(9101);
    const small = await postOrder(ctx.app, shop.id, orderBody([{ productId: cake.id, quantity: 1 }], { cpf }));
    expect(small.statusCode).toBe(201);
    expect(await entriesOf(shop.id, cpf)).toHaveLength(0); // R$ 30 is below the default R$ 50

    const big = await postOrder(ctx.app, shop.id, orderBody([{ productId: cake.id, quantity: 2 }], { cpf }));
    expect(big.statusCode).toBe(201);
    const [entry] = await entriesOf(shop.id, cpf);
    expect(entry).toMatchObject({ earnedCents: 600, remainingCents: 600, orderId: big.json().order.id });
    const days = ((entry?.expiresAt.getTime() ?? 0) - (entry?.createdAt.getTime() ?? 0)) / DAY;
    expect(days).toBeCloseTo(30, 5);
  });

  it('earns nothing while the shop has cashback off', async () => {
    const shop = await insertShop(ctx.database.db);
    await saveCashbackConfig(ctx.database.db, shop.id, {
      percentBasisPoints: 1000,
      redeemDays: 30,
      minPurchaseCents: 0,
      active: false,
    });
    const cake = await insertProduct(ctx.database.db, shop.id, { name: 'Torta', priceCents: 9000, stock: null });
    const cpf = makeCpf(9102);
    const res = await postOrder(ctx.app, shop.id, orderBody([{ productId: cake.id, quantity: 1 }], { cpf }));
    expect(res.statusCode).toBe(201);
    expect(await entriesOf(shop.id, cpf)).toHaveLength(0);
  });
});
