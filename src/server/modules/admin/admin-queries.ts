import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { stores } from '../../db/schema/stores.ts';

export async function listStores(db: Db) {
  return db
    .select({
      id: stores.id,
      nomeEmpresa: stores.nomeEmpresa,
      email: stores.email,
      documento: stores.documento,
      logo: stores.logo,
      status: stores.status,
      createdAt: stores.createdAt,
    })
    .from(stores)
    .orderBy(desc(stores.createdAt), desc(stores.id));
}

export async function updateStoreStatus(db: Db, storeId: number, status: 'liberado' | 'bloqueado') {
  const [row] = await db.update(stores).set({ status }).where(eq(stores.id, storeId)).returning({ id: stores.id });
  return row;
}
