import { and, between, eq, sql } from 'drizzle-orm';
import type { DayRange } from '../../../shared/periods.ts';
import { bracketBoundaries } from '../../../shared/stats.ts';
import type { Db } from '../../db/client.ts';
import { withinDays } from '../../db/sao-paulo-days.ts';
import { customers } from '../../db/schema/customers.ts';
import { giftDeliveries } from '../../db/schema/loyalty.ts';
import { customerBirthMonths, dailySales } from '../../db/schema/stats.ts';

/**
 * The owner panel's statistics. Sales, weekdays and cashback read the daily_sales summary (a row
 * per shop, day and channel, through its primary key); gifts the covering index of
 * gift_deliveries; sex and age the covering index of customers. Every query is one shop's.
 */

function inPeriod(storeId: number, range: DayRange) {
  return and(eq(dailySales.storeId, storeId), between(dailySales.day, range.from, range.to));
}

/** The period's sales count, total and cashback by channel (only channels that had any). */
export async function sumSalesByChannel(db: Db, storeId: number, range: DayRange) {
  const rows = await db
    .select({
      channel: dailySales.channel,
      count: sql<string>`coalesce(sum(${dailySales.salesCount}), 0)::bigint`,
      total: sql<string>`coalesce(sum(${dailySales.totalCents}), 0)::bigint`,
      cashback: sql<string>`coalesce(sum(${dailySales.cashbackCents}), 0)::bigint`,
    })
    .from(dailySales)
    .where(inPeriod(storeId, range))
    .groupBy(dailySales.channel);
  return rows.map((r) => ({
    channel: r.channel,
    count: Number(r.count),
    totalCents: Number(r.total),
    cashbackCents: Number(r.cashback),
  }));
}

/** The period's days that had sales, both channels together, in order. */
export async function sumSalesByDay(db: Db, storeId: number, range: DayRange) {
  const rows = await db
    .select({
      day: dailySales.day,
      count: sql<string>`sum(${dailySales.salesCount})::bigint`,
      total: sql<string>`sum(${dailySales.totalCents})::bigint`,
    })
    .from(dailySales)
    .where(and(inPeriod(storeId, range), sql`${dailySales.salesCount} <> 0`))
    .groupBy(dailySales.day)
    .orderBy(dailySales.day);
  return rows.map((r) => ({ day: r.day, count: Number(r.count), totalCents: Number(r.total) }));
}

/** The period's sales by weekday (0 Domingo to 6 Sábado); weekdays without sales are absent. */
export async function sumSalesByWeekday(db: Db, storeId: number, range: DayRange) {
  const weekday = sql<number>`extract(dow from ${dailySales.day})::int`;
  const rows = await db
    .select({
      weekday,
      count: sql<string>`sum(${dailySales.salesCount})::bigint`,
      total: sql<string>`sum(${dailySales.totalCents})::bigint`,
    })
    .from(dailySales)
    .where(and(inPeriod(storeId, range), sql`${dailySales.salesCount} <> 0`))
    .groupBy(weekday);
  return rows.map((r) => ({ weekday: Number(r.weekday), count: Number(r.count), totalCents: Number(r.total) }));
}

/** Gifts handed over and wheel prizes won in the period: how many and what they cost. */
export async function sumGiftDeliveries(db: Db, storeId: number, range: DayRange) {
  const [row] = await db
    .select({
      count: sql<string>`count(*)::bigint`,
      cost: sql<string>`coalesce(sum(${giftDeliveries.custoCents}), 0)::bigint`,
    })
    .from(giftDeliveries)
    .where(and(eq(giftDeliveries.storeId, storeId), withinDays(giftDeliveries.createdAt, range.from, range.to)));
  return { count: Number(row?.count ?? 0), costCents: Number(row?.cost ?? 0) };
}

/** The shop's customers by sex (null: not given), and how many of them have a birth date. */
export async function countCustomersBySex(db: Db, storeId: number) {
  const rows = await db
    .select({
      sexo: customerBirthMonths.sexo,
      count: sql<string>`sum(${customerBirthMonths.customers})::bigint`,
      withBirthDate: sql<string>`coalesce(sum(${customerBirthMonths.customers}) filter (where ${customerBirthMonths.birthMonth} is not null), 0)::bigint`,
    })
    .from(customerBirthMonths)
    .where(eq(customerBirthMonths.storeId, storeId))
    .groupBy(customerBirthMonths.sexo);
  return rows.map((r) => ({
    sexo: r.sexo === '' ? null : (r.sexo as 'masculino' | 'feminino' | 'outro'),
    count: Number(r.count),
    withBirthDate: Number(r.withBirthDate),
  }));
}

/**
 * For each age bracket after the first, how many of the shop's customers are at least its start
 * on `today`: the whole months of birth before the boundary's month from customer_birth_months,
 * plus the customers born in that month up to the boundary, through (store_id, data_nascimento).
 */
export async function countCustomersAtLeast(db: Db, storeId: number, today: string): Promise<number[]> {
  const columns = bracketBoundaries(today).map(
    ({ monthStart, lastBirth }) => sql`(
      (select coalesce(sum(${customerBirthMonths.customers}), 0) from ${customerBirthMonths}
        where ${customerBirthMonths.storeId} = ${storeId} and ${customerBirthMonths.birthMonth} < ${monthStart}::date)
      + (select count(*) from ${customers}
        where ${customers.storeId} = ${storeId} and ${customers.dataNascimento} between ${monthStart}::date and ${lastBirth}::date)
    )::bigint`,
  );
  const result = (await db.execute(sql`select array[${sql.join(columns, sql`, `)}] as counts`)) as unknown as {
    rows: { counts: (string | number)[] }[];
  };
  return (result.rows[0]?.counts ?? []).map(Number);
}
