import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { CRM_CUSTOMER_PAGE_SIZE, type CrmCustomerList } from '../../../../shared/contracts/crm.ts';
import { api } from '../../../api/client.ts';
import { crmKeys } from './keys.ts';

export const crmCustomersQueryOptions = (search: string) =>
  infiniteQueryOptions({
    queryKey: crmKeys.customers(search),
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams({ offset: String(pageParam), limit: String(CRM_CUSTOMER_PAGE_SIZE) });
      if (search) query.set('search', search);
      return api<CrmCustomerList>(`/api/crm/customers?${query}`, { signal });
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
