import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { CUSTOMER_PAGE_SIZE, type CustomerList, type CustomerSearch } from '../../../../shared/contracts/customers.ts';
import { api } from '../../../api/client.ts';
import { customerKeys } from './keys.ts';

export interface CustomerListFilter {
  search: string;
  aniversariantes: boolean;
}

export const customerListQueryOptions = (filter: CustomerListFilter) =>
  infiniteQueryOptions({
    queryKey: customerKeys.list(filter),
    // The search (a name, or digits of a CPF or phone) goes in the body, never in a URL.
    queryFn: ({ pageParam, signal }) => {
      const body: CustomerSearch = {
        search: filter.search,
        aniversariantes: filter.aniversariantes,
        offset: pageParam,
        limit: CUSTOMER_PAGE_SIZE,
      };
      return api<CustomerList>('/api/customers/search', { method: 'POST', body, signal });
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
