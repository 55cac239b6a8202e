import {
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
import { notifyStoreEvent } from '../../plugins/store-events.ts';
import { writeAudit } from '../audit/audit-queries.ts';
import {
  advanceOrderStatus,
  countOrdersByStatus,
  findOrder,
  insertOrderEvent,
  listOrderEvents,
  listOrderItems,
  listOrders,
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
  const counts: OrderCounts = { todos: 0, pendente: 0, preparando: 0, pronto: 0, entregue: 0 };
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
  if (order.status === to) return orderMessages.already(order.number, to);
  return orderMessages.illegal(order.number, order.status, to);
}

/**
 * pendente → preparando → pronto → entregue, one step at a time, decided here. The step, its
 * history row and the live notice to every server process commit together or not at all.
 */
export async function changeOrderStatus(
  db: Db,
  storeId: number,
  orderId: string,
  to: OrderStatus,
): Promise<OwnerOrder> {
  return db.transaction(async (tx) => {
    const from = previousStatus(to);
    const updated = from ? await advanceOrderStatus(tx, { storeId, orderId, from, to }) : undefined;
    if (!updated) {
      const current = await findOrder(tx, storeId, orderId);
      if (!current) throw new NotFoundError(orderMessages.notFound);
      throw new ConflictError(refusal(current, to));
    }
    await insertOrderEvent(tx, { storeId, orderId, status: to });
    await writeAudit(tx, {
      storeId,
      action: 'order.status_changed',
      entity: 'order',
      entityId: updated.id,
      before: { number: updated.number, status: from },
      after: { number: updated.number, status: to },
    });
    await notifyStoreEvent(tx, { storeId, type: 'order.status_changed', orderId });
    const [order] = await withItems(tx, storeId, [updated]);
    return order!;
  });
}
