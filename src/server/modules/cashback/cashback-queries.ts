import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers } from '../../db/schema/customers.ts';
import { cashbackConfig, cashbackEntries, cashbackRedemptions } from '../../db/schema/loyalty.ts';

export async function findCashbackConfig(db: Db, storeId: number) {
  const [row] = await db.select().from(cashbackConfig).where(eq(cashbackConfig.storeId, storeId));
  return row;
}

export async function upsertCashbackConfig(db: Db, values: typeof cashbackConfig.$inferInsert): Promise<void> {
  const { storeId: _, ...set } = values;
  await db
    .insert(cashbackConfig)
    .values(values)
    .onConflictDoUpdate({ target: cashbackConfig.storeId, set: { ...set, updatedAt: new Date() } });
}

export async function customerExists(db: Db, storeId: number, customerId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.id, customerId), eq(customers.storeId, storeId)));
  return Boolean(row);
}

export async function listCashbackEntries(db: Db, storeId: number, customerId: number) {
  return db
    .select()
    .from(cashbackEntries)
    .where(and(eq(cashbackEntries.storeId, storeId), eq(cashbackEntries.customerId, customerId)))
    .orderBy(desc(cashbackEntries.createdAt), desc(cashbackEntries.id));
}

export async function listCashbackRedemptions(db: Db, storeId: number, customerId: number) {
  return db
    .select({
      id: cashbackRedemptions.id,
      amountCents: cashbackRedemptions.amountCents,
      note: cashbackRedemptions.note,
      createdAt: cashbackRedemptions.createdAt,
    })
    .from(cashbackRedemptions)
    .where(and(eq(cashbackRedemptions.storeId, storeId), eq(cashbackRedemptions.customerId, customerId)))
    .orderBy(desc(cashbackRedemptions.createdAt), desc(cashbackRedemptions.id));
}

/** The customer's unexpired entries with something left, soonest to expire first, locked for spending. */
export async function lockSpendableEntries(db: Db, storeId: number, customerId: number, now: Date) {
  return db
    .select({ id: cashbackEntries.id, remainingCents: cashbackEntries.remainingCents })
    .from(cashbackEntries)
    .where(
      and(
        eq(cashbackEntries.storeId, storeId),
        eq(cashbackEntries.customerId, customerId),
        gt(cashbackEntries.remainingCents, 0),
        gt(cashbackEntries.expiresAt, now),
      ),
    )
    .orderBy(asc(cashbackEntries.expiresAt), asc(cashbackEntries.id))
    .for('update');
}

export async function spendFromEntry(db: Db, storeId: number, entryId: number, amountCents: number): Promise<void> {
  await db
    .update(cashbackEntries)
    .set({ remainingCents: sql`${cashbackEntries.remainingCents} - ${amountCents}` })
    .where(and(eq(cashbackEntries.id, entryId), eq(cashbackEntries.storeId, storeId)));
}

export async function insertRedemption(db: Db, values: typeof cashbackRedemptions.$inferInsert): Promise<void> {
  await db.insert(cashbackRedemptions).values(values);
}

/** Total cashback a shop has generated (the owner dashboard's 'Valor de Cashback Gerado'). */
export async function sumCashbackEarned(db: Db, storeId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${cashbackEntries.earnedCents}), 0)::int` })
    .from(cashbackEntries)
    .where(eq(cashbackEntries.storeId, storeId));
  return row?.total ?? 0;
}
