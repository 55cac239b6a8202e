import { Globe, Store } from 'lucide-react';
import type { CashSale } from '../../../shared/contracts/cash.ts';
import { formatCents } from '../../../shared/money.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Card } from '../../components/ui/card.tsx';
import { formatClock } from './day.ts';
import { PaymentList } from './payment-list.tsx';

function Origin({ sale }: { sale: CashSale }) {
  return sale.origem === 'online' ? (
    <Badge tone="blue" className="whitespace-nowrap">
      <Globe className="mr-1 h-3 w-3" aria-hidden="true" />
      Pedido online {sale.numero}
    </Badge>
  ) : (
    <Badge tone="purple" className="whitespace-nowrap">
      <Store className="mr-1 h-3 w-3" aria-hidden="true" />
      Venda {sale.numero}
    </Badge>
  );
}

const customerOf = (sale: CashSale) => sale.cliente || 'Sem cliente';
const sellerOf = (sale: CashSale) => sale.vendedor || (sale.origem === 'online' ? 'Loja online' : '—');

/** The day's sales, counter and online, newest first: a table on wide screens, cards on a phone. */
export function DaySales({ sales }: { sales: CashSale[] }) {
  return (
    <Card className="p-5 sm:p-6 print:border-0 print:p-0 print:shadow-none">
      <h2 className="text-lg font-bold">
        Vendas do dia <span className="text-slate-500">({sales.length})</span>
      </h2>
      {sales.length === 0 ? (
        <p className="py-6 text-slate-600">Nenhuma venda neste dia.</p>
      ) : (
        <>
          <ul className="mt-3 space-y-3 md:hidden print:hidden" aria-label="Vendas do dia">
            {sales.map((sale) => (
              <li key={sale.id} className="rounded-xl border border-slate-200 p-4">
                <div className="flex items-start justify-between gap-3">
                  <div className="min-w-0 space-y-1">
                    <Origin sale={sale} />
                    <p className="break-words font-semibold">{customerOf(sale)}</p>
                  </div>
                  <div className="shrink-0 text-right">
                    <p className="text-lg font-bold tabular-nums">{formatCents(sale.totalCents)}</p>
                    <time dateTime={sale.em} className="text-sm text-slate-600 tabular-nums">
                      {formatClock(sale.em)}
                    </time>
                  </div>
                </div>
                <p className="mt-1 text-sm text-slate-600">Vendedor: {sellerOf(sale)}</p>
                <div className="mt-2">
                  <PaymentList sale={sale} />
                </div>
              </li>
            ))}
          </ul>
          <div className="mt-3 hidden overflow-x-auto md:block print:block">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Vendas do dia, das mais recentes às mais antigas</caption>
              <thead className="border-b border-slate-200 bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
                <tr>
                  <th scope="col" className="px-3 py-2.5">
                    Hora
                  </th>
                  <th scope="col" className="px-3 py-2.5">
                    Venda
                  </th>
                  <th scope="col" className="px-3 py-2.5">
                    Cliente
                  </th>
                  <th scope="col" className="px-3 py-2.5">
                    Vendedor
                  </th>
                  <th scope="col" className="px-3 py-2.5">
                    Pagamento
                  </th>
                  <th scope="col" className="px-3 py-2.5 text-right">
                    Total
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {sales.map((sale) => (
                  <tr key={sale.id} className="align-top">
                    <td className="px-3 py-3 tabular-nums">
                      <time dateTime={sale.em}>{formatClock(sale.em)}</time>
                    </td>
                    <td className="px-3 py-3">
                      <Origin sale={sale} />
                    </td>
                    <td className="px-3 py-3 font-medium">{customerOf(sale)}</td>
                    <td className="whitespace-nowrap px-3 py-3 text-slate-700">{sellerOf(sale)}</td>
                    <td className="px-3 py-3">
                      <PaymentList sale={sale} />
                    </td>
                    <td className="px-3 py-3 text-right font-semibold tabular-nums">{formatCents(sale.totalCents)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </Card>
  );
}
