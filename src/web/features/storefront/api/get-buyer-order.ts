import type { PublicOrder } from '../../../../shared/contracts/checkout.ts';
import { usePageData } from '../../../public-site/page.tsx';
import { useRead } from '../../../public-site/reads.ts';
import { orderRefreshInterval } from '../success/order-rewards.ts';

/**
 * The buyer's own order, by the random id in the confirmation link; asked again every 5 s until it
 * is entregue or cancelado, so the shop's changes (a cancel too) show without a reload.
 */
export function useBuyerOrder(orderId: string | null) {
  const { buyerOrder } = usePageData();
  return useRead<PublicOrder>(orderId ? `/api/storefront/orders/${encodeURIComponent(orderId)}` : null, {
    initial: buyerOrder && buyerOrder.id === orderId ? buyerOrder : undefined,
    pollEvery: orderRefreshInterval,
  });
}
