import { saoPauloToday } from '../../../shared/calendar.ts';
import { type PanelStats, type PanelStatsQuery, resolvePanelRange } from '../../../shared/contracts/panel-stats.ts';
import {
  AGE_BRACKETS,
  averageTicketCents,
  bestAndWorstWeekdays,
  bracketCounts,
  DEFAULT_BEST_WEEKDAY,
  DEFAULT_WORST_WEEKDAY,
  percentOf,
  salesSeries,
  WEEKDAYS_MONDAY_FIRST,
  weekdayName,
} from '../../../shared/stats.ts';
import type { Db } from '../../db/client.ts';
import { BadRequestError } from '../../errors.ts';
import {
  countBornInBoundaryMonths,
  countCustomersBySex,
  sumGiftDeliveries,
  summarizePanelSales,
} from './panel-stats-queries.ts';

/** Sex and age of all the shop's customers, from the database's counts. */
function customerDistribution(
  bySex: Awaited<ReturnType<typeof countCustomersBySex>>,
  bornInBoundaryMonths: number[],
): PanelStats['clientes'] {
  const total = bySex.reduce((sum, r) => sum + r.count, 0);
  const withBirthDate = bySex.reduce((sum, r) => sum + r.withBirthDate, 0);
  const share = (count: number) => ({ quantidade: count, percentual: percentOf(count, total) });
  const sex = (sexo: (typeof bySex)[number]['sexo']) => share(bySex.find((r) => r.sexo === sexo)?.count ?? 0);
  // At least each bracket's start: born in an earlier month, or in the boundary's month up to it.
  const atLeast = bornInBoundaryMonths.map(
    (inMonth, i) => inMonth + bySex.reduce((sum, r) => sum + (r.bornBefore[i] ?? 0), 0),
  );
  const brackets = bracketCounts(withBirthDate, atLeast);
  return {
    total,
    sexo: { homens: sex('masculino'), mulheres: sex('feminino'), outros: sex('outro'), naoInformado: sex(null) },
    faixasEtarias: AGE_BRACKETS.map((faixa, i) => ({ faixa, ...share(brackets[i] ?? 0) })),
    idadeNaoInformada: share(total - withBirthDate),
  };
}

/** The panel's statistics for a period (this month by default) on São Paulo's today. */
export async function getPanelStats(db: Db, storeId: number, query: PanelStatsQuery, now = new Date()) {
  const today = saoPauloToday(now);
  const range = resolvePanelRange(query, today);
  if ('error' in range) throw new BadRequestError(range.error);

  const [{ channels, days, weekdays }, gifts, bySex, bornInBoundaryMonths] = await Promise.all([
    summarizePanelSales(db, storeId, range),
    sumGiftDeliveries(db, storeId, range),
    countCustomersBySex(db, storeId, today),
    countBornInBoundaryMonths(db, storeId, today),
  ]);

  const channel = (name: 'balcao' | 'online') => {
    const row = channels.find((c) => c.channel === name);
    return { totalCents: row?.totalCents ?? 0, quantidade: row?.count ?? 0 };
  };
  const totalVendasCents = channels.reduce((sum, c) => sum + c.totalCents, 0);
  const quantidadeVendas = channels.reduce((sum, c) => sum + c.count, 0);

  const weekday = (d: number) => weekdays.find((w) => w.weekday === d);
  const totals = [0, 1, 2, 3, 4, 5, 6].map((d) => weekday(d)?.totalCents ?? 0);
  const { best, worst } = bestAndWorstWeekdays(totals);
  const anySales = quantidadeVendas > 0;

  return {
    periodo: { de: range.from, ate: range.to, hoje: today },
    investimentoBrindesCents: gifts.costCents,
    brindesEntregues: gifts.count,
    totalVendasCents,
    quantidadeVendas,
    ticketMedioCents: averageTicketCents(totalVendasCents, quantidadeVendas),
    porCanal: { balcao: channel('balcao'), online: channel('online') },
    cashbackTotalCents: channels.reduce((sum, c) => sum + c.cashbackCents, 0),
    diaMaisVende: anySales ? weekdayName(best) : DEFAULT_BEST_WEEKDAY,
    diaMenosVende: anySales ? weekdayName(worst) : DEFAULT_WORST_WEEKDAY,
    diasDaSemana: WEEKDAYS_MONDAY_FIRST.map((d) => ({
      dia: d,
      nome: weekdayName(d),
      totalCents: weekday(d)?.totalCents ?? 0,
      quantidade: weekday(d)?.count ?? 0,
    })),
    vendasPorDia: salesSeries(range, days),
    clientes: customerDistribution(bySex, bornInBoundaryMonths),
  } satisfies PanelStats;
}
