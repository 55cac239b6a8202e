import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PixSettings } from '../../../../shared/contracts/settings.ts';
import { api } from '../../../api/client.ts';
import { settingsKeys } from './keys.ts';

export const pixSettingsQueryOptions = () =>
  queryOptions({
    queryKey: settingsKeys.pix,
    queryFn: ({ signal }) => api<PixSettings>('/api/settings/pix', { signal }),
  });

export function usePixSettings() {
  return useQuery(pixSettingsQueryOptions());
}
