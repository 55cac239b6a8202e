import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Tag, TagFields } from '../../../../../shared/contracts/chatbot.ts';
import { api } from '../../../../api/client.ts';
import { chatbotKeys } from './keys.ts';

export function useCreateTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TagFields) => api<Tag>('/api/chatbot/tags', { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatbotKeys.tags() }),
  });
}
