import { Search, Zap } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { flashPromotionInputSchema } from '../../../../shared/contracts/promotions.ts';
import { messages } from '../../../../shared/messages.ts';
import { formatCents } from '../../../../shared/money.ts';
import { paths } from '../../../../shared/paths.ts';
import {
  FLASH_PROMOTION_OPTIONS,
  FLASH_PROMOTION_PRESELECTED,
  type FlashDiscountPercent,
  promotionalPriceCents,
  promotionTexts,
} from '../../../../shared/promotions.ts';
import { ApiClientError } from '../../../api/client.ts';
import { QueryFallback } from '../../../components/query-state.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { Input } from '../../../components/ui/input.tsx';
import { notify } from '../../../lib/notify.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { usePromotionProducts } from './api/list-promotion-products.ts';
import { useStartFlashPromotion } from './api/start-flash-promotion.ts';

/** From this many products the checklist gets a search box. */
const SEARCH_FROM = 8;

/**
 * Starting a promotion: one of the three options (10% for 30 min, 15% for 60 min, 20% for 120 min)
 * and the products, the first 3 preselected (spec) and changeable.
 */
export function StartPromotionForm() {
  const ids = useId();
  const start = useStartFlashPromotion();
  const [discount, setDiscount] = useState<FlashDiscountPercent>(10);
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim(), 250);
  const all = usePromotionProducts('');
  const filtered = usePromotionProducts(term);
  /** null until the owner changes the choice: the first 3 products. */
  const [chosen, setChosen] = useState<number[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  const firstProducts = all.data?.products ?? [];
  const selected = chosen ?? firstProducts.slice(0, FLASH_PROMOTION_PRESELECTED).map((p) => p.id);
  const shown = term ? (filtered.data?.products ?? []) : firstProducts;
  const total = all.data?.total ?? 0;

  function toggle(id: number, on: boolean) {
    setChosen(on ? [...selected.filter((s) => s !== id), id] : selected.filter((s) => s !== id));
    setError(null);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = flashPromotionInputSchema.safeParse({ discountPercent: discount, productIds: selected });
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? messages.invalidInput;
      setError(message);
      notify.error(message);
      return;
    }
    try {
      const state = await start.mutateAsync(parsed.data);
      notify.success(promotionTexts.started(state.promocao?.discountPercent ?? discount));
      setChosen(null);
      setSearch('');
    } catch (err) {
      notify.error(err instanceof ApiClientError && err.status < 500 ? err.message : messages.unexpected);
      // A product removed meanwhile: the list comes again.
      if (err instanceof ApiClientError && err.status === 404) void all.refetch();
    }
  }

  if (all.data === undefined) {
    return <QueryFallback query={all} what="os produtos" frame="bare" />;
  }
  if (total === 0) {
    return (
      <div className="space-y-3 py-4 text-center">
        <p className="text-slate-700">Cadastre produtos para criar uma promoção relâmpago.</p>
        <Link to={paths.products.href()} className={buttonClasses('secondary')}>
          Cadastrar produtos
        </Link>
      </div>
    );
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-slate-800">Desconto e duração</legend>
        <div className="grid grid-cols-3 gap-2">
          {FLASH_PROMOTION_OPTIONS.map((option) => {
            const checked = option.discountPercent === discount;
            return (
              <label
                key={option.discountPercent}
                className={cn(
                  'flex cursor-pointer flex-col items-center rounded-xl border-2 px-2 py-3 text-center transition-colors',
                  'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600/40',
                  checked ? 'border-amber-500 bg-amber-50' : 'border-slate-200 bg-white hover:border-slate-300',
                )}
              >
                <input
                  type="radio"
                  name={`${ids}-desconto`}
                  value={option.discountPercent}
                  checked={checked}
                  onChange={() => setDiscount(option.discountPercent)}
                  className="sr-only"
                />
                <span className="text-2xl font-extrabold text-ink">{option.discountPercent}%</span>
                <span className="text-sm text-slate-700">por {option.minutes} min</span>
              </label>
            );
          })}
        </div>
      </fieldset>

      <fieldset aria-describedby={error ? `${ids}-erro` : undefined}>
        <legend className="mb-2 flex w-full items-baseline justify-between gap-2 text-sm font-semibold text-slate-800">
          <span>Produtos em promoção</span>
          <span className="font-normal text-slate-600" aria-live="polite">
            {selected.length === 1 ? '1 selecionado' : `${selected.length} selecionados`}
          </span>
        </legend>
        {total > SEARCH_FROM ? (
          <div className="relative mb-2">
            <Search
              className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-500"
              aria-hidden
            />
            <Input
              type="search"
              aria-label="Buscar produto"
              placeholder="Buscar por nome, código ou categoria"
              className="pl-9"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
          </div>
        ) : null}
        <ul className="max-h-72 divide-y divide-slate-100 overflow-y-auto rounded-xl border border-slate-200">
          {shown.length === 0 ? (
            <li className="px-3 py-4 text-center text-sm text-slate-600">
              {filtered.isFetching ? 'Buscando...' : 'Nenhum produto encontrado.'}
            </li>
          ) : (
            shown.map((product) => {
              const on = selected.includes(product.id);
              return (
                <li key={product.id}>
                  <label className="flex min-h-12 cursor-pointer items-center gap-3 px-3 py-2 hover:bg-slate-50">
                    <input
                      type="checkbox"
                      checked={on}
                      onChange={(e) => toggle(product.id, e.target.checked)}
                      className="h-5 w-5 shrink-0 accent-emerald-700"
                    />
                    <span className="min-w-0 flex-1">
                      <span className="block truncate font-medium text-ink">{product.name}</span>
                      <span className="text-xs text-slate-600">#{product.code}</span>
                    </span>
                    <span className="shrink-0 text-right text-sm tabular-nums">
                      <span className={on ? 'block text-xs text-slate-500 line-through' : 'block text-slate-700'}>
                        {on ? <span className="sr-only">De </span> : null}
                        {formatCents(product.priceCents)}
                      </span>
                      {on ? (
                        <span className="block font-semibold text-red-700">
                          <span className="sr-only">por </span>
                          {formatCents(promotionalPriceCents(product.priceCents, discount))}
                        </span>
                      ) : null}
                    </span>
                  </label>
                </li>
              );
            })
          )}
        </ul>
        {!term && total > firstProducts.length ? (
          <p className="mt-1 text-xs text-slate-600">
            Mostrando os primeiros {firstProducts.length} de {total} produtos. Use a busca para achar os outros.
          </p>
        ) : null}
        {error ? (
          <p id={`${ids}-erro`} className="mt-2 text-sm text-red-700" role="alert">
            {error}
          </p>
        ) : null}
      </fieldset>

      <Button type="submit" size="lg" className="w-full" loading={start.isPending}>
        {start.isPending ? null : <Zap className="h-5 w-5" aria-hidden />}
        {promotionTexts.start}
      </Button>
    </form>
  );
}
