import type { PanelPeriod } from '../../../../shared/contracts/panel-stats.ts';

/** Query keys of the panel's statistics (the owner's home), one per period. */
export const panelStatsKeys = {
  all: ['panel-stats'] as const,
  period: (period: PanelPeriod) => [...panelStatsKeys.all, period] as const,
};
