import { Coins } from 'lucide-react';
import { formatDate, formatDateTime } from '../../../../shared/calendar.ts';
import { formatCents } from '../../../../shared/money.ts';
import { LoadError } from '../../../components/load-error.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { useCustomerCashback } from '../api/customer-cashback.ts';

/**
 * Cashback earned by the customer's purchases: what is left, and when each part expires; apart,
 * what online orders not delivered yet will give (not spendable before delivery).
 */
export function CashbackSection({ customerId }: { customerId: number }) {
  const cashback = useCustomerCashback(customerId);
  if (cashback.isPending) return null;
  if (cashback.isError) return <LoadError what="o cashback" onRetry={cashback.refetch} />;
  const { balanceCents, pendingCents, earnedTotalCents, entries } = cashback.data;

  return (
    <Card className="p-4 sm:p-6" role="region" aria-labelledby="cashback-titulo">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="cashback-titulo" className="flex items-center gap-2 text-lg font-bold">
          <Coins className="h-5 w-5 text-amber-600" aria-hidden="true" />
          Cashback
        </h3>
        <p className="text-sm text-slate-600">
          Saldo disponível{' '}
          <strong className="text-lg tabular-nums text-ink" data-testid="cashback-balance">
            {formatCents(balanceCents)}
          </strong>
          {pendingCents > 0 && (
            <>
              {' '}
              · A receber{' '}
              <strong className="tabular-nums text-amber-800" data-testid="cashback-pending">
                {formatCents(pendingCents)}
              </strong>
            </>
          )}
        </p>
      </div>
      {pendingCents > 0 && (
        <p className="mt-1 text-sm text-slate-600">
          O cashback a receber vem de pedidos online ainda não entregues: é creditado na entrega.
        </p>
      )}
      {entries.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">Nenhum cashback gerado ainda.</p>
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-500">Total gerado: {formatCents(earnedTotalCents)}</p>
          <ul className="mt-3 divide-y divide-slate-100">
            {entries.map((e) => (
              <li key={e.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                <span>
                  {formatCents(e.earnedCents)} em {formatDateTime(new Date(e.createdAt))}
                  {e.remainingCents !== e.earnedCents && ` · restam ${formatCents(e.remainingCents)}`}
                </span>
                {e.expired ? (
                  <Badge tone="gray">Expirado</Badge>
                ) : (
                  <Badge tone="green">Válido até {formatDate(new Date(e.expiresAt))}</Badge>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}
