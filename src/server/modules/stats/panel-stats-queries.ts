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

/**
 * The period's sales from the summary table in one pass (GROUPING SETS): by channel (count, total,
 * cashback; only channels that had any), by day (days with sales, in order) and by weekday (0
 * Domingo to 6 Sábado; weekdays without sales are absent).
 */
export async function summarizePanelSales(db: Db, storeId: number, range: DayRange) {
  const weekday = sql`extract(dow from ${dailySales.day})::int`;
  const rows = await db
    .select({
      channel: sql<'balcao' | 'online' | null>`${dailySales.channel}`,
      day: sql<string | null>`${dailySales.day}::text`,
      weekday: sql<number | null>`${weekday}`,
      byChannel: sql<number>`grouping(${dailySales.channel})`,
      byDay: sql<number>`grouping(${dailySales.day})`,
      count: sql<string>`coalesce(sum(${dailySales.salesCount}), 0)::bigint`,
      total: sql<string>`coalesce(sum(${dailySales.totalCents}), 0)::bigint`,
      cashback: sql<string>`coalesce(sum(${dailySales.cashbackCents}), 0)::bigint`,
    })
    .from(dailySales)
    .where(and(eq(dailySales.storeId, storeId), between(dailySales.day, range.from, range.to)))
    .groupBy(sql`grouping sets ((${dailySales.channel}), (${dailySales.day}), (${weekday}))`);
  const figures = (r: (typeof rows)[number]) => ({ count: Number(r.count), totalCents: Number(r.total) });
  const level = (r: (typeof rows)[number]) =>
    Number(r.byChannel) === 0 ? 'channel' : Number(r.byDay) === 0 ? 'day' : 'weekday';
  return {
    channels: rows
      .filter((r) => level(r) === 'channel')
      .map((r) => ({ channel: r.channel, ...figures(r), cashbackCents: Number(r.cashback) })),
    days: rows
      .filter((r) => level(r) === 'day' && Number(r.count) !== 0)
      .map((r) => ({ day: r.day as string, ...figures(r) }))
      .sort((a, b) => (a.day < b.day ? -1 : 1)),
    weekdays: rows
      .filter((r) => level(r) === 'weekday' && Number(r.count) !== 0)
      .map((r) => ({ weekday: Number(r.weekday), ...figures(r) })),
  };
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
 * The shop's customers by sex (null: not given) in one pass over customer_birth_months: how many,
 * how many with a birth date, and for each age bracket after the first how many were born in a
 * month before the month of its boundary on `today` (so they are at least its start).
 */
export async function countCustomersBySex(db: Db, storeId: number, today: string) {
  const boundaries = bracketBoundaries(today);
  const before = boundaries.map(
    ({ monthStart }) =>
      sql`coalesce(sum(${customerBirthMonths.customers}) filter (where ${customerBirthMonths.birthMonth} < ${monthStart}::date), 0)`,
  );
  const rows = await db
    .select({
      sexo: customerBirthMonths.sexo,
      count: sql<string>`sum(${customerBirthMonths.customers})::bigint`,
      withBirthDate: sql<string>`coalesce(sum(${customerBirthMonths.customers}) filter (where ${customerBirthMonths.birthMonth} is not null), 0)::bigint`,
      before: sql<(string | number)[]>`array[${sql.join(before, sql`, `)}]::bigint[]`,
    })
    .from(customerBirthMonths)
    .where(eq(customerBirthMonths.storeId, storeId))
    .groupBy(customerBirthMonths.sexo);
  return rows.map((r) => ({
    sexo: r.sexo === '' ? null : (r.sexo as 'masculino' | 'feminino' | 'outro'),
    count: Number(r.count),
    withBirthDate: Number(r.withBirthDate),
    bornBefore: r.before.map(Number),
  }));
}

/**
 * For each age bracket after the first, the shop's customers born in the month of its boundary on
 * `today`, up to the boundary (so they are at least its start): a few index ranges of
 * (store_id, data_nascimento), one month each.
 */
export async function countBornInBoundaryMonths(db: Db, storeId: number, today: string): Promise<number[]> {
  const boundaries = bracketBoundaries(today);
  const within = boundaries.map(
    ({ monthStart, lastBirth }) => sql`${customers.dataNascimento} between ${monthStart}::date and ${lastBirth}::date`,
  );
  const [row] = await db
    .select({
      counts: sql<(string | number)[]>`array[${sql.join(
        within.map((w) => sql`count(*) filter (where ${w})`),
        sql`, `,
      )}]::bigint[]`,
    })
    .from(customers)
    .where(and(eq(customers.storeId, storeId), sql`(${sql.join(within, sql` or `)})`));
  return (row?.counts ?? boundaries.map(() => 0)).map(Number);
}
