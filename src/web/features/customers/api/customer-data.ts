import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomerAnonymized, CustomerExport, ExportFormat } from '../../../../shared/contracts/customer-data.ts';
import { customerExportCsv, customerExportFileName } from '../../../../shared/customer-export-csv.ts';
import { api } from '../../../api/client.ts';
import { customerKeys } from './keys.ts';

/** Hands the browser a file to save. */
function download(content: string, type: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** LGPD: everything the shop holds about the customer, saved as JSON or as a readable CSV. */
export function useExportCustomerData(id: number) {
  return useMutation({
    mutationFn: (formato: ExportFormat) =>
      api<CustomerExport>(`/api/customers/${id}/export`, { method: 'POST', body: { formato } }),
    onSuccess: (data, formato) => {
      if (formato === 'csv')
        download(customerExportCsv(data), 'text/csv;charset=utf-8', customerExportFileName(id, 'csv'));
      else download(JSON.stringify(data, null, 2), 'application/json', customerExportFileName(id, 'json'));
    },
  });
}

/** LGPD: deletes the person's data; sales and orders stay. */
export function useAnonymizeCustomer(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api<CustomerAnonymized>(`/api/customers/${id}/anonymize`, { method: 'POST', body: { confirmar: true } }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: customerKeys.detail(id) });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: customerKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: customerKeys.top() }),
      ]);
    },
  });
}
