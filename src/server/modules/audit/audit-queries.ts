import { and, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { AuditAction, AuditActor } from '../../../shared/contracts/audit.ts';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema/audit.ts';

/** What an entry records. `before`/`after` hold only what the sentence needs (no CPF, phone...). */
export interface AuditRecord {
  storeId: number;
  action: AuditAction;
  entity: 'sale' | 'order' | 'product' | 'customer';
  entityId: string | number;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  /** Who did it; today only the shop's own login. */
  actor?: AuditActor;
  at?: Date;
}

/** Writes one entry. Call it with the transaction of the change it describes. */
export async function writeAudit(db: Db, record: AuditRecord): Promise<void> {
  await db.insert(auditLog).values({
    storeId: record.storeId,
    actor: record.actor ?? 'lojista',
    action: record.action,
    entity: record.entity,
    entityId: String(record.entityId),
    before: record.before ?? null,
    after: record.after ?? null,
    ...(record.at ? { at: record.at } : {}),
  });
}

function filterWhere(storeId: number, actions?: readonly string[]): SQL | undefined {
  return and(eq(auditLog.storeId, storeId), actions ? inArray(auditLog.action, [...actions]) : undefined);
}

/** One page of the shop's entries, newest first. */
export async function listAuditEntries(
  db: Db,
  storeId: number,
  filter: { actions?: readonly string[]; limit: number; offset: number },
) {
  return db
    .select()
    .from(auditLog)
    .where(filterWhere(storeId, filter.actions))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(filter.limit)
    .offset(filter.offset);
}

export async function countAuditEntries(db: Db, storeId: number, actions?: readonly string[]): Promise<number> {
  return db.$count(auditLog, filterWhere(storeId, actions));
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
