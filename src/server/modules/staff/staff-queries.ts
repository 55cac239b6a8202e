import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions, staffAccounts } from '../../db/schema/auth.ts';
import { employees } from '../../db/schema/sales.ts';
import { stores } from '../../db/schema/stores.ts';

const staffColumns = {
  id: staffAccounts.id,
  employeeId: staffAccounts.employeeId,
  email: staffAccounts.email,
  role: staffAccounts.role,
  active: staffAccounts.active,
  hasPassword: sql<boolean>`${staffAccounts.passwordHash} is not null`,
  hasOverridePin: sql<boolean>`${staffAccounts.overridePinHash} is not null`,
  inviteExpiresAt: staffAccounts.inviteExpiresAt,
};

/** The shop's logins with their employees' names (employees is read in the shop's scope). */
export async function listStaff(db: Db, storeId: number) {
  const rows = await db
    .select(staffColumns)
    .from(staffAccounts)
    .where(eq(staffAccounts.storeId, storeId))
    .orderBy(asc(staffAccounts.id));
  const names = await employeeNames(db, storeId);
  return rows.map((row) => ({ ...row, nome: names.get(row.employeeId) ?? '' }));
}

export async function findStaff(db: Db, storeId: number, staffId: number) {
  const [row] = await db
    .select(staffColumns)
    .from(staffAccounts)
    .where(and(eq(staffAccounts.storeId, storeId), eq(staffAccounts.id, staffId)));
  if (!row) return undefined;
  return { ...row, nome: (await findEmployeeName(db, storeId, row.employeeId)) ?? '' };
}

async function employeeNames(db: Db, storeId: number): Promise<Map<number, string>> {
  const rows = await db
    .select({ id: employees.id, name: employees.name })
    .from(employees)
    .where(eq(employees.storeId, storeId));
  return new Map(rows.map((r) => [r.id, r.name]));
}

export async function findEmployeeName(db: Db, storeId: number, employeeId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ name: employees.name })
    .from(employees)
    .where(and(eq(employees.storeId, storeId), eq(employees.id, employeeId)));
  return row?.name;
}

/** Whether an e-mail signs in anywhere already: a shop's own or a team member's. */
export async function emailInUse(db: Db, email: string): Promise<boolean> {
  const [shop] = await db
    .select({ id: stores.id })
    .from(stores)
    .where(sql`lower(${stores.email}) = ${email.toLowerCase()}`);
  if (shop) return true;
  const [staff] = await db
    .select({ id: staffAccounts.id })
    .from(staffAccounts)
    .where(sql`lower(${staffAccounts.email}) = ${email.toLowerCase()}`);
  return Boolean(staff);
}

export async function insertStaff(db: Db, values: typeof staffAccounts.$inferInsert): Promise<number> {
  const [row] = await db.insert(staffAccounts).values(values).returning({ id: staffAccounts.id });
  if (!row) throw new Error('staff account not inserted');
  return row.id;
}

export async function updateStaff(
  db: Db,
  storeId: number,
  staffId: number,
  values: Partial<Pick<typeof staffAccounts.$inferInsert, 'role' | 'active' | 'inviteTokenHash' | 'inviteExpiresAt'>>,
): Promise<boolean> {
  const rows = await db
    .update(staffAccounts)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(staffAccounts.storeId, storeId), eq(staffAccounts.id, staffId)))
    .returning({ id: staffAccounts.id });
  return rows.length > 0;
}

/** Ends every session of a team member's login. */
export async function deleteStaffSessions(db: Db, staffId: number): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(eq(sessions.staffId, staffId))
    .returning({ tokenHash: sessions.tokenHash });
  return rows.length;
}

/** An open invitation by its token's hash, with the shop's name. */
export async function findInvite(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .select({
      id: staffAccounts.id,
      storeId: staffAccounts.storeId,
      employeeId: staffAccounts.employeeId,
      email: staffAccounts.email,
      active: staffAccounts.active,
      nomeEmpresa: stores.nomeEmpresa,
      storeStatus: stores.status,
    })
    .from(staffAccounts)
    .innerJoin(stores, eq(stores.id, staffAccounts.storeId))
    .where(and(eq(staffAccounts.inviteTokenHash, tokenHash), sql`${staffAccounts.inviteExpiresAt} > ${now}`));
  return row;
}

/** Accepts an invitation: the password is set and the link stops working, in one statement. */
export async function acceptInvite(db: Db, tokenHash: string, passwordHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(staffAccounts)
    .set({ passwordHash, inviteTokenHash: null, inviteExpiresAt: null, updatedAt: now })
    .where(and(eq(staffAccounts.inviteTokenHash, tokenHash), sql`${staffAccounts.inviteExpiresAt} > ${now}`))
    .returning({ id: staffAccounts.id });
  return rows.length > 0;
}

