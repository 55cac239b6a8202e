import { ChevronRight, Trophy } from 'lucide-react';
import { MEDALS } from '../../../../shared/contracts/customers.ts';
import { formatCpf } from '../../../../shared/document.ts';
import { formatCents } from '../../../../shared/money.ts';
import { LoadError } from '../../../components/load-error.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { PageLoading } from '../../../components/ui/spinner.tsx';
import { useTopCustomers } from '../api/top-customers.ts';

const podium = ['bg-amber-50 ring-amber-300', 'bg-slate-50 ring-slate-300', 'bg-orange-50 ring-orange-300'];

/** Top 10 by total purchases, medals for the first three; customers who never bought are left out. */
export function TopCustomersView({ onOpen }: { onOpen: (customerId: number) => void }) {
  const top = useTopCustomers();

  return (
    <Card className="p-4 sm:p-6" role="region" aria-labelledby="top10">
      <div className="flex items-center gap-2">
        <Trophy className="h-6 w-6 text-amber-600" aria-hidden="true" />
        <h2 id="top10" className="text-xl font-bold">
          Top 10 Clientes
        </h2>
      </div>
      <p className="mt-1 text-sm text-slate-600">Ranking pelo valor total de compras.</p>

      {top.isPending ? (
        <PageLoading />
      ) : top.isError ? (
        <LoadError what="o ranking" onRetry={top.refetch} frame="bare" />
      ) : top.data.customers.length === 0 ? (
        <p className="py-10 text-center text-slate-600">
          Nenhum cliente com compras ainda. O ranking aparece depois das primeiras compras.
        </p>
      ) : (
        <ol className="mt-5 space-y-2">
          {top.data.customers.map((c, i) => (
            <li
              key={c.id}
              className={cn(
                'flex items-center gap-3 rounded-xl px-3 py-3 sm:gap-4 sm:px-4',
                i < 3 ? `ring-1 ${podium[i]}` : 'border border-slate-200',
              )}
              data-testid={`top-${i + 1}`}
            >
              <span className="flex w-9 shrink-0 justify-center text-center">
                <span className="sr-only">{`${i + 1}º lugar`}</span>
                {i < 3 ? (
                  <span className="text-3xl leading-none" aria-hidden="true">
                    {MEDALS[i]}
                  </span>
                ) : (
                  <span className="text-lg font-bold tabular-nums text-slate-600" aria-hidden="true">
                    {i + 1}º
                  </span>
                )}
              </span>
              <div className="min-w-0 flex-1">
                <p className="break-words font-semibold">{c.nome}</p>
                <p className="text-sm tabular-nums text-slate-600">
                  <span className="whitespace-nowrap">{formatCpf(c.cpf)}</span> ·{' '}
                  <span className="whitespace-nowrap">
                    {c.purchaseCount} {c.purchaseCount === 1 ? 'compra' : 'compras'}
                  </span>
                </p>
                <p className="font-bold tabular-nums text-emerald-800 sm:hidden">
                  <span className="sr-only">Total em compras: </span>
                  {formatCents(c.totalSpentCents)}
                </p>
              </div>
              <p className="hidden shrink-0 text-right font-bold tabular-nums text-emerald-800 sm:block">
                <span className="sr-only">Total em compras: </span>
                {formatCents(c.totalSpentCents)}
              </p>
              <Button
                variant="ghost"
                size="icon"
                className="shrink-0"
                onClick={() => onOpen(c.id)}
                aria-label={`Ver detalhes de ${c.nome}`}
              >
                <ChevronRight className="h-5 w-5" aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
