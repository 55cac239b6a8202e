import { Package } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import type { PublicProduct } from '../../../../shared/contracts/products.ts';
import { responsiveImage } from '../../../../shared/image-url.ts';
import { formatCents } from '../../../../shared/money.ts';
import { promotionTexts } from '../../../../shared/promotions.ts';
import { Badge } from '../../../components/ui/badge.tsx';

/**
 * A product of the shop window. On phones: photo and text side by side, price and action on a row
 * of their own (full width for a thumb). From tablets up: a card. The action is the page's.
 */
export function ProductCard({
  product,
  discountPercent,
  imageSizes,
  priority = false,
  children,
}: {
  product: PublicProduct;
  /** The running flash promotion's discount, for the badge of the products it covers. */
  discountPercent?: number | null;
  /** The photo's `sizes`: how wide its box is at each screen width in the page's grid (80px on phones). */
  imageSizes: string;
  /** A card of the first row: its photo loads at once with high priority instead of lazily. */
  priority?: boolean;
  children: ReactNode;
}) {
  const titleId = useId();
  const soldOut = product.stock === 0;
  const original = product.originalPriceCents;
  return (
    <article
      aria-labelledby={titleId}
      className="flex w-full flex-col rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:overflow-hidden sm:p-0"
    >
      <div className="flex gap-3 sm:flex-col sm:gap-0">
        <div className="relative h-20 w-20 shrink-0 overflow-hidden rounded-xl bg-slate-100 sm:aspect-[4/3] sm:h-auto sm:w-full sm:rounded-none">
          {product.imageUrl ? (
            <img
              {...responsiveImage(product.imageUrl, imageSizes)}
              alt=""
              width={80}
              height={80}
              loading={priority ? 'eager' : 'lazy'}
              fetchPriority={priority ? 'high' : 'auto'}
              decoding="async"
              className={soldOut ? 'h-full w-full object-cover opacity-60 grayscale' : 'h-full w-full object-cover'}
            />
          ) : (
            <div className="flex h-full w-full items-center justify-center text-slate-400">
              <Package className="h-8 w-8 sm:h-12 sm:w-12" aria-hidden="true" />
            </div>
          )}
          {original !== null && discountPercent ? (
            <span className="absolute left-1 top-1 rounded-full bg-red-700 px-2 py-0.5 text-xs font-extrabold text-white shadow sm:left-2 sm:top-2 sm:text-sm">
              {promotionTexts.badge(discountPercent)}
            </span>
          ) : null}
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
        {original !== null ? (
          <p className="flex flex-wrap items-baseline gap-x-2 tabular-nums">
            <span className="text-sm text-slate-500 line-through">
              <span className="sr-only">De </span>
              {formatCents(original)}
            </span>
            <span className="text-lg font-bold text-red-700">
              <span className="sr-only">por </span>
              {formatCents(product.priceCents)}
            </span>
          </p>
        ) : (
          <p className="text-lg font-bold tabular-nums text-ink">{formatCents(product.priceCents)}</p>
        )}
        {children}
      </div>
    </article>
  );
}
