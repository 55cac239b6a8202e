import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { executeNamed } from '../../db/named-statement.ts';
import { customers } from '../../db/schema/customers.ts';
import { orderEvents, orderItems, orders } from '../../db/schema/orders.ts';
import { products } from '../../db/schema/products.ts';
import { stores } from '../../db/schema/stores.ts';

/** The order of a key, if any (a named statement on node-postgres: its text never changes). */
export async function findOrderIdByKey(db: Db, storeId: number, idempotencyKey: string) {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.storeId, storeId), eq(orders.idempotencyKey, idempotencyKey)))
    .prepare('checkout_order_by_key')
    .execute();
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

/** The order's products (a named statement on node-postgres, one per number of products). */
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
    .orderBy(asc(products.id))
    .prepare(`checkout_products_${productIds.length}`)
    .execute();
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

/**
 * What the one-statement order fails with when the shop, a product or its stock is no longer as
 * it was read (PostgreSQL's message for the cast that fails on purpose; see placeOrderStatement).
 */
const ORDER_CHANGED = 'fidelizaloja: the order changed since it was read';

/** True for the failure of placeOrderStatement that says something changed since the read. */
export function isOrderChanged(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (code === '22P02' && typeof message === 'string' && message.includes(ORDER_CHANGED)) return true;
  }
  return false;
}

/** A line as the products were read before the statement: what it must still find. */
export interface ReadLine {
  productId: number;
  quantity: number;
  code: number;
  name: string;
  priceCents: number;
  /** The product tracks its stock (it had a number, not null). */
  tracked: boolean;
}

/**
 * A whole storefront order in ONE statement, its own transaction (decision 027): the shop's next
 * number, every line's stock, the customer with the purchase counted, the order, its lines, its
 * first status event and the events announced on commit. Each row is taken once, by the part that
 * changes it (`UPDATE … RETURNING`, the customer's `INSERT … ON CONFLICT DO UPDATE`), in the
 * order every purchase takes its locks: the shop's row, then the products (in id order, as
 * takeStock locks them), then the customer. The products' part reads the shop's id from the
 * shop's part and the customer's part counts the products' rows, so each waits for the one before.
 *
 * The lines must find their products as they were read (same code, name and price, stock still
 * tracked or not, and enough of it). When a line does not, or the shop is blocked or gone, the
 * customer's shop id is a cast of ORDER_CHANGED to an integer, which fails: the whole statement
 * is undone, before the customer's row is touched, and nothing was written (isOrderChanged tells
 * that failure; the caller then places the order the long way, which says what changed).
 */
export async function placeOrderStatement(
  db: Db,
  parts: {
    storeId: number;
    lines: ReadLine[];
    /** The customer's upsert with the given expression as its shop's id, returning id, email, points_balance. */
    customer: (storeIdValue: SQL) => SQL;
    /** The order: its number, customer id and e-mail are filled in by the statement. */
    order: Omit<typeof orders.$inferInsert, 'number' | 'customerId' | 'customerEmail'> & { id: string };
    /** What the order's e-mail is when the customer on file has none. */
    placeholderEmail: string;
    items: PgInsertValue<typeof orderItems>[];
    event: PgInsertValue<typeof orderEvents>;
    notify: SQL[];
  },
) {
  const { storeId, lines } = parts;
  const ids = sql.join(
    lines.map((l) => sql`${l.productId}::int`),
    sql`, `,
  );
  const values = sql.join(
    lines.map(
      (l) =>
        sql`(${l.productId}::int, ${l.quantity}::int, ${l.code}::int, ${l.name}::text, ${l.priceCents}::int, ${l.tracked}::boolean)`,
    ),
    sql`, `,
  );
  const storeIdOrFail = sql`(select (case when count(*) = ${lines.length}::int and exists (select from shop)
      then ${String(storeId)}::text else ${ORDER_CHANGED}::text end)::int from taken)`;
  const order = db
    .insert(orders)
    .values({
      ...parts.order,
      number: sql`(select number from shop)`,
      customerId: sql`(select id from cust)`,
      customerEmail: sql`(select coalesce(nullif(email, ''), ${parts.placeholderEmail}::text) from cust)`,
    })
    .getSQL();
  const notify = parts.notify.length > 0 ? sql.join(parts.notify, sql`, `) : sql`1`;
  const rows = await executeNamed<{
    number: number;
    nome_empresa: string;
    telefone: string;
    points_balance: number | string;
  }>(
    db,
    'place_order',
    sql`with shop(id, number, nome_empresa, telefone) as (
      update stores set order_seq = order_seq + 1
      where id = ${storeId}::int and status = 'liberado'
      returning id, order_seq, nome_empresa, telefone
    ), taken as (
      update products as p
      set stock = case when p.stock is null then null else p.stock - v.units end,
          sales_count = p.sales_count + v.units
      from (
          select id from products where store_id = (select id from shop) and id in (${ids})
          order by id
          for no key update
        ) as locked,
        (values ${values}) as v(product_id, units, code, name, price_cents, tracked)
      where p.id = locked.id and p.id = v.product_id and p.store_id = ${storeId}::int
        and (p.stock is null or p.stock >= v.units)
        and p.code = v.code and p.name = v.name and p.price_cents = v.price_cents
        and (p.stock is not null) = v.tracked
      returning p.id
    ), cust(id, email, points_balance) as (${parts.customer(storeIdOrFail)}),
    o as (${order}),
    i as (${db.insert(orderItems).values(parts.items).getSQL()}),
    e as (${db.insert(orderEvents).values(parts.event).getSQL()})
    select shop.number, shop.nome_empresa, shop.telefone, cust.points_balance, ${notify}
    from shop, cust`,
  );
  const [row] = rows;
  if (!row) throw new Error('the order statement returned no row');
  return {
    number: Number(row.number),
    nomeEmpresa: row.nome_empresa,
    telefone: row.telefone,
    pointsBalance: Number(row.points_balance),
  };
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
