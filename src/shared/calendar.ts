/**
 * The São Paulo calendar: the one module for days and moments as people in Brazil read them.
 *
 * - A **day** is a plain 'YYYY-MM-DD' string (a birth date, a sale's day, a period's ends): no time
 *   zone of its own. "Today" and "this month" are São Paulo's (America/Sao_Paulo), whatever the
 *   server's or the browser's zone.
 * - A **moment** is a `Date`; it is shown, and given its day, in São Paulo's zone.
 * - A day's **start** in São Paulo is computed from the zone's offset on that day (`dayStart`),
 *   never from a fixed offset.
 * - People type and read days as DD/MM/AAAA (`brDateToIso`, `formatIsoDay`).
 * - **A birth date** is a real day from 1900-01-01 up to today in São Paulo, today included: the
 *   same rule for the checkout, the counter, the customer's record and the employees.
 */
export const TIME_ZONE = 'America/Sao_Paulo';

export const MONTH_NAMES = [
  'Janeiro',
  'Fevereiro',
  'Março',
  'Abril',
  'Maio',
  'Junho',
  'Julho',
  'Agosto',
  'Setembro',
  'Outubro',
  'Novembro',
  'Dezembro',
] as const;

export interface CalendarDay {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
}

/** Made once: a new Intl.DateTimeFormat costs far more than a format (every checkout's birth date is checked). */
const isoDayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's calendar day in São Paulo as 'YYYY-MM-DD' (en-CA formats as YYYY-MM-DD). */
export function saoPauloToday(now: Date = new Date()): string {
  return isoDayFormat.format(now);
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

/** Whether 'YYYY-MM-DD' names a real calendar day. */
export function isIsoDate(iso: string): boolean {
  return parseIsoDay(iso) !== null;
}

function utcDay(iso: string): Date {
  const d = parseIsoDay(iso);
  if (!d) throw new RangeError(`not a calendar day: ${iso}`);
  return new Date(Date.UTC(d.year, d.month - 1, d.day));
}

/** The calendar day `days` after (or, negative, before) an ISO day. */
export function addDays(iso: string, days: number): string {
  const date = utcDay(iso);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The weekday of a calendar day: 0 Domingo to 6 Sábado. */
export function weekdayOf(iso: string): number {
  return utcDay(iso).getUTCDay();
}

/** The current month (1-12) in São Paulo. */
export function saoPauloMonth(now: Date = new Date()): number {
  return (parseIsoDay(saoPauloToday(now)) as CalendarDay).month;
}

const offsetFormat = new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, timeZoneName: 'longOffset' });

/** São Paulo's offset from UTC at a moment, in minutes ('GMT-03:00' → -180). */
function offsetMinutesAt(instant: number): number {
  const name = offsetFormat.formatToParts(instant).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const m = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name);
  if (!m) return 0;
  return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3] ?? 0));
}

/**
 * The moment a São Paulo day starts: its first instant whose São Paulo day is `iso`, from the
 * zone's offsets around it (a day that began with a daylight-saving jump starts at 01:00).
 */
export function dayStart(iso: string): Date {
  const midnightUtc = utcDay(iso).getTime();
  const offsets = new Set([offsetMinutesAt(midnightUtc), offsetMinutesAt(midnightUtc + 6 * 3_600_000)]);
  const starts = [...offsets]
    .map((offset) => midnightUtc - offset * 60_000)
    .filter((instant) => saoPauloToday(new Date(instant)) === iso);
  return new Date(Math.min(...starts));
}

/** A São Paulo day as moments: from its start to the next day's start (excluded). */
export function dayRange(iso: string): { from: Date; to: Date } {
  return { from: dayStart(iso), to: dayStart(addDays(iso, 1)) };
}

export const BIRTH_DATE_MIN = '1900-01-01';

/** A birth date: a real day from 1900 up to today in São Paulo, today included. */
export function isValidBirthDate(iso: string, now: Date = new Date()): boolean {
  return isIsoDate(iso) && iso >= BIRTH_DATE_MIN && iso <= saoPauloToday(now);
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
  return isIsoDate(iso) ? iso : null;
}

