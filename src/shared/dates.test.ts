import { describe, expect, it } from 'vitest';
import { formatPanelClock, formatRemaining, formatSinceSignup, isValidBirthDate, todayInSaoPaulo } from './dates.ts';

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

describe('birth dates', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  it('accepts real past days and today in São Paulo', () => {
    expect(isValidBirthDate('1990-05-17', now)).toBe(true);
    expect(isValidBirthDate('2000-02-29', now)).toBe(true);
    expect(isValidBirthDate('2026-11-22', now)).toBe(true);
  });
  it('refuses impossible, future or too old days and other formats', () => {
    expect(isValidBirthDate('1990-02-30', now)).toBe(false);
    expect(isValidBirthDate('2026-11-23', now)).toBe(false);
    expect(isValidBirthDate('1899-12-31', now)).toBe(false);
    expect(isValidBirthDate('17/05/1990', now)).toBe(false);
  });
  it("knows São Paulo's day, not the server's", () => {
    // 01:00 UTC on the 23rd is still the 22nd in São Paulo (UTC-3).
    expect(todayInSaoPaulo(new Date('2026-11-23T01:00:00Z'))).toBe('2026-11-22');
  });
});
