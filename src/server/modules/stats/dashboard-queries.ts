import { and, asc, between, desc, eq, gte, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { TIME_ZONE } from '../../../shared/calendar.ts';
import type { SalesChannelKind } from '../../../shared/contracts/dashboard.ts';
import type { DayRange } from '../../../shared/periods.ts';
import type { Db } from '../../db/client.ts';
import { withinDays } from '../../db/sao-paulo-days.ts';
import { customers } from '../../db/schema/customers.ts';
import { orderCounts, orders } from '../../db/schema/orders.ts';
import { employees, sales } from '../../db/schema/sales.ts';
import { dailySales } from '../../db/schema/stats.ts';

/**
 * The sales dashboard's SQL. Every query is scoped by the shop and the period and served by an
 * index: daily_sales by its primary key (store_id, day, channel); sales and orders by their
 * covering (store_id, time) indexes, read from the index alone where it has the columns
 * (dashboard-queries.test.ts checks the plans).
 */

const count = sql<string>`count(*)`;

/**
 * The period's figures from the summary table, in one pass: one row per day, one per channel and
 * the grand total (GROUPING SETS). The average ticket is rounded half up to the cent.
 */
export function summarizePeriodQuery(db: Db, storeId: number, range: DayRange) {
  return db
    .select({
      day: sql<string | null>`${dailySales.day}::text`,
      channel: sql<SalesChannelKind | null>`${dailySales.channel}`,
      count: sql<string>`coalesce(sum(${dailySales.salesCount}), 0)::bigint`,
      total: sql<string>`coalesce(sum(${dailySales.totalCents}), 0)::bigint`,
      ticket: sql<string>`coalesce(round(sum(${dailySales.totalCents})::numeric / nullif(sum(${dailySales.salesCount}), 0)), 0)::bigint`,
    })
    .from(dailySales)
    .where(and(eq(dailySales.storeId, storeId), between(dailySales.day, range.from, range.to)))
    .groupBy(sql`grouping sets ((${dailySales.day}), (${dailySales.channel}), ())`);
}

export async function summarizePeriod(db: Db, storeId: number, range: DayRange) {
  const rows = await summarizePeriodQuery(db, storeId, range);
  const figures = (r: (typeof rows)[number]) => ({ count: Number(r.count), totalCents: Number(r.total) });
  const total = rows.find((r) => r.day === null && r.channel === null);
  return {
    total: { ...(total ? figures(total) : { count: 0, totalCents: 0 }), ticketCents: Number(total?.ticket ?? 0) },
    byDay: new Map(rows.filter((r) => r.day !== null).map((r) => [r.day as string, figures(r)])),
    byChannel: new Map(rows.filter((r) => r.channel !== null).map((r) => [r.channel as SalesChannelKind, figures(r)])),
  };
}

/** The period's counter sales and online orders as (time, total, customer) rows, for a union. */
function periodSales(db: Db, storeId: number, range: DayRange, onlyWithCustomer = false) {
  const counter = db
    .select({ at: sales.soldAt, total: sales.totalCents, customerId: sales.customerId })
    .from(sales)
    .where(
      and(
        eq(sales.storeId, storeId),
        withinDays(sales.soldAt, range.from, range.to),
        onlyWithCustomer ? isNotNull(sales.customerId) : undefined,
      ),
    );
  const online = db
    .select({ at: orders.createdAt, total: orders.totalCents, customerId: orders.customerId })
    .from(orders)
    .where(
      and(
        eq(orders.storeId, storeId),
        orderCounts(),
        withinDays(orders.createdAt, range.from, range.to),
        onlyWithCustomer ? isNotNull(orders.customerId) : undefined,
      ),
    );
  return counter.unionAll(online);
}

/** Sales per São Paulo hour (0-23) of the period, both channels; hours without sales are absent. */
export function salesByHourQuery(db: Db, storeId: number, range: DayRange) {
  const all = periodSales(db, storeId, range).as('all_sales');
  const hour = sql<number>`extract(hour from (${all.at} at time zone ${TIME_ZONE}))::int`;
  return (
    db
      .select({ hour, count, total: sql<string>`sum(${all.total})::bigint` })
      .from(all)
      // By position: the hour's expression carries a bound parameter, so it cannot be repeated.
      .groupBy(sql`1`)
  );
}

export async function salesByHour(db: Db, storeId: number, range: DayRange) {
  const rows = await salesByHourQuery(db, storeId, range);
  return rows.map((r) => ({ hour: Number(r.hour), count: Number(r.count), totalCents: Number(r.total) }));
}

/** The 3 customers with the largest purchase total in the period (counter and online), above 0. */
export function topCustomersQuery(db: Db, storeId: number, range: DayRange) {
  const bought = periodSales(db, storeId, range, true).as('bought');
  const total = sql<string>`sum(${bought.total})`;
  const ranked = db
    .select({
      customerId: bought.customerId,
      total: sql<string>`${total}::bigint`.as('total'),
      purchases: sql<string>`count(*)`.as('purchases'),
    })
    .from(bought)
    .groupBy(bought.customerId)
    .having(sql`${total} > 0`)
    .orderBy(desc(total), asc(bought.customerId))
    .limit(3)
    .as('ranked');
  return db
    .select({ nome: customers.nome, total: ranked.total, purchases: ranked.purchases })
    .from(ranked)
    .innerJoin(customers, and(eq(customers.id, ranked.customerId), eq(customers.storeId, storeId)))
    .orderBy(desc(ranked.total), asc(ranked.customerId));
}

export async function topCustomers(db: Db, storeId: number, range: DayRange) {
  const rows = await topCustomersQuery(db, storeId, range);
  return rows.map((r) => ({ nome: r.nome, totalCents: Number(r.total), compras: Number(r.purchases) }));
}

/**
 * The 3 sellers with the largest counter sales total in the period, above 0. A seller is the
 * employee (under their current name) or, once the employee was deleted, the name kept on the sale.
 */
export function topSellersQuery(db: Db, storeId: number, range: DayRange) {
  const storedName = sql<string | null>`case when ${sales.employeeId} is null then ${sales.sellerName} end`;
  const total = sql<string>`sum(${sales.totalCents})`;
  const ranked = db
    .select({
      employeeId: sales.employeeId,
      storedName: storedName.as('stored_name'),
      total: sql<string>`${total}::bigint`.as('total'),
      sold: sql<string>`count(*)`.as('sold'),
    })
    .from(sales)
    .where(
      and(
        eq(sales.storeId, storeId),
        withinDays(sales.soldAt, range.from, range.to),
        or(isNotNull(sales.employeeId), sql`${sales.sellerName} <> ''`),
      ),
    )
    .groupBy(sales.employeeId, storedName)
    .having(sql`${total} > 0`)
    .orderBy(desc(total), asc(sales.employeeId), asc(storedName))
    .limit(3)
    .as('ranked');
  return db
    .select({
      nome: sql<string>`coalesce(${employees.name}, ${ranked.storedName}, '')`,
      total: ranked.total,
      sold: ranked.sold,
    })
    .from(ranked)
    .leftJoin(employees, and(eq(employees.id, ranked.employeeId), eq(employees.storeId, storeId)))
    .orderBy(desc(ranked.total), asc(ranked.employeeId), asc(ranked.storedName));
}

export async function topSellers(db: Db, storeId: number, range: DayRange) {
  const rows = await topSellersQuery(db, storeId, range);
  return rows.map((r) => ({ nome: r.nome, totalCents: Number(r.total), vendas: Number(r.sold) }));
}

/** Where a page of the export stopped: the exact time (as PostgreSQL prints it) and the number. */
export interface ExportCursor {
  at: string;
  number: number;
}

export const EXPORT_PAGE_SIZE = 500;

function after(time: AnyPgColumn, number: AnyPgColumn, cursor?: ExportCursor): SQL | undefined {
  if (!cursor) return undefined;
  return and(
    gte(time, sql`${cursor.at}::timestamptz`),
    sql`(${time}, ${number}) > (${cursor.at}::timestamptz, ${cursor.number})`,
  );
}

/** One page of the period's counter sales for the export, in time order, with their payment types. */
export function exportSalesPage(db: Db, storeId: number, range: DayRange, cursor?: ExportCursor) {
  return db
    .select({
      at: sales.soldAt,
      cursorAt: sql<string>`${sales.soldAt}::text`,
      number: sales.number,
      customerName: sales.customerName,
      customerCpf: sales.customerCpf,
      sellerName: sales.sellerName,
      totalCents: sales.totalCents,
      // Written out with an alias: inside a one-table select Drizzle leaves columns unqualified.
      paymentTypes: sql<string[]>`array(
        select sp.type from sale_payments sp
        where sp.sale_id = "sales"."id" and sp.store_id = ${storeId}
        order by sp.id)`,
    })
    .from(sales)
    .where(
      and(
        eq(sales.storeId, storeId),
        withinDays(sales.soldAt, range.from, range.to),
        after(sales.soldAt, sales.number, cursor),
      ),
    )
    .orderBy(asc(sales.soldAt), asc(sales.number))
    .limit(EXPORT_PAGE_SIZE);
}

/** One page of the period's online orders for the export, in time order. */
export function exportOrdersPage(db: Db, storeId: number, range: DayRange, cursor?: ExportCursor) {
  return db
    .select({
      at: orders.createdAt,
      cursorAt: sql<string>`${orders.createdAt}::text`,
      number: orders.number,
      customerName: orders.customerName,
      customerCpf: orders.customerCpf,
      paymentMethod: orders.paymentMethod,
      totalCents: orders.totalCents,
    })
    .from(orders)
    .where(
      and(
        eq(orders.storeId, storeId),
        orderCounts(),
        withinDays(orders.createdAt, range.from, range.to),
        after(orders.createdAt, orders.number, cursor),
      ),
    )
    .orderBy(asc(orders.createdAt), asc(orders.number))
    .limit(EXPORT_PAGE_SIZE);
}
