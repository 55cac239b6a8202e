import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Gift, GiftInput } from '../../../../shared/contracts/gifts.ts';
import { api } from '../../../api/client.ts';
import { giftKeys } from './keys.ts';

export function useUpdateGift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: GiftInput & { id: number }) =>
      api<Gift>(`/api/gifts/${id}`, { method: 'PUT', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: giftKeys.all }),
  });
}
