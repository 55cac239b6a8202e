import { PackageCheck, PackageOpen, Plus, Search, SearchX, TriangleAlert, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Product } from '../../../shared/contracts/products.ts';
import { paths } from '../../../shared/paths.ts';
import { QueryState } from '../../components/query-state.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Input } from '../../components/ui/input.tsx';
import { PageLoading, Spinner } from '../../components/ui/spinner.tsx';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { useProducts } from './api/list-products.ts';
import { DeleteProductDialog } from './delete-product-dialog.tsx';
import { EditProductDialog } from './edit-product-dialog.tsx';
import { ProductCard } from './product-card.tsx';
import { ProductsHeader } from './products-header.tsx';

function countLabel(n: number): string {
  return n === 1 ? '1 produto' : `${n.toLocaleString('pt-BR')} produtos`;
}

/** '1 produto encontrado', '3 produtos encontrados'. */
function foundLabel(n: number): string {
  return `${countLabel(n)} ${n === 1 ? 'encontrado' : 'encontrados'}`;
}

/** '1 produto com estoque baixo', '3 produtos com estoque baixo'. */
function lowStockLabel(n: number): string {
  return `${countLabel(n)} com estoque baixo`;
}

/** Meus Produtos: search, the low-stock warning and filter, edit in a dialog, delete after confirming. */
export function ProductsPage() {
  const [search, setSearch] = useState('');
  const [lowOnly, setLowOnly] = useState(false);
  const query = useDebouncedValue(search.trim(), 300);
  const list = useProducts(query, lowOnly);
  const [editing, setEditing] = useState<Product | null>(null);
  const [deleting, setDeleting] = useState<Product | null>(null);

  const products = list.data?.pages.flatMap((p) => p.products) ?? [];
  const total = list.data?.pages[0]?.total ?? 0;
  const lowStockCount = list.data?.pages[0]?.lowStockCount ?? 0;
  const searching = query !== '';
  const stale = list.isFetching && !list.isFetchingNextPage && search.trim() !== query;

  const newProductLink = (
    <Link to={paths.newProduct.href()} className={buttonClasses('primary', 'md')}>
      <Plus className="h-4 w-4" aria-hidden="true" />
      Cadastrar Produto
    </Link>
  );

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <ProductsHeader
        title="Meus Produtos"
        subtitle={
          !list.data
            ? 'Seu catálogo'
            : lowOnly
              ? lowStockLabel(total)
              : searching
                ? foundLabel(total)
                : countLabel(total)
        }
        // An empty catalogue shows the button in its empty state instead.
        action={list.data && total === 0 && !searching && !lowOnly ? null : newProductLink}
      />

      {(lowStockCount > 0 || lowOnly) && (
        <button
          type="button"
          onClick={() => setLowOnly((on) => !on)}
          aria-pressed={lowOnly}
          className={`flex w-full max-w-xl items-center gap-3 rounded-xl border px-4 py-3 text-left text-sm transition-colors ${
            lowOnly
              ? 'border-amber-400 bg-amber-100 text-amber-950'
              : 'border-amber-200 bg-amber-50 text-amber-900 hover:bg-amber-100'
          }`}
        >
          <TriangleAlert className="h-5 w-5 shrink-0 text-amber-600" aria-hidden="true" />
          <span className="flex-1">
            <span className="font-semibold">{lowStockLabel(lowStockCount)}</span>
            <span className="block text-amber-800">
              {lowOnly ? 'Mostrando só estes. Ver todos os produtos.' : 'Ver só os produtos com estoque baixo.'}
            </span>
          </span>
          {lowOnly && <X className="h-4 w-4 shrink-0" aria-hidden="true" />}
        </button>
      )}

      {(!list.data || total > 0 || searching || search !== '' || lowOnly) && (
        <search className="relative block max-w-xl">
          <label htmlFor="busca-produtos" className="sr-only">
            Buscar produtos
          </label>
          <Search
            className="pointer-events-none absolute left-3 top-1/2 h-5 w-5 -translate-y-1/2 text-slate-400"
            aria-hidden="true"
          />
          <Input
            id="busca-produtos"
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder="Nome, código, categoria ou EAN"
            maxLength={100}
            autoComplete="off"
            className="pl-10 pr-10 [&::-webkit-search-cancel-button]:hidden"
          />
          {search && (
            <button
              type="button"
              onClick={() => setSearch('')}
              className="absolute right-2 top-1/2 -translate-y-1/2 rounded-md p-1.5 text-slate-500 hover:bg-slate-100"
              aria-label="Limpar busca"
            >
              {stale ? <Spinner className="h-4 w-4" /> : <X className="h-4 w-4" />}
            </button>
          )}
        </search>
      )}

      <QueryState
        query={list}
        what="os produtos"
        loading={<PageLoading />}
        isEmpty={() => products.length === 0}
        empty={<EmptyState searching={searching} lowOnly={lowOnly} search={query} action={newProductLink} />}
      >
        {() => (
          <>
            <ul
              className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3"
              aria-label="Produtos"
              aria-busy={stale || undefined}
            >
              {products.map((product) => (
                <li key={product.id}>
                  <ProductCard
                    product={product}
                    onEdit={() => setEditing(product)}
                    onDelete={() => setDeleting(product)}
                  />
                </li>
              ))}
            </ul>
            {list.hasNextPage && (
              <div className="flex justify-center">
                <Button variant="secondary" onClick={() => list.fetchNextPage()} loading={list.isFetchingNextPage}>
                  Mostrar mais produtos
                </Button>
              </div>
            )}
          </>
        )}
      </QueryState>

      {editing && <EditProductDialog key={editing.id} product={editing} onClose={() => setEditing(null)} />}
      {deleting && <DeleteProductDialog key={deleting.id} product={deleting} onClose={() => setDeleting(null)} />}
    </div>
  );
}

function EmptyState({
  searching,
  lowOnly,
  search,
  action,
}: {
  searching: boolean;
  lowOnly: boolean;
  search: string;
  action: React.ReactNode;
}) {
  if (lowOnly && !searching) {
    return (
      <Card className="flex flex-col items-center px-6 py-12 text-center">
        <PackageCheck className="h-10 w-10 text-emerald-600" aria-hidden="true" />
        <h2 className="mt-3 text-lg font-bold">Nenhum produto com estoque baixo</h2>
        <p className="mt-1 max-w-sm text-slate-600">Todos os produtos com estoque controlado estão acima do alerta.</p>
      </Card>
    );
  }
  if (searching) {
    return (
      <Card className="flex flex-col items-center px-6 py-12 text-center">
        <SearchX className="h-10 w-10 text-slate-400" aria-hidden="true" />
        <h2 className="mt-3 text-lg font-bold">Nenhum produto encontrado</h2>
        <p className="mt-1 max-w-sm text-slate-600">
          Nada corresponde a “{search}”. Tente outro nome, código ou categoria.
        </p>
      </Card>
    );
  }
  return (
    <Card className="flex flex-col items-center px-6 py-12 text-center">
      <span className="flex h-14 w-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
        <PackageOpen className="h-7 w-7" aria-hidden="true" />
      </span>
      <h2 className="mt-4 text-lg font-bold">Nenhum produto cadastrado</h2>
      <p className="mt-1 max-w-sm text-slate-600">
        Cadastre seus produtos e serviços para que eles apareçam na sua loja e nos pedidos.
      </p>
      <div className="mt-5">{action}</div>
    </Card>
  );
}
