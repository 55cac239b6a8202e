import { useQuery } from '@tanstack/react-query';
import type { TagList } from '../../../../../shared/contracts/chatbot.ts';
import { api } from '../../../../api/client.ts';
import { chatbotKeys } from './keys.ts';

export function useTags() {
  return useQuery({
    queryKey: chatbotKeys.tags(),
    queryFn: ({ signal }) => api<TagList>('/api/chatbot/tags', { signal }),
  });
}
