import { createPortal } from 'react-dom';
import type { Sale } from '../../../shared/contracts/sales.ts';
import { formatCents } from '../../../shared/money.ts';
import { formatQuantity, paymentLabels } from './sale-form.ts';

/** The 80 mm receipt: hidden on screen, the only thing printed (see `.receipt-80mm` in styles.css). */
export function Receipt({ sale, shopName }: { sale: Sale; shopName: string }) {
  return createPortal(
    <div className="receipt-80mm hidden print:block">
      <p className="text-center font-bold">{shopName}</p>
      <p className="text-center">
        Venda nº {sale.number} - {sale.day.split('-').reverse().join('/')}
      </p>
      {sale.customer && <p>Cliente: {sale.customer.nome}</p>}
      <hr />
      {sale.items.map((i, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the receipt's lines in order
        <p key={index} className="flex justify-between gap-2">
          <span>
            {formatQuantity(i.quantity)} x {i.name}
          </span>
          <span>{formatCents(i.totalCents)}</span>
        </p>
      ))}
      <hr />
      <p className="flex justify-between font-bold">
        <span>Total</span>
        <span>{formatCents(sale.totalCents)}</span>
      </p>
      {sale.payments.map((p, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the payments in order
        <p key={index} className="flex justify-between">
          <span>{paymentLabels[p.type as keyof typeof paymentLabels] ?? p.type}</span>
          <span>{formatCents(p.amountCents)}</span>
        </p>
      ))}
      {sale.changeCents > 0 && (
        <p className="flex justify-between">
          <span>Troco</span>
          <span>{formatCents(sale.changeCents)}</span>
        </p>
      )}
      <p className="mt-2 text-center">Obrigado pela preferência!</p>
    </div>,
    document.body,
  );
}
