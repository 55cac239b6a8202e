import { useQuery } from '@tanstack/react-query';
import type { TagMembers } from '../../../../../shared/contracts/chatbot.ts';
import { api } from '../../../../api/client.ts';
import { chatbotKeys } from './keys.ts';

export function useTagMembers(tagId: number, enabled = true) {
  return useQuery({
    queryKey: chatbotKeys.tagMembers(tagId),
    enabled,
    queryFn: ({ signal }) => api<TagMembers>(`/api/chatbot/tags/${tagId}/members`, { signal }),
  });
}
