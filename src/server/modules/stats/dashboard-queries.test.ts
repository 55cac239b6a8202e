import { type SQLWrapper, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DayRange } from '../../../shared/periods.ts';
import { insertCustomer, insertManySales, insertSeller } from '../../test/dashboard-fixtures.ts';
import { setupTestContext } from '../../test/harness.ts';
import { insertShop } from '../../test/storefront-fixtures.ts';
import { topCustomersOfMonthQuery, topSellersOfMonthQuery } from './dashboard-month-queries.ts';
import {
  exportOrdersPage,
  exportSalesPage,
  salesByHourQuery,
  summarizePeriodQuery,
  topCustomersQuery,
  topSellersQuery,
} from './dashboard-queries.ts';

const ctx = setupTestContext();
const db = () => ctx.database.db;

/** `count` online orders of a shop, one every `stepSeconds` from `start`, in one INSERT ... SELECT. */
async function insertManyOrders(
  storeId: number,
  count: number,
  start: string,
  stepSeconds: number,
  customerId: number,
) {
  await db().execute(sql`
    insert into orders (store_id, number, customer_id, customer_cpf, customer_name, customer_phone, payment_method,
                        subtotal_cents, total_cents, idempotency_key, created_at)
    select ${storeId}, i + 1, case when i % 2 = 0 then ${customerId}::int end, '52998224725', 'Cliente',
           '11987654321', 'pix', 2000, 2000, 'lote-' || i, ${start}::timestamptz + i * ${stepSeconds} * interval '1 second'
    from generate_series(0, ${count - 1}) as i`);
}

/**
 * The plan of a query, as text, with sequential and bitmap scans priced out: on a test-sized table
 * the planner may rightly prefer reading it whole, and it weighs an index-only scan against a
 * bitmap scan of the same index by the visibility map, which other tests' open transactions can
 * keep from being set. What this checks is the query's shape: that an index (and which access to
 * it) can answer it, so that on a real shop's tables the planner has that path to choose.
 */
async function plan(query: SQLWrapper): Promise<string> {
  return db().transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_bitmapscan = off`);
    const result = (await tx.execute(sql`explain ${query}`)) as unknown as { rows: { 'QUERY PLAN': string }[] };
    return result.rows.map((r) => r['QUERY PLAN']).join('\n');
  });
}

/**
 * The dashboard's queries read only the shop's period, through the indexes, from the index alone
 * where the covering index has the columns.
 */
describe('dashboard queries use the indexes', () => {
  let storeId: number;
  const day: DayRange = { from: '2026-06-10', to: '2026-06-10' };
  const month: DayRange = { from: '2026-06-01', to: '2026-06-30' };

  beforeAll(async () => {
    const shops = await Promise.all([insertShop(db()), insertShop(db()), insertShop(db())]);
    storeId = shops[0].id;
    // A year of each shop: a sale every 2 hours, most of them to a known customer and by a
    // seller, and an order every 6 hours, half of them by a known customer.
    for (const shop of shops) {
      const customers = await Promise.all(['Ana', 'Bia', 'Caio', 'Duda'].map((n) => insertCustomer(db(), shop.id, n)));
      const sellers = [await insertSeller(db(), shop.id, 'Joana'), await insertSeller(db(), shop.id, 'Pedro')];
      await insertManySales(db(), shop.id, 4380, {
        start: '2026-01-01T08:00:00-03:00',
        stepSeconds: 7200,
        totalCents: 1500,
        customerIds: customers.map((c) => c.id),
        employeeIds: sellers.map((e) => e.id),
      });
      await insertManyOrders(shop.id, 1460, '2026-01-01T09:00:00-03:00', 21_600, customers[0]?.id ?? 0);
    }
    await db().execute(sql`vacuum analyze sales`);
    await db().execute(sql`vacuum analyze orders`);
    await db().execute(sql`vacuum analyze daily_sales`);
  });

  it("reads totals, series and channels from daily_sales by its key, and a day's hours from the covering indexes alone", async () => {
    const summary = await plan(summarizePeriodQuery(db(), storeId, month));
    expect(summary).toMatch(/Index (Only )?Scan using daily_sales_store_id_day_channel_pk on daily_sales/);
    expect(summary).not.toMatch(/Seq Scan/);

    const hours = await plan(salesByHourQuery(db(), storeId, day));
    expect(hours).toMatch(/Index Only Scan using sales_store_sold_idx on sales/);
    expect(hours).toMatch(/Index Only Scan using orders_store_created_idx on orders/);
    expect(hours).not.toMatch(/Seq Scan/);
  });

  it('ranks customers from the covering indexes alone, and sellers through the sales index', async () => {
    const customers = await plan(topCustomersQuery(db(), storeId, month));
    expect(customers).toMatch(/Index Only Scan using sales_store_sold_idx on sales/);
    expect(customers).toMatch(/Index Only Scan using orders_store_created_idx on orders/);
    expect(customers).not.toMatch(/Seq Scan on (sales|orders)/);

    // The seller's name kept on the sale is not in the index: the table is visited, but only for
    // the period's rows the index found.
    const sellers = await plan(topSellersQuery(db(), storeId, month));
    expect(sellers).toMatch(/Index Scan using sales_store_sold_idx on sales/);
    expect(sellers).not.toMatch(/Seq Scan on sales/);
  });

  it("ranks a calendar month's customers from the first entries of the monthly summary's top index", async () => {
    const customers = await plan(topCustomersOfMonthQuery(db(), storeId, month.from));
    expect(customers).toMatch(/Index Scan using monthly_customer_sales_top_idx on monthly_customer_sales/);
    expect(customers).not.toMatch(/Sort/);
    const sellers = await plan(topSellersOfMonthQuery(db(), storeId, month.from));
    expect(sellers).toMatch(/monthly_seller_sales_store_id_month_seller_key_pk/);
    expect(sellers).not.toMatch(/Seq Scan on (sales|monthly_seller_sales)/);
  });

  it('pages the export through the time indexes', async () => {
    const sales = await plan(exportSalesPage(db(), storeId, month, { at: '2026-06-15 10:00:00-03', number: 3 }));
    expect(sales).toMatch(/Index Scan using sales_store_sold_idx on sales/);
    expect(sales).not.toMatch(/Seq Scan on sales/);
    const orders = await plan(exportOrdersPage(db(), storeId, month));
    expect(orders).toMatch(/Index Scan using orders_store_created_idx on orders/);
    expect(orders).not.toMatch(/Seq Scan on orders/);
  });
});
