import { queryOptions } from '@tanstack/react-query';
import type { OwnerOrderDetail } from '../../../../shared/contracts/owner-orders.ts';
import { api } from '../../../api/client.ts';
import { ordersKeys } from './keys.ts';

export const orderQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: ordersKeys.detail(orderId),
    queryFn: ({ signal }) => api<OwnerOrderDetail>(`/api/orders/${encodeURIComponent(orderId)}`, { signal }),
  });
