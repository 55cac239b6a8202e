import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateOpeningHoursInput } from '../../../../shared/contracts/opening-hours.ts';
import type { StoreProfile } from '../../../../shared/contracts/store-profile.ts';
import { api } from '../../../api/client.ts';
import { settingsKeys } from './keys.ts';

export function useUpdateOpeningHours() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateOpeningHoursInput) =>
      api<StoreProfile>('/api/store/opening-hours', { method: 'PUT', body: input }),
    onSuccess: (profile) => queryClient.setQueryData(settingsKeys.storeProfile, profile),
  });
}
