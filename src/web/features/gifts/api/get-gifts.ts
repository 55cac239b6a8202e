import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GiftList } from '../../../../shared/contracts/gifts.ts';
import { api } from '../../../api/client.ts';
import { giftKeys } from './keys.ts';

export const giftsQueryOptions = () =>
  queryOptions({
    queryKey: giftKeys.all,
    queryFn: ({ signal }) => api<GiftList>('/api/gifts', { signal }),
  });

export function useGifts() {
  return useQuery(giftsQueryOptions());
}
