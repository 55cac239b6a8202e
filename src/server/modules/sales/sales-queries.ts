import { and, asc, desc, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
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
import { products } from '../../db/schema/products.ts';
import { employees, saleItems, salePayments, sales } from '../../db/schema/sales.ts';
import { stores } from '../../db/schema/stores.ts';

export async function findSaleIdByKey(db: Db, storeId: number, idempotencyKey: string) {
  const [row] = await db
    .select({ id: sales.id })
    .from(sales)
    .where(and(eq(sales.storeId, storeId), eq(sales.idempotencyKey, idempotencyKey)));
  return row?.id;
}

/**
 * The shop's next sale number. The update locks the shop's row until the transaction ends, so
 * one shop's sales are saved one at a time (numbers without gaps, stock and balances in turn).
 */
export async function takeSaleNumber(db: Db, storeId: number) {
  const [row] = await db
    .update(stores)
    .set({ saleSeq: sql`${stores.saleSeq} + 1` })
    .where(eq(stores.id, storeId))
    .returning({ number: stores.saleSeq });
  return row?.number;
}

export async function findEmployee(db: Db, storeId: number, employeeId: number) {
  const [row] = await db
    .select({ id: employees.id, name: employees.name })
    .from(employees)
    .where(and(eq(employees.id, employeeId), eq(employees.storeId, storeId)));
  return row;
}

export async function findProductsForSale(db: Db, storeId: number, productIds: number[]) {
  if (productIds.length === 0) return [];
  return db
    .select({
      id: products.id,
      code: products.code,
      name: products.name,
      priceCents: products.priceCents,
      stock: products.stock,
    })
    .from(products)
    .where(and(eq(products.storeId, storeId), inArray(products.id, productIds)));
}

/** Takes whole units from a tracked stock and adds to the sales count; false when not enough. */
export async function takeProductStock(db: Db, storeId: number, productId: number, units: number, count: number) {
  const rows = await db
    .update(products)
    .set({
      stock: sql`case when ${products.stock} is null then null else ${products.stock} - ${units} end`,
      salesCount: sql`${products.salesCount} + ${count}`,
    })
    .where(
      and(
        eq(products.id, productId),
        eq(products.storeId, storeId),
        or(isNull(products.stock), gte(products.stock, units)),
      ),
    )
    .returning({ id: products.id });
  return rows.length > 0;
}

/** Gives units back to a tracked stock and takes them off the sales count (a deleted sale). */
export async function returnProductStock(db: Db, storeId: number, productId: number, units: number, count: number) {
  await db
    .update(products)
    .set({
      stock: sql`case when ${products.stock} is null then null else ${products.stock} + ${units} end`,
      salesCount: sql`greatest(${products.salesCount} - ${count}, 0)`,
    })
    .where(and(eq(products.id, productId), eq(products.storeId, storeId)));
}

export async function currentProductStock(db: Db, storeId: number, productId: number) {
  const [row] = await db
    .select({ stock: products.stock })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.storeId, storeId)));
  return row?.stock ?? 0;
}

export async function insertSale(db: Db, values: typeof sales.$inferInsert) {
  const [row] = await db.insert(sales).values(values).returning({ id: sales.id });
  if (!row) throw new Error('sale insert returned no row');
  return row.id;
}

export async function insertSaleLines(
  db: Db,
  items: (typeof saleItems.$inferInsert)[],
  payments: (typeof salePayments.$inferInsert)[],
) {
  if (items.length > 0) await db.insert(saleItems).values(items);
  if (payments.length > 0) await db.insert(salePayments).values(payments);
}

export async function setSaleCashbackEarned(db: Db, storeId: number, saleId: string, cents: number) {
  await db
    .update(sales)
    .set({ cashbackEarnedCents: cents })
    .where(and(eq(sales.id, saleId), eq(sales.storeId, storeId)));
}

