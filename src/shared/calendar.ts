import { TIME_ZONE } from './dates.ts';

/**
 * Calendar days in São Paulo for the customer screens: birthdays and birth dates are plain
 * 'YYYY-MM-DD' days (no time zone of their own); "today" and "this month" are São Paulo's.
 */

export interface CalendarDay {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
}

const isoDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's calendar day in São Paulo as 'YYYY-MM-DD'. */
export function saoPauloToday(now: Date = new Date()): string {
  return isoDay.format(now);
}

/** 'YYYY-MM-DD' → its parts; null when it does not name a real calendar day. */
export function parseIsoDay(iso: string): CalendarDay | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return { year, month, day };
}

/** The calendar day `days` after (or, negative, before) an ISO day: 'YYYY-MM-DD'. */
export function addDays(iso: string, days: number): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The current month (1-12) in São Paulo. */
export function saoPauloMonth(now: Date = new Date()): number {
  return (parseIsoDay(saoPauloToday(now)) as CalendarDay).month;
}

export const BIRTH_DATE_MIN = '1900-01-01';

/** A birth date: a real day from 1900 until yesterday in São Paulo. */
export function isValidBirthDate(iso: string, now: Date = new Date()): boolean {
  return parseIsoDay(iso) !== null && iso >= BIRTH_DATE_MIN && iso < saoPauloToday(now);
}

/** Whether the birthday falls in the current month in São Paulo (the report's highlight). */
export function isBirthdayMonth(birthDate: string | null | undefined, now: Date = new Date()): boolean {
  const day = birthDate ? parseIsoDay(birthDate) : null;
  return day !== null && day.month === saoPauloMonth(now);
}

/** Whether today is the birthday in São Paulo (29 February is celebrated on 28 February in other years). */
export function isBirthdayToday(birthDate: string | null | undefined, now: Date = new Date()): boolean {
  const day = birthDate ? parseIsoDay(birthDate) : null;
  const today = parseIsoDay(saoPauloToday(now)) as CalendarDay;
  if (!day || day.month !== today.month) return false;
  if (day.month === 2 && day.day === 29 && parseIsoDay(`${today.year}-02-29`) === null) return today.day === 28;
  return day.day === today.day;
}

/** '1990-03-07' → '07/03' (the report's birthday column). */
export function formatBirthday(birthDate: string | null | undefined): string {
  const day = birthDate ? parseIsoDay(birthDate) : null;
  return day ? `${String(day.day).padStart(2, '0')}/${String(day.month).padStart(2, '0')}` : '';
}

/** '07/03/1990' → '1990-03-07'; null when it is not a real day. */
export function brDateToIso(value: string): string | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim());
  if (!m) return null;
  const iso = `${m[3]}-${m[2]}-${m[1]}`;
  return parseIsoDay(iso) ? iso : null;
}

/** '1990-03-07' → '07/03/1990'. */
export function formatIsoDay(iso: string | null | undefined): string {
  const day = iso ? parseIsoDay(iso) : null;
  return day ? `${String(day.day).padStart(2, '0')}/${String(day.month).padStart(2, '0')}/${day.year}` : '';
}

/** A moment as its São Paulo calendar day: '07/03/2026'. */
export function formatDay(date: Date): string {
  return new Intl.DateTimeFormat('pt-BR', { timeZone: TIME_ZONE, dateStyle: 'short' }).format(date);
}

/** Age in whole years on São Paulo's today. */
export function ageInYears(birthDate: string, now: Date = new Date()): number | null {
  const birth = parseIsoDay(birthDate);
  const today = parseIsoDay(saoPauloToday(now));
  if (!birth || !today) return null;
  const hadBirthday = today.month > birth.month || (today.month === birth.month && today.day >= birth.day);
  return today.year - birth.year - (hadBirthday ? 0 : 1);
}

/** 'Terça-feira, 10 de março de 2026'. */
export function formatLongDay(iso: string): string {
  if (!parseIsoDay(iso)) return '';
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const text = new Intl.DateTimeFormat('pt-BR', {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(Date.UTC(y, m - 1, d)));
  return text.charAt(0).toLocaleUpperCase('pt-BR') + text.slice(1);
}
