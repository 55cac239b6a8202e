import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PixSettings, UpdatePixSettingsInput } from '../../../../shared/contracts/settings.ts';
import { api } from '../../../api/client.ts';
import { settingsKeys } from './keys.ts';

export function useUpdatePixSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdatePixSettingsInput) =>
      api<PixSettings>('/api/settings/pix', { method: 'PUT', body: input }),
    onSuccess: (pix) => queryClient.setQueryData(settingsKeys.pix, pix),
  });
}
