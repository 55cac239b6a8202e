import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUSES, PAYMENT_METHODS } from '../../../shared/contracts/owner-orders.ts';
import * as schema from '../../db/schema/orders.ts';
import { orderEvents, orders } from '../../db/schema/orders.ts';
import { registerAndLogin } from '../../test/fixtures.ts';
import { setupTestContext } from '../../test/harness.ts';
import { insertTestOrder } from '../../test/order-fixtures.ts';

const ctx = setupTestContext();

type Shop = Awaited<ReturnType<typeof registerAndLogin>>;
// Registration is rate-limited per address: a few shops serve the whole file. `main` and `other`
// are shared; the tests that count orders get a shop of their own.
const shops = {} as Record<'main' | 'other' | 'listing' | 'paging' | 'empty', Shop>;
beforeAll(async () => {
  for (const name of ['main', 'other', 'listing', 'paging', 'empty'] as const) {
    shops[name] = await registerAndLogin(ctx.app);
  }
});

const get = (url: string, cookie?: string) => ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const patchStatus = (orderId: string, status: unknown, cookie?: string) =>
  ctx.app.inject({
    method: 'PATCH',
    url: `/api/orders/${orderId}/status`,
    headers: cookie ? { cookie } : {},
    payload: { status } as object,
  });

async function eventsOf(orderId: string) {
  const rows = await ctx.database.db
    .select({ status: orderEvents.status, storeId: orderEvents.storeId })
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId));
  return rows;
}

describe('the contract and the database agree', () => {
  it('names the same statuses and payment methods as the schema', () => {
    expect(ORDER_STATUSES).toEqual(schema.ORDER_STATUSES);
    expect(PAYMENT_METHODS).toEqual(schema.PAYMENT_METHODS);
  });
});

describe('GET /api/orders', () => {
  it("lists only the shop's orders, newest first, with items and counts per status", async () => {
    const shop = shops.listing;
    const other = shops.other;
    const first = await insertTestOrder(ctx.database.db, shop.id, { customerName: 'Ana Souza' });
    const second = await insertTestOrder(ctx.database.db, shop.id, { status: 'preparando' });
    const third = await insertTestOrder(ctx.database.db, shop.id, { status: 'entregue' });
    await insertTestOrder(ctx.database.db, other.id);

    const res = await get('/api/orders', shop.cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.orders.map((o: { id: string }) => o.id)).toEqual([third.id, second.id, first.id]);
    expect(body.orders.map((o: { number: number }) => o.number)).toEqual([3, 2, 1]);
    expect(body.counts).toEqual({ todos: 3, pendente: 1, preparando: 1, pronto: 0, entregue: 1, cancelado: 0 });
    expect(body.nextCursor).toBeNull();
    expect(body.orders[2]).toMatchObject({
      status: 'pendente',
      customer: { name: 'Ana Souza', phone: '11987654321' },
      address: { street: 'Rua das Acácias', neighborhood: 'Centro', city: 'Campinas' },
      paymentMethod: 'dinheiro',
      changeForCents: 5000,
      observations: 'Sem cebola, por favor.',
      totalCents: 2700,
      items: [
        { name: 'Pão francês', quantity: 10, unitPriceCents: 100, lineTotalCents: 1000 },
        { name: 'Café coado 300 ml', quantity: 2, unitPriceCents: 850, lineTotalCents: 1700 },
      ],
    });
    expect(body.orders[0]).not.toHaveProperty('customerCpf');
    expect(body.orders[0]).not.toHaveProperty('idempotencyKey');
  });

  it('filters by status and pages with a cursor', async () => {
    const shop = shops.paging;
    for (let i = 0; i < 5; i += 1) await insertTestOrder(ctx.database.db, shop.id);
    await insertTestOrder(ctx.database.db, shop.id, { status: 'pronto' });

    const pronto = (await get('/api/orders?status=pronto', shop.cookie)).json();
    expect(pronto.orders.map((o: { number: number }) => o.number)).toEqual([6]);
    expect(pronto.counts.todos).toBe(6);

    const page1 = (await get('/api/orders?status=pendente&limit=2', shop.cookie)).json();
    expect(page1.orders.map((o: { number: number }) => o.number)).toEqual([5, 4]);
    expect(page1.nextCursor).toBe(4);
    const page2 = (await get(`/api/orders?status=pendente&limit=2&before=${page1.nextCursor}`, shop.cookie)).json();
    expect(page2.orders.map((o: { number: number }) => o.number)).toEqual([3, 2]);
    const page3 = (await get(`/api/orders?status=pendente&limit=2&before=${page2.nextCursor}`, shop.cookie)).json();
    expect(page3.orders.map((o: { number: number }) => o.number)).toEqual([1]);
    expect(page3.nextCursor).toBeNull();
  });

  it('shows an empty list to a shop without orders', async () => {
    const shop = shops.empty;
    const body = (await get('/api/orders', shop.cookie)).json();
    expect(body).toEqual({
      orders: [],
      counts: { todos: 0, pendente: 0, preparando: 0, pronto: 0, entregue: 0, cancelado: 0 },
      nextCursor: null,
    });
  });

  it('answers 400 to a bad filter or page size, never 500', async () => {
    const shop = shops.main;
    for (const query of ['status=cancelled', 'limit=0', 'limit=1000', 'before=-1', 'before=abc']) {
      const res = await get(`/api/orders?${query}`, shop.cookie);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.code).toBe('invalid_input');
    }
    expect((await get('/api/orders?status=cancelled', shop.cookie)).json().error.message).toBe(
      'Status de pedido inválido.',
    );
  });
});

