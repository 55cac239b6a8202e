import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../api/client.ts';
import { chatbotKeys } from './keys.ts';

export function useRemoveTagMember(tagId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (customerId: number) =>
      api<void>(`/api/chatbot/tags/${tagId}/members/${customerId}`, { method: 'DELETE' }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: chatbotKeys.tags() });
      return queryClient.invalidateQueries({ queryKey: chatbotKeys.campaigns() });
    },
  });
}
