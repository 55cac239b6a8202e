import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CashbackSummary } from '../../../../shared/contracts/cashback.ts';
import { api } from '../../../api/client.ts';
import { customerKeys } from './keys.ts';

export const customerCashbackQueryOptions = (id: number) =>
  queryOptions({
    queryKey: customerKeys.cashback(id),
    queryFn: ({ signal }) => api<CashbackSummary>(`/api/cashback/customers/${id}`, { signal }),
  });

/** The customer's cashback: balance of unexpired entries, each entry with its expiry, and its uses. */
export function useCustomerCashback(id: number) {
  return useQuery(customerCashbackQueryOptions(id));
}
