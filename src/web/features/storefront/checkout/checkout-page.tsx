import { ArrowLeft, Gift, Send, ShoppingCart } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useEffect, useRef } from 'react';
import { checkoutMessages } from '../../../../shared/checkout.ts';
import type { Storefront } from '../../../../shared/contracts/storefront.ts';
import { formatCents } from '../../../../shared/money.ts';
import { paths } from '../../../../shared/paths.ts';
import { pointsForTotal } from '../../../../shared/points.ts';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { whenIdle } from '../../../lib/when-idle.ts';
import { goTo } from '../../../public-site/page.tsx';
import { cartCount, cartTotalCents } from '../cart/cart-rules.ts';
import { useCart } from '../cart/cart-storage.ts';
import { useCartSync } from '../cart/use-cart-sync.ts';
import { CartLines } from '../components/cart-lines.tsx';
import { PromotionStrip } from '../components/promotion-strip.tsx';
import { StorefrontLoader } from '../components/storefront-loader.tsx';
import { loadOrderSchema } from './checkout-form.ts';
import { AddressFields, CustomerFields } from './customer-section.tsx';
import { useCheckout } from './use-checkout.ts';

/**
 * Payment and observations come after the CPF step: their code is not in the page's first load
 * (which holds a 100 KB budget), but fetched when the browser is idle, well before that step.
 */
const loadPaymentSection = () => import('./payment-section.tsx');
const PaymentFields = lazy(async () => ({ default: (await loadPaymentSection()).PaymentFields }));
const ObservationsField = lazy(async () => ({ default: (await loadPaymentSection()).ObservationsField }));

function preloadOrderSchema() {
  // A failed load is tried again, and reported, by the submit.
  loadOrderSchema().catch(() => {});
}

/** /checkout/{storeId}: 'Finalizar Pedido', the delivery form beside the order summary (stacked on phones). */
export function CheckoutPage() {
  return <StorefrontLoader screen="Finalizar Pedido">{(data) => <CheckoutView data={data} />}</StorefrontLoader>;
}

function Section({ title, note, children }: { title: string; note?: string; children: ReactNode }) {
  return (
    <Card className="p-4 sm:p-6">
      <h2 className="text-lg font-bold">
        {title} {note ? <span className="text-sm font-normal text-slate-500">{note}</span> : null}
      </h2>
      <div className="mt-4">{children}</div>
    </Card>
  );
}

function CheckoutView({ data: { store, products } }: { data: Storefront }) {
  const cart = useCart(store.id);
  useCartSync(store.id, products);
  const totalCents = cartTotalCents(cart.items);
  const checkout = useCheckout(store.id, { items: cart.items, totalCents, clear: cart.clear });
  const storeHref = paths.store.href(store.id);

  // The cart is this browser's: a page the server drew (the form, the summary waiting) learns it
  // once hydrated. Spec: an empty cart on arrival goes back to the shop (emptied here, it shows
  // 'Carrinho vazio').
  const cartKnown = checkout.ready;
  const arrived = useRef(false);
  useEffect(() => {
    if (!cartKnown || arrived.current) return;
    arrived.current = true;
    if (cart.items.length === 0) goTo(storeHref, { replace: true });
  }, [cartKnown, cart.items.length, storeHref]);

  useEffect(() => whenIdle(() => void loadPaymentSection().catch(() => {})), []);

  const count = cartCount(cart.items);
  const stockOf = (id: number) => products.find((p) => p.id === id)?.stock ?? null;
  const originalOf = (id: number) => products.find((p) => p.id === id)?.originalPriceCents ?? null;

  return (
    <div className="min-h-screen">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl items-center gap-3 px-4 py-3 sm:px-6">
          <a
            href={storeHref}
            className="-ml-2 inline-flex h-11 min-w-0 items-center gap-2 rounded-lg px-2 font-semibold text-brand-700 hover:bg-brand-50"
          >
            <ArrowLeft className="h-5 w-5 shrink-0" aria-hidden="true" />
            <span className="truncate">{store.nomeEmpresa}</span>
          </a>
        </div>
      </header>
      <PromotionStrip />
      <main className="mx-auto max-w-6xl px-4 pt-5 pb-12 sm:px-6 sm:pt-8">
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">Finalizar Pedido</h1>
        {cartKnown && count === 0 ? (
          <Card className="mt-6 flex flex-col items-center px-6 py-12 text-center">
            <ShoppingCart className="h-12 w-12 text-slate-400" aria-hidden="true" />
            <h2 className="mt-3 text-xl font-bold">{checkoutMessages.emptyCartTitle}</h2>
            <p className="mt-1 text-slate-600">Adicione produtos da loja para fazer o seu pedido.</p>
            <a href={storeHref} className={buttonClasses('primary', 'lg', 'mt-6')}>
              Continuar Comprando
            </a>
          </Card>
        ) : (
          <form
            onSubmit={checkout.submit}
            // The order schema (with zod) is not in the first load, nor fetched while the page settles
            // (building zod's schemas is a long task on a phone): it loads once the buyer starts on
            // the form, ready by the submit, which awaits it.
            onFocus={preloadOrderSchema}
            noValidate
            className="mt-5 grid items-start gap-5 lg:mt-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-6"
          >
            <div className="min-w-0 space-y-5">
              <Section title="Seus dados">
                <CustomerFields checkout={checkout} />
              </Section>
              {checkout.showRest ? (
                <>
                  <Section title="Endereço de entrega" note="(opcional)">
                    <AddressFields checkout={checkout} />
                  </Section>
                  <Suspense fallback={<Spinner className="h-6 w-6 text-brand-700" />}>
                    <Section title="Pagamento">
                      <PaymentFields checkout={checkout} />
                    </Section>
                    <Section title="Observações" note="(opcional)">
                      <ObservationsField checkout={checkout} />
                    </Section>
                  </Suspense>
                </>
              ) : null}
            </div>

            {/* The summary is of this browser's cart: it comes once the page's code has read it. It is
                the last thing of the page on a phone and a column of its own on a desktop, so its
                coming moves nothing already on screen (no layout shift). */}
            {cartKnown ? (
              <aside aria-labelledby="resumo" className="lg:sticky lg:top-4">
                <Card className="p-4 sm:p-6">
                  <h2 id="resumo" className="text-lg font-bold">
                    Resumo do pedido
                  </h2>
                  <CartLines
                    items={cart.items}
                    stockOf={stockOf}
                    originalOf={originalOf}
                    onQuantity={cart.setQuantity}
                  />
                  <div className="space-y-3 border-t border-slate-200 pt-4">
                    <p className="flex items-baseline justify-between">
                      <span className="font-medium text-slate-700">
                        Total ({count === 1 ? '1 item' : `${count} itens`})
                      </span>
                      <span className="text-2xl font-extrabold tabular-nums">{formatCents(totalCents)}</span>
                    </p>
                    {pointsForTotal(totalCents) > 0 ? (
                      <p className="flex items-center gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
                        <Gift className="h-4 w-4 shrink-0" aria-hidden="true" />
                        Você ganha {pointsForTotal(totalCents)} pontos com este pedido.
                      </p>
                    ) : null}
                    <Button type="submit" size="lg" className="w-full" loading={checkout.submitting}>
                      {checkout.submitting ? null : <Send className="h-5 w-5" aria-hidden="true" />}
                      Enviar Pedido
                    </Button>
                    <p className="text-center text-xs text-slate-500">
                      O pagamento é feito direto com a loja, na entrega ou na retirada.
                    </p>
                  </div>
                </Card>
              </aside>
            ) : null}
          </form>
        )}
      </main>
    </div>
  );
}