describe('GET /api/orders/:orderId', () => {
  it('returns the order with its status history', async () => {
    const shop = shops.main;
    const order = await insertTestOrder(ctx.database.db, shop.id);
    await patchStatus(order.id, 'preparando', shop.cookie);
    const res = await get(`/api/orders/${order.id}`, shop.cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ id: order.id, number: order.number, status: 'preparando' });
    expect(body.items).toHaveLength(2);
    expect(body.history.map((h: { status: string }) => h.status)).toEqual(['pendente', 'preparando']);
  });

  it("answers 404 for another shop's order, an unknown one, and 400 for a malformed id", async () => {
    const shop = shops.main;
    const other = shops.other;
    const theirs = await insertTestOrder(ctx.database.db, other.id);
    const res = await get(`/api/orders/${theirs.id}`, shop.cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'not_found', message: 'Pedido não encontrado' } });
    expect((await get('/api/orders/7b0e7c8e-4b8a-4f2b-9a57-0d6f1c1e9a11', shop.cookie)).statusCode).toBe(404);
    expect((await get('/api/orders/123', shop.cookie)).statusCode).toBe(400);
  });
});

describe('PATCH /api/orders/:orderId/status', () => {
  it('moves pendente → preparando → pronto → entregue, recording each step', async () => {
    const shop = shops.main;
    const order = await insertTestOrder(ctx.database.db, shop.id);
    for (const status of ['preparando', 'pronto', 'entregue'] as const) {
      const res = await patchStatus(order.id, status, shop.cookie);
      expect(res.statusCode, status).toBe(200);
      expect(res.json()).toMatchObject({ id: order.id, status, items: expect.any(Array) });
    }
    const [row] = await ctx.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.status).toBe('entregue');
    expect(row!.updatedAt.getTime()).toBeGreaterThanOrEqual(row!.createdAt.getTime());
    expect((await eventsOf(order.id)).map((e) => e.status)).toEqual(['preparando', 'pronto', 'entregue']);
    expect((await eventsOf(order.id)).every((e) => e.storeId === shop.id)).toBe(true);
  });

  it('refuses every illegal step with 409 and a clear message, changing nothing', async () => {
    const shop = shops.main;
    const pendente = await insertTestOrder(ctx.database.db, shop.id);
    const entregue = await insertTestOrder(ctx.database.db, shop.id, { status: 'entregue' });
    const cases = [
      { order: pendente, to: 'pronto', message: /de Pendente para Pronto\. O próximo passo é 'Iniciar Preparo'\./ },
      { order: pendente, to: 'entregue', message: /de Pendente para Entregue/ },
      { order: pendente, to: 'pendente', message: /já está com o status Pendente/ },
      { order: entregue, to: 'pendente', message: /já foi entregue e não pode mais mudar de status/ },
      { order: entregue, to: 'preparando', message: /já foi entregue/ },
      { order: entregue, to: 'entregue', message: /já foi entregue/ },
    ];
    for (const { order, to, message } of cases) {
      const res = await patchStatus(order.id, to, shop.cookie);
      expect(res.statusCode, `${order.status} → ${to}`).toBe(409);
      expect(res.json().error.code).toBe('conflict');
      expect(res.json().error.message).toMatch(message);
    }
    const rows = await ctx.database.db.select({ id: orders.id, status: orders.status }).from(orders);
    expect(rows.find((r) => r.id === pendente.id)?.status).toBe('pendente');
    expect(rows.find((r) => r.id === entregue.id)?.status).toBe('entregue');
    expect(await eventsOf(pendente.id)).toEqual([]);
    expect(await eventsOf(entregue.id)).toEqual([]);
  });

  it('lets one of several simultaneous clicks through', async () => {
    const shop = shops.main;
    const order = await insertTestOrder(ctx.database.db, shop.id);
    const results = await Promise.all([1, 2, 3].map(() => patchStatus(order.id, 'preparando', shop.cookie)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await eventsOf(order.id)).toHaveLength(1);
  });

  it("answers 404 for another shop's order and leaves it alone", async () => {
    const shop = shops.main;
    const other = shops.other;
    const theirs = await insertTestOrder(ctx.database.db, other.id);
    const res = await patchStatus(theirs.id, 'preparando', shop.cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('Pedido não encontrado');
    const [row] = await ctx.database.db.select().from(orders).where(eq(orders.id, theirs.id));
    expect(row?.status).toBe('pendente');
    expect(await eventsOf(theirs.id)).toEqual([]);
  });

  it('answers 400 for a bad status value or body, never 500', async () => {
    const shop = shops.main;
    const order = await insertTestOrder(ctx.database.db, shop.id);
    // cancelado without its reason is a bad body too.
    for (const status of ['cancelado', 'cancelled', '', 3, null, 'PREPARANDO']) {
      const res = await patchStatus(order.id, status, shop.cookie);
      expect(res.statusCode, String(status)).toBe(400);
    }
    const noBody = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/orders/${order.id}/status`,
      headers: { cookie: shop.cookie, 'content-type': 'application/json' },
      payload: '{"status":',
    });
    expect(noBody.statusCode).toBe(400);
    expect((await patchStatus('nao-e-um-id', 'preparando', shop.cookie)).statusCode).toBe(400);
    expect(await eventsOf(order.id)).toEqual([]);
  });
});

describe('without a session', () => {
  it('answers 401 on every route', async () => {
    const shop = shops.main;
    const order = await insertTestOrder(ctx.database.db, shop.id);
    for (const url of ['/api/orders', `/api/orders/${order.id}`, '/api/orders/events']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(401);
      expect(res.json().error.code).toBe('unauthorized');
    }
    expect((await patchStatus(order.id, 'preparando')).statusCode).toBe(401);
    expect((await patchStatus(order.id, 'preparando', 'fl_store=forjado')).statusCode).toBe(401);
    expect(await eventsOf(order.id)).toEqual([]);
  });
});
