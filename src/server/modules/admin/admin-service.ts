import type { AdminStoreList, StoreStatus } from '../../../shared/contracts/admin.ts';
import { deleteStoreSessions } from '../../auth/session-queries.ts';
import type { Db } from '../../db/client.ts';
import { NotFoundError } from '../../errors.ts';
import { listStores, updateStoreStatus } from './admin-queries.ts';

export async function getStoreList(db: Db): Promise<AdminStoreList> {
  const rows = await listStores(db);
  const bloqueadas = rows.filter((s) => s.status === 'bloqueado').length;
  return {
    stores: rows.map((s) => ({ ...s, createdAt: s.createdAt.toISOString() })),
    counts: { total: rows.length, liberadas: rows.length - bloqueadas, bloqueadas },
  };
}

/** Blocking a shop ends all of its sessions in the same transaction. */
export async function setStoreStatus(db: Db, storeId: number, status: StoreStatus): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await updateStoreStatus(tx, storeId, status);
    if (!row) throw new NotFoundError('Loja não encontrada');
    if (status === 'bloqueado') await deleteStoreSessions(tx, storeId);
  });
}
