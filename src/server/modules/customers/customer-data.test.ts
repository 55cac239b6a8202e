import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customerDataMessages } from '../../../shared/contracts/customer-data.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { tagMembers, tags } from '../../db/schema/crm.ts';
import { customers } from '../../db/schema/customers.ts';
import { orders } from '../../db/schema/orders.ts';
import { sales } from '../../db/schema/sales.ts';
import { createCustomerVia, insertOrder, shopSession } from '../../test/customer-fixtures.ts';
import { setupTestContext } from '../../test/harness.ts';
import { postSale } from '../../test/sales-fixtures.ts';

const ctx = setupTestContext();

const call = (method: 'GET' | 'POST', url: string, cookie: string, payload?: unknown) =>
  ctx.app.inject({ method, url, headers: { cookie }, payload: payload as object });

/** A customer with a counter sale, an online order, store credit and a tag. */
async function customerWithHistory() {
  const shop = await shopSession(ctx.app);
  const customer = await createCustomerVia(ctx.app, shop.cookie, {
    nome: 'Joana Prado',
    email: 'joana@exemplo.com.br',
    sexo: 'feminino',
    dataNascimento: '1990-03-15',
    cidade: 'Santos',
  });
  const sale = await postSale(ctx.app, shop.cookie, {
    customerId: customer.id,
    items: [{ name: 'Bolo de cenoura', quantity: 1, unitPriceCents: 3000 }],
    payments: [{ type: 'pix', amountCents: 3000 }],
  });
  expect(sale.statusCode).toBe(201);
  await insertOrder(ctx.database.db, {
    storeId: shop.id,
    customerId: customer.id,
    cpf: customer.cpf,
    createdAt: new Date(),
    items: [['Pão de queijo', 4, 250]],
  });
  const credit = await call('POST', `/api/customers/${customer.id}/credit`, shop.cookie, {
    tipo: 'credito',
    amountCents: 1500,
    note: 'troca',
  });
  expect(credit.statusCode).toBe(201);
  const [tag] = await ctx.database.db
    .insert(tags)
    .values({ storeId: shop.id, nome: 'VIP', cor: '#e53e3e' })
    .returning();
  await ctx.database.db.insert(tagMembers).values({ storeId: shop.id, tagId: tag!.id, customerId: customer.id });
  return { shop, customer };
}

const auditOf = (storeId: number, action: string) =>
  ctx.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.storeId, storeId), eq(auditLog.action, action)));

