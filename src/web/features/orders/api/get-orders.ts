import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { OrderList, OrderStatus } from '../../../../shared/contracts/owner-orders.ts';
import { api } from '../../../api/client.ts';
import { ordersKeys } from './keys.ts';

export const ordersQueryOptions = (status: OrderStatus | undefined) =>
  infiniteQueryOptions({
    queryKey: ordersKeys.list(status),
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams();
      if (status) query.set('status', status);
      if (pageParam) query.set('before', String(pageParam));
      const search = query.toString();
      return api<OrderList>(`/api/orders${search ? `?${search}` : ''}`, { signal });
    },
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // The live stream says when something changed; no polling needed.
    staleTime: 60_000,
  });

export function useOrders(status: OrderStatus | undefined) {
  return useInfiniteQuery(ordersQueryOptions(status));
}
