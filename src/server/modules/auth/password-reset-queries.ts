import { and, eq, gt, isNotNull, or, sql } from 'drizzle-orm';
import type { Account } from '../../auth/session-queries.ts';
import type { Db } from '../../db/client.ts';
import { passwordResets, staffAccounts } from '../../db/schema/auth.ts';
import { employees } from '../../db/schema/sales.ts';
import { stores } from '../../db/schema/stores.ts';
import { runForStore } from '../../db/tenant-scope.ts';

/**
 * The account signed in with this e-mail (any letter case), to send its reset link to: the shop
 * owner's, else an active team login's (the e-mails are unique across both). A team login not yet
 * accepted has no password to reset: its invitation is the way in.
 */
export async function findAccountByEmail(db: Db, email: string) {
  const lower = email.toLowerCase();
  const [shop] = await db
    .select({ id: stores.id, nomeEmpresa: stores.nomeEmpresa, email: stores.email })
    .from(stores)
    .where(eq(sql`lower(${stores.email})`, lower));
  if (shop)
    return {
      storeId: shop.id,
      staffId: null,
      nome: shop.nomeEmpresa,
      nomeEmpresa: shop.nomeEmpresa,
      email: shop.email,
    };
  const [staff] = await db
    .select({
      storeId: staffAccounts.storeId,
      staffId: staffAccounts.id,
      employeeId: staffAccounts.employeeId,
      nomeEmpresa: stores.nomeEmpresa,
      email: staffAccounts.email,
    })
    .from(staffAccounts)
    .innerJoin(stores, eq(stores.id, staffAccounts.storeId))
    .where(
      and(
        eq(sql`lower(${staffAccounts.email})`, lower),
        eq(staffAccounts.active, true),
        isNotNull(staffAccounts.passwordHash),
      ),
    );
  if (!staff) return undefined;
  // The team member's name is the employee's, a shop's row: read in the shop's scope.
  const [employee] = await runForStore(staff.storeId, () =>
    db
      .select({ nome: employees.name })
      .from(employees)
      .where(and(eq(employees.storeId, staff.storeId), eq(employees.id, staff.employeeId))),
  );
  return { ...staff, nome: employee?.nome ?? staff.email };
}

/** The shop the super admin issues a link for: its name and phone (for the WhatsApp message). */
export async function findStoreContact(db: Db, storeId: number) {
  const [row] = await db
    .select({ id: stores.id, nomeEmpresa: stores.nomeEmpresa, telefone: stores.telefone })
    .from(stores)
    .where(eq(stores.id, storeId));
  return row;
}

function ofAccount(account: Account) {
  return account.staffId === null
    ? and(eq(passwordResets.subject, 'store'), eq(passwordResets.storeId, account.storeId))
    : and(
        eq(passwordResets.subject, 'staff'),
        eq(passwordResets.storeId, account.storeId),
        eq(passwordResets.staffId, account.staffId),
      );
}

/** Deletes every reset link of the account (used, superseded or ended). */
export async function deleteAccountResets(db: Db, account: Account): Promise<void> {
  await db.delete(passwordResets).where(ofAccount(account));
}

/** A new link for the account: the older ones stop working in the same transaction. */
export async function replaceAccountReset(
  db: Db,
  account: Account,
  values: Omit<typeof passwordResets.$inferInsert, 'subject' | 'createdAt' | 'storeId' | 'staffId'>,
): Promise<void> {
  await db.transaction(async (tx) => {
    await deleteAccountResets(tx, account);
    await tx.insert(passwordResets).values({
      ...values,
      storeId: account.storeId,
      staffId: account.staffId,
      subject: account.staffId === null ? 'store' : 'staff',
    });
  });
}

/**
 * The account a link that still works is for: the shop's name and the account's e-mail. A team
 * login's link stops working when the login is turned off.
 */
export async function findValidReset(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .select({
      storeId: passwordResets.storeId,
      staffId: passwordResets.staffId,
      expiresAt: passwordResets.expiresAt,
      nomeEmpresa: stores.nomeEmpresa,
      email: sql<string>`coalesce(${staffAccounts.email}, ${stores.email})`,
    })
    .from(passwordResets)
    .innerJoin(stores, eq(stores.id, passwordResets.storeId))
    .leftJoin(staffAccounts, eq(staffAccounts.id, passwordResets.staffId))
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        gt(passwordResets.expiresAt, now),
        or(eq(passwordResets.subject, 'store'), eq(staffAccounts.active, true)),
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
    .where(and(eq(passwordResets.tokenHash, tokenHash), gt(passwordResets.expiresAt, now)))
    .returning({ storeId: passwordResets.storeId, staffId: passwordResets.staffId });
  return row;
}
