import { and, asc, eq, gte, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { customerMessages } from '../../../shared/contracts/customers.ts';
import { PURCHASES_PER_SPIN } from '../../../shared/contracts/loyalty.ts';
import type { Db } from '../../db/client.ts';
import { customers, pointsLedger } from '../../db/schema/customers.ts';
import {
  cashbackEntries,
  cashbackRedemptions,
  creditLedger,
  loyaltyValidations,
  saleCashbackUses,
  wheelSpins,
} from '../../db/schema/loyalty.ts';
import { orders } from '../../db/schema/orders.ts';
import { sales } from '../../db/schema/sales.ts';
import { NotFoundError } from '../../errors.ts';

/**
 * THE purchase ledger: what one purchase does to a customer, written by one function and undone by
 * one function, for every kind of purchase (the storefront order, the counter sale, the loyalty
 * validation at the counter). A purchase has parts, each optional:
 * - totals: total spent, number of purchases, last purchase (and a visit at the counter);
 * - spend: cashback (soonest to expire first) and store credit it was paid with, never below zero;
 * - rewards: points and cashback earned, and the loyalty count (a spin every 10 qualifying purchases).
 * Every balance on the customer row is a cache of its ledger and changes in the same statement set.
 * The reversal reads the ledgers by the purchase's source and undoes exactly what is there.
 */

/** Where a purchase comes from: its ledger entries carry this id. */
export type PurchaseSource =
  | { kind: 'order'; orderId: string }
  | { kind: 'sale'; saleId: string }
  | { kind: 'validation'; idempotencyKey: string };

export interface PurchaseParts {
  storeId: number;
  customerId: number;
  source: PurchaseSource;
  /** When it happened (the sale's day, the delivery...): last purchase, cashback's start and expiry. */
  at: Date;
  totals?: { amountCents: number; visit?: boolean };
  spend?: { cashbackCents: number; creditCents: number; note: string };
  rewards?: {
    points: number;
    cashbackCents: number;
    cashbackExpiresAt: Date;
    /** The loyalty count: the purchase's value (what earns rewards) and the shop's minimum. */
    prize: { purchaseCents: number; minCents: number };
  };
}

export interface RecordedPurchase {
  pointsBalance: number;
  validation: { id: number; qualifies: boolean; grantsSpin: boolean } | null;
}

/** A balance a purchase would take below zero: nothing is written. */
export class InsufficientBalanceError extends Error {
  constructor(
    readonly balance: 'cashback' | 'credit',
    readonly availableCents: number,
  ) {
    super(`insufficient ${balance}`);
  }
}

/** A reversal that can no longer be exact: what the purchase gave was used since. */
export class IrreversibleError extends Error {
  constructor(readonly reason: 'spin_used' | 'cashback_used' | 'points_used') {
    super(reason);
  }
}

const pointsReason = { order: 'pedido', sale: 'venda', validation: 'fidelidade' } as const;

/**
 * A purchase of R$ 0,00 never counts towards the prize; otherwise it counts from the shop's minimum.
 * The value is what earns rewards: the part paid with cashback or store credit is not in it.
 */
export function qualifiesForPrize(purchaseCents: number, minCents: number): boolean {
  return purchaseCents > 0 && purchaseCents >= minCents;
}

function assertCents(value: number, what: string) {
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`${what} must be a non-negative integer`);
}

/** The SQL of counting a purchase on the customer's totals (also used by the order's customer upsert). */
export function totalsSet(amountCents: number, at: Date, visit = false): Record<string, SQL> {
  assertCents(amountCents, 'purchase amount');
  const when = sql`${at.toISOString()}::timestamptz`;
  return {
    totalSpentCents: sql`${customers.totalSpentCents} + ${amountCents}`,
    purchaseCount: sql`${customers.purchaseCount} + 1`,
    lastPurchaseAt: sql`greatest(${customers.lastPurchaseAt}, ${when})`,
    ...(visit ? { visits: sql`${customers.visits} + 1` } : {}),
  };
}

