// Rebuilds every cache of the given shops from its ledger or source rows, after a bulk load that
// wrote the rows directly (the demo shop, the scale generator):
// - customers: points (points_ledger), total spent, purchase count and last purchase (sales,
//   orders and the purchases validated on the Fidelidade screen), visits (those validations),
//   gifts value (gift_deliveries), store credit (credit_ledger);
// - products: sales count (sale and order items); shops: the last sale and order numbers;
// - daily_sales and the monthly summaries: stats_summaries_rebuild().
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

function storeList(storeIds: number[]): SQL {
  if (!storeIds.every(Number.isSafeInteger)) throw new Error('store ids must be integers');
  return sql.raw(`ARRAY[${storeIds.join(',')}]::integer[]`);
}

export async function rebuildCustomerCaches(db: Db, storeIds: number[]): Promise<void> {
  const ids = storeList(storeIds);
  await db.execute(sql`
    WITH purchases AS (
      SELECT customer_id, sum(total)::bigint AS total, count(*)::integer AS n, max(at) AS last, sum(visit)::integer AS visits
      FROM (
        SELECT customer_id, total_cents AS total, sold_at AS at, 0 AS visit
          FROM sales WHERE store_id = ANY(${ids}) AND customer_id IS NOT NULL
        UNION ALL
        SELECT customer_id, total_cents, created_at, 0
          FROM orders WHERE store_id = ANY(${ids}) AND customer_id IS NOT NULL AND status <> 'cancelado'
        UNION ALL
        SELECT customer_id, purchase_cents, created_at, 1
          FROM loyalty_validations WHERE store_id = ANY(${ids}) AND sale_id IS NULL AND order_id IS NULL
      ) AS p
      GROUP BY customer_id
    ),
    points AS (SELECT customer_id, sum(delta)::bigint AS s FROM points_ledger WHERE store_id = ANY(${ids}) GROUP BY 1),
    gifts AS (
      SELECT customer_id, sum(custo_cents)::bigint AS s FROM gift_deliveries
      WHERE store_id = ANY(${ids}) AND customer_id IS NOT NULL GROUP BY 1
    ),
    credit AS (SELECT customer_id, sum(amount_cents)::bigint AS s FROM credit_ledger WHERE store_id = ANY(${ids}) GROUP BY 1),
    fresh AS (
      SELECT c.id, coalesce(pt.s, 0) AS points, coalesce(p.total, 0) AS total, coalesce(p.n, 0) AS n,
             p.last, coalesce(p.visits, 0) AS visits, coalesce(g.s, 0) AS gifts, coalesce(cr.s, 0) AS credit
      FROM customers c
      LEFT JOIN purchases p ON p.customer_id = c.id
      LEFT JOIN points pt ON pt.customer_id = c.id
      LEFT JOIN gifts g ON g.customer_id = c.id
      LEFT JOIN credit cr ON cr.customer_id = c.id
      WHERE c.store_id = ANY(${ids})
    )
    UPDATE customers c
    SET points_balance = f.points, total_spent_cents = f.total, purchase_count = f.n, last_purchase_at = f.last,
        visits = f.visits, gifts_value_cents = f.gifts, credit_balance_cents = f.credit
    FROM fresh f
    WHERE c.id = f.id
  `);
}

export async function rebuildProductAndShopCaches(db: Db, storeIds: number[]): Promise<void> {
  const ids = storeList(storeIds);
  // A weighed (fractional) quantity counts as one sale of the product, as the point of sale counts it.
  await db.execute(sql`
    WITH sold AS (
      SELECT product_id, sum(n)::integer AS n FROM (
        SELECT product_id, CASE WHEN quantity = trunc(quantity) THEN quantity::integer ELSE 1 END AS n
          FROM sale_items WHERE store_id = ANY(${ids}) AND product_id IS NOT NULL
        UNION ALL
        SELECT product_id, quantity FROM order_items WHERE store_id = ANY(${ids}) AND product_id IS NOT NULL
      ) AS s
      GROUP BY product_id
    )
    UPDATE products p SET sales_count = coalesce(s.n, 0)
    FROM products p0 LEFT JOIN sold s ON s.product_id = p0.id
    WHERE p.id = p0.id AND p0.store_id = ANY(${ids})
  `);
  await db.execute(sql`
    UPDATE stores s
    SET sale_seq = coalesce((SELECT max(number) FROM sales WHERE store_id = s.id), 0),
        order_seq = coalesce((SELECT max(number) FROM orders WHERE store_id = s.id), 0)
    WHERE s.id = ANY(${ids})
  `);
}

export async function rebuildStatsSummaries(db: Db): Promise<void> {
  await db.execute(sql`SELECT stats_summaries_rebuild()`);
}

export async function rebuildCaches(db: Db, storeIds: number[]): Promise<void> {
  await rebuildCustomerCaches(db, storeIds);
  await rebuildProductAndShopCaches(db, storeIds);
  await rebuildStatsSummaries(db);
}
