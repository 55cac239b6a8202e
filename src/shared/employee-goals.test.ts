import { describe, expect, it } from 'vitest';
import {
  daysLeftInMonth,
  formatDaysLeft,
  formatTenure,
  goalExcessCents,
  goalMissingCents,
  goalPercent,
  goalTone,
  isGoalMet,
  saoPauloMonthKey,
  tenureMonths,
} from './employee-goals.ts';

describe('tenure', () => {
  it('counts whole 30-day months since the hire date, in São Paulo days', () => {
    const now = new Date('2026-11-30T23:30:00-03:00');
    expect(tenureMonths('2026-11-30', now)).toBe(0);
    expect(tenureMonths('2026-11-01', now)).toBe(0); // 29 days
    expect(tenureMonths('2026-10-31', now)).toBe(1); // 30 days
    expect(tenureMonths('2025-11-30', now)).toBe(12); // 365 days
    // 02:30 UTC on 1 December is still 30 November in São Paulo.
    expect(tenureMonths('2026-10-31', new Date('2026-12-01T02:30:00Z'))).toBe(1);
    expect(tenureMonths('2027-01-01', now)).toBe(0);
  });

  it('reads as months', () => {
    expect(formatTenure(0)).toBe('0 meses');
    expect(formatTenure(1)).toBe('1 mês');
    expect(formatTenure(14)).toBe('14 meses');
  });
});

describe('goal progress', () => {
  it('is sales ÷ goal in whole percent, rounded down, without a ceiling', () => {
    expect(goalPercent(0, 100_000)).toBe(0);
    expect(goalPercent(69_999, 100_000)).toBe(69);
    expect(goalPercent(99_999, 100_000)).toBe(99);
    expect(goalPercent(100_000, 100_000)).toBe(100);
    expect(goalPercent(150_000, 100_000)).toBe(150);
    expect(goalPercent(1, 3)).toBe(33);
    expect(goalPercent(100, 0)).toBe(0);
  });

  it('is green at 100% or more, yellow at 70% or more, blue below', () => {
    expect(goalTone(0, 100_000)).toBe('azul');
    expect(goalTone(69_999, 100_000)).toBe('azul');
    expect(goalTone(70_000, 100_000)).toBe('amarelo');
    expect(goalTone(99_999, 100_000)).toBe('amarelo');
    expect(goalTone(100_000, 100_000)).toBe('verde');
    expect(goalTone(250_000, 100_000)).toBe('verde');
    // 70% of R$ 0,01 × 3 is 2.1 cents: 2 cents is below it.
    expect(goalTone(2, 3)).toBe('azul');
    expect(goalTone(3, 3)).toBe('verde');
  });

  it('gives what is missing below the goal and the excess above it', () => {
    expect(isGoalMet(99_999, 100_000)).toBe(false);
    expect(isGoalMet(100_000, 100_000)).toBe(true);
    expect(goalMissingCents(30_000, 100_000)).toBe(70_000);
    expect(goalMissingCents(130_000, 100_000)).toBe(0);
    expect(goalExcessCents(30_000, 100_000)).toBe(0);
    expect(goalExcessCents(130_000, 100_000)).toBe(30_000);
  });
});

describe('the month in São Paulo', () => {
  it('counts the days left including today', () => {
    expect(daysLeftInMonth(new Date('2026-11-01T00:00:00-03:00'))).toBe(30);
    expect(daysLeftInMonth(new Date('2026-11-24T12:00:00-03:00'))).toBe(7);
    expect(daysLeftInMonth(new Date('2026-11-30T23:30:00-03:00'))).toBe(1);
    // 02:30 UTC on 1 December: still the last day of November in São Paulo.
    expect(daysLeftInMonth(new Date('2026-12-01T02:30:00Z'))).toBe(1);
    expect(daysLeftInMonth(new Date('2026-12-01T03:00:00Z'))).toBe(31);
    expect(daysLeftInMonth(new Date('2028-02-01T12:00:00-03:00'))).toBe(29);
    expect(daysLeftInMonth(new Date('2027-02-28T12:00:00-03:00'))).toBe(1);
  });

  it('takes 23:30 on 30 November as November', () => {
    expect(saoPauloMonthKey(new Date('2026-11-30T23:30:00-03:00'))).toBe('2026-11');
    expect(saoPauloMonthKey(new Date('2026-12-01T00:00:00-03:00'))).toBe('2026-12');
    expect(saoPauloMonthKey(new Date('2026-12-31T23:59:00-03:00'))).toBe('2026-12');
  });

  it('says the days as words', () => {
    expect(formatDaysLeft(1)).toBe('1 dia');
    expect(formatDaysLeft(7)).toBe('7 dias');
  });
});
