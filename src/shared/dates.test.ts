import { describe, expect, it } from 'vitest';
import { formatPanelClock, formatRemaining, formatSinceSignup, formatTimeAgo } from './dates.ts';

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
});

describe('the panel clock', () => {
  it('shows weekday, day, month, year and time in São Paulo, in uppercase', () => {
    // 03:05 UTC is 00:05 in São Paulo (UTC-3), still Sunday the 22nd.
    expect(formatPanelClock(new Date('2026-11-22T03:05:00Z'))).toBe('DOMINGO, 22 DE NOVEMBRO DE 2026, 00:05');
    expect(formatPanelClock(new Date('2026-11-22T02:59:00Z'))).toBe('SÁBADO, 21 DE NOVEMBRO DE 2026, 23:59');
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
