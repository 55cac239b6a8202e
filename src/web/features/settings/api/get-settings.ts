import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Settings } from '../../../../shared/contracts/settings.ts';
import { api } from '../../../api/client.ts';
import { settingsKeys } from './keys.ts';

export const settingsQueryOptions = () =>
  queryOptions({
    queryKey: settingsKeys.settings,
    queryFn: ({ signal }) => api<Settings>('/api/settings', { signal }),
  });

export function useSettings() {
  return useQuery(settingsQueryOptions());
}
