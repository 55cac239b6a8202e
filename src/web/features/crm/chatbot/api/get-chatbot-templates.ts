import { useQuery } from '@tanstack/react-query';
import type { ChatbotTemplateList } from '../../../../../shared/contracts/chatbot.ts';
import { api } from '../../../../api/client.ts';
import { chatbotKeys } from './keys.ts';

/** The chatbot's templates (a shop without any gets the defaults on this read). */
export function useChatbotTemplates() {
  return useQuery({
    queryKey: chatbotKeys.templates(),
    queryFn: ({ signal }) => api<ChatbotTemplateList>('/api/chatbot/templates', { signal }),
  });
}