/** '1990-03-07' → '07/03/1990'; '' when there is no real day. */
export function formatIsoDay(iso: string | null | undefined): string {
  const day = iso ? parseIsoDay(iso) : null;
  return day ? `${String(day.day).padStart(2, '0')}/${String(day.month).padStart(2, '0')}/${day.year}` : '';
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

/** A date field as it is typed: digits only, with the slashes of DD/MM/AAAA added. */
export function formatDateInput(value: string): string {
  const d = value.replace(/\D/g, '').slice(0, 8);
  if (d.length <= 2) return d;
  if (d.length <= 4) return `${d.slice(0, 2)}/${d.slice(2)}`;
  return `${d.slice(0, 2)}/${d.slice(2, 4)}/${d.slice(4)}`;
}

/** Masks a time as it is typed: '1830' → '18:30' (24-hour clock, as Brazil writes it). */
export function formatTimeInput(value: string): string {
  const d = value.replace(/\D/g, '').slice(0, 4);
  if (d.length <= 2) return d;
  return `${d.slice(0, 2)}:${d.slice(2)}`;
}

/** 'SEGUNDA-FEIRA, 22 DE NOVEMBRO DE 2026, 14:05' (the owner panel's live clock). */
export function formatPanelClock(date: Date): string {
  const day = new Intl.DateTimeFormat('pt-BR', {
    timeZone: TIME_ZONE,
    weekday: 'long',
    day: '2-digit',
    month: 'long',
    year: 'numeric',
  }).format(date);
  const time = new Intl.DateTimeFormat('pt-BR', {
    timeZone: TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(date);
  return `${day}, ${time}`.toLocaleUpperCase('pt-BR');
}

/** 'DOM 22/11/2026 00:05': the same clock, compact for a phone's header. */
export function formatPanelClockShort(date: Date): string {
  const parts = new Intl.DateTimeFormat('pt-BR', {
    timeZone: TIME_ZONE,
    weekday: 'short',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const weekday = part('weekday').replace(/\.$/, '').toLocaleUpperCase('pt-BR');
  return `${weekday} ${part('day')}/${part('month')}/${part('year')} ${part('hour')}:${part('minute')}`;
}

export function formatDateTime(date: Date): string {
  return new Intl.DateTimeFormat('pt-BR', { timeZone: TIME_ZONE, dateStyle: 'short', timeStyle: 'short' }).format(date);
}

/** '23/01/2027': the calendar day in São Paulo, without the time. */
export function formatDate(date: Date): string {
  return new Intl.DateTimeFormat('pt-BR', { timeZone: TIME_ZONE, dateStyle: 'short' }).format(date);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Time since a shop signed up, as the spec counts it: 1 dia, N dias (< 30), N meses (< 365), N anos. */
export function formatSinceSignup(createdAt: Date, now: Date): string {
  const days = Math.max(0, Math.floor((now.getTime() - createdAt.getTime()) / DAY_MS));
  if (days <= 1) return '1 dia';
  if (days < 30) return `${days} dias`;
  if (days < 365) {
    const months = Math.floor(days / 30);
    return months === 1 ? '1 mês' : `${months} meses`;
  }
  const years = Math.floor(days / 365);
  return years === 1 ? '1 ano' : `${years} anos`;
}

/** Time left in a session: '29d 23h 59m 59s'. */
export function formatRemaining(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const d = Math.floor(total / 86400);
  const h = Math.floor((total % 86400) / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `${d}d ${String(h).padStart(2, '0')}h ${String(m).padStart(2, '0')}m ${String(s).padStart(2, '0')}s`;
}

/** How long ago, as a waiting time: 'agora', 'há 5 min', 'há 2 h 05 min', 'há 3 dias'. */
export function formatTimeAgo(date: Date, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - date.getTime()) / 60_000));
  if (minutes < 1) return 'agora';
  if (minutes < 60) return `há ${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `há ${hours} h ${String(minutes % 60).padStart(2, '0')} min`;
  const days = Math.floor(hours / 24);
  return days === 1 ? 'há 1 dia' : `há ${days} dias`;
}
