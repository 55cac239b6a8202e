import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Purchase } from '../../../shared/contracts/customers.ts';
import type { Db } from '../../db/client.ts';
import { orderItems, orders } from '../../db/schema/orders.ts';
import { saleItems, salePayments, sales } from '../../db/schema/sales.ts';

/**
 * A customer's purchases, one function per source. Each returns the newest `limit` purchases of
 * its source as the API shows them; the service merges the sources.
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

/** Counter sales (point of sale), with their items; the payment is the types used, joined by ' + '. */
export const listCounterSalePurchases: PurchaseSource = async (db, storeId, customerId, limit) => {
  const rows = await db
    .select({ id: sales.id, number: sales.number, totalCents: sales.totalCents, soldAt: sales.soldAt })
    .from(sales)
    .where(and(eq(sales.storeId, storeId), eq(sales.customerId, customerId)))
    .orderBy(desc(sales.soldAt), desc(sales.number))
    .limit(limit);
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [items, payments] = await Promise.all([
    db
      .select({
        saleId: saleItems.saleId,
        name: saleItems.name,
        quantity: saleItems.quantity,
        unitPriceCents: saleItems.unitPriceCents,
        totalCents: saleItems.lineTotalCents,
      })
      .from(saleItems)
      .where(and(eq(saleItems.storeId, storeId), inArray(saleItems.saleId, ids)))
      .orderBy(saleItems.id),
    db
      .select({ saleId: salePayments.saleId, type: salePayments.type })
      .from(salePayments)
      .where(and(eq(salePayments.storeId, storeId), inArray(salePayments.saleId, ids)))
      .orderBy(salePayments.id),
  ]);
  return rows.map((sale) => {
    const types = [...new Set(payments.filter((p) => p.saleId === sale.id).map((p) => p.type))];
    return {
      id: sale.id,
      source: 'balcao' as const,
      number: sale.number,
      createdAt: sale.soldAt.toISOString(),
      status: null,
      paymentMethod: types.length > 0 ? types.join(' + ') : null,
      totalCents: sale.totalCents,
      items: items
        .filter((item) => item.saleId === sale.id)
        .map(({ saleId: _, quantity, ...item }) => ({ ...item, quantity: Number(quantity) })),
    };
  });
};
