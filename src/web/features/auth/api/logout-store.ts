import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { forgetSession } from './store-session.ts';

export function useLogoutStore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<void>('/api/auth/logout', { method: 'POST' }),
    // Everything cached belonged to this shop: nothing of it may show to the next one on this device.
    onSettled: () => {
      forgetSession();
      queryClient.clear();
    },
  });
}
