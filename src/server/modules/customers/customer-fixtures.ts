import type { FastifyInstance } from 'fastify';
import type { CustomerInput } from '../../../shared/contracts/customers.ts';
import type { Db } from '../../db/client.ts';
import { orderItems, orders } from '../../db/schema/orders.ts';
import { cookieHeader, makeCpf, storeInput } from '../../test/fixtures.ts';

let counter = 0;
let shops = 0;

/**
 * Registers a shop and logs in, each time from another client address, so that files needing
 * many shops do not trip the per-address registration limit (its own tests live in stores).
 */
export async function shopSession(app: FastifyInstance) {
  shops += 1;
  const remoteAddress = `10.9.${Math.floor(shops / 250)}.${(shops % 250) + 1}`;
  const input = storeInput();
  const reg = await app.inject({ method: 'POST', url: '/api/stores', payload: input, remoteAddress });
  if (reg.statusCode !== 201) throw new Error(`register failed: ${reg.statusCode} ${reg.body}`);
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: input.email, senha: input.senha },
    remoteAddress,
  });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.statusCode} ${login.body}`);
  return { id: reg.json().id as number, cookie: cookieHeader(login.headers['set-cookie']) };
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
