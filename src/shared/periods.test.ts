import { describe, expect, it } from 'vitest';
import { addDays, weekdayOf } from './calendar.ts';
import { daysOf, periodRange, rangeLength, shiftPeriod } from './periods.ts';

describe('statistics periods', () => {
  it('a week runs Sunday to Saturday, across a month and a year', () => {
    // 1 January 2027 is a Friday.
    expect(weekdayOf('2027-01-01')).toBe(5);
    expect(periodRange('semana', '2027-01-01')).toEqual({ from: '2026-12-27', to: '2027-01-02' });
    expect(periodRange('semana', '2026-12-27')).toEqual({ from: '2026-12-27', to: '2027-01-02' });
  });

  it('a month is the calendar month, February of a leap year included', () => {
    expect(periodRange('mes', '2028-02-10')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(periodRange('mes', '2026-02-10')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(periodRange('dia', '2026-02-10')).toEqual({ from: '2026-02-10', to: '2026-02-10' });
  });

  it('moves back and forth by whole periods', () => {
    expect(shiftPeriod('dia', '2026-03-01', -1)).toBe('2026-02-28');
    expect(shiftPeriod('semana', '2026-11-27', 1)).toBe('2026-11-29');
    expect(shiftPeriod('mes', '2026-01-31', -1)).toBe('2025-12-01');
    expect(shiftPeriod('mes', '2026-01-31', 1)).toBe('2026-02-01');
  });

  it('lists and counts the days of a range', () => {
    expect(daysOf({ from: '2026-02-27', to: '2026-03-02' })).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    expect(rangeLength({ from: '2026-01-01', to: '2026-12-31' })).toBe(365);
    expect(addDays('2026-10-31', 1)).toBe('2026-11-01');
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
  });
});
