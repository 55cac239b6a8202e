import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Dashboard } from '../../../../shared/contracts/dashboard.ts';
import type { PeriodKind } from '../../../../shared/periods.ts';
import { api } from '../../../api/client.ts';
import { dashboardKeys } from './keys.ts';

/** `?periodo=&data=` of the dashboard and of its export (no data: the current period, the server's today). */
export function dashboardSearch(periodo: PeriodKind, data?: string): string {
  const params = new URLSearchParams({ periodo });
  if (data) params.set('data', data);
  return params.toString();
}

export const dashboardQueryOptions = (periodo: PeriodKind, data?: string) =>
  queryOptions({
    queryKey: dashboardKeys.period(periodo, data),
    queryFn: ({ signal }) => api<Dashboard>(`/api/stats/dashboard?${dashboardSearch(periodo, data)}`, { signal }),
  });

/** The period's dashboard; the previous period's stays on screen while the next one loads. */
export function useDashboard(periodo: PeriodKind, data?: string) {
  return useQuery({ ...dashboardQueryOptions(periodo, data), placeholderData: keepPreviousData });
}

/** The export's address: a plain link, so the browser downloads it with the session cookie. */
export function exportCsvHref(periodo: PeriodKind, data?: string): string {
  return `/api/stats/dashboard/export.csv?${dashboardSearch(periodo, data)}`;
}
