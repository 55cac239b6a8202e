import { type CashSale, cashPaymentLabels } from '../../../shared/contracts/cash.ts';
import { formatCents } from '../../../shared/money.ts';

/** A sale's payments: 'PIX' alone when one covered it all, else each with its amount. */
export function PaymentList({ sale }: { sale: CashSale }) {
  const single = sale.pagamentos.length === 1;
  return (
    <ul className="flex flex-wrap gap-1.5">
      {sale.pagamentos.map((p, i) => (
        <li
          // The same type may appear twice in one sale (two cards).
          // biome-ignore lint/suspicious/noArrayIndexKey: payments have no id of their own here
          key={i}
          className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700"
        >
          {cashPaymentLabels[p.tipo]}
          {p.parcelas > 1 && ` ${p.parcelas}×`}
          {!single && <span className="font-normal tabular-nums"> · {formatCents(p.valorCents)}</span>}
        </li>
      ))}
    </ul>
  );
}
