import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GiftDeliveryList } from '../../../../shared/contracts/gifts.ts';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const giftDeliveriesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.giftDeliveries,
    queryFn: ({ signal }) => api<GiftDeliveryList>('/api/gifts/deliveries', { signal }),
  });

export function useGiftDeliveries() {
  return useQuery(giftDeliveriesQueryOptions());
}
