import { and, asc, eq, getTableColumns, inArray, is, SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { flashPromotionProducts, flashPromotions } from '../../db/schema/crm.ts';
import { customers, pointsLedger } from '../../db/schema/customers.ts';
import { cashbackConfig, cashbackEntries } from '../../db/schema/loyalty.ts';
import { orderEvents, orderItems, orders } from '../../db/schema/orders.ts';
import { products } from '../../db/schema/products.ts';
import { stores } from '../../db/schema/stores.ts';
import { runningAt } from '../promotions/promotions-queries.ts';

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

/**
 * What an order reads before it writes, in ONE statement: the order already made with this
 * Idempotency-Key (if any), the lines' products (in id order; a product of another shop or none is
 * missing), the promotion running at `now` with its products, and the shop's cashback rule (its
 * row, if saved). Nothing is locked: `placeOrder` checks under lock that the products are still
 * what was read here.
 */
export async function readForOrder(db: Db, storeId: number, idempotencyKey: string, productIds: number[], now: Date) {
  const ids =
    productIds.length === 0
      ? sql`null`
      : sql.join(
          productIds.map((id) => sql`${id}::int`),
          sql`, `,
        );
  const epochMs = (column: SQL | typeof flashPromotions.startsAt) => sql`floor(extract(epoch from ${column}) * 1000)`;
  const result = await db.execute(sql`
    select
      (select ${orders.id} from ${orders}
        where ${orders.storeId} = ${storeId} and ${orders.idempotencyKey} = ${idempotencyKey}) as "earlier",
      (select coalesce(json_agg(json_build_object('id', ${products.id}, 'code', ${products.code},
          'name', ${products.name}, 'priceCents', ${products.priceCents}, 'stock', ${products.stock})
          order by ${products.id}), '[]'::json)
        from ${products} where ${products.storeId} = ${storeId} and ${products.id} in (${ids})) as "products",
      (select json_build_object('id', f.id, 'discountPercent', f.discount_percent,
          'startsAt', ${epochMs(sql`f.starts_at`)}, 'endsAt', ${epochMs(sql`f.ends_at`)},
          'productIds', (select coalesce(json_agg(${flashPromotionProducts.productId}), '[]'::json)
            from ${flashPromotionProducts}
            where ${flashPromotionProducts.storeId} = ${storeId} and ${flashPromotionProducts.promotionId} = f.id))
        from (select ${flashPromotions.id} as id, ${flashPromotions.discountPercent} as discount_percent,
            ${flashPromotions.startsAt} as starts_at, ${flashPromotions.endsAt} as ends_at
          from ${flashPromotions} where ${flashPromotions.storeId} = ${storeId} and ${runningAt(now)}
          order by ${flashPromotions.startsAt} desc, ${flashPromotions.id} desc limit 1) as f) as "promotion",
      (select json_build_object('percentBasisPoints', ${cashbackConfig.percentBasisPoints},
          'redeemDays', ${cashbackConfig.redeemDays}, 'minPurchaseCents', ${cashbackConfig.minPurchaseCents},
          'active', ${cashbackConfig.active})
        from ${cashbackConfig} where ${cashbackConfig.storeId} = ${storeId}) as "cashback"`);
  const [row] = (result as unknown as { rows: OrderReads[] }).rows;
  if (!row) throw new Error('the order reads returned no row');
  // PGlite gives json as parsed values, node-postgres too; a string would be a driver's choice.
  const json = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);
  const promotion = row.promotion === null ? null : json(row.promotion);
  return {
    earlier: row.earlier ?? undefined,
    products: json(row.products),
    promotion: promotion && {
      ...promotion,
      startsAt: new Date(Number(promotion.startsAt)),
      endsAt: new Date(Number(promotion.endsAt)),
    },
    cashback: row.cashback === null ? undefined : json(row.cashback),
  };
}