/** A ledger whose entries name the order or the sale they came from. */
interface SourcedTable {
  storeId: AnyPgColumn;
  orderId: AnyPgColumn;
  saleId: AnyPgColumn;
}

const sourceIds = (source: PurchaseSource) => ({
  orderId: source.kind === 'order' ? source.orderId : null,
  saleId: source.kind === 'sale' ? source.saleId : null,
});

/**
 * Records the given parts of a purchase, in the caller's transaction: at most three statements
 * (the customer's row, which is locked by it so two purchases of one customer are counted in turn;
 * the spendable cashback, locked, when some is spent; every ledger entry at once, with the caller's
 * own writes when it passes them). The locks are
 * taken in the one order every purchase write uses: the shop, the products, the customer, the
 * cashback entries. Throws InsufficientBalanceError when a spend is more than the balance (the
 * caller's transaction then rolls back whatever was written).
 */
export async function recordPurchase(
  tx: Db,
  p: PurchaseParts,
  /**
   * The caller's own writes (CTE parts and select expressions) to run in the ledger's last
   * statement, saving it a round trip: the counter sale's row, lines and payments.
   */
  alongside?: { parts: SQL[]; select: SQL[] },
): Promise<RecordedPurchase> {
  const { storeId, customerId, source, at } = p;
  const spend = p.spend ?? { cashbackCents: 0, creditCents: 0, note: '' };
  const points = p.rewards?.points ?? 0;
  assertCents(spend.cashbackCents, 'cashback spent');
  assertCents(spend.creditCents, 'credit spent');
  assertCents(points, 'points');
  assertCents(p.rewards?.cashbackCents ?? 0, 'cashback earned');
  const ids = sourceIds(source);

  // The customer's row: totals, points and store credit in one update, which also locks it.
  const set: Record<string, SQL> = p.totals ? totalsSet(p.totals.amountCents, at, p.totals.visit) : {};
  if (points > 0) set.pointsBalance = sql`${customers.pointsBalance} + ${points}`;
  if (spend.creditCents > 0) set.creditBalanceCents = sql`${customers.creditBalanceCents} - ${spend.creditCents}`;
  if (Object.keys(set).length === 0) set.pointsBalance = sql`${customers.pointsBalance}`;
  const [row] = await tx
    .update(customers)
    .set(set)
    .where(
      and(
        eq(customers.storeId, storeId),
        eq(customers.id, customerId),
        spend.creditCents > 0 ? gte(customers.creditBalanceCents, spend.creditCents) : undefined,
      ),
    )
    .returning({ pointsBalance: customers.pointsBalance });
  if (!row) {
    const [current] = await tx
      .select({ credit: customers.creditBalanceCents })
      .from(customers)
      .where(and(eq(customers.storeId, storeId), eq(customers.id, customerId)));
    // Deleted meanwhile (between a screen's read and this write).
    if (!current) throw new NotFoundError(customerMessages.notFound);
    throw new InsufficientBalanceError('credit', current.credit);
  }

  // The cashback spent, from the entries that expire soonest; they stay locked until the commit,
  // so a second cashier spending this customer's cashback waits, then sees what is left. Locked
  // after the customer's row, as every write of a purchase does (no two wait for each other).
  const takes: { id: number; take: number }[] = [];
  if (spend.cashbackCents > 0) {
    const entries = await tx
      .select({ id: cashbackEntries.id, remainingCents: cashbackEntries.remainingCents })
      .from(cashbackEntries)
      .where(
        and(
          eq(cashbackEntries.storeId, storeId),
          eq(cashbackEntries.customerId, customerId),
          sql`${cashbackEntries.remainingCents} > 0`,
          sql`${cashbackEntries.expiresAt} > ${at.toISOString()}::timestamptz`,
        ),
      )
      .orderBy(asc(cashbackEntries.expiresAt), asc(cashbackEntries.id))
      .for('update');
    const available = entries.reduce((sum, e) => sum + e.remainingCents, 0);
    if (available < spend.cashbackCents) throw new InsufficientBalanceError('cashback', available);
    let left = spend.cashbackCents;
    for (const entry of entries) {
      if (left === 0) break;
      const take = Math.min(left, entry.remainingCents);
      takes.push({ id: entry.id, take });
      left -= take;
    }
  }

  // Every ledger entry in one statement.
  const parts: SQL[] = [];
  if (points > 0) {
    const entry = { storeId, customerId, delta: points, reason: pointsReason[source.kind], ...ids, createdAt: at };
    parts.push(sql`pl as (${tx.insert(pointsLedger).values(entry).getSQL()})`);
  }
  if (p.rewards && p.rewards.cashbackCents > 0) {
    const entry = {
      storeId,
      customerId,
      ...ids,
      earnedCents: p.rewards.cashbackCents,
      remainingCents: p.rewards.cashbackCents,
      expiresAt: p.rewards.cashbackExpiresAt,
      createdAt: at,
    };
    parts.push(sql`ce as (${tx.insert(cashbackEntries).values(entry).getSQL()})`);
  }
  if (spend.creditCents > 0) {
    const entry = {
      storeId,
      customerId,
      amountCents: -spend.creditCents,
      tipo: 'debito' as const,
      note: spend.note,
      saleId: ids.saleId,
      createdAt: at,
    };
    parts.push(sql`cl as (${tx.insert(creditLedger).values(entry).getSQL()})`);
  }
  if (takes.length > 0) {
    const values = sql.join(
      takes.map((t) => sql`(${t.id}::int, ${t.take}::int)`),
      sql`, `,
    );
    parts.push(sql`cu as (
      update cashback_entries as e set remaining_cents = e.remaining_cents - v.take
      from (values ${values}) as v(id, take)
      where e.store_id = ${storeId} and e.id = v.id)`);
    const redemption = {
      storeId,
      customerId,
      amountCents: spend.cashbackCents,
      note: spend.note,
      saleId: ids.saleId,
      createdAt: at,
    };
    parts.push(sql`cr as (${tx.insert(cashbackRedemptions).values(redemption).getSQL()})`);
    if (ids.saleId) {
      const uses = takes.map((t) => ({ storeId, saleId: ids.saleId as string, entryId: t.id, amountCents: t.take }));
      parts.push(sql`su as (${tx.insert(saleCashbackUses).values(uses).getSQL()})`);
    }
  }
  let validation: RecordedPurchase['validation'] = null;
  if (p.rewards) {
    const { purchaseCents, minCents } = p.rewards.prize;
    const qualifies = qualifiesForPrize(purchaseCents, minCents);
    // The count is read after the customer's row was locked above: two purchases of one customer
    // can never both be the 10th.
    const grantsSpin = qualifies
      ? sql`(select count(*) + 1 from ${loyaltyValidations}
              where ${loyaltyValidations.storeId} = ${storeId} and ${loyaltyValidations.customerId} = ${customerId}
                and ${loyaltyValidations.qualifies}) % ${PURCHASES_PER_SPIN} = 0`
      : sql`false`;
    parts.push(sql`lv as (
      insert into loyalty_validations
        (store_id, customer_id, purchase_cents, points, qualifies, grants_spin, sale_id, order_id, idempotency_key, created_at)
      values (${storeId}, ${customerId}, ${purchaseCents}, ${points}, ${qualifies}, ${grantsSpin},
              ${ids.saleId}::uuid, ${ids.orderId}::uuid,
              ${source.kind === 'validation' ? source.idempotencyKey : null}, ${at.toISOString()}::timestamptz)
      returning id, qualifies, grants_spin)`);
  }
  const all = [...(alongside?.parts ?? []), ...parts];
  if (all.length > 0) {
    const selected = [
      p.rewards
        ? sql`(select id from lv) as id, (select qualifies from lv) as qualifies, (select grants_spin from lv) as "grantsSpin"`
        : sql`null as id, false as qualifies, false as "grantsSpin"`,
      ...(alongside?.select ?? []),
    ];
    const result = await tx.execute(sql`with ${sql.join(all, sql`, `)} select ${sql.join(selected, sql`, `)}`);
    const [written] = (result as unknown as { rows: { id: number | null; qualifies: boolean; grantsSpin: boolean }[] })
      .rows;
    if (p.rewards && written?.id != null) {
      validation = { id: Number(written.id), qualifies: written.qualifies, grantsSpin: written.grantsSpin };
    }
  }
  return { pointsBalance: Number(row.pointsBalance), validation };
}

