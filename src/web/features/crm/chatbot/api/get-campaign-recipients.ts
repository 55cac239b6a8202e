import { useQuery } from '@tanstack/react-query';
import type { CampaignRecipients } from '../../../../../shared/contracts/chatbot.ts';
import { api } from '../../../../api/client.ts';
import { chatbotKeys } from './keys.ts';

export function useCampaignRecipients(campaignId: number) {
  return useQuery({
    queryKey: chatbotKeys.recipients(campaignId),
    queryFn: ({ signal }) => api<CampaignRecipients>(`/api/chatbot/campaigns/${campaignId}/recipients`, { signal }),
  });
}
