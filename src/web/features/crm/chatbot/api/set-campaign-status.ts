import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Campaign, CampaignStatus } from '../../../../../shared/contracts/chatbot.ts';
import { api } from '../../../../api/client.ts';
import { chatbotKeys } from './keys.ts';

/** Pauses or resumes a campaign. */
export function useSetCampaignStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: CampaignStatus }) =>
      api<Campaign>(`/api/chatbot/campaigns/${id}`, { method: 'PATCH', body: { status } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatbotKeys.campaigns() }),
  });
}
