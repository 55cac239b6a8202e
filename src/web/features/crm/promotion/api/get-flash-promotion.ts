import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FlashPromotionState } from '../../../../../shared/contracts/promotions.ts';
import { api } from '../../../../api/client.ts';
import { promotionKeys } from './keys.ts';

export const flashPromotionQueryOptions = () =>
  queryOptions({
    queryKey: promotionKeys.flash(),
    queryFn: ({ signal }) => api<FlashPromotionState>('/api/promotions/flash', { signal }),
    // The promotion may be started or ended from another tab: look again now and then.
    staleTime: 0,
    refetchInterval: 60_000,
  });

/** The shop's running flash promotion (null when none) with the server's clock. */
export function useFlashPromotion() {
  return useQuery(flashPromotionQueryOptions());
}
