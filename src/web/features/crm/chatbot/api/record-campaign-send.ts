import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CampaignRecipients, CampaignSend } from '../../../../../shared/contracts/chatbot.ts';
import { api } from '../../../../api/client.ts';
import { chatbotKeys } from './keys.ts';

/** Counts a customer's campaign message as sent (the owner opened it in WhatsApp); counted once. */
export function useRecordCampaignSend(campaignId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (customerId: number) =>
      api<CampaignSend>(`/api/chatbot/campaigns/${campaignId}/sends`, { method: 'POST', body: { customerId } }),
    onSuccess: (send, customerId) => {
      queryClient.setQueryData<CampaignRecipients>(chatbotKeys.recipients(campaignId), (data) =>
        data
          ? {
              ...data,
              campanha: { ...data.campanha, enviadas: send.enviadas },
              destinatarios: data.destinatarios.map((r) => (r.id === customerId ? { ...r, enviada: true } : r)),
            }
          : data,
      );
      return queryClient.invalidateQueries({ queryKey: chatbotKeys.campaigns(), exact: true });
    },
  });
}
