import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CrmTemplate, CrmTemplateInput, CrmTemplateList } from '../../../../shared/contracts/crm-templates.ts';
import type { CrmTemplateKey } from '../../../../shared/crm.ts';
import { api } from '../../../api/client.ts';
import { crmKeys } from './keys.ts';

/** Puts the saved template in the list at once (the messages built from it follow), then rereads it. */
export function replaceTemplate(queryClient: QueryClient, saved: CrmTemplate) {
  queryClient.setQueryData<CrmTemplateList>(crmKeys.templates(), (list) =>
    list ? { templates: list.templates.map((t) => (t.key === saved.key ? saved : t)) } : list,
  );
  return queryClient.invalidateQueries({ queryKey: crmKeys.templates() });
}

export function useUpdateCrmTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, texto }: CrmTemplateInput & { key: CrmTemplateKey }) =>
      api<CrmTemplate>(`/api/crm/templates/${key}`, { method: 'PUT', body: { texto } }),
    onSuccess: (saved) => replaceTemplate(queryClient, saved),
  });
}
