import { describe, expect, it } from 'vitest';
import { formatLongDay } from './calendar.ts';
import { formatDayAndMonth, formatMonthTitle, monthOf, monthWeeks, moveDay, shiftMonth } from './month-calendar.ts';

describe('month calendar', () => {
  it('names months and days in pt-BR', () => {
    expect(formatMonthTitle('2026-03')).toBe('Março de 2026');
    expect(formatDayAndMonth('2026-03-10')).toBe('10 de março');
    expect(formatLongDay('2020-01-01')).toBe('Quarta-feira, 1 de janeiro de 2020');
    expect(formatLongDay('2020-02-30')).toBe('');
  });

  it('moves across years', () => {
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(monthOf('2026-03-10')).toBe('2026-03');
  });

  it('lays the month out in whole weeks from Sunday', () => {
    // 1 March 2026 is a Sunday; 31 March a Tuesday.
    const march = monthWeeks('2026-03');
    expect(march).toHaveLength(5);
    expect(march[0]?.[0]).toBe('2026-03-01');
    expect(march[4]).toEqual([
      '2026-03-29',
      '2026-03-30',
      '2026-03-31',
      '2026-04-01',
      '2026-04-02',
      '2026-04-03',
      '2026-04-04',
    ]);
    // February 2024 (leap) starts on a Thursday.
    const feb = monthWeeks('2024-02');
    expect(feb[0]?.slice(3)).toEqual(['2024-01-31', '2024-02-01', '2024-02-02', '2024-02-03']);
    expect(feb.flat().filter((d) => monthOf(d) === '2024-02')).toHaveLength(29);
  });

  it('moves a day with the arrow keys', () => {
    expect(moveDay('2026-03-31', 'ArrowRight')).toBe('2026-04-01');
    expect(moveDay('2026-03-03', 'ArrowUp')).toBe('2026-02-24');
    expect(moveDay('2026-03-03', 'Enter')).toBeNull();
  });
});
