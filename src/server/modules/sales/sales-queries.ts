import { and, asc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loyaltyValidations, wheelSpins } from '../../db/schema/loyalty.ts';
import { products } from '../../db/schema/products.ts';
import { employees, saleItems, salePayments, sales } from '../../db/schema/sales.ts';
import { stores } from '../../db/schema/stores.ts';
import { STOREFRONT_CHANGED, storeEventNotify } from '../../plugins/store-events.ts';

export async function findSaleIdByKey(db: Db, storeId: number, idempotencyKey: string) {
  const [row] = await db
    .select({ id: sales.id })
    .from(sales)
    .where(and(eq(sales.storeId, storeId), eq(sales.idempotencyKey, idempotencyKey)));
  return row?.id;
}

/**
 * The shop's next sale number. The update locks the shop's row until the transaction ends, so
 * one shop's sales are saved one at a time (numbers without gaps, stock and balances in turn).
 * Undefined when the shop does not exist or is blocked (as for orders).
 */
export async function takeSaleNumber(db: Db, storeId: number) {
  const [row] = await db
    .update(stores)
    .set({ saleSeq: sql`${stores.saleSeq} + 1` })
    .where(and(eq(stores.id, storeId), eq(stores.status, 'liberado')))
    .returning({ number: stores.saleSeq });
  return row?.number;
}

export async function findEmployee(db: Db, storeId: number, employeeId: number) {
  const [row] = await db
    .select({ id: employees.id, name: employees.name })
    .from(employees)
    .where(and(eq(employees.id, employeeId), eq(employees.storeId, storeId)));
  return row;
}

export async function findProductsForSale(db: Db, storeId: number, productIds: number[]) {
  if (productIds.length === 0) return [];
  return db
    .select({
      id: products.id,
      code: products.code,
      name: products.name,
      priceCents: products.priceCents,
      stock: products.stock,
    })
    .from(products)
    .where(and(eq(products.storeId, storeId), inArray(products.id, productIds)));
}

export interface SaleRecords {
  sale: typeof sales.$inferInsert & { id: string };
  items: (typeof saleItems.$inferInsert)[];
  payments: (typeof salePayments.$inferInsert)[];
  storefrontChanged: boolean;
}

/**
 * Everything a sale writes after its number, stock and customer, as the parts of ONE statement:
 * the sale (its id chosen by the caller), its lines, its payments, and the storefront's notice
 * when a tracked stock changed (sent on commit). The foreign keys are checked at the end of the
 * statement, so the customer's ledger entries that name the sale may be in it too. `withdraw`:
 * the statement failed, no notice will come.
 */
export function saleRecordsSql(db: Db, records: SaleRecords) {
  const parts: SQL[] = [sql`s as (${db.insert(sales).values(records.sale).getSQL()})`];
  if (records.items.length > 0) parts.push(sql`i as (${db.insert(saleItems).values(records.items).getSQL()})`);
  if (records.payments.length > 0) {
    parts.push(sql`p as (${db.insert(salePayments).values(records.payments).getSQL()})`);
  }
  const notify = records.storefrontChanged
    ? storeEventNotify({ storeId: records.sale.storeId, type: STOREFRONT_CHANGED })
    : null;
  return { parts, select: notify ? [sql`${notify.sql} as notified`] : [], withdraw: () => notify?.withdraw() };
}

/** A sale without a customer: its records alone, in one statement. */
export async function insertSaleRecords(db: Db, records: SaleRecords) {
  const written = saleRecordsSql(db, records);
  try {
    await db.execute(
      sql`with ${sql.join(written.parts, sql`, `)} select ${sql.join([sql`1`, ...written.select], sql`, `)}`,
    );
  } catch (err) {
    written.withdraw();
    throw err;
  }
}

// --- Reading ---

export async function findSaleRow(db: Db, storeId: number, saleId: string) {
  const [row] = await db
    .select()
    .from(sales)
    .where(and(eq(sales.id, saleId), eq(sales.storeId, storeId)));
  return row;
}

/** The sale's row locked for its deletion. */
export async function lockSaleRow(db: Db, storeId: number, saleId: string) {
  const [row] = await db
    .select()
    .from(sales)
    .where(and(eq(sales.id, saleId), eq(sales.storeId, storeId)))
    .for('update');
  return row;
}

export async function listSaleRows(db: Db, storeId: number, from: Date, to: Date) {
  return db
    .select()
    .from(sales)
    .where(and(eq(sales.storeId, storeId), gte(sales.soldAt, from), lt(sales.soldAt, to)))
    .orderBy(asc(sales.soldAt), asc(sales.number));
}

/**
 * The items, payments and loyalty validations of some sales. One query after the other: callers
 * pass a transaction too (deleting a sale, a customer's export), and a transaction's queries share
 * one connection, which runs them one at a time anyway (pg deprecates queuing them concurrently).
 */
export async function listSaleDetails(db: Db, storeId: number, saleIds: string[]) {
  if (saleIds.length === 0) return { items: [], payments: [], validations: [] };
  const items = await db
    .select()
    .from(saleItems)
    .where(and(eq(saleItems.storeId, storeId), inArray(saleItems.saleId, saleIds)))
    .orderBy(asc(saleItems.id));
  const payments = await db
    .select()
    .from(salePayments)
    .where(and(eq(salePayments.storeId, storeId), inArray(salePayments.saleId, saleIds)))
    .orderBy(asc(salePayments.id));
  const validations = await db
    .select({
      id: loyaltyValidations.id,
      saleId: loyaltyValidations.saleId,
      qualifies: loyaltyValidations.qualifies,
      grantsSpin: loyaltyValidations.grantsSpin,
      spinId: wheelSpins.id,
    })
    .from(loyaltyValidations)
    .leftJoin(
      wheelSpins,
      and(eq(wheelSpins.storeId, loyaltyValidations.storeId), eq(wheelSpins.validationId, loyaltyValidations.id)),
    )
    .where(and(eq(loyaltyValidations.storeId, storeId), inArray(loyaltyValidations.saleId, saleIds)));
  return { items, payments, validations };
}

// --- Deletion ---

export async function listSaleItems(db: Db, storeId: number, saleId: string) {
  return db
    .select({ productId: saleItems.productId, quantity: saleItems.quantity })
    .from(saleItems)
    .where(and(eq(saleItems.storeId, storeId), eq(saleItems.saleId, saleId)));
}

export async function deleteSaleRow(db: Db, storeId: number, saleId: string) {
  await db.delete(sales).where(and(eq(sales.id, saleId), eq(sales.storeId, storeId)));
}
