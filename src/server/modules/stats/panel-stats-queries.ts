import { and, between, eq, sql } from 'drizzle-orm';
import type { DayRange } from '../../../shared/periods.ts';
import { AGE_BRACKET_STARTS } from '../../../shared/stats.ts';
import type { Db } from '../../db/client.ts';
import { withinDays } from '../../db/sao-paulo-days.ts';
import { customers } from '../../db/schema/customers.ts';
import { giftDeliveries } from '../../db/schema/loyalty.ts';
import { dailySales } from '../../db/schema/stats.ts';

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

/**
 * The shop's customers counted by sex and by age bracket on `today`: `age` is the lowest age of
 * the customer's bracket (null: no birth date). Someone is at least N years old when born on or
 * before today minus N years (a 29 February birthday counts from 1 March in other years, as
 * ageInYears does), so the bracket is a few date comparisons per row, read from the covering
 * index, instead of an age() per row. At most 4 × 7 rows come back.
 */
export async function countCustomerProfiles(db: Db, storeId: number, today: string) {
  const starts = [...AGE_BRACKET_STARTS].reverse().filter((start) => start > 0);
  const bracket = sql.join(
    starts.map(
      (start) =>
        sql`when ${customers.dataNascimento} <= (${today}::date - make_interval(years => ${start}))::date then ${start}`,
    ),
    sql` `,
  );
  const age = sql<number | null>`(case when ${customers.dataNascimento} is null then null ${bracket} else 0 end)::int`;
  const rows = await db
    .select({ sexo: customers.sexo, age, count: sql<string>`count(*)::bigint` })
    .from(customers)
    .where(eq(customers.storeId, storeId))
    // By position: the bracket expression carries parameters, which a repeated expression would renumber.
    .groupBy(sql`1`, sql`2`);
  return rows.map((r) => ({
    sexo: r.sexo,
    age: r.age === null ? null : Number(r.age),
    count: Number(r.count),
  }));
}
