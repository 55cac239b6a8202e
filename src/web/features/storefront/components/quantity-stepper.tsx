import { Minus, Plus, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { MAX_ITEM_QUANTITY } from '../../../../shared/storefront.ts';
import { cn } from '../../../components/ui/cn.ts';
import { notify } from '../../../lib/notify.ts';

interface QuantityStepperProps {
  name: string;
  quantity: number;
  /** The stock, when tracked. */
  max?: number | null;
  onChange: (quantity: number) => void;
  className?: string;
}

const button =
  'flex h-11 w-11 shrink-0 items-center justify-center rounded-lg text-brand-700 transition-colors hover:bg-brand-50 disabled:pointer-events-none disabled:opacity-40';

/** 'Só há 3 em estoque.', or the per-item cap when the stock is not tracked. */
export function limitMessage(limit: number, stock: number | null | undefined): string {
  if (stock != null && stock <= limit) return stock === 1 ? 'Só há 1 em estoque.' : `Só há ${stock} em estoque.`;
  return `O máximo por pedido é ${limit} unidades.`;
}

/** − n + with large tap targets; the number can be typed too (0 removes the line). */
export function QuantityStepper({ name, quantity, max, onChange, className }: QuantityStepperProps) {
  const limit = Math.min(max ?? MAX_ITEM_QUANTITY, MAX_ITEM_QUANTITY);
  const [draft, setDraft] = useState(String(quantity));
  useEffect(() => setDraft(String(quantity)), [quantity]);

  const commit = () => {
    const typed = Number.parseInt(draft, 10);
    const next = Number.isNaN(typed) ? quantity : Math.min(typed, limit);
    // More than there is: say why the number changed.
    if (typed > limit) notify.info(limitMessage(limit, max), undefined, { id: 'quantidade' });
    setDraft(String(next));
    if (next !== quantity) onChange(next);
  };

  return (
    <div className={cn('inline-flex items-center rounded-xl border border-slate-300 bg-white', className)}>
      <button
        type="button"
        className={button}
        onClick={() => onChange(quantity - 1)}
        aria-label={quantity <= 1 ? `Remover ${name} do carrinho` : `Diminuir quantidade de ${name}`}
      >
        {quantity <= 1 ? (
          <Trash2 className="h-5 w-5" aria-hidden="true" />
        ) : (
          <Minus className="h-5 w-5" aria-hidden="true" />
        )}
      </button>
      <input
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        aria-label={`Quantidade de ${name}`}
        className="h-11 w-10 border-0 bg-transparent text-center text-base font-semibold tabular-nums text-ink focus:outline-none focus:ring-2 focus:ring-brand-600/30"
        value={draft}
        onChange={(e) => setDraft(e.target.value.replace(/\D/g, '').slice(0, 3))}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            commit();
          }
        }}
      />
      <button
        type="button"
        className={button}
        onClick={() => onChange(quantity + 1)}
        disabled={quantity >= limit}
        aria-label={`Aumentar quantidade de ${name}`}
      >
        <Plus className="h-5 w-5" aria-hidden="true" />
      </button>
    </div>
  );
}
