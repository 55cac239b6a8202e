import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CrmCustomer } from '../../../../shared/contracts/crm.ts';
import { api } from '../../../api/client.ts';
import { chatbotKeys } from '../chatbot/api/keys.ts';
import { crmKeys } from './keys.ts';

/** Records that a customer does (optOut) or does not want WhatsApp messages; every CRM list rereads. */
export function useSetWhatsappConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ customerId, optOut }: { customerId: number; optOut: boolean }) =>
      api<CrmCustomer>(`/api/crm/customers/${customerId}/whatsapp`, { method: 'PUT', body: { optOut } }),
    // Campaign targets and recipients depend on consent too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: crmKeys.all }),
        queryClient.invalidateQueries({ queryKey: chatbotKeys.all }),
      ]),
  });
}
