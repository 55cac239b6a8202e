import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customers } from '../../db/schema/customers.ts';
import { giftDeliveries } from '../../db/schema/loyalty.ts';
import { registerAndLogin } from '../../test/fixtures.ts';
import { setupTestContext, testDbKind } from '../../test/harness.ts';
import { newCustomerCpf, purchase, shopWithPin, validate } from '../../test/loyalty-fixtures.ts';

const ctx = setupTestContext();

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, cookie?: string, payload?: unknown) =>
  ctx.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload ? { payload: payload as object } : {}),
  });

async function addGift(cookie: string, nome: string, custoCents: number) {
  const res = await call('POST', '/api/gifts', cookie, { nome, custoCents });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; numero: number; nome: string; custoCents: number };
}

describe('gift catalogue', () => {
  it('adds gifts with the next number and lists them by number', async () => {
    const { cookie } = await registerAndLogin(ctx.app);
    expect((await call('GET', '/api/gifts', cookie)).json()).toEqual({ brindes: [] });
    const caneca = await addGift(cookie, '  Caneca personalizada ', 1590);
    expect(caneca).toEqual({ id: expect.any(Number), numero: 1, nome: 'Caneca personalizada', custoCents: 1590 });
    const chaveiro = await addGift(cookie, 'Chaveiro', 350);
    expect(chaveiro.numero).toBe(2);
    // A removed number is not given again: the next one follows the highest.
    await call('DELETE', `/api/gifts/${caneca.id}`, cookie);
    expect((await addGift(cookie, 'Ecobag', 900)).numero).toBe(3);
    const list = (await call('GET', '/api/gifts', cookie)).json();
    expect(list.brindes.map((b: { numero: number; nome: string }) => [b.numero, b.nome])).toEqual([
      [2, 'Chaveiro'],
      [3, 'Ecobag'],
    ]);
  });

  it('numbers gifts added at the same moment without a clash', async () => {
    const { cookie } = await registerAndLogin(ctx.app);
    const results = await Promise.all(
      ['A', 'B', 'C', 'D'].map((nome) => call('POST', '/api/gifts', cookie, { nome, custoCents: 0 })),
    );
    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
    expect(results.map((r) => r.json().numero).sort()).toEqual([1, 2, 3, 4]);
  });

  // PGlite runs one query at a time, so only PostgreSQL can race here.
  it.skipIf(testDbKind !== 'postgres')('numbers 20 gifts added at the same moment 1 to 20', async () => {
    const { cookie } = await registerAndLogin(ctx.app);
    const other = await registerAndLogin(ctx.app);
    const results = await Promise.all([
      ...Array.from({ length: 20 }, (_, i) =>
        call('POST', '/api/gifts', cookie, { nome: `Brinde ${i}`, custoCents: 0 }),
      ),
      ...Array.from({ length: 5 }, (_, i) =>
        call('POST', '/api/gifts', other.cookie, { nome: `Outro ${i}`, custoCents: 0 }),
      ),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual(Array(25).fill(201));
    const numbers = results.slice(0, 20).map((r) => r.json().numero as number);
    expect(numbers.sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    const otherNumbers = results.slice(20).map((r) => r.json().numero as number);
    expect(otherNumbers.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5]);
  });

  it('edits the name and the cost', async () => {
    const { cookie } = await registerAndLogin(ctx.app);
    const gift = await addGift(cookie, 'Caneca', 1000);
    const res = await call('PUT', `/api/gifts/${gift.id}`, cookie, { nome: 'Caneca térmica', custoCents: 2490 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...gift, nome: 'Caneca térmica', custoCents: 2490 });
  });

  it('refuses a missing name or a bad cost, with their messages, and changes nothing', async () => {
    const { cookie } = await registerAndLogin(ctx.app);
    const empty = await call('POST', '/api/gifts', cookie, { nome: '  ', custoCents: -5 });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toEqual({
      nome: 'Informe o nome do brinde.',
      custoCents: 'Informe um custo válido (R$ 0,00 ou mais).',
    });
    expect((await call('POST', '/api/gifts', cookie, { nome: 'x'.repeat(81), custoCents: 0 })).statusCode).toBe(400);
    expect((await call('POST', '/api/gifts', cookie, { nome: 'Bolo', custoCents: 1.5 })).statusCode).toBe(400);
    const gift = await addGift(cookie, 'Bolo', 100);
    const edit = await call('PUT', `/api/gifts/${gift.id}`, cookie, { nome: '', custoCents: 100 });
    expect(edit.json().error.fields).toEqual({ nome: 'Informe o nome do brinde.' });
    const badId = await call('PUT', '/api/gifts/abc', cookie, { nome: 'X', custoCents: 1 });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().error.message).toBe('Identificador inválido.');
    expect((await call('GET', '/api/gifts', cookie)).json().brindes).toEqual([gift]);
  });

  it("answers 404 for another shop's gift, and leaves it alone", async () => {
    const a = await registerAndLogin(ctx.app);
    const b = await registerAndLogin(ctx.app);
    const gift = await addGift(a.cookie, 'Caneca', 1000);
    const edit = await call('PUT', `/api/gifts/${gift.id}`, b.cookie, { nome: 'Roubado', custoCents: 0 });
    expect(edit.statusCode).toBe(404);
    expect(edit.json().error.message).toBe('Brinde não encontrado.');
    expect((await call('DELETE', `/api/gifts/${gift.id}`, b.cookie)).statusCode).toBe(404);
    expect((await call('GET', '/api/gifts', b.cookie)).json().brindes).toEqual([]);
    expect((await call('GET', '/api/gifts', a.cookie)).json().brindes).toEqual([gift]);
    expect((await call('DELETE', '/api/gifts/999999', a.cookie)).statusCode).toBe(404);
  });

  it('answers 401 without a session', async () => {
    for (const [method, url] of [
      ['GET', '/api/gifts'],
      ['POST', '/api/gifts'],
      ['PUT', '/api/gifts/1'],
      ['DELETE', '/api/gifts/1'],
      ['POST', '/api/gifts/1/deliveries'],
      ['GET', '/api/gifts/deliveries'],
    ] as const) {
      expect((await call(method, url, undefined, { nome: 'X', custoCents: 1, cpf: '1' })).statusCode).toBe(401);
    }
  });
});

describe('handing a gift to a customer', () => {
  it('records the delivery with the cost of the moment and adds it to the customer, together', async () => {
    const shop = await shopWithPin(ctx.app);
    const input = purchase();
    expect((await validate(ctx.app, shop.cookie, input)).statusCode).toBe(201);
    const gift = await addGift(shop.cookie, 'Caneca', 1590);

    const res = await call('POST', `/api/gifts/${gift.id}/deliveries`, shop.cookie, { cpf: input.cpf });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      brinde: 'Caneca',
      custoCents: 1590,
      cliente: 'Maria da Silva',
    });

    // A later price change does not rewrite what was delivered.
    await call('PUT', `/api/gifts/${gift.id}`, shop.cookie, { nome: 'Caneca', custoCents: 9999 });
    const [customer] = await ctx.database.db.select().from(customers).where(eq(customers.storeId, shop.id));
    expect(customer?.giftsValueCents).toBe(1590);
    const rows = await ctx.database.db.select().from(giftDeliveries).where(eq(giftDeliveries.storeId, shop.id));
    expect(rows).toMatchObject([{ giftId: gift.id, customerId: customer?.id, custoCents: 1590, source: 'entrega' }]);

    const list = (await call('GET', '/api/gifts/deliveries', shop.cookie)).json();
    expect(list).toEqual({
      entregas: [
        {
          id: expect.any(Number),
          nome: 'Caneca',
          custoCents: 1590,
          origem: 'entrega',
          cliente: 'Maria da Silva',
          entregueEm: expect.any(String),
        },
      ],
      investimentoCents: 1590,
    });
  });

  it('refuses an unknown customer, a bad CPF and another shop’s customer or gift', async () => {
    const a = await shopWithPin(ctx.app);
    const b = await shopWithPin(ctx.app);
    const input = purchase();
    await validate(ctx.app, a.cookie, input);
    const giftA = await addGift(a.cookie, 'Caneca', 100);
    const giftB = await addGift(b.cookie, 'Chaveiro', 100);

    const unknown = await call('POST', `/api/gifts/${giftA.id}/deliveries`, a.cookie, { cpf: newCustomerCpf() });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(
      'Cliente não encontrado nesta loja. Cadastre o cliente ou valide uma compra em Fidelidade.',
    );
    const bad = await call('POST', `/api/gifts/${giftA.id}/deliveries`, a.cookie, { cpf: '123.456.789-00' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ cpf: 'CPF inválido. Confira os números.' });
    const empty = await call('POST', `/api/gifts/${giftA.id}/deliveries`, a.cookie, { cpf: '' });
    expect(empty.json().error.fields).toEqual({ cpf: 'Informe o CPF do cliente.' });
    // Shop B knows neither shop A's gift nor shop A's customer.
    expect((await call('POST', `/api/gifts/${giftA.id}/deliveries`, b.cookie, { cpf: input.cpf })).statusCode).toBe(
      404,
    );
    expect((await call('POST', `/api/gifts/${giftB.id}/deliveries`, b.cookie, { cpf: input.cpf })).statusCode).toBe(
      404,
    );
    expect(await ctx.database.db.$count(giftDeliveries, eq(giftDeliveries.storeId, a.id))).toBe(0);
    expect((await call('GET', '/api/gifts/deliveries', b.cookie)).json()).toEqual({
      entregas: [],
      investimentoCents: 0,
    });
  });
});
