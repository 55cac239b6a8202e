import { WEEKDAYS } from './opening-hours.ts';
import { type DayRange, daysOf } from './periods.ts';

/**
 * The statistics' formulas, pure so the server and the tests share them.
 * Missing values count as 0.
 */

/** Average ticket: total / number of sales, half up to the cent; 0 without sales. */
export function averageTicketCents(totalCents: number, count: number): number {
  return count > 0 ? Math.round(totalCents / count) : 0;
}

/** A count as a percentage of `total`, to one decimal (half up); 0 when `total` is 0. */
export function percentOf(count: number, total: number): number {
  return total > 0 ? Math.round((count * 1000) / total) / 10 : 0;
}

/** The age brackets of the spec; 60+ means 61 and over (60 is in 50-60). */
export const AGE_BRACKETS = ['0-15', '16-23', '24-30', '31-49', '50-60', '60+'] as const;
export type AgeBracket = (typeof AGE_BRACKETS)[number];

/** The lowest age of each bracket, in the order of AGE_BRACKETS. */
export const AGE_BRACKET_STARTS = [0, 16, 24, 31, 50, 61] as const;

/**
 * For each bracket after the first: the last birth date of someone at least that old on `today`
 * ('YYYY-MM-DD', São Paulo's), which is today that many years back (29 February going back to a
 * year without it gives 28 February: born on 29 February, one is a year older from 1 March, as
 * ageInYears counts), and the first day of that date's month.
 */
export function bracketBoundaries(today: string): { start: number; monthStart: string; lastBirth: string }[] {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  return AGE_BRACKET_STARTS.filter((start) => start > 0).map((start) => {
    const y = year - start;
    const lastDay = new Date(Date.UTC(y, month, 0)).getUTCDate();
    const mm = String(month).padStart(2, '0');
    const yyyy = String(y).padStart(4, '0');
    return {
      start,
      monthStart: `${yyyy}-${mm}-01`,
      lastBirth: `${yyyy}-${mm}-${String(Math.min(day, lastDay)).padStart(2, '0')}`,
    };
  });
}

/**
 * Customers per bracket from `atLeast` (for each bracket after the first, in order, how many
 * customers with a birth date are at least its start) and the number with a birth date.
 */
export function bracketCounts(withBirthDate: number, atLeast: number[]): number[] {
  return AGE_BRACKET_STARTS.map((_, i) => (i === 0 ? withBirthDate : (atLeast[i - 1] ?? 0)) - (atLeast[i] ?? 0));
}

/** The bracket of an age in completed years. */
export function ageBracket(age: number): AgeBracket {
  if (age <= 15) return '0-15';
  if (age <= 23) return '16-23';
  if (age <= 30) return '24-30';
  if (age <= 49) return '31-49';
  if (age <= 60) return '50-60';
  return '60+';
}

/** Monday first: the order weekdays are shown and the best and worst are chosen in. */
export const WEEKDAYS_MONDAY_FIRST = [1, 2, 3, 4, 5, 6, 0] as const;

/**
 * The weekdays that sell most and least, over all seven (a weekday without sales counts as 0).
 * `totalsByWeekday[d]` is weekday d's sales total (0 Domingo to 6 Sábado). Ties: the best is the
 * first of the tied days counting from Monday, the worst the last of them; so a period without
 * sales gives the spec's defaults, Segunda and Domingo.
 */
export function bestAndWorstWeekdays(totalsByWeekday: readonly number[]): { best: number; worst: number } {
  const total = (d: number) => totalsByWeekday[d] ?? 0;
  let best: number = WEEKDAYS_MONDAY_FIRST[0];
  let worst: number = WEEKDAYS_MONDAY_FIRST[0];
  for (const d of WEEKDAYS_MONDAY_FIRST) {
    if (total(d) > total(best)) best = d;
    if (total(d) <= total(worst)) worst = d;
  }
  return { best, worst };
}

export function weekdayName(day: number): string {
  return WEEKDAYS[day] ?? '';
}

export const DEFAULT_BEST_WEEKDAY = 'Segunda';
export const DEFAULT_WORST_WEEKDAY = 'Domingo';

/** A day's (or a month's) sales. */
export interface SalesPoint {
  /** 'YYYY-MM-DD': the day, or the first day of the month. */
  inicio: string;
  totalCents: number;
  quantidade: number;
}

/** Periods up to this many days are charted day by day; longer ones month by month. */
export const DAILY_SERIES_MAX_DAYS = 62;

/**
 * The sales series of a period from the days that had sales: every day (or every month, for
 * periods longer than DAILY_SERIES_MAX_DAYS) of the period, zeros included, in order.
 */
export function salesSeries(
  range: DayRange,
  days: readonly { day: string; totalCents: number; count: number }[],
): { granularidade: 'dia' | 'mes'; pontos: SalesPoint[] } {
  const granularidade = daysOf(range).length > DAILY_SERIES_MAX_DAYS ? 'mes' : 'dia';
  const bucketOf = (day: string) => (granularidade === 'dia' ? day : `${day.slice(0, 7)}-01`);
  const buckets = new Map<string, SalesPoint>();
  for (const day of daysOf(range)) {
    const inicio = bucketOf(day);
    if (!buckets.has(inicio)) buckets.set(inicio, { inicio, totalCents: 0, quantidade: 0 });
  }
  for (const row of days) {
    const point = buckets.get(bucketOf(row.day));
    if (!point) continue;
    point.totalCents += row.totalCents;
    point.quantidade += row.count;
  }
  return { granularidade, pontos: [...buckets.values()] };
}
