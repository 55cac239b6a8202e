import { useQueryClient } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { type KeyboardEvent, type RefObject, useId, useState } from 'react';
import { useOutletContext } from 'react-router';
import type { StoreSession } from '../../../shared/contracts/auth.ts';
import type { ProductSearchResult } from '../../../shared/contracts/products.ts';
import { formatCents } from '../../../shared/money.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Input } from '../../components/ui/input.tsx';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { PRODUCT_SEARCH_MIN, productSearchQueryOptions, useProductSearch } from './api/search-products.ts';

interface ProductSearchProps {
  inputRef: RefObject<HTMLInputElement | null>;
  disabled?: boolean;
  onPick: (product: ProductSearchResult) => void;
}

/**
 * The counter's product search, usable by keyboard alone: arrows move through the 5 results and
 * Enter adds. A scanner types the barcode and Enter: the exact barcode (or code) is added at once.
 */
export function ProductSearch({ inputRef, disabled, onPick }: ProductSearchProps) {
  const queryClient = useQueryClient();
  const { store } = useOutletContext<StoreSession>();
  const listId = useId();
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const debounced = useDebouncedValue(text.trim(), 250);
  const search = useProductSearch(debounced, store.id);
  const ready = text.trim().length >= PRODUCT_SEARCH_MIN;
  const results = ready ? (search.data?.products ?? []) : [];
  const open = ready && debounced.length >= PRODUCT_SEARCH_MIN;

  function pick(product: ProductSearchResult) {
    onPick(product);
    setText('');
    setActive(0);
    inputRef.current?.focus();
  }

  async function onEnter() {
    const q = text.trim();
    if (q.length < PRODUCT_SEARCH_MIN) return;
    // The results of exactly what was typed (a scanner is faster than the debounce).
    const fresh =
      q === debounced && search.data
        ? search.data
        : await queryClient.fetchQuery(productSearchQueryOptions(q, store.id));
    const exact = fresh.products.find((p) => p.barcode === q || String(p.code) === q);
    const chosen = exact ?? (q === debounced ? results[active] : fresh.products[0]);
    if (chosen) pick(chosen);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' && results.length > 0) {
      event.preventDefault();
      setActive((i) => (i + 1) % results.length);
    } else if (event.key === 'ArrowUp' && results.length > 0) {
      event.preventDefault();
      setActive((i) => (i - 1 + results.length) % results.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      void onEnter();
    } else if (event.key === 'Escape' && text) {
      event.preventDefault();
      setText('');
    }
  }

  return (
    <div className="relative">
      <label htmlFor={`${listId}-input`} className="mb-1 block text-sm font-semibold text-ink">
        Buscar produto
      </label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute left-3 top-1/2 h-5 w-5 -translate-y-1/2 text-slate-500"
          aria-hidden
        />
        <Input
          id={`${listId}-input`}
          ref={inputRef}
          role="combobox"
          aria-expanded={open && results.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={open && results[active] ? `${listId}-${results[active].id}` : undefined}
          placeholder="Código de barras, código ou nome"
          className="pl-10"
          value={text}
          disabled={disabled}
          autoComplete="off"
          enterKeyHint="enter"
          onChange={(e) => {
            setText(e.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
        />
      </div>
      {open && (
        <div
          id={listId}
          role="listbox"
          aria-label="Produtos encontrados"
          className="absolute inset-x-0 top-full z-20 mt-1 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-lg"
        >
          {results.length === 0 ? (
            <p className="px-4 py-3 text-sm text-slate-600">
              {search.isFetching ? 'Buscando...' : 'Nenhum produto encontrado.'}
            </p>
          ) : (
            results.map((p, i) => (
              <div
                key={p.id}
                tabIndex={-1}
                id={`${listId}-${p.id}`}
                role="option"
                aria-selected={i === active}
                className={`flex cursor-pointer items-center gap-3 px-4 py-2.5 ${i === active ? 'bg-emerald-50' : ''}`}
                onMouseDown={(e) => e.preventDefault()}
                onMouseEnter={() => setActive(i)}
                onClick={() => pick(p)}
                onKeyDown={(e) => e.key === 'Enter' && pick(p)}
              >
                <span className="w-12 shrink-0 text-xs tabular-nums text-slate-500">#{p.code}</span>
                <span className="min-w-0 flex-1 truncate font-medium text-ink">{p.name}</span>
                {p.isLowStock && <Badge tone="yellow">Estoque baixo: {p.stock}</Badge>}
                {p.originalPriceCents !== null && (
                  <span className="shrink-0 text-xs text-slate-500 line-through tabular-nums">
                    <span className="sr-only">De </span>
                    {formatCents(p.originalPriceCents)}
                  </span>
                )}
                <span
                  className={`shrink-0 font-semibold tabular-nums ${p.originalPriceCents !== null ? 'text-red-700' : ''}`}
                >
                  {p.originalPriceCents !== null && <span className="sr-only">por </span>}
                  {formatCents(p.priceCents)}
                </span>
              </div>
            ))
          )}
        </div>
      )}
    </div>
  );
}
