import { MONTH_NAMES, parseIsoDay } from './calendar.ts';
import type { DayRange, PeriodKind } from './periods.ts';

function parts(iso: string) {
  const d = parseIsoDay(iso);
  if (!d) throw new RangeError(`not a calendar day: ${iso}`);
  return { day: d.day, month: (MONTH_NAMES[d.month - 1] as string).toLocaleLowerCase('pt-BR'), year: d.year };
}

/**
 * A period in words, as the dashboard shows it: '27 de novembro de 2026', '22 a 28 de novembro
 * de 2026', '29 de novembro a 5 de dezembro de 2026', 'novembro de 2026'.
 */
export function formatPeriodLabel(kind: PeriodKind, range: DayRange): string {
  const from = parts(range.from);
  const to = parts(range.to);
  if (kind === 'mes') return `${from.month} de ${from.year}`;
  if (kind === 'dia' || range.from === range.to) return `${from.day} de ${from.month} de ${from.year}`;
  if (from.year !== to.year)
    return `${from.day} de ${from.month} de ${from.year} a ${to.day} de ${to.month} de ${to.year}`;
  if (from.month !== to.month) return `${from.day} de ${from.month} a ${to.day} de ${to.month} de ${to.year}`;
  return `${from.day} a ${to.day} de ${to.month} de ${to.year}`;
}
