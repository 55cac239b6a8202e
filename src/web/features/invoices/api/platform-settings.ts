import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PlatformSettings, UpdatePlatformSettingsInput } from '../../../../shared/contracts/invoices.ts';
import { api } from '../../../api/client.ts';
import { invoiceKeys } from './keys.ts';

/** The platform's payment details, as the super admin edits them in Financeiro. */
export function usePlatformSettings() {
  return useQuery(
    queryOptions({
      queryKey: invoiceKeys.platformSettings,
      queryFn: ({ signal }) => api<PlatformSettings>('/api/admin/platform-settings', { signal }),
    }),
  );
}

export function useUpdatePlatformSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdatePlatformSettingsInput) =>
      api<PlatformSettings>('/api/admin/platform-settings', { method: 'PUT', body: input }),
    onSuccess: (saved) => {
      queryClient.setQueryData(invoiceKeys.platformSettings, saved);
      // The invoices' PIX copia e cola is made from these details.
      void queryClient.invalidateQueries({ queryKey: invoiceKeys.adminAll });
      void queryClient.invalidateQueries({ queryKey: invoiceKeys.owner });
    },
  });
}
