import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GiftDeliveryList } from '../../../../shared/contracts/gifts.ts';
import { api } from '../../../api/client.ts';
import { giftKeys } from './keys.ts';

export const giftDeliveriesQueryOptions = () =>
  queryOptions({
    queryKey: giftKeys.deliveries,
    queryFn: ({ signal }) => api<GiftDeliveryList>('/api/gifts/deliveries', { signal }),
  });

export function useGiftDeliveries() {
  return useQuery(giftDeliveriesQueryOptions());
}
