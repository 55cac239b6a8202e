import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cashbackEntries, customers } from '../../db/schema/index.ts';
import { orders } from '../../db/schema/orders.ts';
import { sales } from '../../db/schema/sales.ts';
import { customerBirthMonths, dailySales, monthlyCustomerSales, monthlySellerSales } from '../../db/schema/stats.ts';
import { registerAndLogin } from '../../test/fixtures.ts';
import { setupTestContext } from '../../test/harness.ts';
import { insertTestOrder } from '../../test/order-fixtures.ts';
import { postSale } from '../../test/sales-fixtures.ts';
import { insertProduct, insertShop } from '../../test/storefront-fixtures.ts';

const ctx = setupTestContext();

async function summary(storeId: number) {
  return ctx.database.db
    .select({
      day: dailySales.day,
      channel: dailySales.channel,
      count: dailySales.salesCount,
      total: dailySales.totalCents,
      cashback: dailySales.cashbackCents,
    })
    .from(dailySales)
    .where(
      and(eq(dailySales.storeId, storeId), sql`(${dailySales.salesCount} <> 0 or ${dailySales.cashbackCents} <> 0)`),
    )
    .orderBy(dailySales.day, dailySales.channel);
}

async function monthly(storeId: number) {
  const customersRows = await ctx.database.db
    .select({
      month: monthlyCustomerSales.month,
      customerId: monthlyCustomerSales.customerId,
      count: monthlyCustomerSales.salesCount,
      total: monthlyCustomerSales.totalCents,
    })
    .from(monthlyCustomerSales)
    .where(eq(monthlyCustomerSales.storeId, storeId))
    .orderBy(monthlyCustomerSales.month, monthlyCustomerSales.customerId);
  const sellers = await ctx.database.db
    .select({
      month: monthlySellerSales.month,
      key: monthlySellerSales.sellerKey,
      count: monthlySellerSales.salesCount,
      total: monthlySellerSales.totalCents,
    })
    .from(monthlySellerSales)
    .where(eq(monthlySellerSales.storeId, storeId))
    .orderBy(monthlySellerSales.month, monthlySellerSales.sellerKey);
  return { customers: customersRows, sellers };
}

