import {
  isCancellable,
  type OrderCounts,
  type OrderList,
  type OrderStatus,
  type OwnerOrder,
  type OwnerOrderDetail,
  orderMessages,
  previousStatus,
} from '../../../shared/contracts/owner-orders.ts';
import type { Db } from '../../db/client.ts';
import { ConflictError, NotFoundError } from '../../errors.ts';
import { notifyStoreEvent, STOREFRONT_CHANGED } from '../../plugins/store-events.ts';
import { writeAudit } from '../audit/audit-queries.ts';
import { cashbackExpiry, getCashbackConfig } from '../cashback/cashback-service.ts';
import { IrreversibleError, lockCustomer, recordPurchase, reversePurchase } from '../customers/purchase-ledger.ts';
import { mergeStockLines, returnStock } from '../products/stock-queries.ts';
import { findStoreSettings } from '../settings/settings-queries.ts';
import {
  advanceOrderStatus,
  cancelOpenOrder,
  countOrdersByStatus,
  findOrder,
  insertOrderEvent,
  listOrderEvents,
  listOrderItems,
  listOrders,
  markRewardsCredited,
  type OrderItemRow,
  type OrderRow,
} from './orders-queries.ts';

function toOwnerOrder(row: OrderRow, items: OrderItemRow[]): OwnerOrder {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    customer: { name: row.customerName, phone: row.customerPhone, email: row.customerEmail },
    address: {
      street: row.addressStreet,
      number: row.addressNumber,
      neighborhood: row.addressNeighborhood,
      city: row.addressCity,
      zip: row.addressZip,
    },
    paymentMethod: row.paymentMethod,
    changeForCents: row.changeForCents,
    observations: row.observations,
    subtotalCents: row.subtotalCents,
    totalCents: row.totalCents,
    pointsAwarded: row.pointsAwarded,
    cashbackCents: row.cashbackCents,
    cancelReason: row.cancelReason,
    items: items.map((i) => ({
      id: i.id,
      productCode: i.productCode,
      name: i.name,
      quantity: i.quantity,
      unitPriceCents: i.unitPriceCents,
      lineTotalCents: i.lineTotalCents,
    })),
  };
}

async function withItems(db: Db, storeId: number, rows: OrderRow[]): Promise<OwnerOrder[]> {
  const items = await listOrderItems(
    db,
    storeId,
    rows.map((r) => r.id),
  );
  const byOrder = new Map<string, OrderItemRow[]>();
  for (const item of items) byOrder.set(item.orderId, [...(byOrder.get(item.orderId) ?? []), item]);
  return rows.map((row) => toOwnerOrder(row, byOrder.get(row.id) ?? []));
}

export async function getOrderList(
  db: Db,
  storeId: number,
  query: { status?: OrderStatus; before?: number; limit: number },
): Promise<OrderList> {
  const [rows, totals] = await Promise.all([listOrders(db, { storeId, ...query }), countOrdersByStatus(db, storeId)]);
  const page = rows.slice(0, query.limit);
  const counts: OrderCounts = { todos: 0, pendente: 0, preparando: 0, pronto: 0, entregue: 0, cancelado: 0 };
  for (const { status, total } of totals) {
    counts[status] = total;
    counts.todos += total;
  }
  return {
    orders: await withItems(db, storeId, page),
    counts,
    nextCursor: rows.length > query.limit ? (page.at(-1)?.number ?? null) : null,
  };
}

export async function getOrder(db: Db, storeId: number, orderId: string): Promise<OwnerOrderDetail> {
  const row = await findOrder(db, storeId, orderId);
  if (!row) throw new NotFoundError(orderMessages.notFound);
  const [[order], events] = await Promise.all([withItems(db, storeId, [row]), listOrderEvents(db, storeId, orderId)]);
  // An order is pendente from the moment it exists, whether or not checkout wrote that down.
  const history = [
    { status: 'pendente' as const, at: row.createdAt.toISOString() },
    ...events.filter((e) => e.status !== 'pendente').map((e) => ({ status: e.status, at: e.createdAt.toISOString() })),
  ];
  return { ...order!, history };
}

function refusal(order: OrderRow, to: OrderStatus): string {
  if (order.status === 'entregue') return orderMessages.final(order.number);
  if (order.status === 'cancelado') return orderMessages.cancelledFinal(order.number);
  if (order.status === to) return orderMessages.already(order.number, to);
  return orderMessages.illegal(order.number, order.status, to);
}