/**
 * Undoes everything a purchase wrote, in the caller's transaction, found by its source: points
 * and cashback it earned, its loyalty validation, the cashback it spent (back to the same entries)
 * and the store credit it spent, and, given its amount, the customer's totals (the last purchase
 * becomes the newest one left). Throws IrreversibleError, having changed nothing the caller keeps,
 * when what it gave was used since: the spin it granted, the cashback it earned, its points.
 */
export async function reversePurchase(
  tx: Db,
  p: { storeId: number; customerId: number; source: PurchaseSource; totals?: { amountCents: number } },
): Promise<void> {
  const { storeId, customerId, source } = p;
  const ids = sourceIds(source);
  if (!ids.saleId && !ids.orderId) throw new Error('only an order or a sale can be reversed');
  const bySource = (table: SourcedTable) =>
    and(eq(table.storeId, storeId), ids.saleId ? eq(table.saleId, ids.saleId) : eq(table.orderId, ids.orderId));
  // The customer's row first, then the cashback entries: the lock order of every purchase write.
  await lockCustomer(tx, storeId, customerId);

  const [validation] = await tx
    .select({ id: loyaltyValidations.id, spinId: wheelSpins.id })
    .from(loyaltyValidations)
    .leftJoin(
      wheelSpins,
      and(eq(wheelSpins.storeId, loyaltyValidations.storeId), eq(wheelSpins.validationId, loyaltyValidations.id)),
    )
    .where(bySource(loyaltyValidations));
  if (validation?.spinId) throw new IrreversibleError('spin_used');

  const earned = await tx
    .select({ id: cashbackEntries.id, earned: cashbackEntries.earnedCents, remaining: cashbackEntries.remainingCents })
    .from(cashbackEntries)
    .where(bySource(cashbackEntries))
    .for('update');
  if (earned.some((e) => e.remaining < e.earned)) throw new IrreversibleError('cashback_used');

  const [points] = await tx
    .select({ sum: sql<string>`coalesce(sum(${pointsLedger.delta}), 0)` })
    .from(pointsLedger)
    .where(bySource(pointsLedger));
  const pointsBack = Number(points?.sum ?? 0);

  const uses = ids.saleId
    ? await tx
        .select({ entryId: saleCashbackUses.entryId, amountCents: saleCashbackUses.amountCents })
        .from(saleCashbackUses)
        .where(and(eq(saleCashbackUses.storeId, storeId), eq(saleCashbackUses.saleId, ids.saleId)))
    : [];
  const [credit] = ids.saleId
    ? await tx
        .select({ sum: sql<string>`coalesce(sum(${creditLedger.amountCents}), 0)` })
        .from(creditLedger)
        .where(and(eq(creditLedger.storeId, storeId), eq(creditLedger.saleId, ids.saleId)))
    : [];
  const creditBack = -Number(credit?.sum ?? 0);

  const set: Record<string, SQL> = {};
  if (pointsBack !== 0) set.pointsBalance = sql`${customers.pointsBalance} - ${pointsBack}`;
  if (creditBack !== 0) set.creditBalanceCents = sql`${customers.creditBalanceCents} + ${creditBack}`;
  if (p.totals) {
    assertCents(p.totals.amountCents, 'purchase amount');
    set.totalSpentCents = sql`greatest(${customers.totalSpentCents} - ${p.totals.amountCents}, 0)`;
    set.purchaseCount = sql`greatest(${customers.purchaseCount} - 1, 0)`;
    set.lastPurchaseAt = newestPurchaseOtherThan(storeId, customerId, source);
  }
  if (Object.keys(set).length > 0) {
    const rows = await tx
      .update(customers)
      .set(set)
      .where(
        and(
          eq(customers.storeId, storeId),
          eq(customers.id, customerId),
          pointsBack > 0 ? gte(customers.pointsBalance, pointsBack) : undefined,
        ),
      )
      .returning({ id: customers.id });
    if (rows.length === 0) throw new IrreversibleError('points_used');
  }

  const parts: SQL[] = [];
  if (pointsBack !== 0) parts.push(sql`dp as (delete from points_ledger where ${bySource(pointsLedger)})`);
  if (earned.length > 0) parts.push(sql`dc as (delete from cashback_entries where ${bySource(cashbackEntries)})`);
  if (validation) {
    parts.push(sql`dv as (delete from loyalty_validations where store_id = ${storeId} and id = ${validation.id})`);
  }
  if (uses.length > 0) {
    const values = sql.join(
      uses.map((u) => sql`(${u.entryId}::int, ${u.amountCents}::int)`),
      sql`, `,
    );
    parts.push(sql`ru as (
      update cashback_entries as e set remaining_cents = e.remaining_cents + v.back
      from (values ${values}) as v(id, back)
      where e.store_id = ${storeId} and e.id = v.id)`);
    parts.push(sql`dr as (delete from cashback_redemptions where store_id = ${storeId} and sale_id = ${ids.saleId})`);
    parts.push(sql`du as (delete from sale_cashback_uses where store_id = ${storeId} and sale_id = ${ids.saleId})`);
  }
  if (creditBack !== 0) {
    parts.push(sql`dl as (delete from credit_ledger where store_id = ${storeId} and sale_id = ${ids.saleId})`);
  }
  if (parts.length > 0) await tx.execute(sql`with ${sql.join(parts, sql`, `)} select 1`);
}

