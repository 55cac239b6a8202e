import { Package } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import type { PublicProduct } from '../../../../shared/contracts/products.ts';
import { formatCents } from '../../../../shared/money.ts';
import { Badge } from '../../../components/ui/badge.tsx';

/**
 * A product of the shop window. On phones: photo and text side by side, price and action on a row
 * of their own (full width for a thumb). From tablets up: a card. The action is the page's.
 */
export function ProductCard({ product, children }: { product: PublicProduct; children: ReactNode }) {
  const titleId = useId();
  const soldOut = product.stock === 0;
  return (
    <article
      aria-labelledby={titleId}
      className="flex w-full flex-col rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:overflow-hidden sm:p-0"
    >
      <div className="flex gap-3 sm:flex-col sm:gap-0">
        <div className="relative h-20 w-20 shrink-0 overflow-hidden rounded-xl bg-slate-100 sm:aspect-[4/3] sm:h-auto sm:w-full sm:rounded-none">
          {product.imageUrl ? (
            <img
              src={product.imageUrl}
              alt=""
              loading="lazy"
              decoding="async"
              className={soldOut ? 'h-full w-full object-cover opacity-60 grayscale' : 'h-full w-full object-cover'}
            />
          ) : (
            <div className="flex h-full w-full items-center justify-center text-slate-400">
              <Package className="h-8 w-8 sm:h-12 sm:w-12" aria-hidden="true" />
            </div>
          )}
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-1 sm:px-4 sm:pt-4">
          <h3 id={titleId} className="break-words text-base font-semibold leading-snug text-ink">
            {product.name}
          </h3>
          {product.category ? (
            <p>
              <Badge tone="blue">{product.category}</Badge>
            </p>
          ) : null}
          {product.description ? <p className="line-clamp-2 text-sm text-slate-600">{product.description}</p> : null}
          {product.stock !== null ? (
            <p className={soldOut ? 'text-sm font-semibold text-red-700' : 'text-sm text-slate-600'}>
              Estoque: {product.stock}
            </p>
          ) : null}
        </div>
      </div>
      <div className="mt-3 flex items-center justify-between gap-3 sm:mt-auto sm:flex-col sm:items-stretch sm:p-4">
        <p className="text-lg font-bold tabular-nums text-ink">{formatCents(product.priceCents)}</p>
        {children}
      </div>
    </article>
  );
}
