import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { invalidateSaleChanges } from './sale-changes.ts';

/** Deletes a sale: its stock, balances and loyalty counts go back. */
export function useDeleteSale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/api/sales/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => invalidateSaleChanges(queryClient),
  });
}
