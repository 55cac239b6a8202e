import { z } from 'zod';
import { addDays, isIsoDate } from '../calendar.ts';
import { type DayRange, periodRange, rangeLength } from '../periods.ts';
import { AGE_BRACKETS } from '../stats.ts';
import { text } from './text.ts';

/**
 * The owner panel's statistics (/lojista): money figures of a period of São Paulo days (this month
 * by default) and the distribution of all the shop's customers by sex and age.
 */

export const PANEL_STATS_MAX_DAYS = 400;

export const panelStatsMessages = {
  dayInvalid: 'Data inválida. Use AAAA-MM-DD.',
  rangeInverted: 'A data inicial deve ser anterior ou igual à data final.',
  rangeTooLong: `Escolha um período de no máximo ${PANEL_STATS_MAX_DAYS} dias.`,
  periodOrDays: 'Informe o período ou as datas, não os dois.',
  periodInvalid: 'Período inválido.',
} as const;

/** The periods the panel offers; the server turns them into days from its own today. */
export const PANEL_PERIODS = ['este-mes', 'mes-passado', 'ultimos-30-dias', 'ultimos-12-meses'] as const;
export type PanelPeriod = (typeof PANEL_PERIODS)[number];

export const panelPeriodLabels: Record<PanelPeriod, string> = {
  'este-mes': 'Este mês',
  'mes-passado': 'Mês passado',
  'ultimos-30-dias': 'Últimos 30 dias',
  'ultimos-12-meses': 'Últimos 12 meses',
};

/** The days of a period, on São Paulo's `today`, both ends included; this month is up to today. */
export function panelPeriodRange(period: PanelPeriod, today: string): DayRange {
  const month = periodRange('mes', today);
  switch (period) {
    case 'este-mes':
      return { from: month.from, to: today };
    case 'mes-passado':
      return periodRange('mes', addDays(month.from, -1));
    case 'ultimos-30-dias':
      return { from: addDays(today, -29), to: today };
    case 'ultimos-12-meses': {
      // From the day after the same date a year ago (29 February counts from 1 March).
      const [y, m, d] = today.split('-');
      const yearAgo = `${Number(y) - 1}-${m}-${d}`;
      return { from: isIsoDate(yearAgo) ? addDays(yearAgo, 1) : `${Number(y) - 1}-03-01`, to: today };
    }
  }
}

const daySchema = text({ error: panelStatsMessages.dayInvalid }).refine(isIsoDate, panelStatsMessages.dayInvalid);

/** `?periodo=` or `?de=&ate=` (each optional); nothing: this month up to today. */
export const panelStatsQuerySchema = z.object({
  periodo: z.enum(PANEL_PERIODS, { error: panelStatsMessages.periodInvalid }).optional(),
  de: daySchema.optional(),
  ate: daySchema.optional(),
});
export type PanelStatsQuery = z.infer<typeof panelStatsQuerySchema>;

/**
 * The days a query asks for, or the Portuguese reason it is refused. A missing `ate` is today; a
 * missing `de` is the first day of `ate`'s month. At most PANEL_STATS_MAX_DAYS days.
 */
export function resolvePanelRange(query: PanelStatsQuery, today: string): DayRange | { error: string } {
  if (query.periodo) {
    if (query.de || query.ate) return { error: panelStatsMessages.periodOrDays };
    return panelPeriodRange(query.periodo, today);
  }
  const to = query.ate ?? today;
  const from = query.de ?? periodRange('mes', to).from;
  if (from > to) return { error: panelStatsMessages.rangeInverted };
  if (rangeLength({ from, to }) > PANEL_STATS_MAX_DAYS) return { error: panelStatsMessages.rangeTooLong };
  return { from, to };
}

const shareSchema = z.object({ quantidade: z.number(), percentual: z.number() });
const salesFigureSchema = z.object({ totalCents: z.number(), quantidade: z.number() });

export const panelStatsSchema = z.object({
  /** The period's days (São Paulo), both included, and the server's today. */
  periodo: z.object({ de: z.string(), ate: z.string(), hoje: z.string() }),
  /** Cost of the gifts handed over and the wheel prizes won in the period. */
  investimentoBrindesCents: z.number(),
  brindesEntregues: z.number(),
  /** Counter sales and online orders. */
  totalVendasCents: z.number(),
  quantidadeVendas: z.number(),
  ticketMedioCents: z.number(),
  porCanal: z.object({ balcao: salesFigureSchema, online: salesFigureSchema }),
  cashbackTotalCents: z.number(),
  diaMaisVende: z.string(),
  diaMenosVende: z.string(),
  /** The seven weekdays, Monday first, with the period's sales of each (zeros included). */
  diasDaSemana: z.array(
    z.object({ dia: z.number(), nome: z.string(), totalCents: z.number(), quantidade: z.number() }),
  ),
  /** Sales per day, or per month for periods longer than two months; every bucket, zeros included. */
  vendasPorDia: z.object({
    granularidade: z.enum(['dia', 'mes']),
    pontos: z.array(z.object({ inicio: z.string(), totalCents: z.number(), quantidade: z.number() })),
  }),
  /** All the shop's customers (not only the period's). */
  clientes: z.object({
    total: z.number(),
    sexo: z.object({ homens: shareSchema, mulheres: shareSchema, outros: shareSchema, naoInformado: shareSchema }),
    faixasEtarias: z.array(shareSchema.extend({ faixa: z.enum(AGE_BRACKETS) })),
    idadeNaoInformada: shareSchema,
  }),
});
export type PanelStats = z.infer<typeof panelStatsSchema>;
