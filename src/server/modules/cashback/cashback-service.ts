import {
  CASHBACK_DEFAULTS,
  type CashbackConfig,
  type CashbackConfigInput,
  type CashbackSummary,
  cashbackMessages,
} from '../../../shared/contracts/cashback.ts';
import { formatCents } from '../../../shared/money.ts';
import type { Db } from '../../db/client.ts';
import { ConflictError, NotFoundError } from '../../errors.ts';
import { writeAudit } from '../audit/audit-queries.ts';
import { findCustomerById } from '../customers/customers-queries.ts';
import { pendingRewards } from '../orders/orders-queries.ts';
import {
  customerExists,
  findCashbackConfig,
  insertRedemption,
  listCashbackEntries,
  listCashbackRedemptions,
  lockSpendableEntries,
  spendFromEntry,
  upsertCashbackConfig,
} from './cashback-queries.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export async function getCashbackConfig(db: Db, storeId: number): Promise<CashbackConfig> {
  const row = await findCashbackConfig(db, storeId);
  if (!row) return { ...CASHBACK_DEFAULTS, saved: false };
  const { percentBasisPoints, redeemDays, minPurchaseCents, active } = row;
  return { percentBasisPoints, redeemDays, minPurchaseCents, active, saved: true };
}

export async function saveCashbackConfig(db: Db, storeId: number, input: CashbackConfigInput): Promise<CashbackConfig> {
  await upsertCashbackConfig(db, { storeId, ...input });
  return { ...input, saved: true };
}

/** When cashback earned at `now` expires under the shop's rule. */
export function cashbackExpiry(now: Date, config: Pick<CashbackConfig, 'redeemDays'>): Date {
  return new Date(now.getTime() + config.redeemDays * DAY_MS);
}

export async function getCashbackSummary(
  db: Db,
  storeId: number,
  customerId: number,
  now = new Date(),
): Promise<CashbackSummary> {
  if (!(await customerExists(db, storeId, customerId))) throw new NotFoundError('Cliente não encontrado.');
  const [entries, redemptions, pending] = await Promise.all([
    listCashbackEntries(db, storeId, customerId),
    listCashbackRedemptions(db, storeId, customerId),
    pendingRewards(db, storeId, customerId),
  ]);
  const live = (e: { expiresAt: Date }) => e.expiresAt.getTime() > now.getTime();
  return {
    balanceCents: entries.filter(live).reduce((sum, e) => sum + e.remainingCents, 0),
    pendingCents: pending.cashbackCents,
    earnedTotalCents: entries.reduce((sum, e) => sum + e.earnedCents, 0),
    entries: entries.map((e) => ({
      id: e.id,
      orderId: e.orderId,
      earnedCents: e.earnedCents,
      remainingCents: e.remainingCents,
      expiresAt: e.expiresAt.toISOString(),
      createdAt: e.createdAt.toISOString(),
      expired: !live(e),
    })),
    redemptions: redemptions.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
  };
}

/**
 * Spends cashback, the soonest-to-expire unexpired entries first, all or nothing. The entries are
 * locked for the transaction, so two redemptions at once cannot spend the same cents.
 */
export async function redeemCashback(
  db: Db,
  redemption: { storeId: number; customerId: number; amountCents: number; note?: string; now?: Date },
): Promise<void> {
  const { storeId, customerId, amountCents } = redemption;
  const now = redemption.now ?? new Date();
  await db.transaction(async (tx) => {
    if (!(await customerExists(tx, storeId, customerId))) throw new NotFoundError('Cliente não encontrado.');
    const entries = await lockSpendableEntries(tx, storeId, customerId, now);
    const available = entries.reduce((sum, e) => sum + e.remainingCents, 0);
    if (available < amountCents) throw new ConflictError(cashbackMessages.insufficient(formatCents(available)));
    let left = amountCents;
    for (const entry of entries) {
      if (left === 0) break;
      const take = Math.min(left, entry.remainingCents);
      await spendFromEntry(tx, storeId, entry.id, take);
      left -= take;
    }
    await insertRedemption(tx, { storeId, customerId, amountCents, note: redemption.note ?? '', createdAt: now });
    const customer = await findCustomerById(tx, storeId, customerId);
    await writeAudit(tx, {
      storeId,
      action: 'cashback.spent',
      entity: 'customer',
      entityId: customerId,
      after: { customerId, customerName: customer?.nome ?? '', amountCents, note: redemption.note ?? '' },
    });
  });
}
