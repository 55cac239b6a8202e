import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ValidatePurchaseInput, ValidationResult } from '../../../../shared/contracts/loyalty.ts';
import { api } from '../../../api/client.ts';
import { loyaltyKeys } from './keys.ts';

export function useValidatePurchase() {
  const queryClient = useQueryClient();
  return useMutation({
    /** The input carries the attempt's idempotency key: a retried validation is counted once. */
    mutationFn: (input: ValidatePurchaseInput & { idempotencyKey: string }) =>
      api<ValidationResult>('/api/loyalty/validations', { method: 'POST', body: input }),
    onSuccess: (result) => queryClient.removeQueries({ queryKey: loyaltyKeys.customer(result.cliente.cpf) }),
  });
}
