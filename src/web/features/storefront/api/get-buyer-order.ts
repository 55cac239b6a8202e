import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicOrder } from '../../../../shared/contracts/checkout.ts';
import { api } from '../../../api/client.ts';

export const buyerOrderQueryKey = (orderId: string) => ['storefront', 'order', orderId] as const;

export const buyerOrderQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: buyerOrderQueryKey(orderId),
    queryFn: ({ signal }) => api<PublicOrder>(`/api/storefront/orders/${encodeURIComponent(orderId)}`, { signal }),
  });

/** The buyer's own order, by the random id in the confirmation link. */
export function useBuyerOrder(orderId: string | null) {
  return useQuery({ ...buyerOrderQueryOptions(orderId ?? ''), enabled: Boolean(orderId) });
}
