import { eq, sql } from 'drizzle-orm';
import { deleteAdminSessions } from '../../auth/session-queries.ts';
import type { Db } from '../../db/client.ts';
import { admins } from '../../db/schema/auth.ts';
import { stores } from '../../db/schema/stores.ts';

export async function findStoreCredentials(db: Db, email: string) {
  const [row] = await db
    .select({
      id: stores.id,
      nomeEmpresa: stores.nomeEmpresa,
      passwordHash: stores.passwordHash,
      status: stores.status,
    })
    .from(stores)
    .where(eq(sql`lower(${stores.email})`, email.toLowerCase()));
  return row;
}

export async function findStoreProfile(db: Db, storeId: number) {
  const [row] = await db
    .select({
      id: stores.id,
      nomeEmpresa: stores.nomeEmpresa,
      email: stores.email,
      foto: stores.foto,
      logo: stores.logo,
      themeColor: stores.themeColor,
    })
    .from(stores)
    .where(eq(stores.id, storeId));
  return row;
}

export async function findStorePasswordHash(db: Db, storeId: number): Promise<string | undefined> {
  const [row] = await db.select({ passwordHash: stores.passwordHash }).from(stores).where(eq(stores.id, storeId));
  return row?.passwordHash;
}

export async function updateStorePasswordHash(db: Db, storeId: number, passwordHash: string): Promise<void> {
  await db.update(stores).set({ passwordHash }).where(eq(stores.id, storeId));
}

export async function findAdminCredentials(db: Db, email: string) {
  const [row] = await db
    .select({ id: admins.id, email: admins.email, passwordHash: admins.passwordHash })
    .from(admins)
    .where(eq(sql`lower(${admins.email})`, email.toLowerCase()));
  return row;
}

export async function findAdmin(db: Db, adminId: number) {
  const [row] = await db.select({ id: admins.id, email: admins.email }).from(admins).where(eq(admins.id, adminId));
  return row;
}

export async function countAdmins(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(admins);
  return row?.n ?? 0;
}

/**
 * Creates the admin, or resets the password of the one with that e-mail: a reset also ends every
 * session of that admin (whoever knew the old password is signed out), in the same transaction.
 */
export async function upsertAdmin(db: Db, email: string, passwordHash: string): Promise<'created' | 'updated'> {
  const existing = await findAdminCredentials(db, email);
  if (existing) {
    await db.transaction(async (tx) => {
      await tx.update(admins).set({ passwordHash }).where(eq(admins.id, existing.id));
      await deleteAdminSessions(tx, existing.id);
    });
    return 'updated';
  }
  await db.insert(admins).values({ email: email.toLowerCase(), passwordHash });
  return 'created';
}
