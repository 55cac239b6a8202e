import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SpinResult } from '../../../../shared/contracts/loyalty.ts';
import { api } from '../../../api/client.ts';
import { giftKeys } from '../../gifts/api/keys.ts';

/** Asks the server to draw the spin a validation granted (a replay answers the recorded result). */
export function useSpinWheel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (validationId: number) =>
      api<SpinResult>(`/api/loyalty/validations/${validationId}/spin`, { method: 'POST' }),
    // A prize won is recorded as a gift delivered.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: giftKeys.deliveries }),
  });
}
