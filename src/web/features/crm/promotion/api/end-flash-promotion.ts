import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FlashPromotionState } from '../../../../../shared/contracts/promotions.ts';
import { api } from '../../../../api/client.ts';
import { promotionKeys } from './keys.ts';

/** Ends the running flash promotion now: prices go back to normal. */
export function useEndFlashPromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<FlashPromotionState>('/api/promotions/flash/end', { method: 'POST' }),
    onSuccess: (state) => queryClient.setQueryData(promotionKeys.flash(), state),
    onError: () => queryClient.invalidateQueries({ queryKey: promotionKeys.flash() }),
  });
}
