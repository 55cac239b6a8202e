import { describe, expect, it } from 'vitest';
import {
  ageInYears,
  brDateToIso,
  dayRange,
  dayStart,
  formatBirthday,
  formatIsoDay,
  isBirthdayMonth,
  isBirthdayToday,
  isValidBirthDate,
  parseIsoDay,
  saoPauloMonth,
  saoPauloToday,
} from './calendar.ts';

describe('São Paulo calendar day', () => {
  it('is the day in São Paulo, not in UTC', () => {
    // 02:30 UTC on 1 April is still 31 March, 23:30, in São Paulo (UTC-3).
    const lateMarch = new Date('2026-04-01T02:30:00Z');
    expect(saoPauloToday(lateMarch)).toBe('2026-03-31');
    expect(saoPauloMonth(lateMarch)).toBe(3);
    expect(saoPauloMonth(new Date('2026-04-01T03:00:00Z'))).toBe(4);
  });
  it('parses only real days', () => {
    expect(parseIsoDay('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseIsoDay('2023-02-29')).toBeNull();
    expect(parseIsoDay('2023-13-01')).toBeNull();
    expect(parseIsoDay('01/02/2023')).toBeNull();
  });
});

describe('birthday month (the report highlight)', () => {
  const march = new Date('2026-03-15T12:00:00Z');
  it('highlights birthdays in the current month, whatever the year', () => {
    expect(isBirthdayMonth('1990-03-01', march)).toBe(true);
    expect(isBirthdayMonth('2001-03-31', march)).toBe(true);
    expect(isBirthdayMonth('1990-04-01', march)).toBe(false);
    expect(isBirthdayMonth('1990-02-28', march)).toBe(false);
  });
  it('uses the month in São Paulo at the turn of the month', () => {
    const stillMarch = new Date('2026-04-01T02:59:00Z');
    expect(isBirthdayMonth('1990-03-20', stillMarch)).toBe(true);
    expect(isBirthdayMonth('1990-04-01', stillMarch)).toBe(false);
  });
  it('is false without a (valid) birth date', () => {
    expect(isBirthdayMonth(null, march)).toBe(false);
    expect(isBirthdayMonth('', march)).toBe(false);
    expect(isBirthdayMonth('1990-03-32', march)).toBe(false);
  });
});

describe('birthday today', () => {
  it('matches day and month in São Paulo', () => {
    expect(isBirthdayToday('1990-03-15', new Date('2026-03-15T12:00:00Z'))).toBe(true);
    expect(isBirthdayToday('1990-03-15', new Date('2026-03-16T02:00:00Z'))).toBe(true);
    expect(isBirthdayToday('1990-03-15', new Date('2026-03-16T03:00:00Z'))).toBe(false);
  });
  it('celebrates 29 February on the 28th outside leap years', () => {
    expect(isBirthdayToday('2000-02-29', new Date('2026-02-28T12:00:00Z'))).toBe(true);
    expect(isBirthdayToday('2000-02-29', new Date('2028-02-28T12:00:00Z'))).toBe(false);
    expect(isBirthdayToday('2000-02-29', new Date('2028-02-29T12:00:00Z'))).toBe(true);
  });
});

describe('birth date validation', () => {
  const now = new Date('2026-03-15T12:00:00Z');
  it('accepts real days from 1900 up to today in São Paulo', () => {
    expect(isValidBirthDate('1990-03-07', now)).toBe(true);
    expect(isValidBirthDate('1900-01-01', now)).toBe(true);
    expect(isValidBirthDate('2026-03-14', now)).toBe(true);
    expect(isValidBirthDate('2026-03-15', now)).toBe(true);
  });
  it('refuses the future, impossible days and very old dates', () => {
    expect(isValidBirthDate('2026-03-16', now)).toBe(false);
    expect(isValidBirthDate('2030-01-01', now)).toBe(false);
    expect(isValidBirthDate('1990-02-30', now)).toBe(false);
    expect(isValidBirthDate('1899-12-31', now)).toBe(false);
    expect(isValidBirthDate('ontem', now)).toBe(false);
  });
});

describe('formats', () => {
  it('shows birthdays as dd/mm and days as dd/mm/aaaa', () => {
    expect(formatBirthday('1990-03-07')).toBe('07/03');
    expect(formatBirthday(null)).toBe('');
    expect(formatIsoDay('1990-03-07')).toBe('07/03/1990');
  });
  it('masks a typed date and reads it back', () => {
    expect(brDateToIso('07/03/1990')).toBe('1990-03-07');
    expect(brDateToIso('31/02/1990')).toBeNull();
    expect(brDateToIso('7/3/1990')).toBeNull();
  });
  it('counts age in whole years', () => {
    const now = new Date('2026-03-15T12:00:00Z');
    expect(ageInYears('1990-03-15', now)).toBe(36);
    expect(ageInYears('1990-03-16', now)).toBe(35);
  });
});

describe("a São Paulo day's moments", () => {
  it('starts at the zone offset of that day (UTC−3 since 2019), and runs 24 hours', () => {
    expect(dayStart('2026-12-02').toISOString()).toBe('2026-12-02T03:00:00.000Z');
    const { from, to } = dayRange('2026-12-31');
    expect([from.toISOString(), to.toISOString()]).toEqual(['2026-12-31T03:00:00.000Z', '2027-01-01T03:00:00.000Z']);
    expect(saoPauloToday(from)).toBe('2026-12-31');
    expect(saoPauloToday(new Date(to.getTime() - 1))).toBe('2026-12-31');
  });

  it('follows daylight saving where the zone had it (a 23-hour day in November 2018)', () => {
    // 2018-11-04: clocks went from 00:00 to 01:00, so the day started at 01:00 local, 03:00 UTC.
    const { from, to } = dayRange('2018-11-04');
    expect(saoPauloToday(from)).toBe('2018-11-04');
    expect(saoPauloToday(new Date(from.getTime() - 1))).toBe('2018-11-03');
    expect((to.getTime() - from.getTime()) / 3_600_000).toBe(23);
    expect(() => dayStart('2026-02-30')).toThrow(RangeError);
  });
});
