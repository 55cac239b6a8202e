import { addDays, MONTH_NAMES, parseIsoDay } from './calendar.ts';
import { daysOf, periodRange } from './periods.ts';

/**
 * A month as a calendar sheet: 'YYYY-MM' months, weeks from Sunday (Dom) to Saturday (Sáb), and
 * their names in pt-BR. Pure calendar arithmetic on 'YYYY-MM-DD' days, no time zone involved.
 */

/** The month 'YYYY-MM' of a day 'YYYY-MM-DD'. */
export function monthOf(iso: string): string {
  return iso.slice(0, 7);
}

/** 'YYYY-MM' moved by `steps` months. */
export function shiftMonth(month: string, steps: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(y, m - 1 + steps, 1));
  return date.toISOString().slice(0, 7);
}

/** 'Março de 2026'. */
export function formatMonthTitle(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return `${MONTH_NAMES[m - 1] ?? ''} de ${y}`;
}

/**
 * The month's sheet: whole weeks from Sunday to Saturday covering the month, 7 days each; the
 * days before the 1st and after the last belong to the months around it (see `monthOf`).
 */
export function monthWeeks(month: string): string[][] {
  const { from, to } = periodRange('mes', `${month}-01`);
  const days = daysOf({ from: periodRange('semana', from).from, to: periodRange('semana', to).to });
  const weeks: string[][] = [];
  for (let i = 0; i < days.length; i += 7) weeks.push(days.slice(i, i + 7));
  return weeks;
}

/** '10 de março': a day of the calendar as it is read aloud. */
export function formatDayAndMonth(iso: string): string {
  const day = parseIsoDay(iso);
  return day ? `${day.day} de ${(MONTH_NAMES[day.month - 1] ?? '').toLocaleLowerCase('pt-BR')}` : '';
}

/** A day moved inside the calendar by the arrow keys: ±1 day sideways, ±7 up and down. */
export function moveDay(iso: string, key: string): string | null {
  const steps: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };
  const step = steps[key];
  return step === undefined ? null : addDays(iso, step);
}
