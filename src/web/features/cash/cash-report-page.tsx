import { ChevronLeft, ChevronRight, Landmark, Printer, Receipt, Scale, ShoppingBag, TrendingUp } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { brDateToIso, formatIsoDay, formatLongDay, isIsoDate, saoPauloToday } from '../../../shared/calendar.ts';
import { formatCents } from '../../../shared/money.ts';
import { OwnerPageHeader } from '../../components/owner-page-header.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { StatCard } from '../../components/stat-card.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { cn } from '../../components/ui/cn.ts';
import { DateInput } from '../../components/ui/date-input.tsx';
import { useCan } from '../../lib/use-permissions.ts';
import { useCashReport } from './api/get-cash-report.ts';
import { BillsCard } from './bills-card.tsx';
import { shiftDay } from './day.ts';
import { DaySales } from './day-sales.tsx';
import { PaymentsSummary } from './payments-summary.tsx';

/**
 * Relatório de Caixa: one São Paulo day's sales, bills and balance (today by default; `?dia=`).
 * Another day is for the roles with the cash history: a Caixa sees today's only.
 */
export function CashReportPage() {
  const [params, setParams] = useSearchParams();
  const history = useCan()('cash.history');
  const today = saoPauloToday();
  const fromUrl = params.get('dia') ?? '';
  const day = history && isIsoDate(fromUrl) ? fromUrl : today;
  const report = useCashReport(day);

  const goTo = (next: string) =>
    setParams(next === today ? {} : { dia: next }, { replace: true, preventScrollReset: true });

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <OwnerPageHeader
        title="Relatório de Caixa"
        subtitle="As vendas do balcão e da loja online, as contas e o saldo de um dia."
        icon={<Landmark className="h-6 w-6" />}
        actions={
          <Button variant="secondary" onClick={() => window.print()} className="print:hidden">
            <Printer className="h-4 w-4" aria-hidden="true" />
            Imprimir
          </Button>
        }
      />
      {history ? (
        <DayPicker key={day} day={day} today={today} onChange={goTo} />
      ) : (
        <Card className="p-4 print:border-0 print:p-0 print:shadow-none">
          <p className="font-semibold text-slate-800">
            {formatLongDay(today)}
            <span className="ml-2 text-sm font-normal text-slate-500">(hoje)</span>
          </p>
        </Card>
      )}
      <QueryState query={report} what="o relatório">
        {(data) => (
          <div className={cn('space-y-6', report.isPlaceholderData && 'opacity-60')} aria-busy={report.isFetching}>
            <section aria-label="Resumo do dia" className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
              <StatCard label="Total de Vendas" icon={<TrendingUp />} tone="green">
                {formatCents(data.totalVendasCents)}
              </StatCard>
              <StatCard label="Total Contas" icon={<Receipt />} tone="red">
                {formatCents(data.totalContasCents)}
              </StatCard>
              <StatCard label="Saldo do Dia" icon={<Scale />} tone={data.saldoCents < 0 ? 'red' : 'blue'}>
                {formatCents(data.saldoCents)}
              </StatCard>
              <StatCard
                label="Ticket Médio"
                icon={<ShoppingBag />}
                tone="purple"
                hint={`${data.quantidadeVendas} ${data.quantidadeVendas === 1 ? 'venda' : 'vendas'}`}
              >
                {formatCents(data.ticketMedioCents)}
              </StatCard>
            </section>
            <div className="grid gap-6 lg:grid-cols-2 print:grid-cols-2">
              <PaymentsSummary report={data} />
              <BillsCard day={day} bills={data.contas} totalCents={data.totalContasCents} />
            </div>
            <DaySales sales={data.vendas} />
          </div>
        )}
      </QueryState>
    </div>
  );
}

/** The day: typed as DD/MM/AAAA, or one day back or forward. */
function DayPicker({ day, today, onChange }: { day: string; today: string; onChange: (day: string) => void }) {
  const [typed, setTyped] = useState(formatIsoDay(day));
  const complete = typed.length === 10;
  const invalid = complete && brDateToIso(typed) === null;

  function type(value: string) {
    setTyped(value);
    const iso = value.length === 10 ? brDateToIso(value) : null;
    if (iso && iso !== day) onChange(iso);
  }

  return (
    <Card className="flex flex-wrap items-center gap-3 p-4 print:border-0 print:p-0 print:shadow-none">
      <div className="flex items-center gap-2 print:hidden">
        <Button
          variant="secondary"
          size="icon"
          className="shrink-0"
          aria-label="Dia anterior"
          onClick={() => onChange(shiftDay(day, -1))}
        >
          <ChevronLeft className="h-5 w-5" aria-hidden="true" />
        </Button>
        <label htmlFor="cash-day" className="sr-only">
          Data do caixa
        </label>
        <div className="w-36">
          <DateInput
            id="cash-day"
            value={typed}
            onValueChange={type}
            className="text-center tabular-nums"
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? 'cash-day-error' : undefined}
          />
        </div>
        <Button
          variant="secondary"
          size="icon"
          className="shrink-0"
          aria-label="Próximo dia"
          onClick={() => onChange(shiftDay(day, 1))}
        >
          <ChevronRight className="h-5 w-5" aria-hidden="true" />
        </Button>
        {day !== today && (
          <Button variant="ghost" size="sm" onClick={() => onChange(today)}>
            Hoje
          </Button>
        )}
      </div>
      <p className="font-semibold text-slate-800" aria-live="polite">
        {formatLongDay(day)}
        {day === today && <span className="ml-2 text-sm font-normal text-slate-500">(hoje)</span>}
      </p>
      {invalid && (
        <p id="cash-day-error" className="w-full text-sm text-red-700" role="alert">
          Data inválida. Use DD/MM/AAAA.
        </p>
      )}
    </Card>
  );
}
