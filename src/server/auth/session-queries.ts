import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { admins, sessions } from '../db/schema/auth.ts';
import { stores } from '../db/schema/stores.ts';

export async function insertSession(db: Db, values: typeof sessions.$inferInsert): Promise<void> {
  await db.insert(sessions).values(values);
}

export async function findStoreSession(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .select({
      expiresAt: sessions.expiresAt,
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
    .select({ expiresAt: sessions.expiresAt, admin: { id: admins.id, email: admins.email } })
    .from(sessions)
    .innerJoin(admins, eq(admins.id, sessions.adminId))
    .where(and(eq(sessions.tokenHash, tokenHash), eq(sessions.subject, 'admin'), gt(sessions.expiresAt, now)));
  return row;
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
