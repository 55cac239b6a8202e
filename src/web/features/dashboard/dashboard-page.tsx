import { BarChart3, ChevronLeft, ChevronRight, Download, Hash, ShoppingBag, TrendingUp } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { parseIsoDay } from '../../../shared/calendar.ts';
import { type Dashboard, dashboardMessages } from '../../../shared/contracts/dashboard.ts';
import { formatCents } from '../../../shared/money.ts';
import { formatPeriodLabel } from '../../../shared/period-label.ts';
import { PERIOD_KINDS, type PeriodKind, shiftPeriod } from '../../../shared/periods.ts';
import { OwnerPageHeader } from '../../components/owner-page-header.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { StatCard } from '../../components/stat-card.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { cn } from '../../components/ui/cn.ts';
import { Spinner } from '../../components/ui/spinner.tsx';
import { exportCsvHref, useDashboard } from './api/get-dashboard.ts';
import { ChannelSplit } from './channel-split.tsx';
import { TopList } from './top-list.tsx';

// recharts is large: it loads with the chart, after the figures are on screen.
const SalesChart = lazy(async () => ({ default: (await import('./sales-chart.tsx')).SalesChart }));

const kindLabels: Record<PeriodKind, string> = { dia: 'Dia', semana: 'Semana', mes: 'Mês' };

const isKind = (v: string | null): v is PeriodKind => PERIOD_KINDS.includes(v as PeriodKind);

/** Whether the period shown holds the server's today. */
const isCurrent = (d: Dashboard) => d.de <= d.hoje && d.hoje <= d.ate;

/** Dashboard de Vendas: a day, week or month of counter sales and online orders (`?periodo=&data=`). */
export function DashboardPage() {
  const [params, setParams] = useSearchParams();
  const periodo: PeriodKind = isKind(params.get('periodo')) ? (params.get('periodo') as PeriodKind) : 'mes';
  const fromUrl = params.get('data') ?? '';
  const data = parseIsoDay(fromUrl) ? fromUrl : undefined;
  const dashboard = useDashboard(periodo, data);
  const d = dashboard.data;

  /** Shows the period of `kind` holding `day` (none: the current one). */
  const goTo = (kind: PeriodKind, day?: string) =>
    setParams(day ? { periodo: kind, data: day } : { periodo: kind }, { replace: true, preventScrollReset: true });
  const step = (steps: number) => {
    if (!d) return;
    const day = shiftPeriod(d.periodo, d.de, steps);
    // Back in the period of today: the address without a day, so it follows the calendar.
    goTo(d.periodo, shiftPeriod(d.periodo, d.hoje, 0) === day ? undefined : day);
  };
  const switchKind = (kind: PeriodKind) => goTo(kind, d && !isCurrent(d) ? d.de : data);

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <OwnerPageHeader
        title="Dashboard de Vendas"
        subtitle="As vendas do balcão e da loja online por dia, semana ou mês."
        icon={<BarChart3 className="h-6 w-6" />}
        actions={
          <a href={exportCsvHref(periodo, data)} download className={buttonClasses('secondary')}>
            <Download className="h-4 w-4" aria-hidden="true" />
            Exportar CSV
          </a>
        }
      />
      <Card className="flex flex-wrap items-center gap-3 p-3 sm:p-4">
        <fieldset className="grid w-full grid-cols-3 gap-1 rounded-xl bg-slate-200/70 p-1 sm:inline-grid sm:w-auto">
          <legend className="sr-only">Período</legend>
          {PERIOD_KINDS.map((kind) => (
            <button
              key={kind}
              type="button"
              aria-pressed={kind === periodo}
              onClick={() => kind !== periodo && switchKind(kind)}
              className={cn(
                'min-h-10 rounded-lg px-4 text-sm font-semibold text-slate-700 hover:bg-white/60 hover:text-ink',
                kind === periodo && 'bg-white text-brand-700 shadow-sm hover:bg-white',
              )}
            >
              {kindLabels[kind]}
            </button>
          ))}
        </fieldset>
        <div className="flex min-w-0 flex-1 items-center gap-2">
          <Button
            variant="secondary"
            size="icon"
            className="shrink-0"
            aria-label="Período anterior"
            disabled={!d}
            onClick={() => step(-1)}
          >
            <ChevronLeft className="h-5 w-5" aria-hidden="true" />
          </Button>
          <p
            className="min-w-0 flex-1 text-center font-semibold text-slate-800 sm:flex-none sm:px-2"
            aria-live="polite"
          >
            {d ? formatPeriodLabel(d.periodo, { from: d.de, to: d.ate }) : '...'}
          </p>
          <Button
            variant="secondary"
            size="icon"
            className="shrink-0"
            aria-label="Próximo período"
            disabled={!d || d.ate >= d.hoje}
            onClick={() => step(1)}
          >
            <ChevronRight className="h-5 w-5" aria-hidden="true" />
          </Button>
        </div>
        {d && !isCurrent(d) && (
          <Button variant="ghost" size="sm" className="w-full sm:w-auto" onClick={() => goTo(periodo)}>
            Período atual
          </Button>
        )}
      </Card>
      <QueryState query={dashboard} what="o dashboard">
        {(d) => (
          <div
            className={cn('space-y-6', dashboard.isPlaceholderData && 'opacity-60')}
            aria-busy={dashboard.isFetching}
          >
            <section aria-label="Resumo do período" className="grid grid-cols-2 gap-3 lg:grid-cols-3 lg:gap-4">
              <div className="col-span-2 lg:col-span-1">
                <StatCard label="Total de Vendas" icon={<TrendingUp />} tone="green">
                  {formatCents(d.totalCents)}
                </StatCard>
              </div>
              <StatCard label="Número de Vendas" icon={<Hash />} tone="blue">
                {d.vendas}
              </StatCard>
              <StatCard label="Ticket Médio" icon={<ShoppingBag />} tone="purple">
                {formatCents(d.ticketMedioCents)}
              </StatCard>
            </section>
            <Card className="p-4 sm:p-5">
              <h2 className="font-semibold text-slate-800">
                {d.periodo === 'dia' ? 'Vendas por hora' : 'Vendas por dia'}
              </h2>
              <Suspense
                fallback={
                  <div className="flex h-64 items-center justify-center text-brand-600">
                    <Spinner className="h-6 w-6" />
                  </div>
                }
              >
                <SalesChart periodo={d.periodo} serie={d.serie} />
              </Suspense>
            </Card>
            <ChannelSplit canais={d.canais} totalCents={d.totalCents} />
            <div className="grid gap-6 md:grid-cols-2">
              <TopList
                title="Top 3 Clientes"
                empty={dashboardMessages.noCustomers}
                items={d.topClientes.map((c) => ({ nome: c.nome, totalCents: c.totalCents, count: c.compras }))}
                countLabel={(n) => (n === 1 ? '1 compra' : `${n} compras`)}
              />
              <TopList
                title="Top 3 Vendedores"
                empty={dashboardMessages.noSellers}
                items={d.topVendedores.map((v) => ({ nome: v.nome, totalCents: v.totalCents, count: v.vendas }))}
                countLabel={(n) => (n === 1 ? '1 venda' : `${n} vendas`)}
              />
            </div>
          </div>
        )}
      </QueryState>
    </div>
  );
}
