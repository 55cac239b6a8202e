import type { PublicOrder } from '../../../../shared/contracts/checkout.ts';
import { api } from '../../../api/client.ts';
import { useQuery } from '../../../public-site/data.ts';

export const buyerOrderQueryKey = (orderId: string) => ['storefront', 'order', orderId] as const;

/** The buyer's own order, by the random id in the confirmation link. */
export function useBuyerOrder(orderId: string | null) {
  return useQuery({
    queryKey: buyerOrderQueryKey(orderId ?? ''),
    queryFn: ({ signal }) =>
      api<PublicOrder>(`/api/storefront/orders/${encodeURIComponent(orderId ?? '')}`, { signal }),
    enabled: Boolean(orderId),
  });
}
