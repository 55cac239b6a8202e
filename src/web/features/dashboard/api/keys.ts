import type { PeriodKind } from '../../../../shared/periods.ts';

/** Query keys of the sales dashboard: one per period kind and day (none: the current period). */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  period: (periodo: PeriodKind, data?: string) => [...dashboardKeys.all, periodo, data ?? 'atual'] as const,
};
