import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Customer, CustomerInput } from '../../../../shared/contracts/customers.ts';
import { api } from '../../../api/client.ts';
import { customerKeys } from './keys.ts';

/** Dados Básicos: the same fields as the registration. */
export function useUpdateCustomer(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CustomerInput) => api<Customer>(`/api/customers/${id}`, { method: 'PUT', body: input }),
    onSuccess: (customer) => {
      queryClient.setQueryData(customerKeys.detail(id), customer);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: customerKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: customerKeys.top() }),
      ]);
    },
  });
}