/** The customer's unexpired cashback entries with something left, soonest to expire first, locked. */
export async function lockSpendableCashback(db: Db, storeId: number, customerId: number, now: Date) {
  return db
    .select({ id: cashbackEntries.id, remainingCents: cashbackEntries.remainingCents })
    .from(cashbackEntries)
    .where(
      and(
        eq(cashbackEntries.storeId, storeId),
        eq(cashbackEntries.customerId, customerId),
        sql`${cashbackEntries.remainingCents} > 0`,
        sql`${cashbackEntries.expiresAt} > ${now.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(asc(cashbackEntries.expiresAt), asc(cashbackEntries.id))
    .for('update');
}

export async function changeCashbackEntry(db: Db, storeId: number, entryId: number, deltaCents: number) {
  await db
    .update(cashbackEntries)
    .set({ remainingCents: sql`${cashbackEntries.remainingCents} + ${deltaCents}` })
    .where(and(eq(cashbackEntries.id, entryId), eq(cashbackEntries.storeId, storeId)));
}

export async function recordCashbackUse(
  db: Db,
  use: { storeId: number; customerId: number; saleId: string; amountCents: number; note: string; at: Date },
  parts: { entryId: number; amountCents: number }[],
) {
  await db.insert(cashbackRedemptions).values({
    storeId: use.storeId,
    customerId: use.customerId,
    amountCents: use.amountCents,
    note: use.note,
    saleId: use.saleId,
    createdAt: use.at,
  });
  await db.insert(saleCashbackUses).values(parts.map((p) => ({ storeId: use.storeId, saleId: use.saleId, ...p })));
}

/** Debits the store credit, never below zero; false when the balance is not enough. */
export async function spendCredit(
  db: Db,
  entry: { storeId: number; customerId: number; saleId: string; amountCents: number; note: string; at: Date },
) {
  const [row] = await db
    .update(customers)
    .set({ creditBalanceCents: sql`${customers.creditBalanceCents} - ${entry.amountCents}` })
    .where(
      and(
        eq(customers.id, entry.customerId),
        eq(customers.storeId, entry.storeId),
        gte(customers.creditBalanceCents, entry.amountCents),
      ),
    )
    .returning({ id: customers.id });
  if (!row) return false;
  await db.insert(creditLedger).values({
    storeId: entry.storeId,
    customerId: entry.customerId,
    amountCents: -entry.amountCents,
    tipo: 'debito',
    note: entry.note,
    saleId: entry.saleId,
    createdAt: entry.at,
  });
  return true;
}

export async function insertSalePoints(db: Db, entry: typeof pointsLedger.$inferInsert) {
  await db.insert(pointsLedger).values(entry);
  await db
    .update(customers)
    .set({ pointsBalance: sql`${customers.pointsBalance} + ${entry.delta}` })
    .where(and(eq(customers.id, entry.customerId), eq(customers.storeId, entry.storeId)));
}

export async function countQualifying(db: Db, storeId: number, customerId: number) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(loyaltyValidations)
    .where(
      and(
        eq(loyaltyValidations.storeId, storeId),
        eq(loyaltyValidations.customerId, customerId),
        eq(loyaltyValidations.qualifies, true),
      ),
    );
  return row?.n ?? 0;
}

export async function insertSaleValidation(db: Db, values: typeof loyaltyValidations.$inferInsert) {
  const [row] = await db.insert(loyaltyValidations).values(values).returning({ id: loyaltyValidations.id });
  if (!row) throw new Error('validation insert returned no row');
  return row.id;
}

// --- Reading ---

export async function findSaleRow(db: Db, storeId: number, saleId: string) {
  const [row] = await db
    .select()
    .from(sales)
    .where(and(eq(sales.id, saleId), eq(sales.storeId, storeId)));
  return row;
}

/** The sale's row locked for its deletion. */
export async function lockSaleRow(db: Db, storeId: number, saleId: string) {
  const [row] = await db
    .select()
    .from(sales)
    .where(and(eq(sales.id, saleId), eq(sales.storeId, storeId)))
    .for('update');
  return row;
}

export async function listSaleRows(db: Db, storeId: number, from: Date, to: Date) {
  return db
    .select()
    .from(sales)
    .where(and(eq(sales.storeId, storeId), gte(sales.soldAt, from), lt(sales.soldAt, to)))
    .orderBy(asc(sales.soldAt), asc(sales.number));
}

/**
 * The items, payments and loyalty validations of some sales. One query after the other: callers
 * pass a transaction too (deleting a sale, a customer's export), and a transaction's queries share
 * one connection, which runs them one at a time anyway (pg deprecates queuing them concurrently).
 */
export async function listSaleDetails(db: Db, storeId: number, saleIds: string[]) {
  if (saleIds.length === 0) return { items: [], payments: [], validations: [] };
  const items = await db
    .select()
    .from(saleItems)
    .where(and(eq(saleItems.storeId, storeId), inArray(saleItems.saleId, saleIds)))
    .orderBy(asc(saleItems.id));
  const payments = await db
    .select()
    .from(salePayments)
    .where(and(eq(salePayments.storeId, storeId), inArray(salePayments.saleId, saleIds)))
    .orderBy(asc(salePayments.id));
  const validations = await db
    .select({
      id: loyaltyValidations.id,
      saleId: loyaltyValidations.saleId,
      qualifies: loyaltyValidations.qualifies,
      grantsSpin: loyaltyValidations.grantsSpin,
      spinId: wheelSpins.id,
    })
    .from(loyaltyValidations)
    .leftJoin(
      wheelSpins,
      and(eq(wheelSpins.storeId, loyaltyValidations.storeId), eq(wheelSpins.validationId, loyaltyValidations.id)),
    )
    .where(and(eq(loyaltyValidations.storeId, storeId), inArray(loyaltyValidations.saleId, saleIds)));
  return { items, payments, validations };
}

// --- Reversal ---

export async function listCashbackUses(db: Db, storeId: number, saleId: string) {
  return db
    .select({ entryId: saleCashbackUses.entryId, amountCents: saleCashbackUses.amountCents })
    .from(saleCashbackUses)
    .where(and(eq(saleCashbackUses.storeId, storeId), eq(saleCashbackUses.saleId, saleId)));
}

export async function lockEarnedCashback(db: Db, storeId: number, saleId: string) {
  return db
    .select({
      id: cashbackEntries.id,
      earnedCents: cashbackEntries.earnedCents,
      remainingCents: cashbackEntries.remainingCents,
    })
    .from(cashbackEntries)
    .where(and(eq(cashbackEntries.storeId, storeId), eq(cashbackEntries.saleId, saleId)))
    .for('update');
}

export async function deleteCashbackEntries(db: Db, storeId: number, ids: number[]) {
  if (ids.length === 0) return;
  await db.delete(cashbackEntries).where(and(eq(cashbackEntries.storeId, storeId), inArray(cashbackEntries.id, ids)));
}

export async function listCreditSpent(db: Db, storeId: number, saleId: string) {
  return db
    .select({ id: creditLedger.id, customerId: creditLedger.customerId, amountCents: creditLedger.amountCents })
    .from(creditLedger)
    .where(and(eq(creditLedger.storeId, storeId), eq(creditLedger.saleId, saleId)));
}

export async function undoCreditEntry(
  db: Db,
  storeId: number,
  entry: { id: number; customerId: number; amountCents: number },
) {
  await db
    .update(customers)
    .set({ creditBalanceCents: sql`${customers.creditBalanceCents} - ${entry.amountCents}` })
    .where(and(eq(customers.id, entry.customerId), eq(customers.storeId, storeId)));
  await db.delete(creditLedger).where(and(eq(creditLedger.id, entry.id), eq(creditLedger.storeId, storeId)));
}

/** Takes the sale's points back; false when the balance no longer holds them (spent). */
export async function undoSalePoints(db: Db, storeId: number, customerId: number, saleId: string, points: number) {
  if (points > 0) {
    const rows = await db
      .update(customers)
      .set({ pointsBalance: sql`${customers.pointsBalance} - ${points}` })
      .where(and(eq(customers.id, customerId), eq(customers.storeId, storeId), gte(customers.pointsBalance, points)))
      .returning({ id: customers.id });
    if (rows.length === 0) return false;
  }
  await db.delete(pointsLedger).where(and(eq(pointsLedger.storeId, storeId), eq(pointsLedger.saleId, saleId)));
  return true;
}

export async function deleteSaleValidation(db: Db, storeId: number, validationId: number) {
  await db
    .delete(loyaltyValidations)
    .where(and(eq(loyaltyValidations.id, validationId), eq(loyaltyValidations.storeId, storeId)));
}

/**
 * Takes a deleted sale off the customer's totals; the last purchase becomes the newest one left
 * (online order, counter sale or Fidelidade validation).
 */
export async function undoCustomerPurchase(
  db: Db,
  storeId: number,
  customerId: number,
  sale: { id: string; totalCents: number },
) {
  const newest = sql`greatest(
    (select max(${orders.createdAt}) from ${orders} where ${orders.storeId} = ${storeId} and ${orders.customerId} = ${customerId}),
    (select max(${sales.soldAt}) from ${sales} where ${sales.storeId} = ${storeId} and ${sales.customerId} = ${customerId} and ${sales.id} <> ${sale.id}),
    (select max(${loyaltyValidations.createdAt}) from ${loyaltyValidations} where ${loyaltyValidations.storeId} = ${storeId} and ${loyaltyValidations.customerId} = ${customerId} and ${loyaltyValidations.saleId} is null)
  )`;
  await db
    .update(customers)
    .set({
      totalSpentCents: sql`greatest(${customers.totalSpentCents} - ${sale.totalCents}, 0)`,
      purchaseCount: sql`greatest(${customers.purchaseCount} - 1, 0)`,
      lastPurchaseAt: newest,
    })
    .where(and(eq(customers.id, customerId), eq(customers.storeId, storeId)));
}

export async function deleteSaleRow(db: Db, storeId: number, saleId: string) {
  await db.delete(sales).where(and(eq(sales.id, saleId), eq(sales.storeId, storeId)));
}

/** A customer's newest counter sales, for 'Últimas Compras'. */
export async function listCustomerSales(db: Db, storeId: number, customerId: number, limit: number) {
  return db
    .select()
    .from(sales)
    .where(and(eq(sales.storeId, storeId), eq(sales.customerId, customerId)))
    .orderBy(desc(sales.soldAt), desc(sales.number))
    .limit(limit);
}
