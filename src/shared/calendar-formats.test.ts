import { describe, expect, it } from 'vitest';
import {
  brDateToIso,
  formatDate,
  formatDateInput,
  formatIsoDay,
  formatPanelClock,
  formatPanelClockShort,
  formatRemaining,
  formatSinceSignup,
  formatTimeAgo,
  formatTimeInput,
  isValidBirthDate,
  saoPauloToday,
} from './calendar.ts';

const day = 86_400_000;

describe('time since signup, as the spec counts it', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms);
  it('says 1 dia for the first day', () => {
    expect(formatSinceSignup(ago(0), now)).toBe('1 dia');
    expect(formatSinceSignup(ago(1.5 * day), now)).toBe('1 dia');
  });
  it('counts days under 30, months under 365, then years', () => {
    expect(formatSinceSignup(ago(2 * day), now)).toBe('2 dias');
    expect(formatSinceSignup(ago(29 * day), now)).toBe('29 dias');
    expect(formatSinceSignup(ago(30 * day), now)).toBe('1 mês');
    expect(formatSinceSignup(ago(364 * day), now)).toBe('12 meses');
    expect(formatSinceSignup(ago(365 * day), now)).toBe('1 ano');
    expect(formatSinceSignup(ago(800 * day), now)).toBe('2 anos');
  });
  it('turns at the edges: 0/1 day, 29/30 days, 364/365 days', () => {
    expect(formatSinceSignup(ago(day - 1), now)).toBe('1 dia');
    expect(formatSinceSignup(ago(day), now)).toBe('1 dia');
    expect(formatSinceSignup(ago(2 * day - 1), now)).toBe('1 dia');
    expect(formatSinceSignup(ago(30 * day - 1), now)).toBe('29 dias');
    expect(formatSinceSignup(ago(30 * day), now)).toBe('1 mês');
    expect(formatSinceSignup(ago(59 * day), now)).toBe('1 mês');
    expect(formatSinceSignup(ago(60 * day), now)).toBe('2 meses');
    expect(formatSinceSignup(ago(365 * day - 1), now)).toBe('12 meses');
    expect(formatSinceSignup(ago(2 * 365 * day - 1), now)).toBe('1 ano');
    expect(formatSinceSignup(ago(2 * 365 * day), now)).toBe('2 anos');
  });
  it('says 1 dia for a signup a little in the future (clocks apart)', () => {
    expect(formatSinceSignup(ago(-5 * 60_000), now)).toBe('1 dia');
  });
});

describe('the panel clock', () => {
  it('shows weekday, day, month, year and time in São Paulo, in uppercase', () => {
    // 03:05 UTC is 00:05 in São Paulo (UTC-3), still Sunday the 22nd.
    expect(formatPanelClock(new Date('2026-11-22T03:05:00Z'))).toBe('DOMINGO, 22 DE NOVEMBRO DE 2026, 00:05');
    expect(formatPanelClock(new Date('2026-11-22T02:59:00Z'))).toBe('SÁBADO, 21 DE NOVEMBRO DE 2026, 23:59');
  });
  it('has a compact form for phones, with the same day and time', () => {
    expect(formatPanelClockShort(new Date('2026-11-22T03:05:00Z'))).toBe('DOM 22/11/2026 00:05');
    expect(formatPanelClockShort(new Date('2026-11-24T17:40:00Z'))).toBe('TER 24/11/2026 14:40');
  });
});

describe('a day without the time', () => {
  it('is the São Paulo calendar day, with nothing after it', () => {
    // 02:30 UTC on the 24th is still the 23rd in São Paulo.
    expect(formatDate(new Date('2027-01-24T02:30:00Z'))).toBe('23/01/2027');
    expect(`Válido até ${formatDate(new Date('2027-01-23T15:00:00Z'))}`).toBe('Válido até 23/01/2027');
  });
});

describe('session time left', () => {
  it('shows days, hours, minutes and seconds, never negative', () => {
    expect(formatRemaining(30 * day)).toBe('30d 00h 00m 00s');
    expect(formatRemaining(30 * day - 1000)).toBe('29d 23h 59m 59s');
    expect(formatRemaining(-5)).toBe('0d 00h 00m 00s');
  });
});

describe('waiting time', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms);
  it('counts minutes, then hours and minutes, then days', () => {
    expect(formatTimeAgo(ago(30_000), now)).toBe('agora');
    expect(formatTimeAgo(ago(5 * 60_000), now)).toBe('há 5 min');
    expect(formatTimeAgo(ago(125 * 60_000), now)).toBe('há 2 h 05 min');
    expect(formatTimeAgo(ago(day), now)).toBe('há 1 dia');
    expect(formatTimeAgo(ago(3 * day), now)).toBe('há 3 dias');
    expect(formatTimeAgo(ago(-60_000), now)).toBe('agora');
  });
});

describe('birth dates', () => {
  it('formats what is typed as DD/MM/AAAA', () => {
    expect(formatDateInput('2')).toBe('2');
    expect(formatDateInput('251')).toBe('25/1');
    expect(formatDateInput('25121990')).toBe('25/12/1990');
    expect(formatDateInput('25/12/19901')).toBe('25/12/1990');
  });
  it('converts between DD/MM/AAAA and ISO, refusing days that do not exist', () => {
    expect(brDateToIso('25/12/1990')).toBe('1990-12-25');
    expect(brDateToIso('29/02/2024')).toBe('2024-02-29');
    expect(brDateToIso('29/02/2023')).toBeNull();
    expect(brDateToIso('31/04/2000')).toBeNull();
    expect(brDateToIso('1/1/2000')).toBeNull();
    expect(formatIsoDay('1990-12-25')).toBe('25/12/1990');
  });
  it('accepts birth dates from 1900 to today in São Paulo', () => {
    const now = new Date('2026-11-22T02:00:00Z'); // still the 21st in São Paulo
    expect(saoPauloToday(now)).toBe('2026-11-21');
    expect(isValidBirthDate('2026-11-21', now)).toBe(true);
    expect(isValidBirthDate('2026-11-22', now)).toBe(false);
    expect(isValidBirthDate('1899-12-31', now)).toBe(false);
    expect(isValidBirthDate('1990-02-30', now)).toBe(false);
  });
});

describe('formatTimeInput', () => {
  it('masks a 24-hour time as it is typed, whatever else is typed', () => {
    expect(formatTimeInput('1')).toBe('1');
    expect(formatTimeInput('18')).toBe('18');
    expect(formatTimeInput('183')).toBe('18:3');
    expect(formatTimeInput('1830')).toBe('18:30');
    expect(formatTimeInput('18:305')).toBe('18:30');
    expect(formatTimeInput('6 PM')).toBe('6');
  });
});
