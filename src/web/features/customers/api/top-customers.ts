import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TopCustomer } from '../../../../shared/contracts/customers.ts';
import { api } from '../../../api/client.ts';
import { customerKeys } from './keys.ts';

export const topCustomersQueryOptions = () =>
  queryOptions({
    queryKey: customerKeys.top(),
    queryFn: ({ signal }) => api<{ customers: TopCustomer[] }>('/api/customers/top', { signal }),
  });

/** The Top 10 by total purchases (only totals above zero). */
export function useTopCustomers() {
  return useQuery(topCustomersQueryOptions());
}
