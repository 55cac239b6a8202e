import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { passwordResets } from '../../db/schema/auth.ts';
import { stores } from '../../db/schema/stores.ts';

/** The shop signed in with this e-mail (any letter case), to send its reset link to. */
export async function findStoreByEmail(db: Db, email: string) {
  const [row] = await db
    .select({ id: stores.id, nomeEmpresa: stores.nomeEmpresa, email: stores.email })
    .from(stores)
    .where(eq(sql`lower(${stores.email})`, email.toLowerCase()));
  return row;
}

/** The shop the super admin issues a link for: its name and phone (for the WhatsApp message). */
export async function findStoreContact(db: Db, storeId: number) {
  const [row] = await db
    .select({ id: stores.id, nomeEmpresa: stores.nomeEmpresa, telefone: stores.telefone })
    .from(stores)
    .where(eq(stores.id, storeId));
  return row;
}

/** Deletes every reset link of the shop owner's account (used, superseded or ended). */
export async function deleteStoreResets(db: Db, storeId: number): Promise<void> {
  await db.delete(passwordResets).where(and(eq(passwordResets.subject, 'store'), eq(passwordResets.storeId, storeId)));
}

/** A new link for the shop owner's account: the older ones stop working in the same transaction. */
export async function replaceStoreReset(
  db: Db,
  values: Omit<typeof passwordResets.$inferInsert, 'subject' | 'createdAt'>,
): Promise<void> {
  await db.transaction(async (tx) => {
    await deleteStoreResets(tx, values.storeId);
    await tx.insert(passwordResets).values({ ...values, subject: 'store' });
  });
}

/** The account a link that still works is for, with the shop's current password hash. */
export async function findValidReset(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .select({
      storeId: passwordResets.storeId,
      expiresAt: passwordResets.expiresAt,
      nomeEmpresa: stores.nomeEmpresa,
      email: stores.email,
    })
    .from(passwordResets)
    .innerJoin(stores, eq(stores.id, passwordResets.storeId))
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        eq(passwordResets.subject, 'store'),
        gt(passwordResets.expiresAt, now),
      ),
    );
  return row;
}

/**
 * Uses a link: deletes it if it still works and says whose it was. One statement, so of two
 * requests with the same link only one gets it.
 */
export async function consumeReset(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .delete(passwordResets)
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        eq(passwordResets.subject, 'store'),
        gt(passwordResets.expiresAt, now),
      ),
    )
    .returning({ storeId: passwordResets.storeId });
  return row;
}
