import { createPortal } from 'react-dom';
import type { Sale } from '../../../shared/contracts/sales.ts';
import { cn } from '../../components/ui/cn.ts';
import { receiptRows } from './sale-form.ts';

/** The 80 mm receipt: hidden on screen, the only thing printed (see `.receipt-80mm` in styles.css). */
export function Receipt({ sale, shopName }: { sale: Sale; shopName: string }) {
  const rows = receiptRows(sale, shopName);
  return createPortal(
    <div className="receipt-80mm hidden print:block">
      {rows.map((row, index) =>
        row.text === '' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the receipt's lines in order
          <hr key={index} />
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the receipt's lines in order
          <p key={index} className={cn('flex justify-between gap-2', row.bold && 'font-bold')}>
            <span>{row.text}</span>
            {row.right && <span>{row.right}</span>}
          </p>
        ),
      )}
    </div>,
    document.body,
  );
}
