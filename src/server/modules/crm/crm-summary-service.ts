import { parseIsoDay, saoPauloToday } from '../../../shared/calendar.ts';
import {
  ALMOST_TEN_FROM,
  ALMOST_TEN_UNDER,
  CRM_SUGGESTION_LIMIT,
  type CrmSummary,
  MANY_POINTS_FROM,
} from '../../../shared/contracts/crm-summary.ts';
import type { Db } from '../../db/client.ts';
import {
  bornOn,
  countStoreCustomers,
  findStoreName,
  listSuggestedCustomers,
  pointsFrom,
  purchasesWithin,
} from './crm-summary-queries.ts';

/**
 * The birthdays that fall on São Paulo's today, as 'MM-DD': today's, plus 29 February on
 * 28 February of a year without one.
 */
export function birthdayMonthDays(now: Date): string[] {
  const today = saoPauloToday(now);
  const monthDay = today.slice(5);
  const year = today.slice(0, 4);
  return monthDay === '02-28' && parseIsoDay(`${year}-02-29`) === null ? [monthDay, '02-29'] : [monthDay];
}

/** The CRM header (shop name, customer count) and the three smart suggestions. */
export async function getCrmSummary(db: Db, storeId: number, now = new Date()): Promise<CrmSummary> {
  const suggest = (condition: Parameters<typeof listSuggestedCustomers>[2], order: 'nome' | 'compras' | 'pontos') =>
    listSuggestedCustomers(db, storeId, condition, order, CRM_SUGGESTION_LIMIT, now);
  const [loja, totalClientes, aniversariantes, quaseDezCompras, maisDeCemPontos] = await Promise.all([
    findStoreName(db, storeId),
    countStoreCustomers(db, storeId),
    suggest(bornOn(birthdayMonthDays(now)), 'nome'),
    suggest(purchasesWithin(ALMOST_TEN_FROM, ALMOST_TEN_UNDER), 'compras'),
    suggest(pointsFrom(MANY_POINTS_FROM), 'pontos'),
  ]);
  return { loja, totalClientes, sugestoes: { aniversariantes, quaseDezCompras, maisDeCemPontos } };
}
