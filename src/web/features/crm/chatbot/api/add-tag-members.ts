import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TagMembers } from '../../../../../shared/contracts/chatbot.ts';
import { api } from '../../../../api/client.ts';
import { chatbotKeys } from './keys.ts';

/** Puts customers on a tag: its list, the tags' counts and the campaigns' targets change. */
export function useAddTagMembers(tagId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (customerIds: number[]) =>
      api<TagMembers>(`/api/chatbot/tags/${tagId}/members`, { method: 'POST', body: { customerIds } }),
    onSuccess: (members) => {
      queryClient.setQueryData(chatbotKeys.tagMembers(tagId), members);
      void queryClient.invalidateQueries({ queryKey: chatbotKeys.tags(), exact: true });
      return queryClient.invalidateQueries({ queryKey: chatbotKeys.campaigns() });
    },
  });
}
