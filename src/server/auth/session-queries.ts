import { and, desc, eq, gt, lt, lte, ne } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { admins, sessions } from '../db/schema/auth.ts';
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

/** The shop's sessions that have not expired, the most recently used first. */
export async function listStoreSessions(db: Db, storeId: number, now: Date) {
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
    .where(and(eq(sessions.storeId, storeId), eq(sessions.subject, 'store'), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
}

/** Ends one of the shop's sessions by its public id; false when the shop has no such session. */
export async function deleteStoreSessionByPublicId(db: Db, storeId: number, publicId: string): Promise<boolean> {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.storeId, storeId), eq(sessions.publicId, publicId)))
    .returning({ tokenHash: sessions.tokenHash });
  return rows.length > 0;
}

/** Ends every session of the shop but `keepTokenHash`; the number ended. */
export async function deleteOtherStoreSessions(db: Db, storeId: number, keepTokenHash: string): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.storeId, storeId), ne(sessions.tokenHash, keepTokenHash)))
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
