import type { PublicOrder } from '../../../../shared/contracts/checkout.ts';
import { api } from '../../../api/client.ts';
import { useQuery } from '../../../public-site/data.ts';
import { orderRefreshInterval } from '../success/order-rewards.ts';

export const buyerOrderQueryKey = (orderId: string) => ['storefront', 'order', orderId] as const;

/**
 * The buyer's own order, by the random id in the confirmation link; asked again every 5 s until it
 * is entregue or cancelado, so the shop's changes (a cancel too) show without a reload.
 */
export function useBuyerOrder(orderId: string | null) {
  return useQuery({
    queryKey: buyerOrderQueryKey(orderId ?? ''),
    queryFn: ({ signal }) =>
      api<PublicOrder>(`/api/storefront/orders/${encodeURIComponent(orderId ?? '')}`, { signal }),
    enabled: Boolean(orderId),
    refetchInterval: orderRefreshInterval,
  });
}
