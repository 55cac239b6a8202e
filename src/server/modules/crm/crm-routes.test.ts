import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CrmCustomer, CrmCustomerList } from '../../../shared/contracts/crm.ts';
import { customers } from '../../db/schema/customers.ts';
import { cashbackEntries } from '../../db/schema/loyalty.ts';
import { makeCpf, registerAndLogin } from '../../test/fixtures.ts';
import { setupTestContext } from '../../test/harness.ts';

const ctx = setupTestContext();
const db = () => ctx.database.db;

const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie?: string, payload?: unknown) =>
  ctx.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });

let seq = 5000;
async function addCustomer(storeId: number, nome: string, extra: Partial<typeof customers.$inferInsert> = {}) {
  const [row] = await db()
    .insert(customers)
    .values({ storeId, cpf: makeCpf(seq++), nome, telefone: '11987654321', ...extra })
    .returning({ id: customers.id });
  if (!row) throw new Error('no customer');
  return row.id;
}

const DAY = 86_400_000;

describe('CRM customers', () => {
  it('lists the shop’s customers in name order with points, spendable cashback and purchases', async () => {
    const shop = await registerAndLogin(ctx.app);
    const other = await registerAndLogin(ctx.app);
    const bia = await addCustomer(shop.id, 'Bia Souza', { pointsBalance: 120, purchaseCount: 9 });
    const ana = await addCustomer(shop.id, 'Ana Lima', { telefone: '' });
    const stranger = await addCustomer(other.id, 'Alguém de Outra Loja');
    // Entries of other customers first, so that entry ids and customer ids do not line up.
    await db()
      .insert(cashbackEntries)
      .values(
        Array.from({ length: 7 }, () => ({
          storeId: other.id,
          customerId: stranger,
          earnedCents: 4_000,
          remainingCents: 4_000,
          expiresAt: new Date(Date.now() + DAY),
        })),
      );
    await db()
      .insert(cashbackEntries)
      .values([
        {
          storeId: shop.id,
          customerId: bia,
          earnedCents: 500,
          remainingCents: 300,
          expiresAt: new Date(Date.now() + DAY),
        },
        {
          storeId: shop.id,
          customerId: bia,
          earnedCents: 900,
          remainingCents: 900,
          expiresAt: new Date(Date.now() - DAY),
        },
      ]);

    const res = await call('GET', '/api/crm/customers', shop.cookie);
    expect(res.statusCode).toBe(200);
    const list: CrmCustomerList = res.json();
    expect(list.total).toBe(2);
    expect(list.customers.map((c) => c.nome)).toEqual(['Ana Lima', 'Bia Souza']);
    expect(list.customers[0]).toMatchObject({ id: ana, cashbackCents: 0 });
    expect(list.customers[1]).toMatchObject({ pontos: 120, cashbackCents: 300, totalVendas: 9, whatsappOptOut: false });

    const search = await call('POST', '/api/crm/customers/search', shop.cookie, { search: 'bia', limit: 1 });
    expect(search.json()).toMatchObject({ total: 1, nextOffset: null, customers: [{ id: bia }] });
    // A search in the list's URL is not one (a CPF must not travel there): the whole list.
    expect((await call('GET', '/api/crm/customers?search=bia', shop.cookie)).json().total).toBe(2);
  });

  it('answers bad paging with a message and without a session with 401', async () => {
    const shop = await registerAndLogin(ctx.app);
    const bad = await call('GET', '/api/crm/customers?limit=0', shop.cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Página inválida.');
    const badSearch = await call('POST', '/api/crm/customers/search', shop.cookie, { offset: -1 });
    expect(badSearch.json().error.message).toBe('Página inválida.');
    expect((await call('GET', '/api/crm/customers')).statusCode).toBe(401);
    expect((await call('POST', '/api/crm/customers/search', undefined, { search: 'a' })).statusCode).toBe(401);
  });

  it('records a WhatsApp opt-out once, with its first time, and withdraws it', async () => {
    const shop = await registerAndLogin(ctx.app);
    const id = await addCustomer(shop.id, 'Carla Dias');
    const url = `/api/crm/customers/${id}/whatsapp`;

    const out = await call('PUT', url, shop.cookie, { optOut: true });
    expect(out.statusCode).toBe(200);
    expect((out.json() as CrmCustomer).whatsappOptOut).toBe(true);
    const [first] = await db().select().from(customers).where(eq(customers.id, id));
    await call('PUT', url, shop.cookie, { optOut: true });
    const [again] = await db().select().from(customers).where(eq(customers.id, id));
    expect(again?.whatsappOptOutAt).toEqual(first?.whatsappOptOutAt);

    const back = await call('PUT', url, shop.cookie, { optOut: false });
    expect((back.json() as CrmCustomer).whatsappOptOut).toBe(false);
  });

  it('refuses bad input and another shop’s customer (404, unchanged)', async () => {
    const shop = await registerAndLogin(ctx.app);
    const other = await registerAndLogin(ctx.app);
    const theirs = await addCustomer(other.id, 'Cliente Alheio');

    const bad = await call('PUT', `/api/crm/customers/${theirs}/whatsapp`, shop.cookie, { optOut: 'sim' });
    expect(bad.statusCode).toBe(400);
    const foreign = await call('PUT', `/api/crm/customers/${theirs}/whatsapp`, shop.cookie, { optOut: true });
    expect(foreign.statusCode).toBe(404);
    const [row] = await db().select().from(customers).where(eq(customers.id, theirs));
    expect(row?.whatsappOptOutAt).toBeNull();
    expect((await call('PUT', '/api/crm/customers/abc/whatsapp', shop.cookie, { optOut: true })).statusCode).toBe(400);
    expect((await call('PUT', '/api/crm/customers/999999/whatsapp', shop.cookie, { optOut: true })).statusCode).toBe(
      404,
    );
  });
});
