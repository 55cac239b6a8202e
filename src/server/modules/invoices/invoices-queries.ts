import { and, asc, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { TIME_ZONE } from '../../../shared/calendar.ts';
import type { Db } from '../../db/client.ts';
import { invoices, platformSettings, referrals } from '../../db/schema/platform.ts';
import { stores } from '../../db/schema/stores.ts';

export type InvoiceRow = typeof invoices.$inferSelect;
export type PlatformSettingsRow = typeof platformSettings.$inferSelect;

export interface SettingsSeed {
  banco: string;
  agencia: string;
  conta: string;
  titular: string;
  pixKey: string;
  pixCity: string;
  whatsapp: string;
}

/** The settings row exists; empty fields take the environment's values (an admin's value is kept). */
export async function seedPlatformSettings(db: Db, seed: SettingsSeed) {
  await db
    .insert(platformSettings)
    .values({ id: 1, ...seed })
    .onConflictDoNothing();
  const fill = (column: AnyPgColumn, value: string) => sql`case when ${column} = '' then ${value} else ${column} end`;
  await db
    .update(platformSettings)
    .set({
      banco: fill(platformSettings.banco, seed.banco),
      agencia: fill(platformSettings.agencia, seed.agencia),
      conta: fill(platformSettings.conta, seed.conta),
      titular: fill(platformSettings.titular, seed.titular),
      pixKey: fill(platformSettings.pixKey, seed.pixKey),
      pixCity: fill(platformSettings.pixCity, seed.pixCity),
      whatsapp: fill(platformSettings.whatsapp, seed.whatsapp),
    })
    .where(
      and(
        eq(platformSettings.id, 1),
        sql`(${platformSettings.banco} = '' and ${seed.banco} <> '')
          or (${platformSettings.agencia} = '' and ${seed.agencia} <> '')
          or (${platformSettings.conta} = '' and ${seed.conta} <> '')
          or (${platformSettings.titular} = '' and ${seed.titular} <> '')
          or (${platformSettings.pixKey} = '' and ${seed.pixKey} <> '')
          or (${platformSettings.pixCity} = '' and ${seed.pixCity} <> '')
          or (${platformSettings.whatsapp} = '' and ${seed.whatsapp} <> '')`,
      ),
    );
}

export async function readPlatformSettings(db: Db): Promise<PlatformSettingsRow> {
  const [row] = await db.select().from(platformSettings).where(eq(platformSettings.id, 1));
  if (row) return row;
  await db.insert(platformSettings).values({ id: 1 }).onConflictDoNothing();
  const [created] = await db.select().from(platformSettings).where(eq(platformSettings.id, 1));
  return created as PlatformSettingsRow;
}

/** The super admin's payment details replace the row's (made first if missing); answers the row before and after. */
export async function savePlatformPayment(db: Db, values: SettingsSeed) {
  return db.transaction(async (tx) => {
    await tx.insert(platformSettings).values({ id: 1 }).onConflictDoNothing();
    const [before] = await tx.select().from(platformSettings).where(eq(platformSettings.id, 1)).for('update');
    const [after] = await tx
      .update(platformSettings)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(platformSettings.id, 1))
      .returning();
    return { before: before as PlatformSettingsRow, after: after as PlatformSettingsRow };
  });
}

export async function anyInvoice(db: Db): Promise<boolean> {
  const [row] = await db.select({ id: invoices.id }).from(invoices).limit(1);
  return row !== undefined;
}

/** The first month the platform billed, as 'YYYY-MM-01'; null when it billed nothing yet. */
export async function firstBilledMonth(db: Db): Promise<string | null> {
  const [row] = await db
    .select({ year: invoices.year, month: invoices.month })
    .from(invoices)
    .orderBy(asc(invoices.year), asc(invoices.month))
    .limit(1);
  return row ? `${row.year}-${String(row.month).padStart(2, '0')}-01` : null;
}

const active = (storeId?: number): SQL =>
  storeId === undefined ? sql`s.status = 'liberado'` : sql`s.status = 'liberado' and s.id = ${storeId}`;

/**
 * The spec's defaults for a platform that never billed: six months per active shop up to this
 * one (`from` to `current`, 'YYYY-MM-01'), paid before `pendingFrom`, pending from it on.
 */
export async function insertDefaultInvoices(
  db: Db,
  { from, current, pendingFrom, feeCents }: { from: string; current: string; pendingFrom: string; feeCents: number },
) {
  await db.execute(sql`
    insert into invoices (store_id, year, month, amount_cents, due_date, status, paid_at)
    select s.id, extract(year from m)::smallint, extract(month from m)::smallint, ${feeCents},
      (m + interval '9 days')::date,
      case when m < ${pendingFrom}::timestamp then 'pago' else 'pendente' end,
      case when m < ${pendingFrom}::timestamp
        then ((m + interval '9 days 12 hours')::timestamp at time zone ${TIME_ZONE}) end
    from stores s
    cross join generate_series(${from}::timestamp, ${current}::timestamp, interval '1 month') as m
    where ${active()}
    on conflict (store_id, year, month) do nothing`);
}

/**
 * This month's invoice for every active shop (or one); a shop without any invoice yet also gets
 * the months since it signed up (not before the platform's first billed month).
 */
