import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers, pointsLedger } from '../../db/schema/customers.ts';
import { cashbackEntries } from '../../db/schema/loyalty.ts';
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

export interface TakenProduct {
  id: number;
  code: number;
  name: string;
  priceCents: number;
  stock: number | null;
}

/**
 * Every line's quantity taken from its product's stock (when tracked) and counted as sold, in ONE
 * statement that also reads what the order needs of each product. The rows are locked in product
 * id order (the sub-select), the order every multi-product stock change uses, so two of them never
 * wait for each other in a cycle. Only the products it changed come back: a line missing from the
 * answer is a product the shop does not have, or one without enough stock (nothing then counts:
 * the caller rolls the transaction back).
 */
export async function takeStockForLines(
  db: Db,
  storeId: number,
  lines: { productId: number; quantity: number }[],
): Promise<TakenProduct[]> {
  const ids = lines.map((l) => l.productId);
  const values = sql.join(
    lines.map((l) => sql`(${l.productId}::int, ${l.quantity}::int)`),
    sql`, `,
  );
  const result = await db.execute(sql`
    update products as p
    set stock = case when p.stock is null then null else p.stock - v.quantity end,
        sales_count = p.sales_count + v.quantity
    from (
      select id from products
      where store_id = ${storeId} and id in (${sql.join(
        ids.map((id) => sql`${id}::int`),
        sql`, `,
      )})
      order by id
      for no key update
    ) as locked, (values ${values}) as v(product_id, quantity)
    where p.id = locked.id and p.id = v.product_id and p.store_id = ${storeId}
      and (p.stock is null or p.stock >= v.quantity)
    returning p.id, p.code, p.name, p.price_cents as "priceCents", p.stock`);
  return (result as unknown as { rows: TakenProduct[] }).rows.sort((a, b) => a.id - b.id);
}

/**
 * Everything an order writes after its customer, in ONE statement: the order (its id chosen by the
 * caller), its lines, its first status event, the points' ledger entry and the cashback earned
 * (when any), and the events announced on commit. The statement runs while the shop's row is
 * locked: one round trip instead of one per table keeps that lock short. The foreign keys are
 * checked at the end of the statement, when every part is in.
 */
export async function insertOrderRecords(
  db: Db,
  records: {
    order: typeof orders.$inferInsert & { id: string };
    items: (typeof orderItems.$inferInsert)[];
    event: typeof orderEvents.$inferInsert;
    points?: typeof pointsLedger.$inferInsert;
    cashback?: typeof cashbackEntries.$inferInsert;
    notify: SQL[];
  },
) {
  const parts: SQL[] = [
    sql`o as (${db.insert(orders).values(records.order).getSQL()})`,
    sql`i as (${db.insert(orderItems).values(records.items).getSQL()})`,
    sql`e as (${db.insert(orderEvents).values(records.event).getSQL()})`,
  ];
  if (records.points) parts.push(sql`p as (${db.insert(pointsLedger).values(records.points).getSQL()})`);
  if (records.cashback) parts.push(sql`c as (${db.insert(cashbackEntries).values(records.cashback).getSQL()})`);
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
