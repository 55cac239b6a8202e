import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CrmCustomerList } from '../../../../../shared/contracts/crm.ts';
import { api } from '../../../../api/client.ts';
import { chatbotKeys } from './keys.ts';

/** The shop's customers in name order: the first `limit`, or those matching `search`. */
export function useChatbotCustomers(search: string, limit: number, enabled = true) {
  return useQuery({
    queryKey: chatbotKeys.customers(search, limit),
    enabled,
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ limit: String(limit) });
      if (search) params.set('search', search);
      return api<CrmCustomerList>(`/api/crm/customers?${params}`, { signal });
    },
    placeholderData: keepPreviousData,
  });
}
