import { useEffect } from 'react';
import type { PublicProduct } from '../../../../shared/contracts/products.ts';
import { notify } from '../../../lib/notify.ts';
import { reconcileCart } from './cart-rules.ts';
import { readCart, writeCart } from './cart-storage.ts';

/** Whenever the shop's products arrive, brings the stored cart in line with them and says so. */
export function useCartSync(storeId: number, products: PublicProduct[] | undefined) {
  useEffect(() => {
    if (!products) return;
    const { items, changed } = reconcileCart(readCart(storeId), products);
    if (!changed) return;
    writeCart(storeId, items);
    notifyCartUpdated();
  }, [storeId, products]);
}

/** Tells the customer the cart changed to follow the shop's products (prices, stock, products gone). */
export function notifyCartUpdated() {
  notify.info('Carrinho atualizado', 'Alguns produtos mudaram de preço, de estoque ou não estão mais disponíveis.', {
    id: 'carrinho',
  });
}
