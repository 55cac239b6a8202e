/** Dates as people in Brazil read them: calendar days in America/Sao_Paulo. */
export const TIME_ZONE = 'America/Sao_Paulo';

const DAY_MS = 24 * 60 * 60 * 1000;

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

/** Made once: a new Intl.DateTimeFormat costs far more than a format (every checkout's birth date is checked). */
let isoDayFormat: Intl.DateTimeFormat | undefined;

/** Today's calendar day in São Paulo, as 'YYYY-MM-DD'. */
export function todayIso(now = new Date()): string {
  // en-CA formats as YYYY-MM-DD.
  isoDayFormat ??= new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE });
  return isoDayFormat.format(now);
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

/** Whether 'YYYY-MM-DD' names a real calendar day. */
export function isIsoDate(iso: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** '25/12/1990' → '1990-12-25'; null when it is not a real day. */
export function brDateToIso(value: string): string | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim());
  if (!m) return null;
  const iso = `${m[3]}-${m[2]}-${m[1]}`;
  return isIsoDate(iso) ? iso : null;
}

/** '1990-12-25' → '25/12/1990'. */
export function isoToBrDate(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : '';
}

/** A birth date: a real day from 1900 up to today in São Paulo. */
export function isValidBirthDate(iso: string, now = new Date()): boolean {
  return isIsoDate(iso) && iso >= '1900-01-01' && iso <= todayIso(now);
}
