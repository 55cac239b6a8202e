import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreditEntryInput, CreditEntryResult, Customer } from '../../../../shared/contracts/customers.ts';
import { api } from '../../../api/client.ts';
import { customerKeys } from './keys.ts';

/** A credit or a debit; the server refuses a debit above the balance. */
export function useAddCreditEntry(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreditEntryInput) =>
      api<CreditEntryResult>(`/api/customers/${id}/credit`, { method: 'POST', body: input }),
    onSuccess: ({ balanceCents }) => {
      queryClient.setQueryData<Customer>(customerKeys.detail(id), (c) =>
        c ? { ...c, creditBalanceCents: balanceCents } : c,
      );
      return queryClient.invalidateQueries({ queryKey: customerKeys.credit(id) });
    },
    // A refused debit may mean someone else changed the balance: show the current one.
    onError: () => queryClient.invalidateQueries({ queryKey: customerKeys.credit(id) }),
  });
}