interface OrderReads {
  earlier: string | null;
  products: TakenProduct[] | string;
  promotion: { id: number; discountPercent: number; startsAt: number; endsAt: number; productIds: number[] } | null;
  cashback: { percentBasisPoints: number; redeemDays: number; minPurchaseCents: number; active: boolean } | null;
}

/** `insert into table (columns) select values <rest>`: plain values are parameters cast to their column's type. */
function insertSelect(table: PgTable, row: Record<string, unknown>, rest: SQL): SQL {
  const columns = getTableColumns(table);
  const names: SQL[] = [];
  const values: SQL[] = [];
  const column = (key: string) => (columns as Record<string, (typeof columns)[string] | undefined>)[key];
  for (const [key, value] of Object.entries(row)) {
    const col = column(key);
    if (value === undefined) continue;
    if (!col) throw new Error(`no column ${key}`);
    names.push(sql`${sql.identifier(col.name)}`);
    values.push(is(value, SQL) ? value : sql`${sql.param(value, col)}::${sql.raw(col.getSQLType())}`);
  }
  return sql`insert into ${table} (${sql.join(names, sql`, `)}) select ${sql.join(values, sql`, `)} ${rest}`;
}

/** A line of `placeOrder`: what was read of its product before the lock, and what it charges. */
export interface PlacedLine {
  productId: number;
  quantity: number;
  unitPriceCents: number;
  lineTotalCents: number;
  /** As read by readForOrder: the order goes ahead only if the locked product is still so. */
  seen: TakenProduct;
}

/**
 * The whole order in ONE statement (its own transaction: no BEGIN, no COMMIT), when the products
 * under lock are exactly what was read before and every line has the stock: the shop's row locked
 * (the lock order of every writer: shop, products, customer), the lines' products locked in id
 * order and checked (same code, name, price, stock tracked or not, enough units), then, only if
 * all hold, the shop's next number, the stock, the customer (found or created, the purchase and
 * points counted: `customerUpsert`), the order, its lines, its first status event, the points'
 * ledger entry, the cashback earned, and the events announced on commit. Undefined when a check
 * does not hold (the shop unknown or blocked included): then the statement changed nothing, and
 * the caller takes the order the long way, which says why. The foreign keys are checked at the
 * end of the statement, when every part is in. Throws on a unique violation (a twin with the same
 * Idempotency-Key committed first): nothing is kept.
 */
