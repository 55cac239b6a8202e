import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminMessage,
  AdminMessageFields,
  AdminMessageList,
} from '../../../../shared/contracts/admin-messages.ts';
import { api } from '../../../api/client.ts';
import { messageKeys } from './keys.ts';

export const adminMessagesQueryOptions = () =>
  queryOptions({
    queryKey: messageKeys.admin,
    queryFn: ({ signal }) => api<AdminMessageList>('/api/admin/messages', { signal }),
  });

export function useAdminMessages() {
  return useQuery(adminMessagesQueryOptions());
}

export function useSendAdminMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminMessageFields) =>
      api<AdminMessage>('/api/admin/messages', { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageKeys.admin }),
  });
}

export function useRemoveAdminMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<void>(`/api/admin/messages/${id}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: messageKeys.admin }),
  });
}
