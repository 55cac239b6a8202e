import { type CashReport, cashPaymentLabels } from '../../../shared/contracts/cash.ts';
import { formatCents } from '../../../shared/money.ts';
import { Card } from '../../components/ui/card.tsx';

/** What came in by each payment type that day (only the types used). */
export function PaymentsSummary({ report }: { report: CashReport }) {
  const rows = report.pagamentos;
  return (
    <Card className="p-5 sm:p-6 print:border-0 print:p-0 print:shadow-none">
      <h2 className="text-lg font-bold">Resumo por forma de pagamento</h2>
      {rows.length === 0 ? (
        <p className="py-6 text-slate-600">Nenhum pagamento neste dia.</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100" aria-label="Resumo por forma de pagamento">
          {rows.map((row) => {
            const share =
              report.totalVendasCents > 0 ? Math.round((row.totalCents / report.totalVendasCents) * 100) : 0;
            return (
              <li key={row.tipo} className="py-2.5">
                <div className="flex items-baseline justify-between gap-3">
                  <span className="font-medium">
                    {cashPaymentLabels[row.tipo]}{' '}
                    <span className="text-sm font-normal text-slate-500">
                      ({row.quantidade} {row.quantidade === 1 ? 'pagamento' : 'pagamentos'})
                    </span>
                  </span>
                  <span className="font-semibold tabular-nums">{formatCents(row.totalCents)}</span>
                </div>
                <div className="mt-1.5 h-1.5 rounded-full bg-slate-100 print:hidden" aria-hidden="true">
                  <div className="h-full rounded-full bg-brand-500" style={{ width: `${share}%` }} />
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
