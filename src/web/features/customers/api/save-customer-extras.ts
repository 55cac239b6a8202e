import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Customer, CustomerExtrasInput } from '../../../../shared/contracts/customers.ts';
import { api } from '../../../api/client.ts';
import { customerKeys } from './keys.ts';

/** Conhecendo Cliente. */
export function useSaveCustomerExtras(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CustomerExtrasInput) =>
      api<Customer>(`/api/customers/${id}/extras`, { method: 'PUT', body: input }),
    onSuccess: (customer) => queryClient.setQueryData(customerKeys.detail(id), customer),
  });
}
