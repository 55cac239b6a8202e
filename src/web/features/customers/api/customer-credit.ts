import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CreditStatement } from '../../../../shared/contracts/customers.ts';
import { api } from '../../../api/client.ts';
import { customerKeys } from './keys.ts';

export const customerCreditQueryOptions = (id: number) =>
  queryOptions({
    queryKey: customerKeys.credit(id),
    queryFn: ({ signal }) => api<CreditStatement>(`/api/customers/${id}/credit`, { signal }),
  });

/** The store credit: balance and entries, newest first. */
export function useCustomerCredit(id: number) {
  return useQuery(customerCreditQueryOptions(id));
}
