import type { FastifyInstance } from 'fastify';
import type { CustomerInput } from '../../shared/contracts/customers.ts';
import type { Db } from '../db/client.ts';
import { orderItems, orders } from '../db/schema/orders.ts';
import { makeCpf, registerAndLogin } from './fixtures.ts';

let counter = 0;

/** A signed-in shop (each from its own client address: see registerAndLogin). */
export async function shopSession(app: FastifyInstance) {
  const { id, cookie } = await registerAndLogin(app);
  return { id, cookie };
}

/** A valid customer for the API, different CPF on every call. */
export function customerInput(overrides: Partial<CustomerInput> = {}): CustomerInput {
  counter += 1;
  return {
    nome: `Maria da Silva ${counter}`,
    cpf: makeCpf(700_000 + counter * 37),
    telefone: '(11) 98765-4321',
    ...overrides,
  };
}

/** Registers a customer through the API; returns the created customer. */
export async function createCustomerVia(app: FastifyInstance, cookie: string, overrides: Partial<CustomerInput> = {}) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/customers',
    headers: { cookie },
    payload: customerInput(overrides),
  });
  if (res.statusCode !== 201) throw new Error(`create customer failed: ${res.statusCode} ${res.body}`);
  return res.json() as { id: number; cpf: string; nome: string };
}

let orderNumber = 0;

/** An online order of the customer, written straight to the database (the storefront is another module). */
export async function insertOrder(
  db: Db,
  o: { storeId: number; customerId: number | null; cpf: string; createdAt: Date; items: [string, number, number][] },
) {
  orderNumber += 1;
  const total = o.items.reduce((sum, [, qty, price]) => sum + qty * price, 0);
  const [order] = await db
    .insert(orders)
    .values({
      storeId: o.storeId,
      number: orderNumber,
      customerId: o.customerId,
      customerCpf: o.cpf,
      customerName: 'Cliente',
      customerPhone: '11987654321',
      paymentMethod: 'pix',
      subtotalCents: total,
      totalCents: total,
      idempotencyKey: `k-${orderNumber}-${Math.random()}`,
      createdAt: o.createdAt,
    })
    .returning({ id: orders.id });
  if (!order) throw new Error('no order');
  await db.insert(orderItems).values(
    o.items.map(([name, quantity, unitPriceCents], i) => ({
      orderId: order.id,
      storeId: o.storeId,
      productCode: i + 1,
      name,
      quantity,
      unitPriceCents,
      lineTotalCents: quantity * unitPriceCents,
    })),
  );
  return order.id;
}
