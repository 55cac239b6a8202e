import { type PanelStats, type PanelStatsQuery, resolvePanelRange } from '../../../shared/contracts/panel-stats.ts';
import { todayIso } from '../../../shared/dates.ts';
import {
  AGE_BRACKETS,
  type AgeBracket,
  ageBracket,
  averageTicketCents,
  bestAndWorstWeekdays,
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
  countCustomerProfiles,
  sumGiftDeliveries,
  sumSalesByChannel,
  sumSalesByDay,
  sumSalesByWeekday,
} from './panel-stats-queries.ts';

type ProfileRow = Awaited<ReturnType<typeof countCustomerProfiles>>[number];

/** Sex and age of all the shop's customers, folded from the database's counts. */
function customerDistribution(rows: ProfileRow[]): PanelStats['clientes'] {
  const total = rows.reduce((sum, r) => sum + r.count, 0);
  const share = (count: number) => ({ quantidade: count, percentual: percentOf(count, total) });
  const bySex = (test: (sexo: ProfileRow['sexo']) => boolean) =>
    share(rows.filter((r) => test(r.sexo)).reduce((sum, r) => sum + r.count, 0));
  const byBracket = new Map<AgeBracket, number>(AGE_BRACKETS.map((b) => [b, 0]));
  let noAge = 0;
  for (const r of rows) {
    if (r.age === null) noAge += r.count;
    else {
      const bracket = ageBracket(r.age);
      byBracket.set(bracket, (byBracket.get(bracket) ?? 0) + r.count);
    }
  }
  return {
    total,
    sexo: {
      homens: bySex((s) => s === 'masculino'),
      mulheres: bySex((s) => s === 'feminino'),
      outros: bySex((s) => s === 'outro'),
      naoInformado: bySex((s) => s === null),
    },
    faixasEtarias: AGE_BRACKETS.map((faixa) => ({ faixa, ...share(byBracket.get(faixa) ?? 0) })),
    idadeNaoInformada: share(noAge),
  };
}

/** The panel's statistics for a period (this month by default) on São Paulo's today. */
export async function getPanelStats(db: Db, storeId: number, query: PanelStatsQuery, now = new Date()) {
  const today = todayIso(now);
  const range = resolvePanelRange(query, today);
  if ('error' in range) throw new BadRequestError(range.error);

  const [channels, days, weekdays, gifts, profiles] = await Promise.all([
    sumSalesByChannel(db, storeId, range),
    sumSalesByDay(db, storeId, range),
    sumSalesByWeekday(db, storeId, range),
    sumGiftDeliveries(db, storeId, range),
    countCustomerProfiles(db, storeId, today),
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
    clientes: customerDistribution(profiles),
  } satisfies PanelStats;
}
