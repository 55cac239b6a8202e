import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Customer } from '../../../../shared/contracts/customers.ts';
import { api } from '../../../api/client.ts';
import { customerKeys } from './keys.ts';

export const customerQueryOptions = (id: number) =>
  queryOptions({
    queryKey: customerKeys.detail(id),
    queryFn: ({ signal }) => api<Customer>(`/api/customers/${id}`, { signal }),
  });

export function useCustomer(id: number) {
  return useQuery(customerQueryOptions(id));
}