/**
 * pendente → preparando → pronto → entregue, one step at a time, or cancelado (with its reason)
 * from any open status; entregue and cancelado are final. Decided here, in one transaction with
 * what the step does: the delivery credits the order's points and cashback and counts it towards
 * the prize; the cancel gives its stock back and takes the purchase off the customer (and, for an
 * order credited when placed, its rewards), refused when those were used since. The history row,
 * the activity log and the live notice to every server process commit with it or not at all.
 */
export async function changeOrderStatus(
  db: Db,
  storeId: number,
  orderId: string,
  to: OrderStatus,
  reason?: string,
): Promise<OwnerOrder> {
  return db.transaction(async (tx) => {
    const from = to === 'cancelado' ? null : previousStatus(to);
    // What the step will write is locked first, in the order every purchase write takes its locks
    // (the products, the customer, then the order and the summaries its triggers keep), so that a
    // cancel or a delivery never waits in a cycle with a counter sale or an order of the customer.
    const current = to === 'cancelado' || to === 'entregue' ? await findOrder(tx, storeId, orderId) : undefined;
    let stockChanged = false;
    if (current && to === 'cancelado' && isCancellable(current.status)) {
      stockChanged = await returnStock(tx, storeId, await stockLinesOf(tx, storeId, orderId));
    }
    if (current?.customerId != null) await lockCustomer(tx, storeId, current.customerId);
    const updated =
      to === 'cancelado'
        ? await cancelOpenOrder(tx, { storeId, orderId, reason: reason?.trim() ?? '' })
        : from
          ? await advanceOrderStatus(tx, { storeId, orderId, from, to })
          : undefined;
    if (!updated) {
      // Refused: the stock given back above rolls back with the transaction.
      const now = await findOrder(tx, storeId, orderId);
      if (!now) throw new NotFoundError(orderMessages.notFound);
      throw new ConflictError(refusal(now, to));
    }
    if (to === 'cancelado' && stockChanged) await notifyStoreEvent(tx, { storeId, type: STOREFRONT_CHANGED });
    if (to === 'entregue') await creditOnDelivery(tx, updated);
    if (to === 'cancelado') await undoCancelled(tx, updated);
    await insertOrderEvent(tx, { storeId, orderId, status: to });
    await writeAudit(tx, {
      storeId,
      action: to === 'cancelado' ? 'order.cancelled' : 'order.status_changed',
      entity: 'order',
      entityId: updated.id,
      before: { number: updated.number, ...(from ? { status: from } : {}) },
      after: { number: updated.number, status: to, ...(to === 'cancelado' ? { motivo: updated.cancelReason } : {}) },
    });
    await notifyStoreEvent(tx, { storeId, type: 'order.status_changed', orderId });
    const [order] = await withItems(tx, storeId, [updated]);
    return order!;
  });
}

/** The delivered order's points and cashback (as promised when it was placed) and its loyalty count. */
async function creditOnDelivery(tx: Db, order: OrderRow): Promise<void> {
  if (order.customerId === null || order.rewardsCredited) return;
  const now = new Date();
  const config = await getCashbackConfig(tx, order.storeId);
  const settings = await findStoreSettings(tx, order.storeId);
  await recordPurchase(tx, {
    storeId: order.storeId,
    customerId: order.customerId,
    source: { kind: 'order', orderId: order.id },
    at: now,
    rewards: {
      points: order.pointsAwarded,
      cashbackCents: order.cashbackCents,
      cashbackExpiresAt: cashbackExpiry(now, config),
      prize: { purchaseCents: order.totalCents, minCents: settings.minPrizePurchaseCents },
    },
  });
  await markRewardsCredited(tx, order.storeId, order.id);
}

/** The units of an order's lines, per product, to give back to the stock. */
async function stockLinesOf(tx: Db, storeId: number, orderId: string) {
  const items = await listOrderItems(tx, storeId, [orderId]);
  return mergeStockLines(
    items.flatMap((i) =>
      i.productId === null ? [] : [{ productId: i.productId, units: i.quantity, soldCount: i.quantity }],
    ),
  );
}

/** Everything the cancelled order did, undone (its stock was given back first): the customer's purchase, credited rewards. */
async function undoCancelled(tx: Db, order: OrderRow): Promise<void> {
  if (order.customerId === null) return;
  try {
    await reversePurchase(tx, {
      storeId: order.storeId,
      customerId: order.customerId,
      source: { kind: 'order', orderId: order.id },
      totals: { amountCents: order.totalCents },
    });
  } catch (err) {
    if (err instanceof IrreversibleError) {
      throw new ConflictError(orderMessages.cancelRewardsUsed(order.number), undefined, err.reason);
    }
    throw err;
  }
}
