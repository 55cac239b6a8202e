import { describe, expect, it } from 'vitest';
import { ageInYears } from './calendar.ts';
import { panelPeriodRange, panelStatsMessages, resolvePanelRange } from './contracts/panel-stats.ts';
import {
  AGE_BRACKET_STARTS,
  AGE_BRACKETS,
  ageBracket,
  averageTicketCents,
  bestAndWorstWeekdays,
  bracketBoundaries,
  bracketCounts,
  percentOf,
  salesSeries,
  weekdayName,
} from './stats.ts';

describe('statistics formulas', () => {
  it('average ticket: total / count, half up to the cent, 0 without sales', () => {
    expect(averageTicketCents(0, 0)).toBe(0);
    expect(averageTicketCents(1000, 3)).toBe(333);
    expect(averageTicketCents(1001, 2)).toBe(501); // 500,5 → 501
    expect(averageTicketCents(22_001, 4)).toBe(5_500); // 5 500,25 → 5 500
  });

  it('percent of the customers, to one decimal; 0 with no customers', () => {
    expect(percentOf(0, 0)).toBe(0);
    expect(percentOf(1, 3)).toBe(33.3);
    expect(percentOf(2, 3)).toBe(66.7);
    expect(percentOf(1, 8)).toBe(12.5);
    expect(percentOf(7, 7)).toBe(100);
  });

  it('age brackets: 0-15, 16-23, 24-30, 31-49, 50-60, 60+ (61 and over)', () => {
    const cases: [number, string][] = [
      [0, '0-15'],
      [15, '0-15'],
      [16, '16-23'],
      [23, '16-23'],
      [24, '24-30'],
      [30, '24-30'],
      [31, '31-49'],
      [49, '31-49'],
      [50, '50-60'],
      [60, '50-60'],
      [61, '60+'],
      [104, '60+'],
    ];
    for (const [age, bracket] of cases) expect(ageBracket(age), String(age)).toBe(bracket);
  });

  it('best and worst weekday over all seven, ties to the first (best) and last (worst) from Monday', () => {
    const name = (totals: number[]) => {
      const { best, worst } = bestAndWorstWeekdays(totals);
      return [weekdayName(best), weekdayName(worst)];
    };
    // Domingo..Sábado
    expect(name([0, 0, 0, 0, 0, 0, 0])).toEqual(['Segunda', 'Domingo']);
    expect(name([500, 0, 0, 0, 0, 0, 0])).toEqual(['Domingo', 'Sábado']);
    expect(name([10, 20, 30, 40, 50, 60, 70])).toEqual(['Sábado', 'Domingo']);
    expect(name([5, 9, 1, 9, 1, 5, 5])).toEqual(['Segunda', 'Quinta']);
    expect(name([])).toEqual(['Segunda', 'Domingo']);
  });

  it('sales series: every day, or every month past two months, zeros included', () => {
    const days = [
      { day: '2026-03-02', totalCents: 100, count: 1 },
      { day: '2026-03-03', totalCents: 250, count: 2 },
    ];
    expect(salesSeries({ from: '2026-03-01', to: '2026-03-03' }, days)).toEqual({
      granularidade: 'dia',
      pontos: [
        { inicio: '2026-03-01', totalCents: 0, quantidade: 0 },
        { inicio: '2026-03-02', totalCents: 100, quantidade: 1 },
        { inicio: '2026-03-03', totalCents: 250, quantidade: 2 },
      ],
    });
    const year = salesSeries({ from: '2025-03-11', to: '2026-03-10' }, days);
    expect(year.granularidade).toBe('mes');
    expect(year.pontos).toHaveLength(13);
    expect(year.pontos[0]).toEqual({ inicio: '2025-03-01', totalCents: 0, quantidade: 0 });
    expect(year.pontos.at(-1)).toEqual({ inicio: '2026-03-01', totalCents: 350, quantidade: 3 });
  });
});

