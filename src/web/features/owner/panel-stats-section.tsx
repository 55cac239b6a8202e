import { CalendarDays, Gift, PieChart, Receipt, TrendingUp, Users, Wallet } from 'lucide-react';
import { lazy, type ReactNode, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { formatIsoDay } from '../../../shared/calendar.ts';
import {
  PANEL_PERIODS,
  type PanelPeriod,
  type PanelStats,
  panelPeriodLabels,
} from '../../../shared/contracts/panel-stats.ts';
import { formatCents } from '../../../shared/money.ts';
import { AGE_BRACKETS, DEFAULT_BEST_WEEKDAY, DEFAULT_WORST_WEEKDAY } from '../../../shared/stats.ts';
import { LoadError } from '../../components/load-error.tsx';
import { Card } from '../../components/ui/card.tsx';
import { cn } from '../../components/ui/cn.ts';
import { Select } from '../../components/ui/input.tsx';
import { usePanelStats } from './api/get-panel-stats.ts';

const SalesChart = lazy(() => import('./panel-stats-charts.tsx').then((m) => ({ default: m.SalesChart })));
const DonutChart = lazy(() => import('./panel-stats-charts.tsx').then((m) => ({ default: m.DonutChart })));
const AgeChart = lazy(() => import('./panel-stats-charts.tsx').then((m) => ({ default: m.AgeChart })));

const share = { quantidade: 0, percentual: 0 };
/** What the cards show until the figures arrive: zeros (spec: they start at zero). */
const EMPTY: PanelStats = {
  periodo: { de: '', ate: '', hoje: '' },
  investimentoBrindesCents: 0,
  brindesEntregues: 0,
  totalVendasCents: 0,
  quantidadeVendas: 0,
  ticketMedioCents: 0,
  porCanal: { balcao: { totalCents: 0, quantidade: 0 }, online: { totalCents: 0, quantidade: 0 } },
  cashbackTotalCents: 0,
  diaMaisVende: DEFAULT_BEST_WEEKDAY,
  diaMenosVende: DEFAULT_WORST_WEEKDAY,
  diasDaSemana: [],
  vendasPorDia: { granularidade: 'dia', pontos: [] },
  clientes: {
    total: 0,
    sexo: { homens: share, mulheres: share, outros: share, naoInformado: share },
    faixasEtarias: AGE_BRACKETS.map((faixa) => ({ faixa, ...share })),
    idadeNaoInformada: share,
  },
};

const isPeriod = (value: string | null): value is PanelPeriod => PANEL_PERIODS.includes(value as PanelPeriod);
const percent = (value: number) => `${value.toLocaleString('pt-BR', { maximumFractionDigits: 1 })}%`;
const plural = (n: number, one: string, many: string) => `${n.toLocaleString('pt-BR')} ${n === 1 ? one : many}`;

/** The panel's statistics cards: money figures of a period (`?periodo=`, this month by default). */
export function PanelStatsSection() {
  const [params, setParams] = useSearchParams();
  const fromUrl = params.get('periodo');
  const period: PanelPeriod = isPeriod(fromUrl) ? fromUrl : 'este-mes';
  const query = usePanelStats(period);
  const stats = query.data ?? EMPTY;
  const { clientes } = stats;
  const sexSlices = [
    { label: 'Homens', ...clientes.sexo.homens, color: '#2563eb' },
    { label: 'Mulheres', ...clientes.sexo.mulheres, color: '#db2777' },
    { label: 'Outros', ...clientes.sexo.outros, color: '#7c3aed' },
    { label: 'Não informado', ...clientes.sexo.naoInformado, color: '#94a3b8' },
  ];

  return (
    <section aria-labelledby="estatisticas" aria-busy={query.isFetching}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="estatisticas" className="text-lg font-bold">
            Estatísticas da loja
          </h2>
          <p className="text-sm text-slate-600" aria-live="polite">
            {query.isPending ? (
              <span role="status">Carregando...</span>
            ) : query.data ? (
              `Vendas, prêmios e cashback de ${formatIsoDay(stats.periodo.de)} a ${formatIsoDay(stats.periodo.ate)}`
            ) : null}
          </p>
        </div>
        <div className="w-full sm:w-56">
          <label htmlFor="stats-period" className="mb-1 block text-sm font-medium text-slate-700">
            Período
          </label>
          <Select
            id="stats-period"
            value={period}
            onChange={(e) =>
              setParams(e.target.value === 'este-mes' ? {} : { periodo: e.target.value }, {
                replace: true,
                preventScrollReset: true,
              })
            }
          >
            {PANEL_PERIODS.map((p) => (
              <option key={p} value={p}>
                {panelPeriodLabels[p]}
              </option>
            ))}
          </Select>
        </div>
      </div>

      {/* The cards stay below with zeros: the rest of the panel works without the figures. */}
      {query.isError && !query.data && (
        <LoadError what="as estatísticas" className="mt-4" onRetry={query.refetch} retrying={query.isFetching} />
      )}

      <div
        className={cn(
          'mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3',
          (query.isPending || query.isPlaceholderData) && 'opacity-60',
        )}
      >
        <StatCard icon={<Gift />} title="Investimento em Prêmios" value={formatCents(stats.investimentoBrindesCents)}>
          <Hint>{plural(stats.brindesEntregues, 'brinde ou prêmio da roleta', 'brindes e prêmios da roleta')}</Hint>
        </StatCard>
        <StatCard icon={<TrendingUp />} title="Total de Vendas" value={formatCents(stats.totalVendasCents)}>
          <Hint>
            {plural(stats.quantidadeVendas, 'venda', 'vendas')} · Balcão {formatCents(stats.porCanal.balcao.totalCents)}{' '}
            · Online {formatCents(stats.porCanal.online.totalCents)}
          </Hint>
        </StatCard>
        <StatCard icon={<Receipt />} title="Ticket Médio de Vendas" value={formatCents(stats.ticketMedioCents)}>
          <Hint>Total de vendas ÷ número de vendas</Hint>
        </StatCard>
        <StatCard icon={<CalendarDays />} title="Dias da Semana que Mais Vendem">
          <dl className="mt-2 grid grid-cols-2 gap-2 text-sm">
            <div className="rounded-lg bg-emerald-50 p-2">
              <dt className="text-emerald-800">Mais vende</dt>
              <dd className="text-lg font-bold text-emerald-900">{stats.diaMaisVende}</dd>
            </div>
            <div className="rounded-lg bg-slate-100 p-2">
              <dt className="text-slate-600">Menos vende</dt>
              <dd className="text-lg font-bold text-slate-800">{stats.diaMenosVende}</dd>
            </div>
          </dl>
          <WeekdayTotals days={stats.diasDaSemana} />
        </StatCard>
        <StatCard icon={<Wallet />} title="Valor de Cashback Gerado" value={formatCents(stats.cashbackTotalCents)}>
          <Hint>Cashback ganho pelos clientes no período</Hint>
        </StatCard>
        <StatCard icon={<TrendingUp />} title="Vendas no período">
          <Suspense fallback={<div className="h-36" />}>
            <SalesChart series={stats.vendasPorDia} />
          </Suspense>
          <Hint>{stats.vendasPorDia.granularidade === 'mes' ? 'Por mês' : 'Por dia'}</Hint>
        </StatCard>
        <StatCard icon={<PieChart />} title="Distribuição por Sexo" className="lg:col-span-1">
          <Hint>Todos os clientes da loja ({clientes.total.toLocaleString('pt-BR')})</Hint>
          <div className="mt-3 flex items-center gap-4">
            <Suspense fallback={<div className="h-28 w-28 shrink-0" />}>
              <DonutChart slices={sexSlices.map((s) => ({ label: s.label, value: s.quantidade, color: s.color }))} />
            </Suspense>
            <ul className="min-w-0 flex-1 space-y-1 text-sm">
              {sexSlices.map((s) => (
                <li key={s.label} className="flex items-center justify-between gap-2">
                  <span className="flex items-center gap-2">
                    <span className="h-2.5 w-2.5 shrink-0 rounded-full" style={{ background: s.color }} />
                    {s.label}
                  </span>
                  <span className="whitespace-nowrap tabular-nums">
                    <strong>{percent(s.percentual)}</strong>{' '}
                    <span className="text-slate-500">({s.quantidade.toLocaleString('pt-BR')})</span>
                  </span>
                </li>
              ))}
            </ul>
          </div>
        </StatCard>
        <StatCard icon={<Users />} title="Distribuição por Idade" className="sm:col-span-2">
          <Hint>Todos os clientes da loja, por idade em anos completos</Hint>
          <Suspense fallback={<div className="h-32" />}>
            <AgeChart brackets={clientes.faixasEtarias} />
          </Suspense>
          <ul className="mt-2 grid grid-cols-3 gap-x-3 gap-y-1 text-sm sm:grid-cols-7">
            {clientes.faixasEtarias.map((f) => (
              <li key={f.faixa} className="text-center">
                <span className="block font-semibold">{f.faixa}</span>
                <span className="tabular-nums text-slate-600">{f.quantidade.toLocaleString('pt-BR')}</span>
              </li>
            ))}
            <li className="text-center">
              <span className="block font-semibold">Não informada</span>
              <span className="tabular-nums text-slate-600">
                {clientes.idadeNaoInformada.quantidade.toLocaleString('pt-BR')}
              </span>
            </li>
          </ul>
        </StatCard>
      </div>
    </section>
  );
}

function StatCard({
  icon,
  title,
  value,
  children,
  className,
}: {
  icon: ReactNode;
  title: string;
  value?: string;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <Card className={cn('min-w-0 p-5', className)} role="group" aria-label={title}>
      <div className="flex items-center gap-2 text-slate-600">
        <span className="text-brand-700 [&>svg]:h-5 [&>svg]:w-5" aria-hidden="true">
          {icon}
        </span>
        <h3 className="text-sm font-semibold">{title}</h3>
      </div>
      {value !== undefined && <p className="mt-2 text-2xl font-extrabold tabular-nums">{value}</p>}
      {children}
    </Card>
  );
}

function Hint({ children }: { children: ReactNode }) {
  return <p className="mt-1 text-xs text-slate-500">{children}</p>;
}

/** The period's sales of each weekday, Monday first, as text with a bar for a quick read. */
function WeekdayTotals({ days }: { days: PanelStats['diasDaSemana'] }) {
  const max = Math.max(1, ...days.map((d) => d.totalCents));
  return (
    <ul className="mt-3 space-y-1 text-xs" aria-label="Vendas por dia da semana">
      {days.map((d) => (
        <li key={d.dia} className="grid grid-cols-[4.5rem_1fr_auto] items-center gap-2">
          <span className="text-slate-600">{d.nome}</span>
          <span className="h-1.5 rounded-full bg-slate-100" aria-hidden="true">
            <span
              className="block h-1.5 rounded-full bg-emerald-600"
              style={{ width: `${(d.totalCents / max) * 100}%` }}
            />
          </span>
          <span className="tabular-nums text-slate-700">{formatCents(d.totalCents)}</span>
        </li>
      ))}
    </ul>
  );
}
