import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CashbackConfig, CashbackConfigInput } from '../../../../shared/contracts/cashback.ts';
import { api } from '../../../api/client.ts';
import { cashbackKeys } from './keys.ts';

export const cashbackConfigQueryOptions = () =>
  queryOptions({
    queryKey: cashbackKeys.config,
    queryFn: ({ signal }) => api<CashbackConfig>('/api/cashback/config', { signal }),
  });

export function useCashbackConfig() {
  return useQuery(cashbackConfigQueryOptions());
}

export function useSaveCashbackConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CashbackConfigInput) =>
      api<CashbackConfig>('/api/cashback/config', { method: 'PUT', body: input }),
    onSuccess: (data) => queryClient.setQueryData(cashbackKeys.config, data),
  });
}
