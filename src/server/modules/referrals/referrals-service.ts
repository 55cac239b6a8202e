import type {
  AdminReferral,
  AdminReferralList,
  Referral,
  ReferralInput,
  ReferralList,
} from '../../../shared/contracts/referrals.ts';
import type { Db } from '../../db/client.ts';
import { NotFoundError } from '../../errors.ts';
import { lockReferral } from '../invoices/invoices-queries.ts';
import { applyReferralDiscount } from '../invoices/invoices-service.ts';
import {
  closeReferralRow,
  findReferral,
  insertReferral,
  listAllReferrals,
  listStoreReferrals,
} from './referrals-queries.ts';

type Row = Awaited<ReturnType<typeof listStoreReferrals>>[number];

const notFound = 'Indicação não encontrada.';

function toReferral({ referral, invoiceYear, invoiceMonth, invoiceDiscount }: Row): Referral {
  return {
    id: referral.id,
    empresaIndicada: referral.empresaIndicada,
    responsavel: referral.responsavel,
    telefone: referral.telefone,
    status: referral.status,
    criadoEm: referral.createdAt.toISOString(),
    fechadoEm: referral.closedAt?.toISOString() ?? null,
    faturaDesconto:
      referral.discountInvoiceId !== null && invoiceYear !== null && invoiceMonth !== null
        ? { id: referral.discountInvoiceId, ano: invoiceYear, mes: invoiceMonth, descontoCents: invoiceDiscount ?? 0 }
        : null,
  };
}

function toAdminReferral(row: Row & { empresaIndicadora: string }): AdminReferral {
  return { ...toReferral(row), lojaId: row.referral.storeId, empresaIndicadora: row.empresaIndicadora };
}

export async function getStoreReferrals(db: Db, storeId: number): Promise<ReferralList> {
  return { indicacoes: (await listStoreReferrals(db, storeId)).map(toReferral) };
}

export async function getStoreReferral(db: Db, storeId: number, referralId: number): Promise<Referral> {
  const row = await findReferral(db, referralId, storeId);
  if (!row) throw new NotFoundError(notFound);
  return toReferral(row);
}

export async function addReferral(db: Db, storeId: number, input: Required<ReferralInput>): Promise<Referral> {
  const { id } = await insertReferral(db, storeId, input);
  const row = await findReferral(db, id, storeId);
  if (!row) throw new NotFoundError(notFound);
  return toReferral(row);
}

export async function getAllReferrals(db: Db): Promise<AdminReferralList> {
  return { indicacoes: (await listAllReferrals(db)).map(toAdminReferral) };
}

/**
 * 'Fechou Negócio': closes the referral and, in the same transaction, gives the referring shop
 * 50% off its earliest pending invoice without a referral discount (none: the next invoice made
 * takes it). The referral's row is locked, so however often it is pressed the discount is given once.
 */
export async function closeReferral(db: Db, referralId: number, now = new Date()): Promise<AdminReferral> {
  await db.transaction(async (tx) => {
    const referral = await lockReferral(tx, referralId);
    if (!referral) throw new NotFoundError(notFound);
    if (referral.status === 'fechado') return;
    await closeReferralRow(tx, referralId, now);
    await applyReferralDiscount(tx, referralId, referral.storeId);
  });
  const row = await findReferral(db, referralId);
  if (!row) throw new NotFoundError(notFound);
  return toAdminReferral(row);
}