describe('panel periods', () => {
  it("turn into São Paulo days from the server's today", () => {
    expect(panelPeriodRange('este-mes', '2026-03-10')).toEqual({ from: '2026-03-01', to: '2026-03-10' });
    expect(panelPeriodRange('mes-passado', '2026-03-10')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(panelPeriodRange('mes-passado', '2026-01-31')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(panelPeriodRange('ultimos-30-dias', '2026-03-10')).toEqual({ from: '2026-02-09', to: '2026-03-10' });
    expect(panelPeriodRange('ultimos-12-meses', '2026-03-10')).toEqual({ from: '2025-03-11', to: '2026-03-10' });
    expect(panelPeriodRange('ultimos-12-meses', '2028-02-29')).toEqual({ from: '2027-03-01', to: '2028-02-29' });
  });

  it('de and ate default to this month up to today; refuse inverted and over-long ranges', () => {
    const today = '2026-03-10';
    expect(resolvePanelRange({}, today)).toEqual({ from: '2026-03-01', to: today });
    expect(resolvePanelRange({ ate: '2026-01-20' }, today)).toEqual({ from: '2026-01-01', to: '2026-01-20' });
    expect(resolvePanelRange({ de: '2026-02-15' }, today)).toEqual({ from: '2026-02-15', to: today });
    expect(resolvePanelRange({ de: '2026-03-11' }, today)).toEqual({ error: panelStatsMessages.rangeInverted });
    expect(resolvePanelRange({ de: '2025-01-01', ate: '2026-02-04' }, today)).toEqual({
      from: '2025-01-01',
      to: '2026-02-04',
    });
    expect(resolvePanelRange({ de: '2025-01-01', ate: '2026-02-05' }, today)).toEqual({
      error: panelStatsMessages.rangeTooLong,
    });
    expect(resolvePanelRange({ periodo: 'este-mes', ate: today }, today)).toEqual({
      error: panelStatsMessages.periodOrDays,
    });
  });
});

describe('the starts of the age brackets', () => {
  it('are where ageBracket moves to the next bracket', () => {
    AGE_BRACKET_STARTS.forEach((start, i) => {
      expect(ageBracket(start)).toBe(AGE_BRACKETS[i]);
      if (i > 0) expect(ageBracket(start - 1)).toBe(AGE_BRACKETS[i - 1]);
    });
  });
});

describe('the boundaries of the age brackets on a day', () => {
  it('go back whole years, 29 February to 28 February in a common year', () => {
    expect(bracketBoundaries('2026-11-27')[0]).toEqual({
      start: 16,
      monthStart: '2010-11-01',
      lastBirth: '2010-11-27',
    });
    expect(bracketBoundaries('2028-02-29').map((b) => b.lastBirth)).toEqual([
      '2012-02-29',
      '2004-02-29',
      '1997-02-28',
      '1978-02-28',
      '1967-02-28',
    ]);
  });

  it('agree with ageInYears: born on the boundary is the bracket, a day later is not', () => {
    for (const today of ['2026-11-27', '2028-02-29', '2027-02-28', '2027-03-01', '2026-01-01']) {
      for (const b of bracketBoundaries(today)) {
        const now = new Date(`${today}T15:00:00Z`);
        expect(ageInYears(b.lastBirth, now)).toBeGreaterThanOrEqual(b.start);
        const next = new Date(`${b.lastBirth}T00:00:00Z`);
        next.setUTCDate(next.getUTCDate() + 1);
        expect(ageInYears(next.toISOString().slice(0, 10), now)).toBe(b.start - 1);
      }
    }
  });

  it('turn counts of "at least" into counts per bracket', () => {
    // 10 with a birth date: 3 under 16, 2 aged 16-23, 0, 4 aged 31-49, 0, 1 over 60.
    expect(bracketCounts(10, [7, 5, 5, 1, 1])).toEqual([3, 2, 0, 4, 0, 1]);
    expect(bracketCounts(0, [0, 0, 0, 0, 0])).toEqual([0, 0, 0, 0, 0, 0]);
  });
});
