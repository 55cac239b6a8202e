import { and, desc, eq, isNull } from 'drizzle-orm';
import type { AdminMessageFields } from '../../../shared/contracts/admin-messages.ts';
import type { Db } from '../../db/client.ts';
import { adminMessageDismissals, adminMessages } from '../../db/schema/platform.ts';

const columns = {
  id: adminMessages.id,
  titulo: adminMessages.titulo,
  conteudo: adminMessages.conteudo,
  ativa: adminMessages.ativa,
  createdAt: adminMessages.createdAt,
};

export async function listMessages(db: Db) {
  return db.select(columns).from(adminMessages).orderBy(desc(adminMessages.createdAt), desc(adminMessages.id));
}

export async function insertMessage(db: Db, input: AdminMessageFields) {
  const [row] = await db.insert(adminMessages).values(input).returning(columns);
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** Removes a message for good (its dismissals go with it); the row's id, or undefined. */
export async function deleteMessage(db: Db, id: number) {
  const [row] = await db.delete(adminMessages).where(eq(adminMessages.id, id)).returning({ id: adminMessages.id });
  return row;
}

/** The active messages a shop has not dismissed, newest first. */
export async function listMessagesForStore(db: Db, storeId: number) {
  return db
    .select({
      id: adminMessages.id,
      titulo: adminMessages.titulo,
      conteudo: adminMessages.conteudo,
      createdAt: adminMessages.createdAt,
    })
    .from(adminMessages)
    .leftJoin(
      adminMessageDismissals,
      and(eq(adminMessageDismissals.messageId, adminMessages.id), eq(adminMessageDismissals.storeId, storeId)),
    )
    .where(and(eq(adminMessages.ativa, true), isNull(adminMessageDismissals.messageId)))
    .orderBy(desc(adminMessages.createdAt), desc(adminMessages.id));
}

export async function findActiveMessage(db: Db, id: number) {
  // KEY SHARE: an admin's removal waits for this transaction, and one that committed first leaves no
  // row here, so the dismissal never points at a message that is gone.
  const [row] = await db
    .select({ id: adminMessages.id })
    .from(adminMessages)
    .where(and(eq(adminMessages.id, id), eq(adminMessages.ativa, true)))
    .for('key share');
  return row;
}

/** Records that a shop closed a message; dismissing twice is the same as once. */
export async function insertDismissal(db: Db, storeId: number, messageId: number) {
  await db.insert(adminMessageDismissals).values({ storeId, messageId }).onConflictDoNothing();
}
