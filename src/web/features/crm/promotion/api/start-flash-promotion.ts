import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FlashPromotionInput, FlashPromotionState } from '../../../../../shared/contracts/promotions.ts';
import { api } from '../../../../api/client.ts';
import { promotionKeys } from './keys.ts';

/** Starts a flash promotion now; a refusal (one already running) brings the running one. */
export function useStartFlashPromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: FlashPromotionInput) =>
      api<FlashPromotionState>('/api/promotions/flash', { method: 'POST', body: input }),
    onSuccess: (state) => queryClient.setQueryData(promotionKeys.flash(), state),
    onError: () => queryClient.invalidateQueries({ queryKey: promotionKeys.flash() }),
  });
}
