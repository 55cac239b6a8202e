import { desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { stores } from '../../db/schema/stores.ts';

const ACCENTED = 'áàâãäéèêëíìîïóòôõöúùûüçñ';
const PLAIN = 'aaaaaeeeeiiiiooooouuuucn';
const fold = (value: SQL | string) => sql`translate(lower(${value}), ${ACCENTED}, ${PLAIN})`;
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Shops whose company name or e-mail contains the term (case and accents ignored); all when empty. */
function storeSearchWhere(search: string): SQL | undefined {
  const term = search.trim();
  if (!term) return undefined;
  const pattern = fold(`%${escapeLike(term)}%`);
  return or(
    sql`${fold(sql`${stores.nomeEmpresa}`)} like ${pattern}`,
    sql`${fold(sql`${stores.email}`)} like ${pattern}`,
  );
}

/** One page of the shops matching the search, newest first. */
export async function listStores(db: Db, search: string, page: { limit: number; offset: number }) {
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
    .where(storeSearchWhere(search))
    .orderBy(desc(stores.createdAt), desc(stores.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countMatchingStores(db: Db, search: string): Promise<number> {
  return db.$count(stores, storeSearchWhere(search));
}

/** All the platform's shops, released and blocked, counted by the database. */
export async function countStoresByStatus(db: Db) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      liberadas: sql<number>`(count(*) filter (where ${stores.status} = 'liberado'))::int`,
      bloqueadas: sql<number>`(count(*) filter (where ${stores.status} = 'bloqueado'))::int`,
    })
    .from(stores);
  return {
    total: Number(row?.total ?? 0),
    liberadas: Number(row?.liberadas ?? 0),
    bloqueadas: Number(row?.bloqueadas ?? 0),
  };
}

export async function updateStoreStatus(db: Db, storeId: number, status: 'liberado' | 'bloqueado') {
  const [row] = await db.update(stores).set({ status }).where(eq(stores.id, storeId)).returning({ id: stores.id });
  return row;
}
