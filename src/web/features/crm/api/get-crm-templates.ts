import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CrmTemplateList } from '../../../../shared/contracts/crm-templates.ts';
import { api } from '../../../api/client.ts';
import { crmKeys } from './keys.ts';

export const crmTemplatesQueryOptions = () =>
  queryOptions({
    queryKey: crmKeys.templates(),
    queryFn: ({ signal }) => api<CrmTemplateList>('/api/crm/templates', { signal }),
  });

/** The five message templates in the shop's words. */
export function useCrmTemplates() {
  return useQuery(crmTemplatesQueryOptions());
}
