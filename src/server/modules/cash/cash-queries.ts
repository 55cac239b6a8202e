import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { CashPaymentType } from '../../../shared/contracts/cash.ts';
import type { Db } from '../../db/client.ts';
import { withinDays } from '../../db/sao-paulo-days.ts';
import { orderCounts, orders } from '../../db/schema/orders.ts';
import { bills, salePayments, sales } from '../../db/schema/sales.ts';

function withinDay(column: AnyPgColumn, day: string): SQL {
  return withinDays(column, day, day);
}

/** An online order's payment method as a type of the cash report. */
const orderPaymentType = sql<CashPaymentType>`(case ${orders.paymentMethod}
  when 'cartao_credito' then 'credito'
  when 'cartao_debito' then 'debito'
  else ${orders.paymentMethod} end)`;

const billColumns = {
  id: bills.id,
  dia: bills.day,
  nome: bills.name,
  valorCents: bills.amountCents,
  criadaEm: bills.createdAt,
};

export async function listBills(db: Db, storeId: number, day: string) {
  return db
    .select(billColumns)
    .from(bills)
    .where(and(eq(bills.storeId, storeId), eq(bills.day, day)))
    .orderBy(asc(bills.createdAt), asc(bills.id));
}

export async function insertBill(db: Db, storeId: number, values: { day: string; name: string; amountCents: number }) {
  const [row] = await db
    .insert(bills)
    .values({ storeId, ...values })
    .returning(billColumns);
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** Deletes a bill (of `onlyDay` only, when given); false when there is no such bill. */
export async function deleteBill(db: Db, storeId: number, id: number, onlyDay?: string): Promise<boolean> {
  const rows = await db
    .delete(bills)
    .where(and(eq(bills.id, id), eq(bills.storeId, storeId), onlyDay ? eq(bills.day, onlyDay) : undefined))
    .returning({ id: bills.id });
  return rows.length > 0;
}

export async function sumBills(db: Db, storeId: number, day: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${bills.amountCents}), 0)::bigint` })
    .from(bills)
    .where(and(eq(bills.storeId, storeId), eq(bills.day, day)));
  return Number(row?.total ?? 0);
}

/**
 * The day's takings: counter sales and online orders together, their count and the average
 * ticket (total / count, half up to the cent; 0 without sales).
 */
export async function sumDaySales(db: Db, storeId: number, day: string) {
  const counter = db
    .select({ total: sales.totalCents })
    .from(sales)
    .where(and(eq(sales.storeId, storeId), withinDay(sales.soldAt, day)));
  const online = db
    .select({ total: orders.totalCents })
    .from(orders)
    .where(and(eq(orders.storeId, storeId), orderCounts(), withinDay(orders.createdAt, day)));
  const day_sales = counter.unionAll(online).as('day_sales');
  const [row] = await db
    .select({
      total: sql<string>`coalesce(sum(${day_sales.total}), 0)::bigint`,
      count: sql<string>`count(*)::int`,
      ticket: sql<string>`coalesce(round(sum(${day_sales.total})::numeric / nullif(count(*), 0)), 0)::bigint`,
    })
    .from(day_sales);
  return { totalCents: Number(row?.total ?? 0), count: Number(row?.count ?? 0), ticketCents: Number(row?.ticket ?? 0) };
}

/**
 * The day's money by payment type: what each counter payment covered (for cash, what the shop
 * kept, not the notes handed over) plus each online order's total under its payment method.
 */
export async function sumDayPayments(db: Db, storeId: number, day: string) {
  const counter = db
    .select({ tipo: sql<CashPaymentType>`${salePayments.type}`.as('tipo'), amount: salePayments.amountCents })
    .from(salePayments)
    .innerJoin(sales, and(eq(sales.id, salePayments.saleId), eq(sales.storeId, storeId)))
    .where(and(eq(salePayments.storeId, storeId), withinDay(sales.soldAt, day)));
  const online = db
    .select({ tipo: orderPaymentType.as('tipo'), amount: orders.totalCents })
    .from(orders)
    .where(and(eq(orders.storeId, storeId), orderCounts(), withinDay(orders.createdAt, day)));
  const paid = counter.unionAll(online).as('paid');
  const rows = await db
    .select({
      tipo: paid.tipo,
      total: sql<string>`sum(${paid.amount})::bigint`,
      count: sql<string>`count(*)::int`,
    })
    .from(paid)
    .groupBy(paid.tipo);
  return rows.map((r) => ({ tipo: r.tipo, totalCents: Number(r.total), quantidade: Number(r.count) }));
}

export interface DayPayment {
  tipo: CashPaymentType;
  valorCents: number;
  parcelas: number;
}

/** The day's counter sales, newest first, each with its payments. */
export async function listDayCounterSales(db: Db, storeId: number, day: string) {
  return db
    .select({
      id: sales.id,
      numero: sales.number,
      em: sales.soldAt,
      cliente: sales.customerName,
      vendedor: sales.sellerName,
      totalCents: sales.totalCents,
      // Written out with an alias: inside a one-table select Drizzle leaves columns unqualified.
      pagamentos: sql<DayPayment[]>`coalesce((
        select json_agg(json_build_object(
          'tipo', sp.type, 'valorCents', sp.amount_cents, 'parcelas', sp.installments) order by sp.id)
        from sale_payments sp
        where sp.sale_id = "sales"."id" and sp.store_id = ${storeId}
      ), '[]'::json)`,
    })
    .from(sales)
    .where(and(eq(sales.storeId, storeId), withinDay(sales.soldAt, day)))
    .orderBy(desc(sales.soldAt), desc(sales.number));
}

/** The day's online orders, newest first. */
export async function listDayOrders(db: Db, storeId: number, day: string) {
  return db
    .select({
      id: orders.id,
      numero: orders.number,
      em: orders.createdAt,
      cliente: orders.customerName,
      totalCents: orders.totalCents,
      tipo: orderPaymentType,
    })
    .from(orders)
    .where(and(eq(orders.storeId, storeId), orderCounts(), withinDay(orders.createdAt, day)))
    .orderBy(desc(orders.createdAt), desc(orders.number));
}
