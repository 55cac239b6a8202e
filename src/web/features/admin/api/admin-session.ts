import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminSession } from '../../../../shared/contracts/auth.ts';
import { api } from '../../../api/client.ts';
import { adminKeys } from './keys.ts';

export const adminSessionQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.session,
    queryFn: ({ signal }) => api<AdminSession>('/api/admin/auth/me', { signal }),
    staleTime: 5 * 60_000,
  });

export function useAdminSession() {
  return useQuery(adminSessionQueryOptions());
}

export function useLogoutAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<void>('/api/admin/auth/logout', { method: 'POST' }),
    // Nothing the administrator saw stays cached on this device.
    onSettled: () => queryClient.clear(),
  });
}
