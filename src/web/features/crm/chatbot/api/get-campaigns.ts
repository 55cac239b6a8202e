import { useQuery } from '@tanstack/react-query';
import type { CampaignList } from '../../../../../shared/contracts/chatbot.ts';
import { api } from '../../../../api/client.ts';
import { chatbotKeys } from './keys.ts';

export function useCampaigns() {
  return useQuery({
    queryKey: chatbotKeys.campaigns(),
    queryFn: ({ signal }) => api<CampaignList>('/api/chatbot/campaigns', { signal }),
  });
}
