import { type AdminStoreList, adminMessages, type StoreStatus } from '../../../shared/contracts/admin.ts';
import { storeImageUrl } from '../../../shared/contracts/storefront.ts';
import { deleteStoreSessions } from '../../auth/session-queries.ts';
import type { Db } from '../../db/client.ts';
import { NotFoundError } from '../../errors.ts';
import { notifyStoreEvent, STOREFRONT_CHANGED } from '../../plugins/store-events.ts';
import { countMatchingStores, countStoresByStatus, listStores, updateStoreStatus } from './admin-queries.ts';

interface ListQuery {
  busca: string;
  limit: number;
  offset: number;
}

/** One page of the shops matching the search, the number matching, and the platform's counters. */
export async function getStoreList(db: Db, query: ListQuery): Promise<AdminStoreList> {
  const [rows, matching, counts] = await Promise.all([
    listStores(db, query.busca, query),
    countMatchingStores(db, query.busca),
    countStoresByStatus(db),
  ]);
  const next = query.offset + rows.length;
  return {
    stores: rows.map(({ logo, createdAt, ...s }) => ({
      ...s,
      logoUrl: storeImageUrl(logo),
      createdAt: createdAt.toISOString(),
    })),
    matching,
    nextOffset: rows.length === query.limit && next < matching ? next : null,
    counts,
  };
}

/** Blocking a shop ends all of its sessions in the same transaction. */
export async function setStoreStatus(db: Db, storeId: number, status: StoreStatus): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await updateStoreStatus(tx, storeId, status);
    if (!row) throw new NotFoundError(adminMessages.storeNotFound);
    if (status === 'bloqueado') await deleteStoreSessions(tx, storeId);
    await notifyStoreEvent(tx, { storeId, type: STOREFRONT_CHANGED });
  });
}
