import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminInvoice, AdminInvoiceList, OwnerInvoices } from '../../../../shared/contracts/invoices.ts';
import { api } from '../../../api/client.ts';
import { invoiceKeys } from './keys.ts';

export function useOwnerInvoices() {
  return useQuery(
    queryOptions({
      queryKey: invoiceKeys.owner,
      queryFn: ({ signal }) => api<OwnerInvoices>('/api/invoices', { signal }),
    }),
  );
}

/** Where the shop's .txt of one invoice downloads from. */
export const invoiceDownloadHref = (invoiceId: number) => `/api/invoices/${invoiceId}/download`;

export function useAdminInvoices(storeId: number | null) {
  return useQuery(
    queryOptions({
      queryKey: invoiceKeys.admin(storeId),
      queryFn: ({ signal }) =>
        api<AdminInvoiceList>(storeId === null ? '/api/admin/invoices' : `/api/admin/invoices?loja=${storeId}`, {
          signal,
        }),
      // Another company chosen: the page keeps the last figures (and the filter) until the new ones come.
      placeholderData: keepPreviousData,
    }),
  );
}

export function usePayInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invoiceId: number) => api<AdminInvoice>(`/api/admin/invoices/${invoiceId}/pay`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invoiceKeys.adminAll }),
  });
}
