import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { OrderStatus, PaymentMethod } from '../../shared/contracts/owner-orders.ts';
import type { Db } from '../db/client.ts';
import { orderItems, orders } from '../db/schema/orders.ts';
import { stores } from '../db/schema/stores.ts';
import { makeCpf } from './fixtures.ts';

export interface TestOrderInput {
  status?: OrderStatus;
  customerName?: string;
  customerPhone?: string;
  paymentMethod?: PaymentMethod;
  changeForCents?: number | null;
  observations?: string;
  createdAt?: Date;
  items?: { name: string; unitPriceCents: number; quantity: number }[];
  /** Announce it as checkout does: pg_notify('store_events', ...) in the same transaction. */
  notify?: boolean;
}

let seq = 0;

/**
 * An order written straight into the database, as checkout would leave it (checkout itself is
 * another module): the shop's next number, a customer snapshot, items and totals.
 */
export async function insertTestOrder(db: Db, storeId: number, input: TestOrderInput = {}) {
  seq += 1;
  const items = input.items ?? [
    { name: 'Pão francês', unitPriceCents: 100, quantity: 10 },
    { name: 'Café coado 300 ml', unitPriceCents: 850, quantity: 2 },
  ];
  const total = items.reduce((sum, i) => sum + i.unitPriceCents * i.quantity, 0);
  return db.transaction(async (tx) => {
    const [store] = await tx
      .update(stores)
      .set({ orderSeq: sql`${stores.orderSeq} + 1` })
      .where(eq(stores.id, storeId))
      .returning({ number: stores.orderSeq });
    if (!store) throw new Error(`no store ${storeId}`);
    const [order] = await tx
      .insert(orders)
      .values({
        storeId,
        number: store.number,
        status: input.status ?? 'pendente',
        customerCpf: makeCpf(seq + 500),
        customerName: input.customerName ?? `Cliente ${seq}`,
        customerPhone: input.customerPhone ?? '11987654321',
        customerEmail: `${makeCpf(seq + 500)}@cliente.exemplo`,
        addressStreet: 'Rua das Acácias',
        addressNumber: String(seq),
        addressNeighborhood: 'Centro',
        addressCity: 'Campinas',
        addressZip: '00000-000',
        paymentMethod: input.paymentMethod ?? 'dinheiro',
        changeForCents: input.changeForCents === undefined ? 5000 : input.changeForCents,
        observations: input.observations ?? 'Sem cebola, por favor.',
        subtotalCents: total,
        totalCents: total,
        pointsAwarded: Math.floor(total / 100),
        idempotencyKey: `test-${seq}-${Date.now()}`,
        ...(input.createdAt ? { createdAt: input.createdAt, updatedAt: input.createdAt } : {}),
      })
      .returning();
    await tx.insert(orderItems).values(
      items.map((i, n) => ({
        orderId: order!.id,
        storeId,
        productCode: n + 1,
        name: i.name,
        unitPriceCents: i.unitPriceCents,
        quantity: i.quantity,
        lineTotalCents: i.unitPriceCents * i.quantity,
      })),
    );
    if (input.notify) {
      const payload = JSON.stringify({ storeId, type: 'order.created', orderId: order!.id });
      await tx.execute(sql`select pg_notify('store_events', ${payload})`);
    }
    return order!;
  });
}

/** Moves an order through the owner's API from where it is to `to`, one step at a time. */
export async function advanceOrder(
  app: FastifyInstance,
  cookie: string,
  orderId: string,
  to: 'preparando' | 'pronto' | 'entregue' = 'entregue',
) {
  const current = await app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: { cookie } });
  const steps = ['pendente', 'preparando', 'pronto', 'entregue'] as const;
  const from = steps.indexOf(current.json().status);
  for (const status of steps.slice(from + 1)) {
    const res = await patchOrderStatus(app, cookie, orderId, { status });
    if (res.statusCode !== 200) throw new Error(`${status}: ${res.statusCode} ${res.body}`);
    if (status === to) return res;
  }
  throw new Error('unreachable');
}

export function patchOrderStatus(
  app: FastifyInstance,
  cookie: string | undefined,
  orderId: string,
  body: { status: string; motivo?: string },
) {
  return app.inject({
    method: 'PATCH',
    url: `/api/orders/${orderId}/status`,
    headers: cookie ? { cookie } : {},
    payload: body,
  });
}