export async function placeOrder(
  db: Db,
  storeId: number,
  input: {
    lines: PlacedLine[];
    customer: { values: typeof customers.$inferInsert; set: Record<string, SQL> };
    /** The order without its number and customer, which the statement fills. */
    order: Omit<typeof orders.$inferInsert, 'number' | 'customerId' | 'customerEmail'> & { id: string };
    /** The order's e-mail when the customer has none on file. */
    placeholderEmail: string;
    event: typeof orderEvents.$inferInsert;
    points?: Omit<typeof pointsLedger.$inferInsert, 'customerId'>;
    cashback?: Omit<typeof cashbackEntries.$inferInsert, 'customerId'>;
    notify: SQL[];
  },
): Promise<{ number: number; nomeEmpresa: string; telefone: string; pointsBalance: number } | undefined> {
  const { lines } = input;
  const ids = sql.join(
    lines.map((l) => sql`${l.productId}::int`),
    sql`, `,
  );
  const values = sql.join(
    lines.map(
      (l) =>
        sql`(${l.productId}::int, ${l.quantity}::int, ${l.unitPriceCents}::int, ${l.lineTotalCents}::int, ${l.seen.code}::int, ${l.seen.name}::text, ${l.seen.priceCents}::int, ${l.seen.stock !== null}::boolean)`,
    ),
    sql`, `,
  );
  const ok = sql`(select ok from ok)`;
  const { values: customerValues, set } = input.customer;
  const customerColumns: Record<string, { name: string } | undefined> = getTableColumns(customers);
  const customerSet = sql.join(
    Object.entries(set).map(([key, value]) => {
      const name = customerColumns[key]?.name;
      if (!name) throw new Error(`no column ${key}`);
      return sql`${sql.identifier(name)} = ${value}`;
    }),
    sql`, `,
  );
  const parts: SQL[] = [
    sql`v (product_id, quantity, unit_price_cents, line_total_cents, code, name, price_cents, tracked) as (values ${values})`,
    // The shop's row first, then its products in id order: LockRows locks the products the scan
    // gives it, and the scan gives none before the shop's row is in hand.
    sql`shop as materialized (select ${stores.id} from ${stores}
      where ${stores.id} = ${storeId} and ${stores.status} = 'liberado' for no key update)`,
    sql`locked as materialized (select p.id, p.code, p.name, p.price_cents, p.stock from ${products} as p
      where p.store_id = ${storeId} and p.id in (${ids}) and exists (select 1 from shop)
      order by p.id for no key update)`,
    sql`ok as materialized (select count(*) = ${lines.length} and coalesce(bool_and(
        locked.code = v.code and locked.name = v.name and locked.price_cents = v.price_cents
        and (locked.stock is not null) = v.tracked and (locked.stock is null or locked.stock >= v.quantity)), false) as ok
      from locked join v on v.product_id = locked.id)`,
    sql`n as (update ${stores} set order_seq = ${stores.orderSeq} + 1 where ${stores.id} = ${storeId} and ${ok}
      returning ${stores.orderSeq} as number, ${stores.nomeEmpresa} as nome_empresa, ${stores.telefone} as telefone)`,
    sql`st as (update ${products} as p
      set stock = case when p.stock is null then null else p.stock - v.quantity end, sales_count = p.sales_count + v.quantity
      from v where p.id = v.product_id and p.store_id = ${storeId} and p.id in (${ids}) and (p.stock is null or p.stock >= v.quantity) and ${ok})`,
    sql`cu as (${insertSelect(customers, customerValues, sql`where ${ok}`)}
      on conflict (store_id, cpf) do update set ${customerSet}
      returning ${customers.id} as id, ${customers.pointsBalance} as points_balance, ${customers.email} as email)`,
    sql`o as (${insertSelect(
      orders,
      {
        ...input.order,
        number: sql`n.number`,
        customerId: sql`cu.id`,
        customerEmail: sql`coalesce(nullif(cu.email, ''), ${input.placeholderEmail}::text)`,
      },
      sql`from n, cu`,
    )})`,
    sql`i as (insert into ${orderItems} (order_id, store_id, product_id, product_code, name, unit_price_cents, quantity, line_total_cents)
      select ${input.order.id}::uuid, ${storeId}::int, v.product_id, v.code, v.name, v.unit_price_cents, v.quantity, v.line_total_cents
      from v where ${ok})`,
    sql`e as (${insertSelect(orderEvents, input.event, sql`where ${ok}`)})`,
  ];
  if (input.points) {
    parts.push(sql`p as (${insertSelect(pointsLedger, { ...input.points, customerId: sql`cu.id` }, sql`from cu`)})`);
  }
  if (input.cashback) {
    parts.push(
      sql`c as (${insertSelect(cashbackEntries, { ...input.cashback, customerId: sql`cu.id` }, sql`from cu`)})`,
    );
  }
  const notify = input.notify.length > 0 ? sql`, ${sql.join(input.notify, sql`, `)}` : sql``;
  const result = await db.execute(sql`with ${sql.join(parts, sql`, `)}
    select n.number, n.nome_empresa as "nomeEmpresa", n.telefone, cu.points_balance as "pointsBalance"${notify}
    from n, cu`);
  const [row] = (
    result as unknown as { rows: { number: number; nomeEmpresa: string; telefone: string; pointsBalance: number }[] }
  ).rows;
  return row;
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
