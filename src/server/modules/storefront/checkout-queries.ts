import { and, asc, eq, gte, inArray, isNull, or, sql } from 'drizzle-orm';
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
 * Undefined when the shop does not exist or is blocked.
 */
export async function takeOrderNumber(db: Db, storeId: number) {
  const [row] = await db
    .update(stores)
    .set({ orderSeq: sql`${stores.orderSeq} + 1` })
    .where(and(eq(stores.id, storeId), eq(stores.status, 'liberado')))
    .returning({ number: stores.orderSeq });
  return row?.number;
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

/** Takes `quantity` from the stock (when tracked) and counts the sale; false when there is not enough. */
export async function takeStock(db: Db, storeId: number, productId: number, quantity: number): Promise<boolean> {
  const rows = await db
    .update(products)
    .set({
      stock: sql`case when ${products.stock} is null then null else ${products.stock} - ${quantity} end`,
      salesCount: sql`${products.salesCount} + ${quantity}`,
    })
    .where(
      and(
        eq(products.id, productId),
        eq(products.storeId, storeId),
        or(isNull(products.stock), gte(products.stock, quantity)),
      ),
    )
    .returning({ id: products.id });
  return rows.length > 0;
}

export async function currentStock(db: Db, storeId: number, productId: number) {
  const [row] = await db
    .select({ stock: products.stock })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.storeId, storeId)));
  return row?.stock ?? 0;
}

export async function insertOrder(db: Db, values: typeof orders.$inferInsert) {
  const [row] = await db.insert(orders).values(values).returning({ id: orders.id });
  if (!row) throw new Error('order insert returned no row');
  return row.id;
}

export async function insertOrderDetails(
  db: Db,
  details: {
    items: (typeof orderItems.$inferInsert)[];
    event: typeof orderEvents.$inferInsert;
  },
) {
  await db.insert(orderItems).values(details.items);
  await db.insert(orderEvents).values(details.event);
}

/** Tells every listening process (the owner's live order screen) about the order, on commit. */
export async function notifyStoreEvent(db: Db, payload: { storeId: number; type: string; orderId: string }) {
  await db.execute(sql`select pg_notify('store_events', ${JSON.stringify(payload)})`);
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
      nomeEmpresa: stores.nomeEmpresa,
      storeTelefone: stores.telefone,
      customerName: orders.customerName,
      paymentMethod: orders.paymentMethod,
      changeForCents: orders.changeForCents,
      totalCents: orders.totalCents,
      pointsAwarded: orders.pointsAwarded,
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
