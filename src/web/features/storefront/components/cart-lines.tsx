import { Package } from 'lucide-react';
import { responsiveImage } from '../../../../shared/image-url.ts';
import { formatCents } from '../../../../shared/money.ts';
import type { CartItem } from '../cart/cart-rules.ts';
import { QuantityStepper } from './quantity-stepper.tsx';

interface CartLinesProps {
  items: CartItem[];
  /** The tracked stock of a product, or null. */
  stockOf: (productId: number) => number | null;
  onQuantity: (productId: number, quantity: number) => void;
  /** The normal price while a flash promotion lowers the product's price, or null. */
  originalOf?: (productId: number) => number | null;
}

/** The cart's lines with their quantity controls and line totals. */
export function CartLines({ items, stockOf, onQuantity, originalOf }: CartLinesProps) {
  return (
    <ul className="divide-y divide-slate-100">
      {items.map((item) => {
        const original = originalOf?.(item.productId) ?? null;
        return (
          <li key={item.productId} className="flex gap-3 py-3">
            <div className="h-14 w-14 shrink-0 overflow-hidden rounded-lg bg-slate-100">
              {item.imageUrl ? (
                <img
                  {...responsiveImage(item.imageUrl, '56px')}
                  alt=""
                  width={56}
                  height={56}
                  decoding="async"
                  className="h-full w-full object-cover"
                />
              ) : (
                <div className="flex h-full w-full items-center justify-center text-slate-400">
                  <Package className="h-6 w-6" aria-hidden="true" />
                </div>
              )}
            </div>
            <div className="min-w-0 flex-1">
              <div className="flex items-start justify-between gap-2">
                <p className="min-w-0 break-words text-sm font-semibold leading-snug text-ink">{item.name}</p>
                <p className="shrink-0 text-sm font-bold tabular-nums text-ink">
                  {formatCents(item.priceCents * item.quantity)}
                </p>
              </div>
              <p className="text-xs text-slate-600">
                {original !== null && original !== item.priceCents ? (
                  <>
                    <span className="line-through">
                      <span className="sr-only">De </span>
                      {formatCents(original)}
                    </span>{' '}
                    <span className="font-semibold text-red-700">
                      <span className="sr-only">por </span>
                      {formatCents(item.priceCents)}
                    </span>{' '}
                    cada
                  </>
                ) : (
                  `${formatCents(item.priceCents)} cada`
                )}
              </p>
              <QuantityStepper
                className="mt-1.5"
                name={item.name}
                quantity={item.quantity}
                max={stockOf(item.productId)}
                onChange={(q) => onQuantity(item.productId, q)}
              />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
