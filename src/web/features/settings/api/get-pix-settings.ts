import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PixSettings } from '../../../../shared/contracts/settings.ts';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const pixSettingsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.pixSettings,
    queryFn: ({ signal }) => api<PixSettings>('/api/settings/pix', { signal }),
  });

export function usePixSettings() {
  return useQuery(pixSettingsQueryOptions());
}
