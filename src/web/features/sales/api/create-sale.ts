import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Sale, SaleInput } from '../../../../shared/contracts/sales.ts';
import { api } from '../../../api/client.ts';
import { invalidateSaleChanges } from './sale-changes.ts';

/** Saves the sale; the same `idempotencyKey` on a retry answers the sale already made. */
export function useCreateSale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaleInput & { idempotencyKey: string }) =>
      api<Sale>('/api/sales', { method: 'POST', body: input }),
    onSuccess: () => invalidateSaleChanges(queryClient),
  });
}
