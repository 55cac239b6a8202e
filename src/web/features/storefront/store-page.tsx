import { ArrowRight, ShoppingCart } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { Storefront } from '../../../shared/contracts/storefront.ts';
import { formatCents } from '../../../shared/money.ts';
import { paths } from '../../../shared/paths.ts';
import { storefrontTexts } from '../../../shared/storefront.ts';
import { SiteFooter } from '../../components/site-footer.tsx';
import { EmptyProducts } from '../../components/store-states.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { SheetOnDemand } from '../../components/ui/on-demand.tsx';
import { useHydrated } from '../../lib/hydration.ts';
import { notify } from '../../lib/notify.ts';
import { useRenderedCount } from '../../lib/use-rendered-count.ts';
import { cartCount, cartTotalCents } from './cart/cart-rules.ts';
import { useCart } from './cart/cart-storage.ts';
import { useCartSync } from './cart/use-cart-sync.ts';
import { CartLines } from './components/cart-lines.tsx';
import { ProductCard } from './components/product-card.tsx';
import { ProductFilterBar, useProductFilter } from './components/product-filter.tsx';
import { PromotionStrip } from './components/promotion-strip.tsx';
import { QuantityStepper } from './components/quantity-stepper.tsx';
import { StoreHeader } from './components/store-header.tsx';
import { StoreInfo } from './components/store-info.tsx';
import { StorefrontLoader } from './components/storefront-loader.tsx';

/** /store/{id}: the shop's page with its products and a cart kept in this browser. */
export function StorePage() {
  // Leaving the shop's page (for the checkout) closes its "adicionado ao carrinho" toast, which
  // would otherwise lie over the checkout's button on a phone.
  useEffect(() => () => notify.dismiss(), []);
  return <StorefrontLoader>{(data) => <StoreView data={data} />}</StorefrontLoader>;
}

const itemsLabel = (n: number) => (n === 1 ? '1 item' : `${n} itens`);

/**
 * The product photo's width in the grid below: 80px beside the text on phones; from 640px two
 * columns (page padding 48px, gap 16px); from 1024px beside the 20rem cart (+24px gap); from 1280px
 * three columns of the 1280px page.
 */
const PRODUCT_IMAGE_SIZES =
  '(min-width: 1280px) 286px, (min-width: 1024px) calc((100vw - 408px) / 2), (min-width: 640px) calc((100vw - 64px) / 2), 80px';
/** Cards in the first row (three columns at most): their photos load first. */
const FIRST_ROW = 3;

