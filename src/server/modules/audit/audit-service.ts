import {
  type AuditList,
  type AuditListQuery,
  auditKindActions,
  describeAuditEntry,
} from '../../../shared/contracts/audit.ts';
import type { Db } from '../../db/client.ts';
import { type ActorFilter, countAuditEntries, listAuditActors, listAuditEntries } from './audit-queries.ts';

type ParsedQuery = Required<Pick<AuditListQuery, 'limit' | 'offset'>> & Pick<AuditListQuery, 'tipo' | 'ator'>;

export async function getAuditLog(db: Db, storeId: number, query: ParsedQuery): Promise<AuditList> {
  const limit = Number(query.limit);
  const offset = Number(query.offset);
  const actions = query.tipo ? auditKindActions[query.tipo] : undefined;
  const by: ActorFilter | undefined =
    query.ator === undefined
      ? undefined
      : query.ator === 'dono'
        ? { kind: 'dono' }
        : { kind: 'staff', staffId: Number(query.ator) };
  const [rows, total, actors] = await Promise.all([
    listAuditEntries(db, storeId, { actions, by, limit, offset }),
    countAuditEntries(db, storeId, actions, by),
    listAuditActors(db, storeId),
  ]);
  const next = offset + rows.length;
  return {
    entries: rows.map(({ storeId: _, at, authorizedByStaffId: __, ...row }) => ({
      ...row,
      at: at.toISOString(),
      description: describeAuditEntry(row),
    })),
    total,
    atores: actors.map((a) => ({
      id: a.staffId === null ? 'dono' : String(a.staffId),
      nome: a.staffId === null ? 'Lojista' : a.name,
      actor: a.actor,
    })),
    nextOffset: next < total && rows.length > 0 ? next : null,
  };
}
