import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Purchase } from '../../../shared/contracts/customers.ts';
import type { Db } from '../../db/client.ts';
import { orderItems, orders } from '../../db/schema/orders.ts';

/**
 * A customer's purchases, one function per source. Each returns the newest `limit` purchases of
 * its source as the API shows them; the service merges the sources. Counter sales (point of sale)
 * join here as `listCounterSalePurchases` once their tables exist.
 */
export type PurchaseSource = (db: Db, storeId: number, customerId: number, limit: number) => Promise<Purchase[]>;

/** Online orders from the storefront, with their items. */
export const listOnlineOrderPurchases: PurchaseSource = async (db, storeId, customerId, limit) => {
  const rows = await db
    .select({
      id: orders.id,
      number: orders.number,
      status: orders.status,
      paymentMethod: orders.paymentMethod,
      totalCents: orders.totalCents,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(and(eq(orders.storeId, storeId), eq(orders.customerId, customerId)))
    .orderBy(desc(orders.createdAt), desc(orders.number))
    .limit(limit);
  if (rows.length === 0) return [];

  const items = await db
    .select({
      orderId: orderItems.orderId,
      name: orderItems.name,
      quantity: orderItems.quantity,
      unitPriceCents: orderItems.unitPriceCents,
      totalCents: orderItems.lineTotalCents,
    })
    .from(orderItems)
    .where(
      and(
        eq(orderItems.storeId, storeId),
        inArray(
          orderItems.orderId,
          rows.map((r) => r.id),
        ),
      ),
    )
    .orderBy(orderItems.id);

  return rows.map((order) => ({
    id: order.id,
    source: 'online' as const,
    number: order.number,
    createdAt: order.createdAt.toISOString(),
    status: order.status,
    paymentMethod: order.paymentMethod,
    totalCents: order.totalCents,
    items: items.filter((item) => item.orderId === order.id).map(({ orderId: _, ...item }) => item),
  }));
};
