import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StoreProfile } from '../../../../shared/contracts/store-profile.ts';
import { api } from '../../../api/client.ts';
import { settingsKeys } from './keys.ts';

export const storeProfileQueryOptions = () =>
  queryOptions({
    queryKey: settingsKeys.storeProfile,
    queryFn: ({ signal }) => api<StoreProfile>('/api/store/profile', { signal }),
  });

export function useStoreProfile() {
  return useQuery(storeProfileQueryOptions());
}
