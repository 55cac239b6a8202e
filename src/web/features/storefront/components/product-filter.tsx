import { Search } from 'lucide-react';
import { useDeferredValue, useMemo, useState } from 'react';
import type { PublicProduct } from '../../../../shared/contracts/products.ts';
import { cn } from '../../../components/ui/cn.ts';
import { Input } from '../../../components/ui/input.tsx';
import { useHydrated } from '../../../lib/hydration.ts';

const normalize = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** Search by name, category or description (accents ignored), and pick a category. */
export function useProductFilter(products: PublicProduct[]) {
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<string | null>(null);
  const deferred = useDeferredValue(query);
  const categories = useMemo(
    // Alphabetical with accents and case ignored ('Água' before 'Bebidas'), without `localeCompare(b,
    // 'pt-BR')`: that builds an ICU collator for every comparison, a long task on a slow phone.
    () =>
      [...new Set(products.map((p) => p.category).filter((c): c is string => Boolean(c)))]
        .map((name) => ({ name, key: normalize(name) }))
        .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
        .map((c) => c.name),
    [products],
  );
  const filtered = useMemo(() => {
    const q = normalize(deferred.trim());
    return products.filter(
      (p) =>
        (!category || p.category === category) &&
        (!q || normalize(`${p.name} ${p.category} ${p.description}`).includes(q)),
    );
  }, [products, deferred, category]);
  return { query, setQuery, category, setCategory, categories, filtered };
}

type Filter = ReturnType<typeof useProductFilter>;

/** The search box (for longer catalogues) and the category chips (when there are two or more). */
export function ProductFilterBar({ filter, showSearch }: { filter: Filter; showSearch: boolean }) {
  // On the server's page, before its code runs, what is typed or tapped would be lost.
  const waiting = !useHydrated() || undefined;
  const chip = (active: boolean) =>
    cn(
      'h-10 shrink-0 rounded-full border px-4 text-sm font-semibold transition-colors',
      active
        ? 'border-brand-700 bg-brand-700 text-white'
        : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
    );
  return (
    <div className="space-y-3">
      {showSearch ? (
        <div className="relative">
          <Search className="pointer-events-none absolute left-3 top-3 h-5 w-5 text-slate-500" aria-hidden="true" />
          <Input
            type="search"
            aria-label="Buscar produtos"
            placeholder="Buscar produtos"
            className="pl-10"
            value={filter.query}
            onChange={(e) => filter.setQuery(e.target.value)}
            readOnly={waiting}
            aria-disabled={waiting}
          />
        </div>
      ) : null}
      {filter.categories.length > 1 ? (
        <fieldset className="-mx-4 min-w-0 overflow-x-auto px-4 sm:mx-0 sm:px-0">
          <legend className="sr-only">Categorias</legend>
          <div className="flex gap-2 pb-1 sm:flex-wrap">
            <button
              type="button"
              className={chip(filter.category === null)}
              aria-pressed={filter.category === null}
              aria-disabled={waiting}
              onClick={() => filter.setCategory(null)}
            >
              Todos
            </button>
            {filter.categories.map((c) => (
              <button
                key={c}
                type="button"
                className={chip(filter.category === c)}
                aria-pressed={filter.category === c}
                aria-disabled={waiting}
                onClick={() => filter.setCategory(filter.category === c ? null : c)}
              >
                {c}
              </button>
            ))}
          </div>
        </fieldset>
      ) : null}
    </div>
  );
}
