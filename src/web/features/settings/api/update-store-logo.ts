import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StoreProfile, UpdateStoreLogoInput } from '../../../../shared/contracts/store-profile.ts';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { settingsKeys } from './keys.ts';

export function useUpdateStoreLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateStoreLogoInput) => api<StoreProfile>('/api/store/logo', { method: 'PUT', body: input }),
    onSuccess: (profile) => {
      queryClient.setQueryData(settingsKeys.storeProfile, profile);
      // The panel's header shows the logo from the session.
      return queryClient.invalidateQueries({ queryKey: queryKeys.storeSession });
    },
  });
}
