import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Sale, SaleInput } from '../../../../shared/contracts/sales.ts';
import { api } from '../../../api/client.ts';

/** Saves the sale; the same `idempotencyKey` on a retry answers the sale already made. */
export function useCreateSale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaleInput & { idempotencyKey: string }) =>
      api<Sale>('/api/sales', { method: 'POST', body: input }),
    // Stock, the cash report, customers' balances and the loyalty counts all move with a sale.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
