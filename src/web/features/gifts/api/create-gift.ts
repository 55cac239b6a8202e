import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Gift, GiftInput } from '../../../../shared/contracts/gifts.ts';
import { api } from '../../../api/client.ts';
import { giftKeys } from './keys.ts';

export function useCreateGift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: GiftInput) => api<Gift>('/api/gifts', { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: giftKeys.all }),
  });
}