function StoreView({ data: { store, products, promocao } }: { data: Storefront }) {
  const cart = useCart(store.id);
  useCartSync(store.id, products);
  const filter = useProductFilter(products);
  // The first cards at once, the others in the following moments (a long list is one long task).
  const rendered = useRenderedCount(filter.filtered.length);
  // On the server's page, before its code runs, a tap on 'Adicionar' would be lost.
  const waiting = !useHydrated() || undefined;
  const [sheetOpen, setSheetOpen] = useState(false);
  const count = cartCount(cart.items);
  const total = cartTotalCents(cart.items);
  const stockOf = (id: number) => products.find((p) => p.id === id)?.stock ?? null;
  const originalOf = (id: number) => products.find((p) => p.id === id)?.originalPriceCents ?? null;
  const checkoutHref = paths.checkout.href(store.id);

  const finalizar = (
    <a href={checkoutHref} className={buttonClasses('primary', 'lg', 'w-full')}>
      Finalizar
      <ArrowRight className="h-5 w-5" aria-hidden="true" />
    </a>
  );
  const totalLine = (
    <p className="flex items-baseline justify-between text-base">
      <span className="font-medium text-slate-700">Total</span>
      <span className="text-xl font-extrabold tabular-nums text-ink">{formatCents(total)}</span>
    </p>
  );

  return (
    // With items, the phone's cart bar covers the bottom of the page: leave room for it.
    <div className={count > 0 ? 'flex min-h-screen flex-col pb-24 lg:pb-0' : 'flex min-h-screen flex-col'}>
      <StoreHeader store={store} />
      <PromotionStrip />
      <main className="flex-1 pb-10">
        <div className="mx-auto grid max-w-7xl gap-6 px-4 pt-5 sm:px-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:pt-8">
          {/* On phones the products come first and the shop's details after them. */}
          <div className="flex min-w-0 flex-col gap-6">
            <div className="order-last lg:order-first">
              <StoreInfo store={store} />
            </div>
            <section aria-labelledby="produtos" className="space-y-4">
              <h2 id="produtos" className="text-xl font-bold tracking-tight">
                Produtos ({products.length})
              </h2>
              {products.length === 0 ? (
                <EmptyProducts />
              ) : (
                <>
                  <ProductFilterBar filter={filter} showSearch={products.length > 8} />
                  {filter.filtered.length === 0 ? (
                    <p className="rounded-2xl bg-white p-6 text-center text-slate-600">
                      Nenhum produto encontrado para a sua busca.
                    </p>
                  ) : (
                    <ul className="grid gap-3 sm:grid-cols-2 sm:gap-4 xl:grid-cols-3">
                      {filter.filtered.slice(0, rendered).map((product, index) => {
                        const inCart = cart.items.find((i) => i.productId === product.id)?.quantity ?? 0;
                        return (
                          <li key={product.id} className="flex">
                            <ProductCard
                              product={product}
                              discountPercent={promocao?.discountPercent}
                              imageSizes={PRODUCT_IMAGE_SIZES}
                              priority={index < FIRST_ROW}
                            >
                              {inCart > 0 ? (
                                <QuantityStepper
                                  className="sm:w-full sm:justify-between"
                                  name={product.name}
                                  quantity={inCart}
                                  max={product.stock}
                                  onChange={(q) => cart.setQuantity(product.id, q)}
                                />
                              ) : (
                                <Button
                                  className="whitespace-nowrap sm:w-full"
                                  variant={product.stock === 0 ? 'secondary' : 'primary'}
                                  disabled={product.stock === 0}
                                  aria-disabled={waiting}
                                  onClick={() => {
                                    cart.add(product);
                                    notify.success(storefrontTexts.added(product.name));
                                  }}
                                >
                                  <ShoppingCart className="h-4 w-4" aria-hidden="true" />
                                  {product.stock === 0 ? storefrontTexts.outOfStock : storefrontTexts.addToCart}
                                </Button>
                              )}
                            </ProductCard>
                          </li>
                        );
                      })}
                    </ul>
                  )}
                </>
              )}
            </section>
          </div>

          <aside aria-labelledby="carrinho" className="hidden lg:block">
            <Card className="sticky top-4 p-5">
              <h2 id="carrinho" className="flex items-center gap-2 text-lg font-bold">
                <ShoppingCart className="h-5 w-5 text-brand-700" aria-hidden="true" />
                Seu carrinho
              </h2>
              {count === 0 ? (
                <p className="mt-3 text-sm text-slate-600">
                  Seu carrinho está vazio. Adicione produtos para fazer o seu pedido.
                </p>
              ) : (
                <>
                  <div className="mt-2 max-h-[55vh] overflow-y-auto">
                    <CartLines
                      items={cart.items}
                      stockOf={stockOf}
                      originalOf={originalOf}
                      onQuantity={cart.setQuantity}
                    />
                  </div>
                  <div className="mt-3 space-y-3 border-t border-slate-200 pt-3">
                    {totalLine}
                    {finalizar}
                  </div>
                </>
              )}
            </Card>
          </aside>
        </div>
      </main>
      <SiteFooter privacyHref={paths.privacy.href(store.id)} />

      {count > 0 ? (
        <div className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_16px_rgba(0,0,0,0.08)] backdrop-blur lg:hidden">
          <div className="mx-auto flex max-w-xl gap-3">
            <button
              type="button"
              onClick={() => setSheetOpen(true)}
              className="flex h-12 min-w-0 flex-1 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-left"
              aria-label={`Ver carrinho: ${itemsLabel(count)}, ${formatCents(total)}`}
            >
              <span className="relative">
                <ShoppingCart className="h-6 w-6 text-brand-700" aria-hidden="true" />
                <span className="absolute -right-2 -top-2 flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-700 px-1 text-xs font-bold text-white">
                  {count}
                </span>
              </span>
              <span className="ml-2 flex min-w-0 flex-col leading-tight">
                <span className="text-xs text-slate-600">Ver carrinho</span>
                <span className="truncate font-bold tabular-nums text-ink">{formatCents(total)}</span>
              </span>
            </button>
            <a href={checkoutHref} className={buttonClasses('primary', 'lg', 'shrink-0')}>
              Finalizar
              <ArrowRight className="h-5 w-5" aria-hidden="true" />
            </a>
          </div>
        </div>
      ) : null}

      <SheetOnDemand
        preload={count > 0}
        open={sheetOpen && count > 0}
        onOpenChange={setSheetOpen}
        title={`Seu carrinho (${itemsLabel(count)})`}
        footer={
          <div className="space-y-3">
            {totalLine}
            {finalizar}
          </div>
        }
      >
        <CartLines items={cart.items} stockOf={stockOf} originalOf={originalOf} onQuantity={cart.setQuantity} />
      </SheetOnDemand>
    </div>
  );
}
