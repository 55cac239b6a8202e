import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeliverGiftInput, GiftDelivered } from '../../../../shared/contracts/gifts.ts';
import { api } from '../../../api/client.ts';
import { giftKeys } from './keys.ts';

export function useDeliverGift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ giftId, ...input }: DeliverGiftInput & { giftId: number }) =>
      api<GiftDelivered>(`/api/gifts/${giftId}/deliveries`, { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: giftKeys.deliveries }),
  });
}