/** A team member's credentials by e-mail, for the sign-in (every shop's: read before the shop is known). */
export async function findStaffCredentials(db: Db, email: string) {
  const [row] = await db
    .select({
      id: staffAccounts.id,
      storeId: staffAccounts.storeId,
      passwordHash: staffAccounts.passwordHash,
      active: staffAccounts.active,
      storeStatus: stores.status,
      nomeEmpresa: stores.nomeEmpresa,
    })
    .from(staffAccounts)
    .innerJoin(stores, eq(stores.id, staffAccounts.storeId))
    .where(sql`lower(${staffAccounts.email}) = ${email}`);
  return row;
}

export async function findStaffPasswordHash(db: Db, storeId: number, staffId: number) {
  const [row] = await db
    .select({ hash: staffAccounts.passwordHash })
    .from(staffAccounts)
    .where(and(eq(staffAccounts.storeId, storeId), eq(staffAccounts.id, staffId)));
  return row?.hash ?? undefined;
}

export async function updateStaffPasswordHash(db: Db, storeId: number, staffId: number, hash: string) {
  await db
    .update(staffAccounts)
    .set({ passwordHash: hash, updatedAt: new Date() })
    .where(and(eq(staffAccounts.storeId, storeId), eq(staffAccounts.id, staffId)));
}

export async function saveStaffOverridePin(db: Db, storeId: number, staffId: number, hash: string) {
  await db
    .update(staffAccounts)
    .set({ overridePinHash: hash, updatedAt: new Date() })
    .where(and(eq(staffAccounts.storeId, storeId), eq(staffAccounts.id, staffId)));
}

export async function saveOwnerOverridePin(db: Db, storeId: number, hash: string) {
  await db.update(stores).set({ ownerOverridePinHash: hash }).where(eq(stores.id, storeId));
}

/** The override PIN's hash of an authoriser: the owner, or an active Gerente of the shop. */
export async function findOverridePinHash(db: Db, storeId: number, by: 'dono' | number) {
  if (by === 'dono') {
    const [row] = await db
      .select({ hash: stores.ownerOverridePinHash, nome: stores.nomeEmpresa })
      .from(stores)
      .where(eq(stores.id, storeId));
    return row?.hash ? { hash: row.hash, employeeId: null } : undefined;
  }
  const [row] = await db
    .select({ hash: staffAccounts.overridePinHash, employeeId: staffAccounts.employeeId })
    .from(staffAccounts)
    .where(
      and(
        eq(staffAccounts.storeId, storeId),
        eq(staffAccounts.id, by),
        eq(staffAccounts.role, 'gerente'),
        eq(staffAccounts.active, true),
        isNotNull(staffAccounts.passwordHash),
      ),
    );
  return row?.hash ? { hash: row.hash, employeeId: row.employeeId } : undefined;
}

/** The shop's authorisers with a PIN: the owner (when set) and its active Gerentes. */
export async function listAuthorizers(db: Db, storeId: number) {
  const [shop] = await db
    .select({ hasPin: sql<boolean>`${stores.ownerOverridePinHash} is not null` })
    .from(stores)
    .where(eq(stores.id, storeId));
  const managers = await db
    .select({ id: staffAccounts.id, employeeId: staffAccounts.employeeId })
    .from(staffAccounts)
    .where(
      and(
        eq(staffAccounts.storeId, storeId),
        eq(staffAccounts.role, 'gerente'),
        eq(staffAccounts.active, true),
        isNotNull(staffAccounts.overridePinHash),
        isNotNull(staffAccounts.passwordHash),
      ),
    )
    .orderBy(asc(staffAccounts.id));
  const names = managers.length > 0 ? await employeeNames(db, storeId) : new Map<number, string>();
  return {
    ownerHasPin: shop?.hasPin ?? false,
    managers: managers.map((m) => ({ id: m.id, nome: names.get(m.employeeId) ?? '' })),
  };
}

export async function findCashierLimit(db: Db, storeId: number): Promise<number> {
  const [row] = await db
    .select({ percent: stores.cashierDiscountLimitPercent })
    .from(stores)
    .where(eq(stores.id, storeId));
  return row?.percent ?? 0;
}

export async function saveCashierLimit(db: Db, storeId: number, percent: number): Promise<void> {
  await db.update(stores).set({ cashierDiscountLimitPercent: percent }).where(eq(stores.id, storeId));
}

/** Marks the session's password as typed again now. */
export async function markReauth(db: Db, tokenHash: string, now: Date): Promise<void> {
  await db.update(sessions).set({ reauthAt: now }).where(eq(sessions.tokenHash, tokenHash));
}
