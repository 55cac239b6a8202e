import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CrmSummary } from '../../../../shared/contracts/crm-summary.ts';
import { api } from '../../../api/client.ts';
import { crmKeys } from './keys.ts';

export const crmSummaryQueryOptions = () =>
  queryOptions({
    queryKey: crmKeys.summary(),
    queryFn: ({ signal }) => api<CrmSummary>('/api/crm/summary', { signal }),
  });

/** The shop's name and customer count, and the smart suggestions. */
export function useCrmSummary() {
  return useQuery(crmSummaryQueryOptions());
}
