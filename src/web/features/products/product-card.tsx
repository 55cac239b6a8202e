import { Barcode, ImageOff, Pencil, Trash2 } from 'lucide-react';
import type { Product } from '../../../shared/contracts/products.ts';
import { responsiveImage } from '../../../shared/image-url.ts';
import { formatCents } from '../../../shared/money.ts';
import { Badge } from '../../components/ui/badge.tsx';

/** The card's footer buttons: large touch targets across the whole width. */
const action =
  'flex h-11 flex-1 items-center justify-center gap-2 text-sm font-semibold transition-colors focus-visible:-outline-offset-2';

function StockLine({ stock, low }: { stock: number | null; low: boolean }) {
  if (stock === null) return <span className="text-slate-500">Estoque não controlado</span>;
  if (stock === 0) return <span className="font-semibold text-red-700">Esgotado</span>;
  return (
    <span className={low ? 'text-amber-900' : 'text-slate-700'}>
      Estoque: <span className="font-semibold tabular-nums">{stock}</span>
    </span>
  );
}

/** One product in Meus Produtos: photo, code, name, price, category, barcode, stock and its warning, edit and delete. */
export function ProductCard({
  product,
  onEdit,
  onDelete,
}: {
  product: Product;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <article
      className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white shadow-sm"
      aria-labelledby={`produto-${product.id}`}
    >
      <div className="flex flex-1 gap-3 p-3 sm:p-4">
        <div className="h-24 w-24 shrink-0 overflow-hidden rounded-xl bg-slate-100 ring-1 ring-slate-200 sm:h-28 sm:w-28">
          {product.imageUrl ? (
            <img
              {...responsiveImage(product.imageUrl, '(min-width: 640px) 112px, 96px')}
              alt={product.name}
              width={96}
              height={96}
              loading="lazy"
              decoding="async"
              className="h-full w-full object-cover"
            />
          ) : (
            <div className="flex h-full w-full items-center justify-center text-slate-400">
              <ImageOff className="h-7 w-7" aria-hidden="true" />
              <span className="sr-only">Sem foto</span>
            </div>
          )}
        </div>
        <div className="flex min-w-0 flex-1 flex-col">
          <div className="flex flex-wrap items-center gap-1.5">
            <Badge tone="gray" className="tabular-nums">
              Cód. {product.code}
            </Badge>
            {product.isLowStock && <Badge tone="yellow">Estoque baixo</Badge>}
            {product.category && (
              <Badge tone="blue" className="max-w-full truncate">
                {product.category}
              </Badge>
            )}
          </div>
          <h3
            id={`produto-${product.id}`}
            title={product.name}
            className="mt-1.5 line-clamp-2 font-semibold leading-snug break-words"
          >
            {product.name}
          </h3>
          <p className="text-lg font-extrabold tabular-nums text-brand-700">{formatCents(product.priceCents)}</p>
          <p className="text-sm">
            <StockLine stock={product.stock} low={product.isLowStock} />
          </p>
          {product.barcode && (
            <p className="flex items-center gap-1.5 text-xs text-slate-600">
              <Barcode className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
              <span className="sr-only">Código de barras:</span>
              <span className="tabular-nums tracking-wide">{product.barcode}</span>
            </p>
          )}
        </div>
      </div>
      <div className="flex overflow-hidden rounded-b-2xl border-t border-slate-100">
        <button
          type="button"
          onClick={onEdit}
          aria-label={`Editar ${product.name}`}
          className={`${action} text-ink hover:bg-slate-50`}
        >
          <Pencil className="h-4 w-4" aria-hidden="true" />
          Editar
        </button>
        <span className="w-px bg-slate-100" aria-hidden="true" />
        <button
          type="button"
          onClick={onDelete}
          aria-label={`Excluir ${product.name}`}
          className={`${action} text-red-700 hover:bg-red-50`}
        >
          <Trash2 className="h-4 w-4" aria-hidden="true" />
          Excluir
        </button>
      </div>
    </article>
  );
}
