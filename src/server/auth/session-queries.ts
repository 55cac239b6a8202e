import { and, desc, eq, gt, isNull, lt, lte, ne, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { admins, sessions, staffAccounts } from '../db/schema/auth.ts';
import { stores } from '../db/schema/stores.ts';
import { ADMIN_IDLE_MS, LAST_SEEN_INTERVAL_MS } from './session.ts';

export async function insertSession(db: Db, values: typeof sessions.$inferInsert): Promise<void> {
  await db.insert(sessions).values(values);
}

export async function findStoreSession(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .select({
      expiresAt: sessions.expiresAt,
      lastSeenAt: sessions.lastSeenAt,
      publicId: sessions.publicId,
      reauthAt: sessions.reauthAt,
      staff: {
        id: staffAccounts.id,
        role: staffAccounts.role,
        employeeId: staffAccounts.employeeId,
        active: staffAccounts.active,
      },
      store: {
        id: stores.id,
        nomeEmpresa: stores.nomeEmpresa,
        email: stores.email,
        foto: stores.foto,
        logo: stores.logo,
        themeColor: stores.themeColor,
        status: stores.status,
      },
    })
    .from(sessions)
    .innerJoin(stores, eq(stores.id, sessions.storeId))
    .leftJoin(staffAccounts, eq(staffAccounts.id, sessions.staffId))
    .where(and(eq(sessions.tokenHash, tokenHash), eq(sessions.subject, 'store'), gt(sessions.expiresAt, now)));
  return row;
}

export async function findAdminSession(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .select({
      expiresAt: sessions.expiresAt,
      lastSeenAt: sessions.lastSeenAt,
      admin: { id: admins.id, email: admins.email },
    })
    .from(sessions)
    .innerJoin(admins, eq(admins.id, sessions.adminId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        eq(sessions.subject, 'admin'),
        gt(sessions.expiresAt, now),
        // A super admin's session also ends after 12 hours without use.
        gt(sessions.lastSeenAt, new Date(now.getTime() - ADMIN_IDLE_MS)),
      ),
    );
  return row;
}

/**
 * Marks the session as used now, unless it was already marked within the last minute: the
 * condition is in the statement, so requests arriving together write once.
 */
export async function touchSession(db: Db, tokenHash: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ lastSeenAt: now })
    .where(
      and(eq(sessions.tokenHash, tokenHash), lte(sessions.lastSeenAt, new Date(now.getTime() - LAST_SEEN_INTERVAL_MS))),
    );
}

/** Whether a session last seen at `lastSeenAt` should be marked as used at `now`. */
export function isDueForTouch(lastSeenAt: Date, now: Date): boolean {
  return now.getTime() - lastSeenAt.getTime() >= LAST_SEEN_INTERVAL_MS;
}

/** One person's login in a shop: the owner's (staffId null) or a team member's. */
export interface Account {
  storeId: number;
  staffId: number | null;
}

function ofAccount(account: Account): SQL | undefined {
  return and(
    eq(sessions.storeId, account.storeId),
    account.staffId === null ? isNull(sessions.staffId) : eq(sessions.staffId, account.staffId),
  );
}

/** The account's sessions that have not expired, the most recently used first. */
export async function listAccountSessions(db: Db, account: Account, now: Date) {
  return db
    .select({
      tokenHash: sessions.tokenHash,
      publicId: sessions.publicId,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      ip: sessions.ip,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(and(ofAccount(account), eq(sessions.subject, 'store'), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
}

/** Ends one of the account's sessions by its public id; false when it has no such session. */
export async function deleteAccountSessionByPublicId(db: Db, account: Account, publicId: string): Promise<boolean> {
  const rows = await db
    .delete(sessions)
    .where(and(ofAccount(account), eq(sessions.publicId, publicId)))
    .returning({ tokenHash: sessions.tokenHash });
  return rows.length > 0;
}

/** Ends every session of the account but `keepTokenHash` (none kept when null); the number ended. */
export async function deleteOtherAccountSessions(
  db: Db,
  account: Account,
  keepTokenHash: string | null,
): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(and(ofAccount(account), keepTokenHash ? ne(sessions.tokenHash, keepTokenHash) : undefined))
    .returning({ tokenHash: sessions.tokenHash });
  return rows.length;
}

/** Ends every session of a super admin (its password was reset). */
export async function deleteAdminSessions(db: Db, adminId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.adminId, adminId));
}

export async function deleteSession(db: Db, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteStoreSessions(db: Db, storeId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.storeId, storeId));
}

export async function deleteExpiredSessions(db: Db, now: Date): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
}
