import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Settings } from '../../../../shared/contracts/settings.ts';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const settingsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.settings,
    queryFn: ({ signal }) => api<Settings>('/api/settings', { signal }),
  });

export function useSettings() {
  return useQuery(settingsQueryOptions());
}
