import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers } from '../../db/schema/customers.ts';
import { orderEvents, orderItems, orders } from '../../db/schema/orders.ts';
import { products } from '../../db/schema/products.ts';
import { stores } from '../../db/schema/stores.ts';

export async function findOrderIdByKey(db: Db, storeId: number, idempotencyKey: string) {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.storeId, storeId), eq(orders.idempotencyKey, idempotencyKey)));
  return row?.id;
}

/**
 * The shop's next order number. The update also locks the shop's row until the transaction ends,
 * so the orders of one shop are taken one at a time (numbers without gaps, stock checks in turn).
 * Also the shop's name and phone, for the buyer's confirmation. Undefined when the shop does not
 * exist or is blocked.
 */
export async function takeOrderNumber(db: Db, storeId: number) {
  const [row] = await db
    .update(stores)
    .set({ orderSeq: sql`${stores.orderSeq} + 1` })
    .where(and(eq(stores.id, storeId), eq(stores.status, 'liberado')))
    .returning({ number: stores.orderSeq, nomeEmpresa: stores.nomeEmpresa, telefone: stores.telefone });
  return row;
}

export async function findProductsForOrder(db: Db, storeId: number, productIds: number[]) {
  return db
    .select({
      id: products.id,
      code: products.code,
      name: products.name,
      priceCents: products.priceCents,
      stock: products.stock,
    })
    .from(products)
    .where(and(eq(products.storeId, storeId), inArray(products.id, productIds)))
    .orderBy(asc(products.id));
}

/**
 * Everything an order writes after its customer, in ONE statement: the order (its id chosen by the
 * caller), its lines, its first status event, and the events announced on commit (its points and
 * cashback are credited on delivery). The statement runs while the shop's row is
 * locked: one round trip instead of one per table keeps that lock short. The foreign keys are
 * checked at the end of the statement, when every part is in.
 */
export async function insertOrderRecords(
  db: Db,
  records: {
    order: typeof orders.$inferInsert & { id: string };
    items: (typeof orderItems.$inferInsert)[];
    event: typeof orderEvents.$inferInsert;
    notify: SQL[];
  },
) {
  const parts: SQL[] = [
    sql`o as (${db.insert(orders).values(records.order).getSQL()})`,
    sql`i as (${db.insert(orderItems).values(records.items).getSQL()})`,
    sql`e as (${db.insert(orderEvents).values(records.event).getSQL()})`,
  ];
  const notify = records.notify.length > 0 ? sql.join(records.notify, sql`, `) : sql`1`;
  await db.execute(sql`with ${sql.join(parts, sql`, `)} select ${notify}`);
}

/** An order with what its buyer's confirmation page shows. */
export async function findBuyerOrder(db: Db, orderId: string) {
  const [row] = await db
    .select({
      id: orders.id,
      number: orders.number,
      status: orders.status,
      createdAt: orders.createdAt,
      storeId: orders.storeId,
      storeStatus: stores.status,
      nomeEmpresa: stores.nomeEmpresa,
      storeTelefone: stores.telefone,
      customerName: orders.customerName,
      paymentMethod: orders.paymentMethod,
      changeForCents: orders.changeForCents,
      totalCents: orders.totalCents,
      pointsAwarded: orders.pointsAwarded,
      cashbackCents: orders.cashbackCents,
      buyerVerified: orders.buyerVerified,
      pointsBalance: customers.pointsBalance,
    })
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .leftJoin(customers, and(eq(customers.id, orders.customerId), eq(customers.storeId, orders.storeId)))
    .where(eq(orders.id, orderId));
  if (!row) return undefined;
  const items = await db
    .select({
      name: orderItems.name,
      quantity: orderItems.quantity,
      unitPriceCents: orderItems.unitPriceCents,
      lineTotalCents: orderItems.lineTotalCents,
    })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), eq(orderItems.storeId, row.storeId)))
    .orderBy(asc(orderItems.id));
  return { ...row, items };
}
