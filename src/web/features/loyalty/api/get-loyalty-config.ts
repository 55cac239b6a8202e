import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LoyaltyConfig } from '../../../../shared/contracts/loyalty.ts';
import { api } from '../../../api/client.ts';
import { loyaltyKeys } from './keys.ts';

export const loyaltyConfigQueryOptions = () =>
  queryOptions({
    queryKey: loyaltyKeys.config,
    queryFn: ({ signal }) => api<LoyaltyConfig>('/api/loyalty/config', { signal }),
  });

export function useLoyaltyConfig() {
  return useQuery(loyaltyConfigQueryOptions());
}
