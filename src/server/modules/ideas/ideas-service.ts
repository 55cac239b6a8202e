import {
  type AdminIdea,
  type AdminIdeaList,
  type Idea,
  type IdeaFields,
  type IdeaList,
  type IdeaStatus,
  ideaMessages,
  nextIdeaStatuses,
} from '../../../shared/contracts/ideas.ts';
import { hitRateLimit } from '../../auth/rate-limit.ts';
import type { Db } from '../../db/client.ts';
import { ConflictError, NotFoundError, TooManyRequestsError } from '../../errors.ts';
import {
  findIdea,
  findStoreIdea,
  insertIdea,
  listAllIdeas,
  listStoreIdeas,
  updateIdeaStatus,
} from './ideas-queries.ts';

type Row = Omit<Idea, 'createdAt'> & { createdAt: Date };

function toIdea<T extends Row>(row: T): Omit<T, 'createdAt'> & { createdAt: string } {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

/**
 * Ideas a shop may send in 24 hours (a fixed window from the first, counted in the database so every
 * process shares it): a shop sends a few a month; a script with a session cannot fill the super
 * admin's list.
 */
export const IDEA_LIMITS = { perStore: { limit: 20, windowSeconds: 24 * 60 * 60 } };

export async function sendIdea(db: Db, storeId: number, input: IdeaFields): Promise<Idea> {
  const wait = await hitRateLimit(db, `ideas:store:${storeId}`, IDEA_LIMITS.perStore);
  if (wait > 0) throw new TooManyRequestsError(ideaMessages.tooMany, wait);
  return toIdea(await insertIdea(db, storeId, input));
}

export async function getStoreIdeas(db: Db, storeId: number): Promise<IdeaList> {
  return { ideias: (await listStoreIdeas(db, storeId)).map(toIdea) };
}

export async function getStoreIdea(db: Db, storeId: number, id: number): Promise<Idea> {
  const row = await findStoreIdea(db, storeId, id);
  if (!row) throw new NotFoundError(ideaMessages.notFound);
  return toIdea(row);
}

export async function getAllIdeas(db: Db, status?: IdeaStatus): Promise<AdminIdeaList> {
  return { ideias: (await listAllIdeas(db, status)).map(toIdea) };
}

export async function getIdea(db: Db, id: number): Promise<AdminIdea> {
  const row = await findIdea(db, id);
  if (!row) throw new NotFoundError(ideaMessages.notFound);
  return toIdea(row);
}

/**
 * enviada → em análise → implementada or recusada. Setting the status it already has changes
 * nothing (a repeated click); any other move is refused with 409.
 */
export async function changeIdeaStatus(db: Db, id: number, to: IdeaStatus): Promise<AdminIdea> {
  const current = await getIdea(db, id);
  if (current.status === to) return current;
  if (!nextIdeaStatuses(current.status).includes(to)) {
    throw new ConflictError(ideaMessages.statusNotAllowed(current.status, to));
  }
  const moved = await updateIdeaStatus(db, id, current.status, to);
  if (!moved) {
    // Someone else moved it in between: answer with what it is now.
    const now = await getIdea(db, id);
    if (now.status === to) return now;
    throw new ConflictError(ideaMessages.statusNotAllowed(now.status, to));
  }
  return { ...current, status: to };
}
