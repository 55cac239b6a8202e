import { and, asc, count, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import { CANCELLABLE_STATUSES, type OrderStatus } from '../../../shared/contracts/owner-orders.ts';
import type { Db } from '../../db/client.ts';
import { orderEvents, orderItems, orders } from '../../db/schema/orders.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;

/** One page of a shop's orders, newest (highest number) first; one row more tells if there is a next page. */
export async function listOrders(
  db: Db,
  { storeId, status, before, limit }: { storeId: number; status?: OrderStatus; before?: number; limit: number },
): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.storeId, storeId),
        status ? eq(orders.status, status) : undefined,
        before ? lt(orders.number, before) : undefined,
      ),
    )
    .orderBy(desc(orders.number))
    .limit(limit + 1);
}

export async function countOrdersByStatus(db: Db, storeId: number) {
  return db
    .select({ status: orders.status, total: count() })
    .from(orders)
    .where(eq(orders.storeId, storeId))
    .groupBy(orders.status);
}

export async function listOrderItems(db: Db, storeId: number, orderIds: string[]): Promise<OrderItemRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.storeId, storeId), inArray(orderItems.orderId, orderIds)))
    .orderBy(asc(orderItems.id));
}

export async function findOrder(db: Db, storeId: number, orderId: string): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.storeId, storeId)));
  return row;
}

export async function listOrderEvents(db: Db, storeId: number, orderId: string) {
  return db
    .select({ status: orderEvents.status, createdAt: orderEvents.createdAt })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.storeId, storeId)))
    .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
}

/**
 * Moves an order from `from` to `to` only if it still is in `from`: of two requests racing for
 * the same step, one updates the row and the other finds nothing to update.
 */
export async function advanceOrderStatus(
  db: Db,
  { storeId, orderId, from, to }: { storeId: number; orderId: string; from: OrderStatus; to: OrderStatus },
): Promise<OrderRow | undefined> {
  const [row] = await db
    .update(orders)
    .set({ status: to, updatedAt: sql`now()` })
    .where(and(eq(orders.id, orderId), eq(orders.storeId, storeId), eq(orders.status, from)))
    .returning();
  return row;
}

export async function insertOrderEvent(
  db: Db,
  event: { storeId: number; orderId: string; status: OrderStatus },
): Promise<void> {
  await db.insert(orderEvents).values(event);
}

/**
 * Cancels an order that is still open (pendente, preparando or pronto), with its reason: of a
 * cancel racing a delivery or another cancel, one updates the row and the others find nothing.
 */
export async function cancelOpenOrder(
  db: Db,
  { storeId, orderId, reason }: { storeId: number; orderId: string; reason: string },
): Promise<OrderRow | undefined> {
  const [row] = await db
    .update(orders)
    .set({ status: 'cancelado', cancelReason: reason, updatedAt: sql`now()` })
    .where(and(eq(orders.id, orderId), eq(orders.storeId, storeId), inArray(orders.status, [...CANCELLABLE_STATUSES])))
    .returning();
  return row;
}

export async function markRewardsCredited(db: Db, storeId: number, orderId: string): Promise<void> {
  await db
    .update(orders)
    .set({ rewardsCredited: true })
    .where(and(eq(orders.id, orderId), eq(orders.storeId, storeId)));
}

/** Points and cashback of the customer's orders not delivered (nor cancelled) yet: what they will receive. */
export async function pendingRewards(db: Db, storeId: number, customerId: number) {
  const [row] = await db
    .select({
      points: sql<string>`coalesce(sum(${orders.pointsAwarded}), 0)`,
      cashbackCents: sql<string>`coalesce(sum(${orders.cashbackCents}), 0)`,
    })
    .from(orders)
    .where(
      and(
        eq(orders.storeId, storeId),
        eq(orders.customerId, customerId),
        inArray(orders.status, [...CANCELLABLE_STATUSES]),
        eq(orders.rewardsCredited, false),
      ),
    );
  return { points: Number(row?.points ?? 0), cashbackCents: Number(row?.cashbackCents ?? 0) };
}
