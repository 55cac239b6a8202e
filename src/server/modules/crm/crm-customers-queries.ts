import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers } from '../../db/schema/customers.ts';
import { type CustomerFilter, customerFilterWhere } from '../customers/customers-queries.ts';

/**
 * The cashback a customer can still spend at `now` (entries not expired). The outer row's columns
 * are written out with their table: Drizzle leaves a select list's columns unqualified, which
 * inside this subquery would name cashback_entries' own columns.
 */
const spendableCashback = (now: Date) => sql<number>`coalesce((
  select sum(ce.remaining_cents) from cashback_entries ce
  where ce.store_id = "customers"."store_id"
    and ce.customer_id = "customers"."id"
    and ce.expires_at > ${now.toISOString()}::timestamptz
), 0)::int`;

export const crmCustomerColumns = (now: Date) => ({
  id: customers.id,
  nome: customers.nome,
  telefone: customers.telefone,
  dataNascimento: customers.dataNascimento,
  pontos: customers.pointsBalance,
  cashbackCents: spendableCashback(now),
  totalVendas: customers.purchaseCount,
  whatsappOptOut: sql<boolean>`${customers.whatsappOptOutAt} is not null`,
});

/** One page of the shop's customers in name order, with what a message needs. */
export async function listCrmCustomers(
  db: Db,
  filter: CustomerFilter,
  page: { limit: number; offset: number },
  now: Date,
) {
  return db
    .select(crmCustomerColumns(now))
    .from(customers)
    .where(customerFilterWhere(filter))
    .orderBy(asc(customers.nome), asc(customers.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countCrmCustomers(db: Db, filter: CustomerFilter): Promise<number> {
  return db.$count(customers, customerFilterWhere(filter));
}

/** Records (or withdraws) a customer's WhatsApp opt-out; false when the shop has no such customer. */
export async function setWhatsappOptOut(db: Db, storeId: number, customerId: number, optOut: boolean, now: Date) {
  const rows = await db
    .update(customers)
    .set({
      whatsappOptOutAt: optOut ? sql`coalesce(${customers.whatsappOptOutAt}, ${now.toISOString()}::timestamptz)` : null,
    })
    .where(and(eq(customers.storeId, storeId), eq(customers.id, customerId)))
    .returning({ id: customers.id });
  return rows.length > 0;
}

export async function findCrmCustomer(db: Db, storeId: number, customerId: number, now: Date) {
  const [row] = await db
    .select(crmCustomerColumns(now))
    .from(customers)
    .where(and(eq(customers.storeId, storeId), eq(customers.id, customerId)));
  return row;
}
