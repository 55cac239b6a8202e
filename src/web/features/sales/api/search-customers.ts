import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomerList, CustomerSearch } from '../../../../shared/contracts/customers.ts';
import { api } from '../../../api/client.ts';
import { saleKeys } from './keys.ts';

export const CUSTOMER_SEARCH_LIMIT = 5;

export const customerSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: saleKeys.customerSearch(q),
    // The search (often a CPF) goes in the body, never in a URL (docs/security.md).
    queryFn: ({ signal }) =>
      api<CustomerList>('/api/customers/search', {
        method: 'POST',
        body: { search: q, limit: CUSTOMER_SEARCH_LIMIT } satisfies CustomerSearch,
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
