import {
  type AdminMessage,
  type AdminMessageFields,
  type AdminMessageList,
  adminMessageTexts,
  type OwnerMessageList,
} from '../../../shared/contracts/admin-messages.ts';
import type { Db } from '../../db/client.ts';
import { NotFoundError } from '../../errors.ts';
import {
  deleteMessage,
  findActiveMessage,
  insertDismissal,
  insertMessage,
  listMessages,
  listMessagesForStore,
} from './messages-queries.ts';

function iso<T extends { createdAt: Date }>(row: T): Omit<T, 'createdAt'> & { createdAt: string } {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

export async function getAllMessages(db: Db): Promise<AdminMessageList> {
  return { mensagens: (await listMessages(db)).map(iso) };
}

export async function sendMessage(db: Db, input: AdminMessageFields): Promise<AdminMessage> {
  return iso(await insertMessage(db, input));
}

export async function removeMessage(db: Db, id: number): Promise<void> {
  if (!(await deleteMessage(db, id))) throw new NotFoundError(adminMessageTexts.notFound);
}

export async function getStoreMessages(db: Db, storeId: number): Promise<OwnerMessageList> {
  return { mensagens: (await listMessagesForStore(db, storeId)).map(iso) };
}

/** A message removed by the admin (or never sent) answers 404. */
export async function dismissMessage(db: Db, storeId: number, messageId: number): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await findActiveMessage(tx, messageId))) throw new NotFoundError(adminMessageTexts.notFound);
    await insertDismissal(tx, storeId, messageId);
  });
}
