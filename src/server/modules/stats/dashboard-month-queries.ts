import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers } from '../../db/schema/customers.ts';
import { employees } from '../../db/schema/sales.ts';
import { monthlyCustomerSales, monthlySellerSales } from '../../db/schema/stats.ts';

/**
 * The top 3s of a calendar month from the monthly summaries (kept by triggers in the sale's own
 * transaction): a month of the largest shop holds tens of thousands of sales, and these read a
 * few index entries instead. `month` is the month's first day, 'YYYY-MM-01'.
 */

export function topCustomersOfMonthQuery(db: Db, storeId: number, month: string) {
  return (
    db
      .select({
        nome: customers.nome,
        total: monthlyCustomerSales.totalCents,
        purchases: monthlyCustomerSales.salesCount,
      })
      .from(monthlyCustomerSales)
      .innerJoin(
        customers,
        and(eq(customers.id, monthlyCustomerSales.customerId), eq(customers.storeId, monthlyCustomerSales.storeId)),
      )
      .where(
        and(
          eq(monthlyCustomerSales.storeId, storeId),
          eq(monthlyCustomerSales.month, month),
          gt(monthlyCustomerSales.totalCents, 0),
        ),
      )
      // As the top index orders it (total descending, nulls last), so the first 3 entries are the answer.
      .orderBy(sql`${monthlyCustomerSales.totalCents} desc nulls last`, asc(monthlyCustomerSales.customerId))
      .limit(3)
  );
}

export async function topCustomersOfMonth(db: Db, storeId: number, month: string) {
  const rows = await topCustomersOfMonthQuery(db, storeId, month);
  return rows.map((r) => ({ nome: r.nome, totalCents: Number(r.total), compras: Number(r.purchases) }));
}

export function topSellersOfMonthQuery(db: Db, storeId: number, month: string) {
  return db
    .select({
      nome: sql<string>`coalesce(${employees.name}, ${monthlySellerSales.sellerName})`,
      total: monthlySellerSales.totalCents,
      sold: monthlySellerSales.salesCount,
    })
    .from(monthlySellerSales)
    .leftJoin(
      employees,
      and(eq(employees.id, monthlySellerSales.employeeId), eq(employees.storeId, monthlySellerSales.storeId)),
    )
    .where(
      and(
        eq(monthlySellerSales.storeId, storeId),
        eq(monthlySellerSales.month, month),
        gt(monthlySellerSales.totalCents, 0),
      ),
    )
    .orderBy(
      desc(monthlySellerSales.totalCents),
      asc(monthlySellerSales.employeeId),
      asc(monthlySellerSales.sellerName),
    )
    .limit(3);
}

export async function topSellersOfMonth(db: Db, storeId: number, month: string) {
  const rows = await topSellersOfMonthQuery(db, storeId, month);
  return rows.map((r) => ({ nome: r.nome, totalCents: Number(r.total), vendas: Number(r.sold) }));
}
