import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CrmTemplate } from '../../../../shared/contracts/crm-templates.ts';
import type { CrmTemplateKey } from '../../../../shared/crm.ts';
import { api } from '../../../api/client.ts';
import { replaceTemplate } from './update-crm-template.ts';

/** Back to the built-in text of a template. */
export function useRestoreCrmTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (key: CrmTemplateKey) => api<CrmTemplate>(`/api/crm/templates/${key}`, { method: 'DELETE' }),
    onSuccess: (saved) => replaceTemplate(queryClient, saved),
  });
}
