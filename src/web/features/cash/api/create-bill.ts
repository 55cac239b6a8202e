import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Bill, BillInput } from '../../../../shared/contracts/cash.ts';
import { api } from '../../../api/client.ts';
import { cashKeys } from './keys.ts';

export function useCreateBill() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BillInput) => api<Bill>('/api/cash/bills', { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cashKeys.all }),
  });
}
