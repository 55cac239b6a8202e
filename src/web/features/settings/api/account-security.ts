import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountSessions, ChangePasswordInput } from '../../../../shared/contracts/auth.ts';
import { api } from '../../../api/client.ts';
import { settingsKeys } from './keys.ts';

export const accountSessionsQueryOptions = () =>
  queryOptions({
    queryKey: settingsKeys.accountSessions,
    queryFn: ({ signal }) => api<AccountSessions>('/api/auth/sessions', { signal }),
  });

export function useAccountSessions() {
  return useQuery(accountSessionsQueryOptions());
}

/** Changes the login password; the server ends every other session, so the list is read again. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangePasswordInput) =>
      api<{ sessoesEncerradas: number }>('/api/auth/password', { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.accountSessions }),
  });
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/api/auth/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingsKeys.accountSessions }),
  });
}

export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<{ sessoesEncerradas: number }>('/api/auth/sessions', { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingsKeys.accountSessions }),
  });
}
