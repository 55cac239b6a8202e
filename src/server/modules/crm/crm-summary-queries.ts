import { and, asc, desc, eq, gte, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers } from '../../db/schema/customers.ts';
import { stores } from '../../db/schema/stores.ts';
import { crmCustomerColumns } from './crm-customers-queries.ts';

export async function findStoreName(db: Db, storeId: number): Promise<string> {
  const [row] = await db.select({ nome: stores.nomeEmpresa }).from(stores).where(eq(stores.id, storeId));
  return row?.nome ?? '';
}

export async function countStoreCustomers(db: Db, storeId: number): Promise<number> {
  return db.$count(customers, eq(customers.storeId, storeId));
}

/** Birth dates whose 'MM-DD' is one of `monthDays`. */
export function bornOn(monthDays: string[]): SQL {
  return inArray(sql`to_char(${customers.dataNascimento}, 'MM-DD')`, monthDays);
}
export const purchasesWithin = (from: number, under: number): SQL =>
  and(gte(customers.purchaseCount, from), lt(customers.purchaseCount, under)) as SQL;
export const pointsFrom = (from: number): SQL => gte(customers.pointsBalance, from);

/**
 * The shop's customers that may receive messages (no opt-out) and match `condition`: the first
 * `limit` in `order`, with how many match in all.
 */
export async function listSuggestedCustomers(
  db: Db,
  storeId: number,
  condition: SQL,
  order: 'nome' | 'compras' | 'pontos',
  limit: number,
  now: Date,
) {
  const byName = [asc(customers.nome), asc(customers.id)];
  const orderBy =
    order === 'compras'
      ? [desc(customers.purchaseCount), ...byName]
      : order === 'pontos'
        ? [desc(customers.pointsBalance), ...byName]
        : byName;
  const rows = await db
    .select({ ...crmCustomerColumns(now), matching: sql<number>`(count(*) over ())::int` })
    .from(customers)
    .where(
      and(
        eq(customers.storeId, storeId),
        isNull(customers.whatsappOptOutAt),
        isNull(customers.anonymizedAt),
        condition,
      ),
    )
    .orderBy(...orderBy)
    .limit(limit);
  return {
    clientes: rows.map(({ matching: _, ...customer }) => customer),
    total: rows[0]?.matching ?? 0,
  };
}
