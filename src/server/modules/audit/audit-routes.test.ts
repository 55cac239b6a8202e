import { describe, expect, it } from 'vitest';
import { auditMessages } from '../../../shared/contracts/audit.ts';
import { createCustomerVia, shopSession } from '../../test/customer-fixtures.ts';
import { setupTestContext } from '../../test/harness.ts';
import { insertTestOrder } from '../../test/order-fixtures.ts';
import { postSale } from '../../test/sales-fixtures.ts';

const ctx = setupTestContext();

const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, cookie: string, payload?: unknown) =>
  ctx.app.inject({ method, url, headers: { cookie }, payload: payload as object });

interface Entry {
  action: string;
  actor: string;
  description: string;
  entityId: string;
}

/** A shop where each logged kind of change happened once, in this order. */
async function shopWithActivity() {
  const shop = await shopSession(ctx.app);
  const product = (await call('POST', '/api/products', shop.cookie, { name: 'Coca-Cola', priceCents: 500 })).json();
  const edited = await call('PUT', `/api/products/${product.id}`, shop.cookie, { name: 'Coca-Cola', priceCents: 600 });
  expect(edited.statusCode).toBe(200);
  // Saving without changing the price logs nothing.
  await call('PUT', `/api/products/${product.id}`, shop.cookie, {
    name: 'Coca-Cola',
    priceCents: 600,
    category: 'Bebidas',
  });

  const order = await insertTestOrder(ctx.database.db, shop.id);
  const moved = await call('PATCH', `/api/orders/${order.id}/status`, shop.cookie, { status: 'preparando' });
  expect(moved.statusCode).toBe(200);

  const customer = await createCustomerVia(ctx.app, shop.cookie, { nome: 'Rita Lopes' });
  expect(
    (await call('POST', `/api/customers/${customer.id}/credit`, shop.cookie, { tipo: 'credito', amountCents: 1000 }))
      .statusCode,
  ).toBe(201);
  expect(
    (await call('POST', `/api/customers/${customer.id}/credit`, shop.cookie, { tipo: 'debito', amountCents: 250 }))
      .statusCode,
  ).toBe(201);

  const sale = await postSale(ctx.app, shop.cookie, {
    items: [{ name: 'Água', quantity: 2, unitPriceCents: 350 }],
    payments: [{ type: 'dinheiro', receivedCents: 700 }],
  });
  expect(sale.statusCode).toBe(201);
  expect((await call('DELETE', `/api/sales/${sale.json().id}`, shop.cookie)).statusCode).toBe(204);
  return { shop, product, order, customer, sale: sale.json() };
}

