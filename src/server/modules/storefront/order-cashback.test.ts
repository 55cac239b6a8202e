import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customers } from '../../db/schema/customers.ts';
import { cashbackEntries } from '../../db/schema/loyalty.ts';
import { makeCpf, registerAndLogin } from '../../test/fixtures.ts';
import { setupTestContext } from '../../test/harness.ts';
import { advanceOrder } from '../../test/order-fixtures.ts';
import { insertProduct, insertShop, orderBody, postOrder } from '../../test/storefront-fixtures.ts';
import { saveCashbackConfig } from '../cashback/cashback-service.ts';

const ctx = setupTestContext();
const DAY = 86_400_000;

async function entriesOfCustomer(storeId: number, cpf: string) {
  const [customer] = await ctx.database.db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.storeId, storeId), eq(customers.cpf, cpf)));
  return customer;
}

async function entriesOf(storeId: number, cpf: string) {
  const [customer] = await ctx.database.db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.storeId, storeId), eq(customers.cpf, cpf)));
  if (!customer) return [];
  return ctx.database.db.select().from(cashbackEntries).where(eq(cashbackEntries.customerId, customer.id));
}

describe('cashback earned by a storefront order', () => {
  it("earns the shop's percentual of an order of at least the minimum on its delivery, expiring after the redeem days", async () => {
    const shop = await registerAndLogin(ctx.app);
    const cake = await insertProduct(ctx.database.db, shop.id, { name: 'Bolo', priceCents: 3000, stock: null });
    const cpf = makeCpf(9101);
    const small = await postOrder(ctx.app, shop.id, orderBody([{ productId: cake.id, quantity: 1 }], { cpf }));
    expect(small.statusCode).toBe(201);
    expect(small.json().order.cashbackCents).toBe(0); // R$ 30 is below the default R$ 50
    await advanceOrder(ctx.app, shop.cookie, small.json().order.id);
    expect(await entriesOf(shop.id, cpf)).toHaveLength(0);

    const big = await postOrder(ctx.app, shop.id, orderBody([{ productId: cake.id, quantity: 2 }], { cpf }));
    expect(big.statusCode).toBe(201);
    const orderId = big.json().order.id;
    expect(big.json().order.cashbackCents).toBe(600);
    // A receber until the delivery: shown apart, not spendable.
    expect(await entriesOf(shop.id, cpf)).toHaveLength(0);
    const customerId = (await entriesOfCustomer(shop.id, cpf))?.id ?? 0;
    const summary = () =>
      ctx.app.inject({ method: 'GET', url: `/api/cashback/customers/${customerId}`, headers: { cookie: shop.cookie } });
    expect((await summary()).json()).toMatchObject({ balanceCents: 0, pendingCents: 600 });

    await advanceOrder(ctx.app, shop.cookie, orderId, 'pronto');
    expect(await entriesOf(shop.id, cpf)).toHaveLength(0);
    const deliveredAt = Date.now();
    await advanceOrder(ctx.app, shop.cookie, orderId);
    const [entry] = await entriesOf(shop.id, cpf);
    expect(entry).toMatchObject({ earnedCents: 600, remainingCents: 600, orderId });
    expect(entry?.createdAt.getTime()).toBeGreaterThanOrEqual(deliveredAt - 1000);
    const days = ((entry?.expiresAt.getTime() ?? 0) - (entry?.createdAt.getTime() ?? 0)) / DAY;
    expect(days).toBeCloseTo(30, 5);
    expect((await summary()).json()).toMatchObject({ balanceCents: 600, pendingCents: 0 });
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
