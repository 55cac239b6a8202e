import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/**
 * The stock of the shop's products, as every purchase changes it: the storefront order and the
 * counter sale take it, a cancelled order and a deleted sale give it back. One statement for all
 * the lines of a purchase; the rows are locked in product id order (the sub-select), the order
 * every multi-product stock change uses, so two of them never wait for each other in a cycle.
 */

export interface StockLine {
  productId: number;
  /** Units taken from (or given back to) a tracked stock; ignored for a product not tracked. */
  units: number;
  /** What the line adds to (or takes off) the product's sales count. */
  soldCount: number;
}

export interface TakenProduct {
  id: number;
  code: number;
  name: string;
  priceCents: number;
  /** The stock left (null: not tracked). */
  stock: number | null;
}

function linesValues(lines: StockLine[]) {
  return sql.join(
    lines.map((l) => sql`(${l.productId}::int, ${l.units}::int, ${l.soldCount}::int)`),
    sql`, `,
  );
}

function lockedProducts(storeId: number, lines: StockLine[]) {
  const ids = sql.join(
    lines.map((l) => sql`${l.productId}::int`),
    sql`, `,
  );
  return sql`(
      select id from products where store_id = ${storeId} and id in (${ids})
      order by id
      for no key update
    ) as locked`;
}

/**
 * Takes every line's units from its product's tracked stock and counts them as sold, never below
 * zero, and reads what the purchase needs of each product. Only the products it changed come back,
 * in id order: a line missing from the answer is a product the shop does not have, or one without
 * enough stock (nothing then counts: the caller rolls the transaction back). One line per product.
 */
export async function takeStock(db: Db, storeId: number, lines: StockLine[]): Promise<TakenProduct[]> {
  if (lines.length === 0) return [];
  const result = await db.execute(sql`
    update products as p
    set stock = case when p.stock is null then null else p.stock - v.units end,
        sales_count = p.sales_count + v.sold
    from ${lockedProducts(storeId, lines)}, (values ${linesValues(lines)}) as v(product_id, units, sold)
    where p.id = locked.id and p.id = v.product_id and p.store_id = ${storeId}
      and (p.stock is null or p.stock >= v.units)
    returning p.id, p.code, p.name, p.price_cents as "priceCents", p.stock`);
  return (result as unknown as { rows: TakenProduct[] }).rows.sort((a, b) => a.id - b.id);
}

/**
 * Gives every line's units back to its product's tracked stock and takes them off the sales count
 * (never below zero); products deleted since are skipped. True when a tracked stock changed.
 */
export async function returnStock(db: Db, storeId: number, lines: StockLine[]): Promise<boolean> {
  if (lines.length === 0) return false;
  const result = await db.execute(sql`
    update products as p
    set stock = case when p.stock is null then null else p.stock + v.units end,
        sales_count = greatest(p.sales_count - v.sold, 0)
    from ${lockedProducts(storeId, lines)}, (values ${linesValues(lines)}) as v(product_id, units, sold)
    where p.id = locked.id and p.id = v.product_id and p.store_id = ${storeId}
    returning p.stock`);
  return (result as unknown as { rows: { stock: number | null }[] }).rows.some((r) => r.stock !== null);
}

/** One line per product, in product id order (the lock order), units and counts added up. */
export function mergeStockLines(lines: StockLine[]): StockLine[] {
  const byProduct = new Map<number, StockLine>();
  for (const l of lines) {
    const seen = byProduct.get(l.productId) ?? { productId: l.productId, units: 0, soldCount: 0 };
    seen.units += l.units;
    seen.soldCount += l.soldCount;
    byProduct.set(l.productId, seen);
  }
  return [...byProduct.values()].sort((a, b) => a.productId - b.productId);
}
