import {
  type AdminReferral,
  type AdminReferralList,
  type Referral,
  type ReferralInput,
  type ReferralList,
  referralMessages,
} from '../../../shared/contracts/referrals.ts';
import { onlyDigits } from '../../../shared/document.ts';
import { hitRateLimit } from '../../auth/rate-limit.ts';
import type { Db } from '../../db/client.ts';
import { AppError, NotFoundError, TooManyRequestsError } from '../../errors.ts';
import { lockReferral } from '../invoices/invoices-queries.ts';
import { applyReferralDiscount } from '../invoices/invoices-service.ts';
import {
  closeReferralRow,
  findReferral,
  findStoreContact,
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

/**
 * Referrals a shop may send in 24 hours (a fixed window from the first, counted in the database so
 * every process shares it): each one is a company the platform's team calls, and a closed one is
 * 50% off an invoice.
 */
export const REFERRAL_LIMITS = { perStore: { limit: 10, windowSeconds: 24 * 60 * 60 } };

/**
 * Refers a company. A shop cannot refer itself (its 50% would come from its own sign-up): the
 * referral's phone, compared digit by digit, must not be the shop's own. The referral carries no
 * CNPJ or e-mail (the spec's three fields), so the phone is what can be compared.
 */
export async function addReferral(db: Db, storeId: number, input: Required<ReferralInput>): Promise<Referral> {
  const own = await findStoreContact(db, storeId);
  if (own && onlyDigits(own.telefone) === onlyDigits(input.telefone)) {
    throw new AppError(400, 'self_referral', referralMessages.selfReferral, {
      telefone: referralMessages.selfReferral,
    });
  }
  const wait = await hitRateLimit(db, `referrals:store:${storeId}`, REFERRAL_LIMITS.perStore);
  if (wait > 0) throw new TooManyRequestsError(referralMessages.tooMany, wait);
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
