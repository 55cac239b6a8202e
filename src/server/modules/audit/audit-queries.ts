import { and, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { AuditAction, AuditActor } from '../../../shared/contracts/audit.ts';
import type { Actor } from '../../auth/actor.ts';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { currentActor } from '../../db/tenant-scope.ts';

/** What an entry records. `before`/`after` hold only what the sentence needs (no CPF, phone...). */
export interface AuditRecord {
  storeId: number;
  action: AuditAction;
  entity: 'sale' | 'order' | 'product' | 'customer';
  entityId: string | number;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  /** Who did it: by default the signed-in person of the request (the owner outside one). */
  actor?: Actor;
  at?: Date;
}

/** The log's actor kind for a person: the owner is 'lojista', a team member their role. */
export function actorKind(actor: Actor | undefined): AuditActor {
  return !actor || actor.role === 'dono' ? 'lojista' : actor.role;
}

/** Writes one entry. Call it with the transaction of the change it describes. */
export async function writeAudit(db: Db, record: AuditRecord): Promise<void> {
  const actor = record.actor ?? currentActor();
  const authorization = actor?.authorization;
  await db.insert(auditLog).values({
    storeId: record.storeId,
    actor: actorKind(actor),
    actorStaffId: actor?.staffId ?? null,
    actorName: actor?.name ?? '',
    authorizedByName: authorization?.name ?? '',
    authorizedByStaffId: authorization?.staffId ?? null,
    overrideReason: authorization?.reason ?? '',
    action: record.action,
    entity: record.entity,
    entityId: String(record.entityId),
    before: record.before ?? null,
    after: record.after ?? null,
    ...(record.at ? { at: record.at } : {}),
  });
}

/** Who an entry is filtered by: the owner, or one team member's login. */
export type ActorFilter = { kind: 'dono' } | { kind: 'staff'; staffId: number };

function filterWhere(storeId: number, actions?: readonly string[], by?: ActorFilter): SQL | undefined {
  return and(
    eq(auditLog.storeId, storeId),
    actions ? inArray(auditLog.action, [...actions]) : undefined,
    by ? (by.kind === 'dono' ? isNull(auditLog.actorStaffId) : eq(auditLog.actorStaffId, by.staffId)) : undefined,
  );
}

/** One page of the shop's entries, newest first. */
export async function listAuditEntries(
  db: Db,
  storeId: number,
  filter: { actions?: readonly string[]; by?: ActorFilter; limit: number; offset: number },
) {
  return db
    .select()
    .from(auditLog)
    .where(filterWhere(storeId, filter.actions, filter.by))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(filter.limit)
    .offset(filter.offset);
}

/** The people who have entries in the shop's log: the owner and each team member's login (latest name). */
export async function listAuditActors(db: Db, storeId: number) {
  return db
    .selectDistinctOn([auditLog.actorStaffId], {
      staffId: auditLog.actorStaffId,
      actor: auditLog.actor,
      name: auditLog.actorName,
    })
    .from(auditLog)
    .where(eq(auditLog.storeId, storeId))
    .orderBy(auditLog.actorStaffId, desc(auditLog.at), desc(auditLog.id));
}

export async function countAuditEntries(
  db: Db,
  storeId: number,
  actions?: readonly string[],
  by?: ActorFilter,
): Promise<number> {
  return db.$count(auditLog, filterWhere(storeId, actions, by));
}

/**
 * After a customer's data is deleted, the names kept in earlier entries about them go too: every
 * `customerName` of an entry about this customer (or naming them as the customer of a sale).
 */
export async function scrubCustomerFromAudit(
  db: Db,
  storeId: number,
  customerId: number,
  replacement: string,
): Promise<void> {
  const id = String(customerId);
  const value = sql`to_jsonb(${replacement}::text)`;
  await db
    .update(auditLog)
    .set({
      before: sql`case when ${auditLog.before} ? 'customerName' then jsonb_set(${auditLog.before}, '{customerName}', ${value}) else ${auditLog.before} end`,
      after: sql`case when ${auditLog.after} ? 'customerName' then jsonb_set(${auditLog.after}, '{customerName}', ${value}) else ${auditLog.after} end`,
    })
    .where(
      and(
        eq(auditLog.storeId, storeId),
        or(
          and(eq(auditLog.entity, 'customer'), eq(auditLog.entityId, id)),
          sql`${auditLog.before}->>'customerId' = ${id}`,
          sql`${auditLog.after}->>'customerId' = ${id}`,
        ),
      ),
    );
}
