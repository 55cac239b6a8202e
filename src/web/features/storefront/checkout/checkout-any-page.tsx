import { ShoppingCart } from 'lucide-react';
import { useEffect, useState } from 'react';
import { checkoutMessages } from '../../../../shared/checkout.ts';
import { paths } from '../../../../shared/paths.ts';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { goTo } from '../../../public-site/page.tsx';
import { latestCartStoreId } from '../cart/cart-storage.ts';

/** /checkout without a shop (in the spec's route table): the checkout of the cart touched last. */
export function CheckoutAnyPage() {
  const [storeId] = useState(latestCartStoreId);
  useEffect(() => {
    if (storeId) goTo(paths.checkout.href(storeId), { replace: true });
  }, [storeId]);
  if (storeId) return null;
  return (
    <main className="flex min-h-screen flex-col items-center justify-center px-6 text-center">
      <ShoppingCart className="h-12 w-12 text-slate-400" aria-hidden="true" />
      <h1 className="mt-3 text-2xl font-bold">{checkoutMessages.emptyCartTitle}</h1>
      <p className="mt-1 text-slate-600">Escolha uma loja e adicione produtos para fazer o seu pedido.</p>
      <a href={paths.home.href()} className={buttonClasses('primary', 'lg', 'mt-6')}>
        Continuar Comprando
      </a>
    </main>
  );
}
