import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Purchase } from '../../../../shared/contracts/customers.ts';
import { api } from '../../../api/client.ts';
import { customerKeys } from './keys.ts';

export const customerPurchasesQueryOptions = (id: number) =>
  queryOptions({
    queryKey: customerKeys.purchases(id),
    queryFn: ({ signal }) => api<{ purchases: Purchase[] }>(`/api/customers/${id}/purchases`, { signal }),
  });

/** Últimas Compras, newest first. */
export function useCustomerPurchases(id: number) {
  return useQuery(customerPurchasesQueryOptions(id));
}
