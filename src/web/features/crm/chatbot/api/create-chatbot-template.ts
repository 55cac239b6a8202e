import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChatbotTemplate, ChatbotTemplateFields } from '../../../../../shared/contracts/chatbot.ts';
import { api } from '../../../../api/client.ts';
import { chatbotKeys } from './keys.ts';

export function useCreateChatbotTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChatbotTemplateFields) =>
      api<ChatbotTemplate>('/api/chatbot/templates', { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatbotKeys.templates() }),
  });
}
