import type { PublicOrder } from '../../../../shared/contracts/checkout.ts';
import { api } from '../../../api/client.ts';
import { useQuery } from '../../../public-site/data.ts';
import { orderRefreshInterval } from '../success/order-rewards.ts';
import { storefrontKeys } from './keys.ts';

/**
 * The buyer's own order, by the random id in the confirmation link; asked again every 5 s until it
 * is entregue or cancelado, so the shop's changes (a cancel too) show without a reload.
 */
export function useBuyerOrder(orderId: string | null) {
  return useQuery({
    queryKey: storefrontKeys.buyerOrder(orderId ?? ''),
    queryFn: ({ signal }) =>
      api<PublicOrder>(`/api/storefront/orders/${encodeURIComponent(orderId ?? '')}`, { signal }),
    enabled: Boolean(orderId),
    refetchInterval: orderRefreshInterval,
  });
}
