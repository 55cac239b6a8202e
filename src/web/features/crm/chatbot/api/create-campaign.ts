import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Campaign, CampaignFields } from '../../../../../shared/contracts/chatbot.ts';
import { api } from '../../../../api/client.ts';
import { chatbotKeys } from './keys.ts';

export function useCreateCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CampaignFields) => api<Campaign>('/api/chatbot/campaigns', { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatbotKeys.campaigns() }),
  });
}