describe('POST /api/customers/:id/export', () => {
  it('answers everything the shop holds about the customer and logs the export', async () => {
    const { shop, customer } = await customerWithHistory();
    const res = await call('POST', `/api/customers/${customer.id}/export`, shop.cookie, { formato: 'csv' });
    expect(res.statusCode).toBe(200);
    const data = res.json();
    expect(data.cliente).toMatchObject({ id: customer.id, nome: 'Joana Prado', email: 'joana@exemplo.com.br' });
    expect(data.cliente).toHaveProperty('whatsappOptOutAt', null);
    expect(data.vendas).toHaveLength(1);
    expect(data.vendas[0]).toMatchObject({ totalCents: 3000, customerName: 'Joana Prado' });
    expect(data.vendas[0].itens[0]).toMatchObject({ name: 'Bolo de cenoura' });
    expect(data.vendas[0].pagamentos[0]).toMatchObject({ type: 'pix', amountCents: 3000 });
    expect(data.pedidos).toHaveLength(1);
    expect(data.pedidos[0].itens[0]).toMatchObject({ name: 'Pão de queijo', quantity: 4 });
    expect(data.pontos.length).toBeGreaterThan(0);
    expect(data.credito[0]).toMatchObject({ amountCents: 1500, note: 'troca' });
    expect(data.etiquetas).toEqual([{ nome: 'VIP', cor: '#e53e3e' }]);
    expect(JSON.stringify(data)).not.toContain('storeId');

    const logged = await auditOf(shop.id, 'customer.exported');
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ actor: 'lojista', entity: 'customer', entityId: String(customer.id) });
    expect(logged[0]?.after).toMatchObject({ format: 'csv' });
  });

  it('answers 400 with the error shape for a bad format and logs nothing', async () => {
    const { shop, customer } = await customerWithHistory();
    const res = await call('POST', `/api/customers/${customer.id}/export`, shop.cookie, { formato: 'xml' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: expect.any(String), message: expect.any(String) } });
    expect(JSON.stringify(res.json())).toContain(customerDataMessages.invalidFormat);
    const bad = await call('POST', '/api/customers/abc/export', shop.cookie, { formato: 'json' });
    expect(bad.statusCode).toBe(400);
    expect(await auditOf(shop.id, 'customer.exported')).toHaveLength(0);
  });

  it("answers 404 for another shop's customer and logs nothing for either shop", async () => {
    const { shop, customer } = await customerWithHistory();
    const other = await shopSession(ctx.app);
    const res = await call('POST', `/api/customers/${customer.id}/export`, other.cookie, { formato: 'json' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBeDefined();
    expect(await auditOf(shop.id, 'customer.exported')).toHaveLength(0);
    expect(await auditOf(other.id, 'customer.exported')).toHaveLength(0);
  });

  it('needs a session', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/customers/1/export', payload: { formato: 'json' } });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/customers/:id/anonymize', () => {
  it('deletes the person, keeps sales, orders and every statistic, and hides them everywhere', async () => {
    const { shop, customer } = await customerWithHistory();
    // An export before: its log entry names the customer, and must not after the deletion.
    await call('POST', `/api/customers/${customer.id}/export`, shop.cookie, { formato: 'json' });
    const dashboardBefore = (await call('GET', '/api/stats/dashboard?periodo=mes', shop.cookie)).json();
    const panelBefore = (await call('GET', '/api/stats/panel', shop.cookie)).json();

    const res = await call('POST', `/api/customers/${customer.id}/anonymize`, shop.cookie, { confirmar: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: customer.id, pedidosMantidos: 1, vendasMantidas: 1 });

    // The sales figures are the same; the top customer keeps their totals under the new name.
    const dashboardAfter = (await call('GET', '/api/stats/dashboard?periodo=mes', shop.cookie)).json();
    expect(dashboardAfter.topClientes).toEqual(
      dashboardBefore.topClientes.map((c: { nome: string }) => ({ ...c, nome: 'Cliente removido' })),
    );
    expect({ ...dashboardAfter, topClientes: [] }).toEqual({ ...dashboardBefore, topClientes: [] });
    const panelAfter = (await call('GET', '/api/stats/panel', shop.cookie)).json();
    const { clientes: clientesBefore, ...salesBefore } = panelBefore;
    const { clientes: clientesAfter, ...salesAfter } = panelAfter;
    expect(salesAfter).toEqual(salesBefore);
    // Still counted as a customer, with the sex and birth date no longer known.
    expect(clientesAfter.total).toBe(clientesBefore.total);
    expect(clientesAfter.sexo.naoInformado.quantidade).toBe(clientesBefore.sexo.naoInformado.quantidade + 1);

    const [row] = await ctx.database.db.select().from(customers).where(eq(customers.id, customer.id));
    expect(row).toMatchObject({
      nome: 'Cliente removido',
      cpf: `removido-${customer.id}`,
      telefone: '',
      email: '',
      sexo: null,
      dataNascimento: null,
      cidade: '',
      extras: {},
      // The totals stay (the order fixture is written straight to the database, uncounted).
      totalSpentCents: 3000,
      purchaseCount: 1,
    });
    expect(row?.anonymizedAt).toBeInstanceOf(Date);
    const [order] = await ctx.database.db.select().from(orders).where(eq(orders.customerId, customer.id));
    expect(order).toMatchObject({
      customerName: 'Cliente removido',
      customerCpf: '',
      customerPhone: '',
      totalCents: 1000,
    });
    const [sale] = await ctx.database.db.select().from(sales).where(eq(sales.customerId, customer.id));
    expect(sale).toMatchObject({ customerName: 'Cliente removido', customerCpf: '', totalCents: 3000 });
    expect(await ctx.database.db.select().from(tagMembers).where(eq(tagMembers.customerId, customer.id))).toEqual([]);

    // Not in the list, the search, the top customers or the CRM; the CPF finds nothing and is free again.
    const list = (await call('GET', '/api/customers', shop.cookie)).json();
    expect(list.customers.map((c: { id: number }) => c.id)).not.toContain(customer.id);
    expect(list.total).toBe(0);
    for (const search of [customer.cpf, String(customer.id), 'removido']) {
      expect((await call('POST', '/api/customers/search', shop.cookie, { search })).json().total, search).toBe(0);
    }
    expect((await call('GET', '/api/customers/top', shop.cookie)).json().customers).toEqual([]);
    const again = await createCustomerVia(ctx.app, shop.cookie, { cpf: customer.cpf, nome: 'Joana Nova' });
    expect(again.id).not.toBe(customer.id);

    // Logged, and the earlier entry no longer names the person.
    const logged = await auditOf(shop.id, 'customer.anonymized');
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ actor: 'lojista', entityId: String(customer.id) });
    const everything = await ctx.database.db.select().from(auditLog).where(eq(auditLog.storeId, shop.id));
    expect(JSON.stringify(everything)).not.toContain('Joana Prado');

    // Done once: the second time the customer is not found.
    const twice = await call('POST', `/api/customers/${customer.id}/anonymize`, shop.cookie, { confirmar: true });
    expect(twice.statusCode).toBe(404);
  });

  it('answers 400 without the confirmation and changes nothing', async () => {
    const { shop, customer } = await customerWithHistory();
    const res = await call('POST', `/api/customers/${customer.id}/anonymize`, shop.cookie, { confirmar: false });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBeTruthy();
    const [row] = await ctx.database.db.select().from(customers).where(eq(customers.id, customer.id));
    expect(row).toMatchObject({ nome: 'Joana Prado', anonymizedAt: null });
  });

  it("answers 404 for another shop's customer and leaves them unchanged", async () => {
    const { customer } = await customerWithHistory();
    const other = await shopSession(ctx.app);
    const res = await call('POST', `/api/customers/${customer.id}/anonymize`, other.cookie, { confirmar: true });
    expect(res.statusCode).toBe(404);
    const [row] = await ctx.database.db.select().from(customers).where(eq(customers.id, customer.id));
    expect(row).toMatchObject({ nome: 'Joana Prado', cpf: customer.cpf, anonymizedAt: null });
    const [order] = await ctx.database.db.select().from(orders).where(eq(orders.customerId, customer.id));
    expect(order?.customerCpf).toBe(customer.cpf);
    expect(await auditOf(other.id, 'customer.anonymized')).toHaveLength(0);
  });
});
