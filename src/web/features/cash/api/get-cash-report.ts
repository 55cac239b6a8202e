import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CashReport } from '../../../../shared/contracts/cash.ts';
import { api } from '../../../api/client.ts';
import { cashKeys } from './keys.ts';

export const cashReportQueryOptions = (day: string) =>
  queryOptions({
    queryKey: cashKeys.report(day),
    queryFn: ({ signal }) => api<CashReport>(`/api/cash/report?data=${encodeURIComponent(day)}`, { signal }),
  });

/** The day's report; the previous day's stays on screen while the next one loads. */
export function useCashReport(day: string) {
  return useQuery({ ...cashReportQueryOptions(day), placeholderData: keepPreviousData });
}
