import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CrmCustomerList, CrmCustomerSearch } from '../../../../../shared/contracts/crm.ts';
import { api } from '../../../../api/client.ts';
import { chatbotKeys } from './keys.ts';

/** The shop's customers in name order: the first `limit`, or those matching `search`. */
export function useChatbotCustomers(search: string, limit: number, enabled = true) {
  return useQuery({
    queryKey: chatbotKeys.customers(search, limit),
    enabled,
    // The search goes in the body (it may be a CPF's digits), never in a URL.
    queryFn: ({ signal }) => {
      const body: CrmCustomerSearch = { search, limit };
      return api<CrmCustomerList>('/api/crm/customers/search', { method: 'POST', body, signal });
    },
    placeholderData: keepPreviousData,
  });
}
