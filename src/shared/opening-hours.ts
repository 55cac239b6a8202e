/** A shop's opening hours and their rules, without dependencies (safe for the shop page's bundle). */
import { TIME_ZONE } from './calendar.ts';

/**
 * A shop's opening hours: one entry per weekday, 0 = Domingo ... 6 = Sábado. A day whose closing
 * time is earlier than its opening time closes after midnight (e.g. 18:00 to 02:00 the next day).
 */
export interface DayHours {
  aberto: boolean;
  abre: string;
  fecha: string;
}
export type OpeningHours = DayHours[];

export const WEEKDAYS = ['Domingo', 'Segunda', 'Terça', 'Quarta', 'Quinta', 'Sexta', 'Sábado'] as const;
export const WEEKDAYS_SHORT = ['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb'] as const;
const shortDay = (weekday: number) => WEEKDAYS_SHORT[weekday] ?? '';
/** The week as it is read in Brazil: Monday first. */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

export const openingHoursMessages = {
  saved: 'Horário de funcionamento salvo com sucesso!',
  sevenDays: 'Informe o horário dos 7 dias da semana.',
  timeInvalid: 'Horário inválido. Use HH:MM (ex.: 08:00).',
  sameTime: 'O horário de fechamento deve ser diferente do de abertura.',
} as const;

/** The spec's hours (Seg-Sex 8h-18h, Sáb 8h-14h): only a suggestion the owner starts from. */
export const SUGGESTED_HOURS: OpeningHours = [
  { aberto: false, abre: '08:00', fecha: '18:00' },
  { aberto: true, abre: '08:00', fecha: '18:00' },
  { aberto: true, abre: '08:00', fecha: '18:00' },
  { aberto: true, abre: '08:00', fecha: '18:00' },
  { aberto: true, abre: '08:00', fecha: '18:00' },
  { aberto: true, abre: '08:00', fecha: '18:00' },
  { aberto: true, abre: '08:00', fecha: '14:00' },
];

/** 'HH:MM', 00:00 to 23:59. */
export const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

function minutesOf(time: string): number {
  const [h, m] = time.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

/** The weekday (0 = Domingo) and the minutes since midnight of an instant, in São Paulo. */
export function saoPauloClock(date: Date): { weekday: number; minutes: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: TIME_ZONE,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(part('weekday'));
  return { weekday, minutes: Number(part('hour')) * 60 + Number(part('minute')) };
}

/** Whether the shop is open at an instant, read on São Paulo's clock (overnight days included). */
export function isOpenAt(hours: OpeningHours, date: Date): boolean {
  const { weekday, minutes } = saoPauloClock(date);
  const today = hours[weekday];
  if (today?.aberto && TIME_OF_DAY.test(today.abre) && TIME_OF_DAY.test(today.fecha)) {
    const open = minutesOf(today.abre);
    const close = minutesOf(today.fecha);
    if (open < close ? minutes >= open && minutes < close : minutes >= open) return true;
  }
  const yesterday = hours[(weekday + 6) % 7];
  if (yesterday?.aberto && TIME_OF_DAY.test(yesterday.abre) && TIME_OF_DAY.test(yesterday.fecha)) {
    const open = minutesOf(yesterday.abre);
    const close = minutesOf(yesterday.fecha);
    if (close < open && minutes < close) return true;
  }
  return false;
}

/** '08:00' → '8h', '08:30' → '8h30'. */
export function formatHour(time: string): string {
  const [h, m] = time.split(':');
  return `${Number(h)}h${m === '00' ? '' : m}`;
}

function describeDay(day: DayHours | undefined): string {
  if (!day?.aberto) return 'Fechado';
  return `${formatHour(day.abre)} às ${formatHour(day.fecha)}`;
}

/**
 * The week in a few lines, Monday first, consecutive days with the same hours together:
 * [{ days: 'Seg a Sex', hours: '8h às 18h' }, { days: 'Sáb', hours: '8h às 14h' }, { days: 'Dom', hours: 'Fechado' }].
 */
export function summarizeWeek(hours: OpeningHours): { days: string; hours: string }[] {
  const lines: { first: number; last: number; count: number; hours: string }[] = [];
  for (const weekday of WEEK_ORDER) {
    const text = describeDay(hours[weekday]);
    const previous = lines.at(-1);
    if (previous && previous.hours === text) {
      previous.last = weekday;
      previous.count += 1;
    } else {
      lines.push({ first: weekday, last: weekday, count: 1, hours: text });
    }
  }
  return lines.map(({ first, last, count, hours: text }) => ({
    days: count === 1 ? shortDay(first) : `${shortDay(first)} ${count === 2 ? 'e' : 'a'} ${shortDay(last)}`,
    hours: text,
  }));
}