/**
 * Locks the customer's row until the transaction ends. Every write of a purchase takes its locks in
 * one order: the shop (a new number), the products (stock), the customer, then the rest (the order
 * or sale and the summaries its triggers keep, the cashback entries). A write that would otherwise
 * touch the rest first (a cancel, a delivery) takes the customer here beforehand.
 */
export async function lockCustomer(tx: Db, storeId: number, customerId: number): Promise<void> {
  await tx
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.storeId, storeId), eq(customers.id, customerId)))
    .for('no key update');
}

/** The customer's newest purchase but this one: an order not cancelled, a counter sale, a validation. */
function newestPurchaseOtherThan(storeId: number, customerId: number, source: PurchaseSource): SQL {
  const orderId = source.kind === 'order' ? source.orderId : null;
  const saleId = source.kind === 'sale' ? source.saleId : null;
  return sql`greatest(
    (select max(${orders.createdAt}) from ${orders} where ${orders.storeId} = ${storeId}
       and ${orders.customerId} = ${customerId} and ${orders.status} <> 'cancelado'
       and ${orders.id} is distinct from ${orderId}::uuid),
    (select max(${sales.soldAt}) from ${sales} where ${sales.storeId} = ${storeId}
       and ${sales.customerId} = ${customerId} and ${sales.id} is distinct from ${saleId}::uuid),
    (select max(${loyaltyValidations.createdAt}) from ${loyaltyValidations}
       where ${loyaltyValidations.storeId} = ${storeId} and ${loyaltyValidations.customerId} = ${customerId}
         and ${loyaltyValidations.saleId} is null and ${loyaltyValidations.orderId} is null)
  )`;
}
