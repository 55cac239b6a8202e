import { describe, expect, it } from 'vitest';
import { formatPeriodLabel } from './period-label.ts';
import { periodRange } from './periods.ts';

const label = (kind: 'dia' | 'semana' | 'mes', day: string) => formatPeriodLabel(kind, periodRange(kind, day));

describe('formatPeriodLabel', () => {
  it('names a day, a week from Sunday and a month in Portuguese', () => {
    expect(label('dia', '2026-11-27')).toBe('27 de novembro de 2026');
    expect(label('semana', '2026-11-27')).toBe('22 a 28 de novembro de 2026');
    expect(label('mes', '2026-11-27')).toBe('novembro de 2026');
    expect(label('mes', '2026-03-01')).toBe('março de 2026');
  });

  it('names a week across two months or two years', () => {
    expect(label('semana', '2026-12-01')).toBe('29 de novembro a 5 de dezembro de 2026');
    expect(label('semana', '2026-12-31')).toBe('27 de dezembro de 2026 a 2 de janeiro de 2027');
  });
});