export async function insertMonthlyInvoices(
  db: Db,
  { current, floor, feeCents, storeId }: { current: string; floor: string; feeCents: number; storeId?: number },
) {
  await db.execute(sql`
    insert into invoices (store_id, year, month, amount_cents, due_date)
    select s.id, extract(year from m)::smallint, extract(month from m)::smallint, ${feeCents},
      -- Due on the 10th; a shop that signed up after the 10th pays its first month on the next 10th.
      case when (m + interval '9 days')::date < (s.created_at at time zone ${TIME_ZONE})::date
        then (m + interval '1 month 9 days')::date else (m + interval '9 days')::date end
    from stores s
    cross join lateral generate_series(
      case when exists (select 1 from invoices i where i.store_id = s.id) then ${current}::timestamp
        else greatest(date_trunc('month', s.created_at at time zone ${TIME_ZONE}), ${floor}::timestamp) end,
      ${current}::timestamp, interval '1 month') as m
    where ${active(storeId)}
    on conflict (store_id, year, month) do nothing`);
}

export async function markMadeThrough(db: Db, month: string) {
  await db
    .update(platformSettings)
    .set({ invoicesMadeThrough: month, updatedAt: new Date() })
    .where(
      and(
        eq(platformSettings.id, 1),
        sql`(${platformSettings.invoicesMadeThrough} is null or ${platformSettings.invoicesMadeThrough} < ${month})`,
      ),
    );
}

export async function listStoreInvoices(db: Db, storeId: number) {
  return db
    .select()
    .from(invoices)
    .where(eq(invoices.storeId, storeId))
    .orderBy(desc(invoices.year), desc(invoices.month));
}

export async function listAllInvoices(db: Db, storeId?: number) {
  return db
    .select({ invoice: invoices, empresa: stores.nomeEmpresa })
    .from(invoices)
    .innerJoin(stores, eq(stores.id, invoices.storeId))
    .where(storeId === undefined ? undefined : eq(invoices.storeId, storeId))
    .orderBy(desc(invoices.year), desc(invoices.month), asc(stores.nomeEmpresa), asc(invoices.id));
}

/** Counts and sums (of what is due: value − discount) by status; Vencida by São Paulo's `today`. */
export async function invoiceTotals(db: Db, today: string, storeId?: number) {
  const due = sql`${invoices.amountCents} - ${invoices.discountCents}`;
  const late = sql`${invoices.status} = 'pendente' and ${invoices.dueDate} < ${today}::date`;
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      totalCents: sql<number>`coalesce(sum(${due}), 0)::int`,
      pagas: sql<number>`(count(*) filter (where ${invoices.status} = 'pago'))::int`,
      pagasCents: sql<number>`coalesce(sum(${due}) filter (where ${invoices.status} = 'pago'), 0)::int`,
      pendentes: sql<number>`(count(*) filter (where ${invoices.status} = 'pendente' and not (${late})))::int`,
      pendentesCents: sql<number>`coalesce(sum(${due}) filter (where ${invoices.status} = 'pendente' and not (${late})), 0)::int`,
      vencidas: sql<number>`(count(*) filter (where ${late}))::int`,
      vencidasCents: sql<number>`coalesce(sum(${due}) filter (where ${late}), 0)::int`,
    })
    .from(invoices)
    .where(storeId === undefined ? undefined : eq(invoices.storeId, storeId));
  return row as NonNullable<typeof row>;
}

export async function listStoreNames(db: Db) {
  return db
    .select({ id: stores.id, nomeEmpresa: stores.nomeEmpresa })
    .from(stores)
    .orderBy(asc(stores.nomeEmpresa), asc(stores.id));
}

export async function findStoreName(db: Db, storeId: number) {
  const [row] = await db.select({ nomeEmpresa: stores.nomeEmpresa }).from(stores).where(eq(stores.id, storeId));
  return row?.nomeEmpresa ?? null;
}

export async function markInvoicePaid(db: Db, invoiceId: number, now: Date) {
  const [row] = await db
    .update(invoices)
    .set({ status: 'pago', paidAt: now })
    .where(and(eq(invoices.id, invoiceId), eq(invoices.status, 'pendente')))
    .returning();
  if (row) return row;
  const [existing] = await db.select().from(invoices).where(eq(invoices.id, invoiceId));
  return existing;
}

export async function findInvoiceWithStore(db: Db, invoiceId: number) {
  const [row] = await db
    .select({ invoice: invoices, empresa: stores.nomeEmpresa })
    .from(invoices)
    .innerJoin(stores, eq(stores.id, invoices.storeId))
    .where(eq(invoices.id, invoiceId));
  return row;
}

// --- The referral discount -------------------------------------------------------------------

/** Locks the shop's row: discounts of one shop are handed out one at a time. */
export async function lockStore(db: Db, storeId: number) {
  await db.select({ id: stores.id }).from(stores).where(eq(stores.id, storeId)).for('no key update');
}

/** The shop's earliest pending invoice without a referral discount, locked. */
export async function lockNextDiscountableInvoice(db: Db, storeId: number) {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.storeId, storeId), eq(invoices.status, 'pendente'), eq(invoices.discountCents, 0)))
    .orderBy(asc(invoices.year), asc(invoices.month))
    .limit(1)
    .for('update');
  return row;
}

export async function setInvoiceDiscount(db: Db, invoiceId: number, discountCents: number) {
  await db.update(invoices).set({ discountCents }).where(eq(invoices.id, invoiceId));
}

/** Closed referrals whose discount found no pending invoice yet. */
export async function waitingReferrals(db: Db) {
  return db
    .select({ id: referrals.id, storeId: referrals.storeId })
    .from(referrals)
    .where(and(eq(referrals.status, 'fechado'), isNull(referrals.discountInvoiceId)))
    .orderBy(asc(referrals.closedAt), asc(referrals.id));
}

/** The referral row, locked. */
export async function lockReferral(db: Db, referralId: number) {
  const [row] = await db.select().from(referrals).where(eq(referrals.id, referralId)).for('update');
  return row;
}

export async function setReferralDiscountInvoice(db: Db, referralId: number, invoiceId: number) {
  await db.update(referrals).set({ discountInvoiceId: invoiceId }).where(eq(referrals.id, referralId));
}
