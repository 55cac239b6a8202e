import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { CUSTOMER_PAGE_SIZE, type CustomerList } from '../../../../shared/contracts/customers.ts';
import { api } from '../../../api/client.ts';
import { customerKeys } from './keys.ts';

export interface CustomerListFilter {
  search: string;
  aniversariantes: boolean;
}

export const customerListQueryOptions = (filter: CustomerListFilter) =>
  infiniteQueryOptions({
    queryKey: customerKeys.list(filter),
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams({ offset: String(pageParam), limit: String(CUSTOMER_PAGE_SIZE) });
      if (filter.search) query.set('search', filter.search);
      if (filter.aniversariantes) query.set('aniversariantes', 'true');
      return api<CustomerList>(`/api/customers?${query}`, { signal });
    },
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextOffset ?? undefined,
    // Keep showing the previous results while a new search loads.
    placeholderData: keepPreviousData,
  });

/** The shop's customers, newest first, one page at a time. */
export function useCustomerList(filter: CustomerListFilter) {
  const query = useInfiniteQuery(customerListQueryOptions(filter));
  const pages = query.data?.pages ?? [];
  return {
    ...query,
    customers: pages.flatMap((p) => p.customers),
    total: pages[0]?.total ?? 0,
  };
}
