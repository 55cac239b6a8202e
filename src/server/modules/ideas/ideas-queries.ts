import { and, desc, eq } from 'drizzle-orm';
import type { IdeaFields, IdeaStatus } from '../../../shared/contracts/ideas.ts';
import type { Db } from '../../db/client.ts';
import { ideas } from '../../db/schema/platform.ts';
import { stores } from '../../db/schema/stores.ts';

const ideaColumns = {
  id: ideas.id,
  titulo: ideas.titulo,
  motivo: ideas.motivo,
  status: ideas.status,
  createdAt: ideas.createdAt,
};

export async function insertIdea(db: Db, storeId: number, input: IdeaFields) {
  const [row] = await db
    .insert(ideas)
    .values({ storeId, titulo: input.titulo, motivo: input.motivo })
    .returning(ideaColumns);
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function listStoreIdeas(db: Db, storeId: number) {
  return db
    .select(ideaColumns)
    .from(ideas)
    .where(eq(ideas.storeId, storeId))
    .orderBy(desc(ideas.createdAt), desc(ideas.id));
}

export async function findStoreIdea(db: Db, storeId: number, id: number) {
  const [row] = await db
    .select(ideaColumns)
    .from(ideas)
    .where(and(eq(ideas.id, id), eq(ideas.storeId, storeId)));
  return row;
}

const adminColumns = { ...ideaColumns, storeId: ideas.storeId, nomeEmpresa: stores.nomeEmpresa };

/** Every shop's ideas, newest first, optionally of one status. */
export async function listAllIdeas(db: Db, status?: IdeaStatus) {
  return db
    .select(adminColumns)
    .from(ideas)
    .innerJoin(stores, eq(stores.id, ideas.storeId))
    .where(status ? eq(ideas.status, status) : undefined)
    .orderBy(desc(ideas.createdAt), desc(ideas.id));
}

export async function findIdea(db: Db, id: number) {
  const [row] = await db
    .select(adminColumns)
    .from(ideas)
    .innerJoin(stores, eq(stores.id, ideas.storeId))
    .where(eq(ideas.id, id));
  return row;
}

/** Moves an idea on only if it still has the status it was read with; the row's id, or undefined. */
export async function updateIdeaStatus(db: Db, id: number, from: IdeaStatus, to: IdeaStatus) {
  const [row] = await db
    .update(ideas)
    .set({ status: to, updatedAt: new Date() })
    .where(and(eq(ideas.id, id), eq(ideas.status, from)))
    .returning({ id: ideas.id });
  return row;
}
