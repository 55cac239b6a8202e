import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StoreSession } from '../../../../shared/contracts/auth.ts';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const storeSessionQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.storeSession,
    queryFn: ({ signal }) => api<StoreSession>('/api/auth/me', { signal }),
    staleTime: 5 * 60_000,
  });

export function useStoreSession() {
  return useQuery(storeSessionQueryOptions());
}
