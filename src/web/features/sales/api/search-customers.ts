import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomerList } from '../../../../shared/contracts/customers.ts';
import { api } from '../../../api/client.ts';
import { saleKeys } from './keys.ts';

export const CUSTOMER_SEARCH_LIMIT = 5;

export const customerSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: saleKeys.customerSearch(q),
    queryFn: ({ signal }) =>
      api<CustomerList>(`/api/customers?${new URLSearchParams({ search: q, limit: String(CUSTOMER_SEARCH_LIMIT) })}`, {
        signal,
      }),
  });

/** The shop's customers by CPF or name, for the sale. */
export function useCustomerSearch(q: string) {
  return useQuery({
    ...customerSearchQueryOptions(q),
    enabled: q.trim().length >= 2,
    placeholderData: keepPreviousData,
  });
}
