import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Settings, UpdateSettingsInput } from '../../../../shared/contracts/settings.ts';
import { api } from '../../../api/client.ts';
import { loyaltyKeys } from '../../loyalty/api/keys.ts';
import { settingsKeys } from './keys.ts';

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateSettingsInput) => api<Settings>('/api/settings', { method: 'PUT', body: input }),
    onSuccess: (settings) => {
      queryClient.setQueryData(settingsKeys.settings, settings);
      // Fidelidade reads whether the PIN is set and the wheel's prizes.
      return queryClient.invalidateQueries({ queryKey: loyaltyKeys.config });
    },
  });
}
