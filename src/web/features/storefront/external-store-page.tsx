import { ArrowRight, ShoppingCart } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { Storefront } from '../../../shared/contracts/storefront.ts';
import { formatCents } from '../../../shared/money.ts';
import { paths } from '../../../shared/paths.ts';
import { storefrontTexts } from '../../../shared/storefront.ts';
import { SiteFooter } from '../../components/site-footer.tsx';
import { EmptyProducts } from '../../components/store-states.tsx';
import { Button } from '../../components/ui/button.tsx';
import { DialogOnDemand } from '../../components/ui/on-demand.tsx';
import { useHydrated } from '../../lib/hydration.ts';
import { notify } from '../../lib/notify.ts';
import { useRenderedCount } from '../../lib/use-rendered-count.ts';
import { goTo } from '../../public-site/page.tsx';
import { addItem, type CartItem, cartCount, cartTotalCents, reconcileCart, setQuantity } from './cart/cart-rules.ts';
import { readCart, writeCart } from './cart/cart-storage.ts';
import { notifyCartUpdated } from './cart/use-cart-sync.ts';
import { ProductCard } from './components/product-card.tsx';
import { PromotionStrip } from './components/promotion-strip.tsx';
import { StoreHeader } from './components/store-header.tsx';
import { StoreInfo } from './components/store-info.tsx';
import { StorefrontLoader } from './components/storefront-loader.tsx';

/** /loja-externa/{id}: the shop's catalogue with a cart kept in memory. */
export function ExternalStorePage() {
  // Leaving the shop's page (for the checkout) closes its "adicionado ao carrinho" toast, which
  // would otherwise lie over the checkout's button on a phone.
  useEffect(() => () => notify.dismiss(), []);
  return <StorefrontLoader>{(data) => <ExternalStoreView data={data} />}</StorefrontLoader>;
}

const itemsLabel = (n: number) => (n === 1 ? '1 item' : `${n} itens`);

/**
 * The product photo's width in the grid below: 80px beside the text on phones; from 640px two
 * columns (page padding 48px, gap 16px); from 1024px three (gaps 32px) of the 1280px page.
 */
const PRODUCT_IMAGE_SIZES =
  '(min-width: 1280px) 400px, (min-width: 1024px) calc((100vw - 80px) / 3), (min-width: 640px) calc((100vw - 64px) / 2), 80px';
/** Cards in the first row (three columns at most): their photos load first. */
const FIRST_ROW = 3;

function ExternalStoreView({ data: { store, products, promocao } }: { data: Storefront }) {
  const [items, setItems] = useState<CartItem[]>([]);
  const [open, setOpen] = useState(false);
  // The first cards at once, the others in the following moments (a long list is one long task).
  const rendered = useRenderedCount(products.length);
  // On the server's page, before its code runs, a tap on 'Adicionar' would be lost.
  const waiting = !useHydrated() || undefined;
  const count = cartCount(items);
  const total = cartTotalCents(items);

  // The shop's products came again (a flash promotion ended): the cart follows their prices.
  const itemsRef = useRef(items);
  itemsRef.current = items;
  useEffect(() => {
    const { items: next, changed } = reconcileCart(itemsRef.current, products);
    if (!changed) return;
    setItems(next);
    notifyCartUpdated();
  }, [products]);

  // Not in the spec (checkout from this page is not shown): the memory cart joins the shop's cart.
  function checkout() {
    let stored = readCart(store.id);
    for (const item of items) {
      const current = stored.find((i) => i.productId === item.productId)?.quantity ?? 0;
      stored = current ? setQuantity(stored, item.productId, current + item.quantity) : [...stored, item];
    }
    writeCart(store.id, stored);
    goTo(paths.checkout.href(store.id));
  }

  return (
    <div className={count > 0 ? 'flex min-h-screen flex-col pb-20' : 'flex min-h-screen flex-col'}>
      <StoreHeader
        store={store}
        aside={
          <span className="inline-flex shrink-0 items-center gap-1.5 rounded-full bg-white px-3 py-1.5 text-sm font-bold text-brand-700">
            <ShoppingCart className="h-4 w-4" aria-hidden="true" />
            {itemsLabel(count)}
          </span>
        }
      />
      <PromotionStrip />
      <main className="mx-auto w-full max-w-7xl flex-1 px-4 pt-6 pb-10 sm:px-6 sm:pt-10">
        <div className="mb-6 text-center">
          <h2 className="text-2xl font-extrabold tracking-tight sm:text-3xl">Nossos Produtos</h2>
          <p className="mt-1 text-slate-600">Confira nossa linha completa de produtos</p>
        </div>
        {products.length === 0 ? (
          <EmptyProducts />
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-3">
            {products.slice(0, rendered).map((product, index) => (
              <li key={product.id} className="flex">
                <ProductCard
                  product={product}
                  discountPercent={promocao?.discountPercent}
                  imageSizes={PRODUCT_IMAGE_SIZES}
                  priority={index < FIRST_ROW}
                >
                  <Button
                    className="whitespace-nowrap sm:w-full"
                    variant={product.stock === 0 ? 'secondary' : 'primary'}
                    disabled={product.stock === 0}
                    aria-disabled={waiting}
                    onClick={() => {
                      setItems((list) => addItem(list, product));
                      notify.success(storefrontTexts.added(product.name));
                    }}
                  >
                    <ShoppingCart className="h-4 w-4" aria-hidden="true" />
                    {product.stock === 0 ? storefrontTexts.outOfStock : storefrontTexts.addToCart}
                  </Button>
                </ProductCard>
              </li>
            ))}
          </ul>
        )}
        <div className="mt-10">
          <StoreInfo store={store} />
        </div>
      </main>
      <SiteFooter />

      {count > 0 ? (
        <Button
          size="lg"
          className="fixed right-4 bottom-[max(1rem,env(safe-area-inset-bottom))] z-30 rounded-full shadow-lg"
          onClick={() => setOpen(true)}
        >
          <ShoppingCart className="h-5 w-5" aria-hidden="true" />
          Carrinho ({count})
        </Button>
      ) : null}

      <DialogOnDemand
        open={open}
        onOpenChange={setOpen}
        title="Carrinho"
        description={`${itemsLabel(count)} no carrinho`}
      >
        <ul className="max-h-60 divide-y divide-slate-100 overflow-y-auto text-sm">
          {items.map((item) => (
            <li key={item.productId} className="flex justify-between gap-3 py-2">
              <span className="min-w-0 break-words">
                {item.quantity} × {item.name}
              </span>
              <span className="shrink-0 font-semibold tabular-nums">
                {formatCents(item.priceCents * item.quantity)}
              </span>
            </li>
          ))}
        </ul>
        <p className="mt-3 flex items-baseline justify-between border-t border-slate-200 pt-3">
          <span className="font-medium text-slate-700">Total</span>
          <span className="text-xl font-extrabold tabular-nums">{formatCents(total)}</span>
        </p>
        <div className="mt-5 grid gap-3 sm:grid-cols-2">
          <Button variant="secondary" size="lg" onClick={() => setOpen(false)}>
            Continuar Comprando
          </Button>
          <Button size="lg" onClick={checkout}>
            Finalizar Pedido
            <ArrowRight className="h-5 w-5" aria-hidden="true" />
          </Button>
        </div>
      </DialogOnDemand>
    </div>
  );
}
