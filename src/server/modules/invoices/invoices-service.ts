import { saoPauloToday } from '../../../shared/calendar.ts';
import {
  type AdminInvoiceList,
  type Invoice,
  invoiceText,
  invoiceTxid,
  type OwnerInvoices,
  type PlatformPayment,
  type PlatformSettings,
} from '../../../shared/contracts/invoices.ts';
import { referralDiscountCents } from '../../../shared/contracts/referrals.ts';
import { PixBrCodeError, pixBrCode } from '../../../shared/pix/br-code.ts';
import { parsePixKey } from '../../../shared/pix/pix-key.ts';
import type { PlatformConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { runAsPlatform } from '../../db/tenant-scope.ts';
import { NotFoundError } from '../../errors.ts';
import {
  anyInvoice,
  findInvoiceWithStore,
  findStoreName,
  firstBilledMonth,
  type InvoiceRow,
  insertDefaultInvoices,
  insertMonthlyInvoices,
  invoiceTotals,
  listAllInvoices,
  listStoreInvoices,
  listStoreNames,
  lockNextDiscountableInvoice,
  lockReferral,
  lockStore,
  markInvoicePaid,
  markMadeThrough,
  type PlatformSettingsRow,
  readPlatformSettings,
  type SettingsSeed,
  savePlatformPayment,
  seedPlatformSettings,
  setInvoiceDiscount,
  setReferralDiscountInvoice,
  waitingReferrals,
} from './invoices-queries.ts';

/** How often each server process makes the month's invoices (safe with several: the unique key). */
export const INVOICE_RUN_INTERVAL_MS = 60 * 60 * 1000;

/** 'YYYY-MM-01' of São Paulo's current month. */
export function currentMonthStart(now: Date): string {
  return `${saoPauloToday(now).slice(0, 7)}-01`;
}

/** 'YYYY-MM-01' moved by `months`. */
export function addMonths(monthStart: string, months: number): string {
  const [y, m] = monthStart.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

/** The environment's values fill the platform's empty settings; the PIX key is kept as banks register it. */
export async function seedSettingsFromConfig(db: Db, platform: PlatformConfig) {
  const key = parsePixKey(platform.pixKey);
  await seedPlatformSettings(db, {
    banco: platform.banco,
    agencia: platform.agencia,
    conta: platform.conta,
    titular: platform.titular,
    pixKey: platform.pixKey === '' ? '' : key.ok ? key.key : platform.pixKey,
    pixCity: platform.pixCity,
    whatsapp: platform.whatsapp,
  });
}

function platformSettingsOf(row: PlatformSettingsRow): PlatformSettings {
  return {
    banco: row.banco,
    agencia: row.agencia,
    conta: row.conta,
    titular: row.titular,
    chavePix: row.pixKey,
    cidadePix: row.pixCity,
    whatsapp: row.whatsapp,
  };
}

/** The platform's payment details as the super admin edits them (the environment's where never set). */
export async function getPlatformSettings(db: Db): Promise<PlatformSettings> {
  return platformSettingsOf(await readPlatformSettings(db));
}

/**
 * Saves the super admin's payment details (as the contract normalized them). Every invoice reads
 * the settings row when it is shown, so the shops' pending PIX codes carry the new key at once.
 * Answers the saved details and the names of the fields that changed.
 */
export async function updatePlatformSettings(
  db: Db,
  input: PlatformSettings,
): Promise<{ settings: PlatformSettings; changed: (keyof PlatformSettings)[] }> {
  const values: SettingsSeed = {
    banco: input.banco,
    agencia: input.agencia,
    conta: input.conta,
    titular: input.titular,
    pixKey: input.chavePix,
    pixCity: input.cidadePix,
    whatsapp: input.whatsapp,
  };
  const { before, after } = await savePlatformPayment(db, values);
  const previous = platformSettingsOf(before);
  const settings = platformSettingsOf(after);
  const changed = (Object.keys(settings) as (keyof PlatformSettings)[]).filter((k) => previous[k] !== settings[k]);
  return { settings, changed };
}

/**
 * Makes the month's invoices (idempotent: one per shop and month, `on conflict do nothing`).
 * A platform that never billed starts with the spec's defaults: six months per active shop,
 * paid before the previous month. Afterwards every active shop gets the current month, and a
 * shop without invoices the months since it signed up. Closed referrals still waiting for a
 * pending invoice then take theirs.
 */
export function generateInvoices(db: Db, options: { now?: Date; storeId?: number } = {}): Promise<void> {
  // The platform's bookkeeping (whether any invoice exists, the first billed month, every active
  // shop): it sees every shop's rows (decision 030), whether the job, an owner's page or the super
  // admin's list runs it.
  return runAsPlatform(() => makeInvoices(db, options));
}

async function makeInvoices(db: Db, { now = new Date(), storeId }: { now?: Date; storeId?: number }) {
  const settings = await readPlatformSettings(db);
  const current = currentMonthStart(now);
  const feeCents = settings.monthlyFeeCents;
  if (settings.invoicesMadeThrough === null && !(await anyInvoice(db))) {
    await insertDefaultInvoices(db, {
      from: addMonths(current, -5),
      current,
      pendingFrom: addMonths(current, -1),
      feeCents,
    });
  }
  const floor = (await firstBilledMonth(db)) ?? current;
  await insertMonthlyInvoices(db, { current, floor, feeCents, storeId });
  await applyWaitingDiscounts(db);
  await markMadeThrough(db, current.slice(0, 7));
}

/**
 * Gives a closed referral its 50% on the shop's earliest pending invoice without one. Inside the
 * caller's transaction, with the referral's row locked: the shop's row is locked next, so two
 * referrals of one shop never pick the same invoice.
 */
export async function applyReferralDiscount(tx: Db, referralId: number, storeId: number) {
  await lockStore(tx, storeId);
  const invoice = await lockNextDiscountableInvoice(tx, storeId);
  if (!invoice) return null;
  const discountCents = referralDiscountCents(invoice.amountCents);
  await setInvoiceDiscount(tx, invoice.id, discountCents);
  await setReferralDiscountInvoice(tx, referralId, invoice.id);
  return { id: invoice.id, ano: invoice.year, mes: invoice.month, descontoCents: discountCents };
}

export async function applyWaitingDiscounts(db: Db) {
  for (const waiting of await waitingReferrals(db)) {
    await db.transaction(async (tx) => {
      const referral = await lockReferral(tx, waiting.id);
      if (referral?.status !== 'fechado' || referral.discountInvoiceId !== null) return;
      await applyReferralDiscount(tx, referral.id, referral.storeId);
    });
  }
}

/** Runs now (resolves after that run) and then every hour in this process; the returned function stops it. */
export async function scheduleInvoices(db: Db, onError: (err: unknown) => void): Promise<() => Promise<void>> {
  let running: Promise<void> | null = null;
  const run = () => {
    running ??= generateInvoices(db)
      .catch(onError)
      .finally(() => {
        running = null;
      });
  };
  run();
  await running;
  const timer = setInterval(run, INVOICE_RUN_INTERVAL_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}

function paymentOf(settings: PlatformSettingsRow): PlatformPayment {
  return {
    banco: settings.banco,
    agencia: settings.agencia,
    conta: settings.conta,
    titular: settings.titular,
    chavePix: settings.pixKey,
    cidadePix: settings.pixCity,
    whatsapp: settings.whatsapp === '' ? null : settings.whatsapp,
    mensalidadeCents: settings.monthlyFeeCents,
  };
}

export function toInvoice(row: InvoiceRow, today: string, settings: PlatformSettingsRow): Invoice {
  const due = row.amountCents - row.discountCents;
  const late = row.status === 'pendente' && row.dueDate < today;
  let pix: string | null = null;
  if (row.status === 'pendente' && due > 0 && settings.pixKey !== '') {
    try {
      pix = pixBrCode({
        key: settings.pixKey,
        name: settings.titular,
        city: settings.pixCity,
        amountCents: due,
        txid: invoiceTxid(row.id),
      });
    } catch (err) {
      // The platform's PIX details are incomplete: the bank details are shown instead.
      if (!(err instanceof PixBrCodeError)) throw err;
    }
  }
  return {
    id: row.id,
    ano: row.year,
    mes: row.month,
    valorCents: row.amountCents,
    descontoCents: row.discountCents,
    valorDevidoCents: due,
    vencimento: row.dueDate,
    status: row.status === 'pago' ? 'pago' : late ? 'vencida' : 'pendente',
    pagoEm: row.paidAt?.toISOString() ?? null,
    pixCopiaECola: pix,
  };
}

export async function getStoreInvoices(db: Db, storeId: number, now = new Date()): Promise<OwnerInvoices> {
  await generateInvoices(db, { now, storeId });
  const [settings, rows, empresa] = await Promise.all([
    readPlatformSettings(db),
    listStoreInvoices(db, storeId),
    findStoreName(db, storeId),
  ]);
  if (empresa === null) throw new NotFoundError();
  const today = saoPauloToday(now);
  return {
    empresa,
    hoje: today,
    faturas: rows.map((row) => toInvoice(row, today, settings)),
    pagamento: paymentOf(settings),
  };
}

export async function getAdminInvoices(
  db: Db,
  storeId: number | undefined,
  now = new Date(),
): Promise<AdminInvoiceList> {
  await generateInvoices(db, { now });
  const today = saoPauloToday(now);
  const [settings, rows, totals, lojas] = await Promise.all([
    readPlatformSettings(db),
    listAllInvoices(db, storeId),
    invoiceTotals(db, today, storeId),
    listStoreNames(db),
  ]);
  return {
    hoje: today,
    faturas: rows.map(({ invoice, empresa }) => ({
      ...toInvoice(invoice, today, settings),
      lojaId: invoice.storeId,
      empresa,
    })),
    resumo: {
      total: { quantidade: totals.total, valorCents: totals.totalCents },
      pagas: { quantidade: totals.pagas, valorCents: totals.pagasCents },
      pendentes: { quantidade: totals.pendentes, valorCents: totals.pendentesCents },
      vencidas: { quantidade: totals.vencidas, valorCents: totals.vencidasCents },
    },
    lojas,
  };
}

/** One invoice of the shop as the .txt it downloads (another shop's: not found). */
export async function getInvoiceText(db: Db, storeId: number, invoiceId: number, now = new Date()) {
  const found = await findInvoiceWithStore(db, invoiceId);
  if (!found || found.invoice.storeId !== storeId) throw new NotFoundError('Fatura não encontrada.');
  const settings = await readPlatformSettings(db);
  const invoice = toInvoice(found.invoice, saoPauloToday(now), settings);
  return {
    fileName: `fatura-${invoice.ano}-${String(invoice.mes).padStart(2, '0')}.txt`,
    text: invoiceText(invoice, found.empresa, paymentOf(settings)),
  };
}

/** Marks an invoice paid (already paid: unchanged). */
export async function payInvoice(db: Db, invoiceId: number, now = new Date()) {
  const row = await markInvoicePaid(db, invoiceId, now);
  if (!row) throw new NotFoundError('Fatura não encontrada.');
  const found = await findInvoiceWithStore(db, invoiceId);
  if (!found) throw new NotFoundError('Fatura não encontrada.');
  const settings = await readPlatformSettings(db);
  return {
    ...toInvoice(found.invoice, saoPauloToday(now), settings),
    lojaId: found.invoice.storeId,
    empresa: found.empresa,
  };
}
