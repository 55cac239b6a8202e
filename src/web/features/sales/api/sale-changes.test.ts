import { describe, expect, it } from 'vitest';
import { queryKeys } from '../../../lib/query-keys.ts';
import { auditKeys } from '../../audit/api/keys.ts';
import { cashKeys } from '../../cash/api/keys.ts';
import { crmKeys } from '../../crm/api/keys.ts';
import { chatbotKeys } from '../../crm/chatbot/api/keys.ts';
import { customerKeys } from '../../customers/api/keys.ts';
import { dashboardKeys } from '../../dashboard/api/keys.ts';
import { employeeKeys } from '../../employees/api/keys.ts';
import { giftKeys } from '../../gifts/api/keys.ts';
import { loyaltyKeys } from '../../loyalty/api/keys.ts';
import { ordersKeys } from '../../orders/api/keys.ts';
import { panelStatsKeys } from '../../owner/api/keys.ts';
import { productKeys } from '../../products/api/keys.ts';
import { settingsKeys } from '../../settings/api/keys.ts';
import { taskKeys } from '../../tasks/api/keys.ts';
import { saleKeys } from './keys.ts';
import { keysChangedBySale } from './sale-changes.ts';

/** Whether a sale's invalidation reaches this read (TanStack Query matches a key by its prefix). */
const refreshed = (key: readonly unknown[]) =>
  keysChangedBySale.some((prefix) => prefix.every((part, i) => JSON.stringify(part) === JSON.stringify(key[i])));

describe('what a counter sale refreshes', () => {
  it('the reads that show it: stock, cash, balances and points, loyalty, figures, sellers, the log', () => {
    for (const key of [
      saleKeys.productSearch('queijo'),
      saleKeys.customerSearch('Maria'),
      cashKeys.report('2025-06-10'),
      customerKeys.list({ search: '', aniversariantes: false }),
      customerKeys.top(),
      customerKeys.detail(7),
      customerKeys.purchases(7),
      customerKeys.credit(7),
      customerKeys.cashback(7),
      crmKeys.summary(),
      crmKeys.customers(''),
      chatbotKeys.customers('', 50),
      loyaltyKeys.customer('12345678909'),
      productKeys.list('', true),
      dashboardKeys.period('dia'),
      panelStatsKeys.period('este-mes'),
      employeeKeys.all,
      auditKeys.list({ tipo: null, ator: null }),
    ]) {
      expect(refreshed(key), JSON.stringify(key)).toBe(true);
    }
  });

  it('and nothing it does not change', () => {
    for (const key of [
      queryKeys.storeSession,
      settingsKeys.settings,
      loyaltyKeys.config,
      giftKeys.all,
      ordersKeys.all,
      taskKeys.templates(),
      crmKeys.templates(),
    ]) {
      expect(refreshed(key), JSON.stringify(key)).toBe(false);
    }
  });
});
