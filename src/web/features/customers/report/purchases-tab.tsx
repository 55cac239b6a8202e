import { ShoppingBag } from 'lucide-react';
import { formatDateTime } from '../../../../shared/calendar.ts';
import { paymentLabels } from '../../../../shared/checkout.ts';
import type { Purchase } from '../../../../shared/contracts/customers.ts';
import { orderStatusInfo, orderStatusSchema } from '../../../../shared/contracts/owner-orders.ts';
import { formatCents } from '../../../../shared/money.ts';
import { LoadError } from '../../../components/load-error.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { PageLoading } from '../../../components/ui/spinner.tsx';
import { useCustomerPurchases } from '../api/customer-purchases.ts';

const sources = { online: 'Pedido online', balcao: 'Venda no balcão' } as const;

/** Últimas Compras: the customer's online orders (and, later, counter sales), newest first. */
export function PurchasesTab({ customerId }: { customerId: number }) {
  const purchases = useCustomerPurchases(customerId);
  if (purchases.isPending) return <PageLoading />;
  if (purchases.isError) {
    return <LoadError what="as compras" onRetry={purchases.refetch} />;
  }
  if (purchases.data.purchases.length === 0) {
    return (
      <Card className="flex flex-col items-center gap-2 p-10 text-center text-slate-600">
        <ShoppingBag className="h-8 w-8 text-slate-400" aria-hidden="true" />
        <p>Nenhuma compra registrada para este cliente ainda.</p>
      </Card>
    );
  }
  return (
    <ul className="space-y-3" aria-label="Últimas compras">
      {purchases.data.purchases.map((p) => (
        <PurchaseCard key={p.id} purchase={p} />
      ))}
    </ul>
  );
}

function PurchaseCard({ purchase: p }: { purchase: Purchase }) {
  // An online order's status (cancelado included) with its label and colour; a counter sale has none.
  const parsed = orderStatusSchema.safeParse(p.status);
  const status = parsed.success ? orderStatusInfo[parsed.data] : undefined;
  return (
    <li>
      <Card className="p-4 sm:p-5">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div>
            <p className="font-semibold">
              {sources[p.source]}
              {p.number !== null && ` #${p.number}`}
            </p>
            <p className="text-sm tabular-nums text-slate-600">
              <time dateTime={p.createdAt}>{formatDateTime(new Date(p.createdAt))}</time>
              {p.paymentMethod &&
                ` · ${paymentLabels[p.paymentMethod as keyof typeof paymentLabels] ?? p.paymentMethod}`}
            </p>
          </div>
          {status && <Badge tone={status.tone}>{status.label}</Badge>}
        </div>
        <ul className="mt-3 space-y-1 border-t border-slate-100 pt-3 text-sm">
          {p.items.map((item, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the items of a past purchase never change order
            <li key={`${item.name}-${i}`} className="flex justify-between gap-3">
              <span className="min-w-0">
                <span className="tabular-nums text-slate-600">{item.quantity}×</span> {item.name}
              </span>
              <span className="shrink-0 tabular-nums">{formatCents(item.totalCents)}</span>
            </li>
          ))}
        </ul>
        <p className="mt-3 flex justify-between border-t border-slate-100 pt-3 font-bold">
          <span>Total</span>
          <span className="tabular-nums">{formatCents(p.totalCents)}</span>
        </p>
      </Card>
    </li>
  );
}
