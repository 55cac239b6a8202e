import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OwnerMessageList } from '../../../../shared/contracts/admin-messages.ts';
import { api } from '../../../api/client.ts';
import { messageKeys } from './keys.ts';

export const ownerMessagesQueryOptions = () =>
  queryOptions({
    queryKey: messageKeys.mine,
    queryFn: ({ signal }) => api<OwnerMessageList>('/api/messages', { signal }),
    staleTime: 60_000,
  });

export function useOwnerMessages() {
  return useQuery(ownerMessagesQueryOptions());
}

/** Hides the message at once; a failure brings it back. */
export function useDismissMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<void>(`/api/messages/${id}/dismiss`, { method: 'POST' }),
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: messageKeys.mine });
      const before = queryClient.getQueryData<OwnerMessageList>(messageKeys.mine);
      if (before) {
        queryClient.setQueryData<OwnerMessageList>(messageKeys.mine, {
          mensagens: before.mensagens.filter((m) => m.id !== id),
        });
      }
      return { before };
    },
    onError: (_error, _id, context) => {
      if (context?.before) queryClient.setQueryData(messageKeys.mine, context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: messageKeys.mine }),
  });
}
