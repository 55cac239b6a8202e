import type { QueryClient } from '@tanstack/react-query';
import { auditKeys } from '../../audit/api/keys.ts';
import { cashKeys } from '../../cash/api/keys.ts';
import { crmKeys } from '../../crm/api/keys.ts';
import { customerKeys } from '../../customers/api/keys.ts';
import { dashboardKeys } from '../../dashboard/api/keys.ts';
import { employeeKeys } from '../../employees/api/keys.ts';
import { loyaltyKeys } from '../../loyalty/api/keys.ts';
import { panelStatsKeys } from '../../owner/api/keys.ts';
import { productKeys } from '../../products/api/keys.ts';
import { saleKeys } from './keys.ts';

/**
 * What a counter sale changes, made or deleted here or sent from this device's queue: the reads
 * of the screens that show it. Nothing else of the app is asked again.
 */
export const keysChangedBySale = [
  // The counter's own searches: the products' stock, the customers' balances.
  saleKeys.all,
  // Relatório de Caixa: the day's sales, totals and payments.
  cashKeys.all,
  // A customer's points, purchases, cashback, store credit, and the ranking and lists.
  customerKeys.all,
  // The CRM's suggestions (almost ten purchases, 100 points) and its customer lists (the chatbot's too).
  crmKeys.summary(),
  crmKeys.customerLists(),
  // Fidelidade: a customer's card (purchases towards the wheel).
  loyaltyKeys.customers,
  // The catalogue's stock and the low-stock filter.
  productKeys.all,
  // The sales dashboard and the panel's statistics.
  dashboardKeys.all,
  panelStatsKeys.all,
  // The sellers' sales of the month against their goals.
  employeeKeys.all,
  // The activity log (an authorised discount, a prize granted).
  auditKeys.all,
] as const;

export function invalidateSaleChanges(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(keysChangedBySale.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