describe('daily_sales, the summary the statistics read', () => {
  it('follows counter sales, online orders and cashback in their own transactions, by São Paulo day', async () => {
    const shop = await registerAndLogin(ctx.app);
    const other = await insertShop(ctx.database.db);
    const product = await insertProduct(ctx.database.db, shop.id, { priceCents: 2500 });

    const first = await postSale(ctx.app, shop.cookie, {
      items: [{ productId: product.id, quantity: 2 }],
      payments: [{ type: 'dinheiro', amountCents: 5000, receivedCents: 5000 }],
    });
    expect(first.statusCode).toBe(201);
    const second = await postSale(ctx.app, shop.cookie, {
      items: [{ productId: product.id, quantity: 1 }],
      payments: [{ type: 'pix', amountCents: 2500 }],
    });
    expect(second.statusCode).toBe(201);
    // 02:30 UTC on 1 March is still 28 February in São Paulo.
    await insertTestOrder(ctx.database.db, shop.id, {
      createdAt: new Date('2026-03-01T02:30:00Z'),
      items: [{ name: 'Bolo', unitPriceCents: 4000, quantity: 1 }],
    });
    await insertTestOrder(ctx.database.db, other.id, { createdAt: new Date('2026-03-01T02:30:00Z') });

    const today = (await ctx.database.db.execute<{ d: string }>(
      sql`select ((now() at time zone 'America/Sao_Paulo')::date)::text as d`,
    )) as unknown as { rows: { d: string }[] };
    const day = today.rows[0]!.d;
    expect(await summary(shop.id)).toEqual([
      { day: '2026-02-28', channel: 'online', count: 1, total: 4000, cashback: 0 },
      { day, channel: 'balcao', count: 2, total: 7500, cashback: 0 },
    ]);

    // A sale moved to another day, and a deleted one, leave the summary as a recount would.
    await ctx.database.db
      .update(sales)
      .set({ soldAt: new Date('2026-02-28T15:00:00Z') })
      .where(eq(sales.id, first.json().id));
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/sales/${second.json().id}`,
      headers: { cookie: shop.cookie },
    });
    expect(removed.statusCode).toBe(204);
    expect(await summary(shop.id)).toEqual([
      { day: '2026-02-28', channel: 'balcao', count: 1, total: 5000, cashback: 0 },
      { day: '2026-02-28', channel: 'online', count: 1, total: 4000, cashback: 0 },
    ]);

    // Cashback counts on the day it was earned, by channel.
    const [customer] = await ctx.database.db
      .insert(customers)
      .values({ storeId: shop.id, cpf: '52998224725', nome: 'Ana' })
      .returning();
    const [order] = await ctx.database.db.select().from(orders).where(eq(orders.storeId, shop.id));
    await ctx.database.db.insert(cashbackEntries).values({
      storeId: shop.id,
      customerId: customer!.id,
      orderId: order!.id,
      earnedCents: 400,
      remainingCents: 400,
      expiresAt: new Date('2026-04-01T00:00:00Z'),
      createdAt: new Date('2026-03-01T02:30:00Z'),
    });
    expect((await summary(shop.id))[1]).toEqual({
      day: '2026-02-28',
      channel: 'online',
      count: 1,
      total: 4000,
      cashback: 400,
    });

    // The monthly summaries: the customer's purchases and the seller's sales of the month.
    await ctx.database.db.update(orders).set({ customerId: customer!.id }).where(eq(orders.id, order!.id));
    expect(await monthly(shop.id)).toEqual({
      customers: [{ month: '2026-02-01', customerId: customer!.id, count: 1, total: 4000 }],
      sellers: [],
    });

    // What the triggers kept is exactly what a rebuild from the sources gives.
    const before = await summary(shop.id);
    const monthlyBefore = await monthly(shop.id);
    await ctx.database.db.execute(sql`select stats_summaries_rebuild()`);
    expect(await summary(shop.id)).toEqual(before);
    expect(await monthly(shop.id)).toEqual(monthlyBefore);
    expect(await summary(other.id)).toEqual([
      { day: '2026-02-28', channel: 'online', count: 1, total: 2700, cashback: 0 },
    ]);
  });

  it('counts customers by sex and month of birth as they are added, changed and removed', async () => {
    const shop = await insertShop(ctx.database.db);
    const rows = () =>
      ctx.database.db
        .select({
          sexo: customerBirthMonths.sexo,
          month: customerBirthMonths.birthMonth,
          n: customerBirthMonths.customers,
        })
        .from(customerBirthMonths)
        .where(eq(customerBirthMonths.storeId, shop.id))
        .orderBy(customerBirthMonths.sexo, customerBirthMonths.birthMonth);
    const [ana, bia] = await ctx.database.db
      .insert(customers)
      .values([
        { storeId: shop.id, cpf: '52998224725', nome: 'Ana', sexo: 'feminino', dataNascimento: '1990-05-17' },
        { storeId: shop.id, cpf: '11144477735', nome: 'Bia', sexo: 'feminino', dataNascimento: '1990-05-30' },
        { storeId: shop.id, cpf: '39053344705', nome: 'Caio' },
      ])
      .returning();
    expect(await rows()).toEqual([
      { sexo: '', month: null, n: 1 },
      { sexo: 'feminino', month: '1990-05-01', n: 2 },
    ]);
    await ctx.database.db.update(customers).set({ dataNascimento: '1985-12-01' }).where(eq(customers.id, ana!.id));
    await ctx.database.db.update(customers).set({ sexo: null }).where(eq(customers.id, bia!.id));
    await ctx.database.db.delete(customers).where(eq(customers.cpf, '39053344705'));
    const kept = await rows();
    expect(kept).toEqual([
      { sexo: '', month: '1990-05-01', n: 1 },
      { sexo: 'feminino', month: '1985-12-01', n: 1 },
    ]);
    await ctx.database.db.execute(sql`select stats_summaries_rebuild()`);
    expect(await rows()).toEqual(kept);
  });
});
