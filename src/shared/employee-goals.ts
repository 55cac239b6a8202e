import { type CalendarDay, parseIsoDay, saoPauloToday } from './calendar.ts';

/**
 * The employees' monthly goals (Gestão de Funcionários). Months and days are calendar months and
 * days in America/Sao_Paulo; money is integer cents.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** The bar's colour: green at 100% or more, yellow at 70% or more, blue below. */
export type GoalTone = 'verde' | 'amarelo' | 'azul';

/** Whole days from one calendar day to another ('YYYY-MM-DD'), negative when `to` is earlier. */
function daysBetween(from: string, to: string): number {
  const a = parseIsoDay(from);
  const b = parseIsoDay(to);
  if (!a || !b) return 0;
  return Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / DAY_MS);
}

/** Time in the shop, as the spec counts it: whole 30-day months since the hire date (0 before the first). */
export function tenureMonths(hireDate: string, now: Date = new Date()): number {
  return Math.max(0, Math.floor(daysBetween(hireDate, saoPauloToday(now)) / 30));
}

/** '0 meses', '1 mês', '14 meses'. */
export function formatTenure(months: number): string {
  return months === 1 ? '1 mês' : `${months} meses`;
}

/**
 * The month's progress, in whole percent: sales ÷ goal, rounded down (99.9% is not yet 100%).
 * No upper limit: 150% says the goal was passed by half.
 */
export function goalPercent(salesCents: number, goalCents: number): number {
  if (goalCents <= 0) return 0;
  return Math.floor((Math.max(0, salesCents) * 100) / goalCents);
}

/** Whether the month's sales reached the goal. Compared in cents, not in rounded percent. */
export function isGoalMet(salesCents: number, goalCents: number): boolean {
  return salesCents >= goalCents;
}

export function goalTone(salesCents: number, goalCents: number): GoalTone {
  if (isGoalMet(salesCents, goalCents)) return 'verde';
  if (salesCents * 10 >= goalCents * 7) return 'amarelo';
  return 'azul';
}

/** What is still missing to the goal (0 once met). */
export function goalMissingCents(salesCents: number, goalCents: number): number {
  return Math.max(0, goalCents - salesCents);
}

/** How far the sales passed the goal (0 until met). */
export function goalExcessCents(salesCents: number, goalCents: number): number {
  return Math.max(0, salesCents - goalCents);
}

/** Days left in the current month in São Paulo, counting today (1 on the month's last day). */
export function daysLeftInMonth(now: Date = new Date()): number {
  const today = parseIsoDay(saoPauloToday(now)) as CalendarDay;
  const lastDay = new Date(Date.UTC(today.year, today.month, 0)).getUTCDate();
  return lastDay - today.day + 1;
}

/** The current month in São Paulo, as 'YYYY-MM'. */
export function saoPauloMonthKey(now: Date = new Date()): string {
  return saoPauloToday(now).slice(0, 7);
}

/** '1 dia', '12 dias'. */
export function formatDaysLeft(days: number): string {
  return days === 1 ? '1 dia' : `${days} dias`;
}
