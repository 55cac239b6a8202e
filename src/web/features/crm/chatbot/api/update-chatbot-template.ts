import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChatbotTemplate, ChatbotTemplateFields } from '../../../../../shared/contracts/chatbot.ts';
import { api } from '../../../../api/client.ts';
import { chatbotKeys } from './keys.ts';

export function useUpdateChatbotTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: ChatbotTemplateFields & { id: number }) =>
      api<ChatbotTemplate>(`/api/chatbot/templates/${id}`, { method: 'PUT', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatbotKeys.templates() }),
  });
}
