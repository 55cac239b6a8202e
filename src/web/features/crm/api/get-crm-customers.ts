import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import {
  CRM_CUSTOMER_PAGE_SIZE,
  type CrmCustomerList,
  type CrmCustomerSearch,
} from '../../../../shared/contracts/crm.ts';
import { api } from '../../../api/client.ts';
import { crmKeys } from './keys.ts';

export const crmCustomersQueryOptions = (search: string) =>
  infiniteQueryOptions({
    queryKey: crmKeys.customers(search),
    // The search (a name, or digits of a CPF or phone) goes in the body, never in a URL.
    queryFn: ({ pageParam, signal }) => {
      const body: CrmCustomerSearch = { search, offset: pageParam, limit: CRM_CUSTOMER_PAGE_SIZE };
      return api<CrmCustomerList>('/api/crm/customers/search', { method: 'POST', body, signal });
    },
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextOffset ?? undefined,
    // Keep showing the previous results while a new search loads.
    placeholderData: keepPreviousData,
  });

/** The shop's customers in name order, with points, cashback and WhatsApp consent, a page at a time. */
export function useCrmCustomers(search: string) {
  const query = useInfiniteQuery(crmCustomersQueryOptions(search));
  const pages = query.data?.pages ?? [];
  return { ...query, customers: pages.flatMap((p) => p.customers), total: pages[0]?.total ?? 0 };
}
