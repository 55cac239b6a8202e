import { and, desc, eq } from 'drizzle-orm';
import type { ReferralInput } from '../../../shared/contracts/referrals.ts';
import type { Db } from '../../db/client.ts';
import { invoices, referrals } from '../../db/schema/platform.ts';
import { stores } from '../../db/schema/stores.ts';

const columns = {
  referral: referrals,
  invoiceYear: invoices.year,
  invoiceMonth: invoices.month,
  invoiceDiscount: invoices.discountCents,
};

export async function insertReferral(db: Db, storeId: number, input: Required<ReferralInput>) {
  const [row] = await db
    .insert(referrals)
    .values({ storeId, ...input })
    .returning({ id: referrals.id });
  return row as { id: number };
}

export async function listStoreReferrals(db: Db, storeId: number) {
  return db
    .select(columns)
    .from(referrals)
    .leftJoin(invoices, eq(invoices.id, referrals.discountInvoiceId))
    .where(eq(referrals.storeId, storeId))
    .orderBy(desc(referrals.createdAt), desc(referrals.id));
}

export async function listAllReferrals(db: Db) {
  return db
    .select({ ...columns, empresaIndicadora: stores.nomeEmpresa })
    .from(referrals)
    .innerJoin(stores, eq(stores.id, referrals.storeId))
    .leftJoin(invoices, eq(invoices.id, referrals.discountInvoiceId))
    .orderBy(desc(referrals.createdAt), desc(referrals.id));
}

export async function findReferral(db: Db, referralId: number, storeId?: number) {
  const [row] = await db
    .select({ ...columns, empresaIndicadora: stores.nomeEmpresa })
    .from(referrals)
    .innerJoin(stores, eq(stores.id, referrals.storeId))
    .leftJoin(invoices, eq(invoices.id, referrals.discountInvoiceId))
    .where(
      storeId === undefined
        ? eq(referrals.id, referralId)
        : and(eq(referrals.id, referralId), eq(referrals.storeId, storeId)),
    );
  return row;
}

export async function closeReferralRow(db: Db, referralId: number, now: Date) {
  await db.update(referrals).set({ status: 'fechado', closedAt: now }).where(eq(referrals.id, referralId));
}

/** The shop's own contact, to tell a referral of itself. */
export async function findStoreContact(db: Db, storeId: number) {
  const [row] = await db.select({ telefone: stores.telefone }).from(stores).where(eq(stores.id, storeId));
  return row;
}
