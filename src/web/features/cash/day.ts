import { TIME_ZONE } from '../../../shared/calendar.ts';

/** 'YYYY-MM-DD' moved by whole days (calendar arithmetic, no time zone involved). */
export function shiftDay(iso: string, days: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

const clock = new Intl.DateTimeFormat('pt-BR', {
  timeZone: TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** '23:30': the time of a sale in São Paulo. */
export function formatClock(iso: string): string {
  return clock.format(new Date(iso));
}
