import { addDays, parseIsoDay } from './calendar.ts';

/**
 * Periods of the statistics and the sales dashboard: São Paulo calendar days, as 'YYYY-MM-DD'.
 * A week starts on Sunday; a month is the calendar month.
 */
export const PERIOD_KINDS = ['dia', 'semana', 'mes'] as const;
export type PeriodKind = (typeof PERIOD_KINDS)[number];

/** A run of whole days, both ends included. */
export interface DayRange {
  from: string;
  to: string;
}

function toIso(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function utcDay(iso: string): Date {
  const d = parseIsoDay(iso);
  if (!d) throw new RangeError(`not a calendar day: ${iso}`);
  return new Date(Date.UTC(d.year, d.month - 1, d.day));
}

/** The day, week (Sunday to Saturday) or month holding `iso`. */
export function periodRange(kind: PeriodKind, iso: string): DayRange {
  const date = utcDay(iso);
  if (kind === 'dia') return { from: iso, to: iso };
  if (kind === 'semana') {
    const from = addDays(iso, -date.getUTCDay());
    return { from, to: addDays(from, 6) };
  }
  const first = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1));
  const last = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0));
  return { from: toIso(first), to: toIso(last) };
}

/** A day of the period `steps` periods before (negative) or after (positive) the one holding `iso`. */
export function shiftPeriod(kind: PeriodKind, iso: string, steps: number): string {
  if (kind === 'dia') return addDays(iso, steps);
  if (kind === 'semana') return addDays(periodRange('semana', iso).from, 7 * steps);
  const date = utcDay(periodRange('mes', iso).from);
  return toIso(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + steps, 1)));
}

/** Every day of a range, in order. */
export function daysOf(range: DayRange): string[] {
  const days: string[] = [];
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** Number of days in a range (1 for a single day). */
export function rangeLength(range: DayRange): number {
  return Math.round((utcDay(range.to).getTime() - utcDay(range.from).getTime()) / 86_400_000) + 1;
}
