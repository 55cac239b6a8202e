import { and, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { TIME_ZONE } from '../../shared/calendar.ts';

/**
 * The São Paulo calendar days `from` to `to` ('YYYY-MM-DD', both included) as a half-open range
 * of instants on a timestamptz `column`: from the first day's midnight in São Paulo to the
 * midnight after the last. Written as a range, so the (store, time) indexes serve it.
 */
export function withinDays(column: AnyPgColumn, from: string, to: string): SQL {
  const start = sql`((${from}::date)::timestamp at time zone ${TIME_ZONE})`;
  const end = sql`((${to}::date + 1)::timestamp at time zone ${TIME_ZONE})`;
  return and(gte(column, start), lt(column, end)) as SQL;
}

/** The São Paulo calendar day of a timestamptz column, as a date. */
export function saoPauloDay(column: AnyPgColumn | SQL): SQL<string> {
  return sql<string>`((${column} at time zone ${TIME_ZONE})::date)`;
}
