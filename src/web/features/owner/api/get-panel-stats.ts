import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PanelPeriod, PanelStats } from '../../../../shared/contracts/panel-stats.ts';
import { api } from '../../../api/client.ts';
import { panelStatsKeys } from './keys.ts';

export const panelStatsQueryOptions = (period: PanelPeriod) =>
  queryOptions({
    queryKey: panelStatsKeys.period(period),
    queryFn: ({ signal }) => api<PanelStats>(`/api/stats/panel?periodo=${encodeURIComponent(period)}`, { signal }),
    // Sales happen on other screens: coming back to the panel always asks again.
    staleTime: 0,
  });

/** The panel's statistics; the previous period's stay on screen while the next one loads. */
export function usePanelStats(period: PanelPeriod) {
  return useQuery({ ...panelStatsQueryOptions(period), placeholderData: keepPreviousData });
}