describe('GET /api/audit-log', () => {
  it('lists the shop entries newest first, in Portuguese, written with each change', async () => {
    const { shop, product, order, customer } = await shopWithActivity();
    const res = await call('GET', '/api/audit-log', shop.cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(5);
    expect(body.nextOffset).toBeNull();
    const entries: Entry[] = body.entries;
    expect(entries.map((e) => e.action)).toEqual([
      'sale.deleted',
      'credit.spent',
      'credit.added',
      'order.status_changed',
      'product.price_changed',
    ]);
    expect(entries.every((e) => e.actor === 'lojista')).toBe(true);
    const descriptions = entries.map((e) => e.description);
    expect(descriptions[0]).toMatch(/^Venda nº 1 de R\$\s7,00 excluída$/);
    expect(descriptions[1]).toMatch(/^Débito de R\$\s2,50 no crédito de Rita Lopes \(saldo R\$\s7,50\)$/);
    expect(descriptions[2]).toMatch(/^Crédito de R\$\s10,00 adicionado para Rita Lopes \(saldo R\$\s10,00\)$/);
    expect(descriptions[3]).toBe(`Pedido nº ${order.number} passou de Pendente para Em preparo`);
    expect(descriptions[4]).toMatch(/^Preço de Coca-Cola alterado de R\$\s5,00 para R\$\s6,00$/);
    expect(entries[4]?.entityId).toBe(String(product.id));
    expect(entries[1]?.entityId).toBe(String(customer.id));
  });

  it('filters by kind and pages', async () => {
    const { shop } = await shopWithActivity();
    const saldos = (await call('GET', '/api/audit-log?tipo=saldos', shop.cookie)).json();
    expect(saldos.entries.map((e: Entry) => e.action)).toEqual(['credit.spent', 'credit.added']);
    const precos = (await call('GET', '/api/audit-log?tipo=precos', shop.cookie)).json();
    expect(precos.total).toBe(1);
    const first = (await call('GET', '/api/audit-log?limit=2', shop.cookie)).json();
    expect(first.entries).toHaveLength(2);
    expect(first.nextOffset).toBe(2);
    const last = (await call('GET', '/api/audit-log?limit=2&offset=4', shop.cookie)).json();
    expect(last.entries.map((e: Entry) => e.action)).toEqual(['product.price_changed']);
    expect(last.nextOffset).toBeNull();
  });

  it('answers bad query input with 400 and the error shape', async () => {
    const shop = await shopSession(ctx.app);
    for (const query of ['tipo=tudo', 'limit=0', 'limit=101', 'offset=-1', 'limit=abc']) {
      const res = await call('GET', `/api/audit-log?${query}`, shop.cookie);
      expect(res.statusCode, query).toBe(400);
      const { error } = res.json();
      expect(error.code).toEqual(expect.any(String));
      expect(
        [auditMessages.invalidKind, auditMessages.invalidPage].some((m) => JSON.stringify(error).includes(m)),
      ).toBe(true);
    }
  });

  it("shows another shop none of it, and another shop's changes are refused and not logged", async () => {
    const { shop, product, order, customer, sale } = await shopWithActivity();
    const other = await shopSession(ctx.app);
    expect((await call('GET', '/api/audit-log', other.cookie)).json()).toEqual({
      entries: [],
      total: 0,
      atores: [],
      nextOffset: null,
    });
    const attempts = [
      await call('PUT', `/api/products/${product.id}`, other.cookie, { name: 'Coca-Cola', priceCents: 1 }),
      await call('PATCH', `/api/orders/${order.id}/status`, other.cookie, { status: 'pronto' }),
      await call('POST', `/api/customers/${customer.id}/credit`, other.cookie, { tipo: 'credito', amountCents: 1 }),
      await call('DELETE', `/api/sales/${sale.id}`, other.cookie),
    ];
    expect(attempts.map((r) => r.statusCode)).toEqual([404, 404, 404, 404]);
    expect((await call('GET', '/api/audit-log', other.cookie)).json().total).toBe(0);
    expect((await call('GET', '/api/audit-log', shop.cookie)).json().total).toBe(5);
  });

  it('logs a customer removed from the register by number, and the name leaves the earlier entries', async () => {
    const { shop, customer } = await shopWithActivity();
    const other = await shopSession(ctx.app);
    expect((await call('DELETE', `/api/customers/${customer.id}`, other.cookie)).statusCode).toBe(404);
    expect((await call('GET', '/api/audit-log?tipo=clientes', shop.cookie)).json().total).toBe(0);

    expect((await call('DELETE', `/api/customers/${customer.id}`, shop.cookie)).statusCode).toBe(204);
    const clientes = (await call('GET', '/api/audit-log?tipo=clientes', shop.cookie)).json();
    expect(clientes.entries.map((e: Entry) => [e.action, e.entityId, e.description])).toEqual([
      ['customer.deleted', String(customer.id), `Cliente nº ${customer.id} excluído do cadastro`],
    ]);
    const all = (await call('GET', '/api/audit-log', shop.cookie)).json();
    expect(JSON.stringify(all)).not.toContain('Rita Lopes');
    expect((await call('DELETE', `/api/customers/${customer.id}`, shop.cookie)).statusCode).toBe(404);
  });

  it('needs a session', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/audit-log' })).statusCode).toBe(401);
  });
});
