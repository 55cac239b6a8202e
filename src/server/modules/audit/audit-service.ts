import {
  type AuditList,
  type AuditListQuery,
  auditKindActions,
  describeAuditEntry,
} from '../../../shared/contracts/audit.ts';
import type { Db } from '../../db/client.ts';
import { countAuditEntries, listAuditEntries } from './audit-queries.ts';

type ParsedQuery = Required<Pick<AuditListQuery, 'limit' | 'offset'>> & Pick<AuditListQuery, 'tipo'>;

export async function getAuditLog(db: Db, storeId: number, query: ParsedQuery): Promise<AuditList> {
  const limit = Number(query.limit);
  const offset = Number(query.offset);
  const actions = query.tipo ? auditKindActions[query.tipo] : undefined;
  const [rows, total] = await Promise.all([
    listAuditEntries(db, storeId, { actions, limit, offset }),
    countAuditEntries(db, storeId, actions),
  ]);
  const next = offset + rows.length;
  return {
    entries: rows.map(({ storeId: _, at, ...row }) => ({
      ...row,
      at: at.toISOString(),
      description: describeAuditEntry(row),
    })),
    total,
    nextOffset: next < total && rows.length > 0 ? next : null,
  };
}
