import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, saoPauloToday } from '../../../shared/calendar.ts';
import { customerMessages } from '../../../shared/contracts/customers.ts';
import { customers } from '../../db/schema/customers.ts';
import { orders } from '../../db/schema/orders.ts';
import { createCustomerVia, customerInput, insertOrder, shopSession } from '../../test/customer-fixtures.ts';
import { makeCpf } from '../../test/fixtures.ts';
import { setupTestContext } from '../../test/harness.ts';

const ctx = setupTestContext();

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, cookie?: string, payload?: unknown) =>
  ctx.app.inject({ method, url, headers: cookie ? { cookie } : {}, payload: payload as object });

describe('POST /api/customers', () => {
  it('registers a customer with every field, normalised, balances at zero', async () => {
    const shop = await shopSession(ctx.app);
    const cpf = makeCpf(1001);
    const res = await call('POST', '/api/customers', shop.cookie, {
      nome: '  Ana Beatriz Souza ',
      cpf: `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`,
      telefone: '(21) 99876-5432',
      email: 'Ana.Souza@Exemplo.com.br',
      sexo: 'feminino',
      dataNascimento: '1988-07-14',
      bairro: 'Centro',
      cidade: 'Niterói',
      estado: 'RJ',
      nomeAtendente: 'Carlos',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      nome: 'Ana Beatriz Souza',
      cpf,
      telefone: '21998765432',
      email: 'ana.souza@exemplo.com.br',
      sexo: 'feminino',
      dataNascimento: '1988-07-14',
      bairro: 'Centro',
      cidade: 'Niterói',
      estado: 'RJ',
      nomeAtendente: 'Carlos',
      extras: {},
      pointsBalance: 0,
      totalSpentCents: 0,
      purchaseCount: 0,
      giftsValueCents: 0,
      visits: 0,
      creditBalanceCents: 0,
      lastPurchaseAt: null,
    });
    const [row] = await ctx.database.db.select().from(customers).where(eq(customers.id, res.json().id));
    expect(row?.storeId).toBe(shop.id);
  });

  it('needs only nome, CPF and celular', async () => {
    const shop = await shopSession(ctx.app);
    const res = await call('POST', '/api/customers', shop.cookie, customerInput());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ sexo: null, dataNascimento: null, email: '', estado: '' });
  });

  it("answers the spec's message for each missing required field", async () => {
    const shop = await shopSession(ctx.app);
    for (const payload of [{ nome: '', cpf: '', telefone: '' }, {}]) {
      const res = await call('POST', '/api/customers', shop.cookie, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({
        message: 'Nome, CPF e celular são obrigatórios!',
        fields: {
          nome: 'Nome, CPF e celular são obrigatórios!',
          cpf: 'Nome, CPF e celular são obrigatórios!',
          telefone: 'Nome, CPF e celular são obrigatórios!',
        },
      });
    }
    expect(await ctx.database.db.$count(customers, eq(customers.storeId, shop.id))).toBe(0);
  });

  it('checks CPF digits, phone, e-mail, sexo, UF and birth date', async () => {
    const shop = await shopSession(ctx.app);
    const res = await call(
      'POST',
      '/api/customers',
      shop.cookie,
      customerInput({
        cpf: '123.456.789-00',
        telefone: '1234',
        email: 'sem-arroba',
        sexo: 'x' as 'outro',
        estado: 'XX' as 'SP',
        dataNascimento: '2999-01-01',
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      cpf: 'CPF inválido. Confira os números.',
      telefone: 'Celular inválido. Use DDD e número.',
      email: 'E-mail inválido.',
      sexo: 'Selecione masculino, feminino ou outro.',
      estado: 'Selecione uma UF válida.',
      dataNascimento: customerMessages.invalidBirthDate,
    });
    // The one birth-date rule (src/shared/calendar.ts): up to today, as the checkout accepts it.
    for (const dataNascimento of ['1990-02-30', addDays(saoPauloToday(), 1), '31/12/1990', '1899-12-31']) {
      const bad = await call('POST', '/api/customers', shop.cookie, customerInput({ dataNascimento }));
      expect(bad.json().error.fields).toEqual({ dataNascimento: customerMessages.invalidBirthDate });
    }
    const bornToday = await call(
      'POST',
      '/api/customers',
      shop.cookie,
      customerInput({ dataNascimento: saoPauloToday() }),
    );
    expect(bornToday.statusCode, bornToday.body).toBe(201);
  });

  it('answers 400, never 500, to wrong types and a body that is not JSON', async () => {
    const shop = await shopSession(ctx.app);
    const typed = await call('POST', '/api/customers', shop.cookie, { nome: 12, cpf: [], telefone: null });
    expect(typed.statusCode).toBe(400);
    expect(typed.json().error.message).toBe('Nome, CPF e celular são obrigatórios!');
    const wrong = await call('POST', '/api/customers', shop.cookie, {
      ...customerInput(),
      email: 5,
      bairro: [],
      dataNascimento: 7,
    });
    expect(wrong.json().error.fields).toEqual({
      email: 'Valor inválido.',
      bairro: 'Valor inválido.',
      dataNascimento: customerMessages.invalidBirthDate,
    });
    const notObject = await call('POST', '/api/customers', shop.cookie, [1]);
    expect(notObject.statusCode).toBe(400);
    expect(notObject.json().error.message).toBe('Requisição inválida.');
    const broken = await ctx.app.inject({
      method: 'POST',
      url: '/api/customers',
      headers: { cookie: shop.cookie, 'content-type': 'application/json' },
      payload: '{nope',
    });
    expect(broken.statusCode).toBe(400);
  });

  it('refuses a CPF already registered in this shop with 409 and changes nothing', async () => {
    const shop = await shopSession(ctx.app);
    const first = await createCustomerVia(ctx.app, shop.cookie, { nome: 'Primeiro' });
    const formatted = `${first.cpf.slice(0, 3)}.${first.cpf.slice(3, 6)}.${first.cpf.slice(6, 9)}-${first.cpf.slice(9)}`;
    const res = await call('POST', '/api/customers', shop.cookie, customerInput({ cpf: formatted, nome: 'Outro' }));
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({
      code: 'conflict',
      message: 'Já existe um cliente com este CPF nesta loja.',
      fields: { cpf: 'Já existe um cliente com este CPF nesta loja.' },
    });
    const rows = await ctx.database.db.select().from(customers).where(eq(customers.storeId, shop.id));
    expect(rows.map((r) => r.nome)).toEqual(['Primeiro']);

    // The same person may be a customer of another shop.
    const other = await shopSession(ctx.app);
    expect((await call('POST', '/api/customers', other.cookie, customerInput({ cpf: first.cpf }))).statusCode).toBe(
      201,
    );
  });

  it('keeps one customer when the same CPF is registered twice at once', async () => {
    const shop = await shopSession(ctx.app);
    const input = customerInput();
    const results = await Promise.all([1, 2, 3].map(() => call('POST', '/api/customers', shop.cookie, input)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    const where = and(eq(customers.storeId, shop.id), eq(customers.cpf, String(input.cpf)));
    expect(await ctx.database.db.$count(customers, where)).toBe(1);
  });

  it('is closed to visitors', async () => {
    const res = await call('POST', '/api/customers', undefined, customerInput());
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('unauthorized');
  });
});

describe('GET /api/customers', () => {
  it("lists only the shop's customers, newest first", async () => {
    const shop = await shopSession(ctx.app);
    const other = await shopSession(ctx.app);
    const a = await createCustomerVia(ctx.app, shop.cookie, { nome: 'Antigo' });
    const b = await createCustomerVia(ctx.app, shop.cookie, { nome: 'Novo', dataNascimento: '1990-05-20' });
    await createCustomerVia(ctx.app, other.cookie, { nome: 'De outra loja' });
    const res = await call('GET', '/api/customers', shop.cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.customers.map((c: { id: number }) => c.id)).toEqual([b.id, a.id]);
    expect(body.total).toBe(2);
    expect(body.nextOffset).toBeNull();
    expect(body.customers[0]).toEqual({
      id: b.id,
      cpf: b.cpf,
      nome: 'Novo',
      telefone: '11987654321',
      dataNascimento: '1990-05-20',
      pointsBalance: 0,
      totalSpentCents: 0,
      createdAt: expect.any(String),
    });
  });

  it('searches by name (any case, any accent), CPF digits or phone', async () => {
    const shop = await shopSession(ctx.app);
    const joao = await createCustomerVia(ctx.app, shop.cookie, { nome: 'João Conceição', telefone: '(31) 3222-1100' });
    const maria = await createCustomerVia(ctx.app, shop.cookie, { nome: 'Maria 100%' });
    const search = async (q: string) =>
      (await call('POST', '/api/customers/search', shop.cookie, { search: q }))
        .json()
        .customers.map((c: { id: number }) => c.id);
    expect(await search('joao')).toEqual([joao.id]);
    expect(await search('CONCEIÇÃO')).toEqual([joao.id]);
    expect(await search(`${maria.cpf.slice(3, 6)}.${maria.cpf.slice(6, 9)}-${maria.cpf.slice(9)}`)).toEqual([maria.id]);
    expect(await search('3222-1100')).toEqual([joao.id]);
    expect(await search('100%')).toEqual([maria.id]);
    expect(await search('_')).toEqual([]);
    expect(await search('ninguém')).toEqual([]);
  });

  it('pages with nextOffset and filters the birthdays of this month', async () => {
    const shop = await shopSession(ctx.app);
    const month = saoPauloToday().slice(5, 7);
    const otherMonth = month === '01' ? '02' : '01';
    const born = await createCustomerVia(ctx.app, shop.cookie, { dataNascimento: `1990-${month}-01` });
    await createCustomerVia(ctx.app, shop.cookie, { dataNascimento: `1990-${otherMonth}-01` });
    await createCustomerVia(ctx.app, shop.cookie);
    const first = (await call('GET', '/api/customers?limit=2', shop.cookie)).json();
    expect(first.customers).toHaveLength(2);
    expect(first.nextOffset).toBe(2);
    const second = (await call('GET', '/api/customers?limit=2&offset=2', shop.cookie)).json();
    expect(second.customers).toHaveLength(1);
    expect(second.nextOffset).toBeNull();
    const birthdays = (await call('GET', '/api/customers?aniversariantes=true', shop.cookie)).json();
    expect(birthdays.customers.map((c: { id: number }) => c.id)).toEqual([born.id]);
    // The same filters and pages in the search's body.
    const searched = (await call('POST', '/api/customers/search', shop.cookie, { limit: 2, offset: 2 })).json();
    expect(searched).toMatchObject({ total: 3, nextOffset: null, customers: [{}] });
    const searchedBirthdays = await call('POST', '/api/customers/search', shop.cookie, { aniversariantes: true });
    expect(searchedBirthdays.json().customers.map((c: { id: number }) => c.id)).toEqual([born.id]);
  });

  it('never takes the search from the URL, where a CPF would be logged', async () => {
    const shop = await shopSession(ctx.app);
    const ana = await createCustomerVia(ctx.app, shop.cookie, { nome: 'Ana Busca' });
    const other = await createCustomerVia(ctx.app, shop.cookie, { nome: 'Outra Pessoa' });
    const ids = (res: { json: () => { customers: { id: number }[] } }) => res.json().customers.map((c) => c.id);
    // The list ignores a search in its query string: it is the whole list.
    const listed = await call('GET', `/api/customers?search=${ana.cpf}`, shop.cookie);
    expect(ids(listed).sort()).toEqual([ana.id, other.id].sort());
    expect(ids(await call('POST', '/api/customers/search', shop.cookie, { search: ana.cpf }))).toEqual([ana.id]);
  });

  it('answers 400 to a bad page and 401 to visitors', async () => {
    const shop = await shopSession(ctx.app);
    for (const query of ['limit=0', 'limit=201', 'offset=-1', 'offset=abc', 'limit=1.5']) {
      const res = await call('GET', `/api/customers?${query}`, shop.cookie);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.message).toBe('Página inválida.');
    }
    const filter = await call('GET', '/api/customers?aniversariantes=1', shop.cookie);
    expect(filter.json().error.message).toBe('Filtro inválido.');
    for (const body of [{ limit: 0 }, { limit: 201 }, { offset: -1 }, { offset: '2' }, { limit: 1.5 }]) {
      const res = await call('POST', '/api/customers/search', shop.cookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.message).toBe('Página inválida.');
    }
    const searchFilter = await call('POST', '/api/customers/search', shop.cookie, { aniversariantes: 'true' });
    expect(searchFilter.json().error.message).toBe('Filtro inválido.');
    const long = await call('POST', '/api/customers/search', shop.cookie, { search: 'a'.repeat(101) });
    expect(long.json().error.message).toBe('Busca muito longa.');
    expect((await call('GET', '/api/customers')).statusCode).toBe(401);
    expect((await call('POST', '/api/customers/search', undefined, {})).statusCode).toBe(401);
  });
});

describe('GET, PUT and DELETE /api/customers/:id', () => {
  it('reads a customer', async () => {
    const shop = await shopSession(ctx.app);
    const c = await createCustomerVia(ctx.app, shop.cookie, { nome: 'Lia' });
    const res = await call('GET', `/api/customers/${c.id}`, shop.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: c.id, nome: 'Lia', cpf: c.cpf });
    expect(res.json()).not.toHaveProperty('storeId');
  });

  it('updates the basic data, CPF included, and refuses a CPF of another customer', async () => {
    const shop = await shopSession(ctx.app);
    const c = await createCustomerVia(ctx.app, shop.cookie);
    const taken = await createCustomerVia(ctx.app, shop.cookie);
    const cpf = makeCpf(555_001);
    const res = await call('PUT', `/api/customers/${c.id}`, shop.cookie, {
      ...customerInput({ cpf, nome: 'Nome Novo', sexo: 'outro', estado: 'SP', dataNascimento: '2000-01-31' }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: c.id, cpf, nome: 'Nome Novo', sexo: 'outro', estado: 'SP' });

    const dup = await call('PUT', `/api/customers/${c.id}`, shop.cookie, customerInput({ cpf: taken.cpf }));
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error.fields.cpf).toBe('Já existe um cliente com este CPF nesta loja.');
    const bad = await call('PUT', `/api/customers/${c.id}`, shop.cookie, { nome: '', cpf: cpf, telefone: '11' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({
      nome: 'Nome, CPF e celular são obrigatórios!',
      telefone: 'Celular inválido. Use DDD e número.',
    });
    expect((await call('GET', `/api/customers/${c.id}`, shop.cookie)).json().nome).toBe('Nome Novo');
  });

  it('saves Conhecendo Cliente, dropping blank answers', async () => {
    const shop = await shopSession(ctx.app);
    const c = await createCustomerVia(ctx.app, shop.cookie);
    const extras = {
      nomePet: 'Rex',
      possuiVeiculo: 'sim',
      estadoCivil: 'casado',
      nomeConjuge: '',
      timeCoracao: 'Bahia',
    };
    const res = await call('PUT', `/api/customers/${c.id}/extras`, shop.cookie, extras);
    expect(res.statusCode).toBe(200);
    expect(res.json().extras).toEqual({
      nomePet: 'Rex',
      possuiVeiculo: 'sim',
      estadoCivil: 'casado',
      timeCoracao: 'Bahia',
    });
    const bad = await call('PUT', `/api/customers/${c.id}/extras`, shop.cookie, { estadoCivil: 'enrolado' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ estadoCivil: 'Escolha um estado civil da lista.' });
    const long = await call('PUT', `/api/customers/${c.id}/extras`, shop.cookie, { nomePet: 'x'.repeat(81) });
    expect(long.json().error.fields).toEqual({ nomePet: 'Use no máximo 80 caracteres.' });

    // Another screen may store an answer in another shape: it is shown as text, never a 500.
    await ctx.database.db
      .update(customers)
      .set({ extras: { possuiVeiculo: true, nomePet: 42 } as unknown as object })
      .where(eq(customers.id, c.id));
    const odd = await call('GET', `/api/customers/${c.id}`, shop.cookie);
    expect(odd.statusCode).toBe(200);
    expect(odd.json().extras).toEqual({ possuiVeiculo: 'sim', nomePet: '42' });
  });

  it("deletes a customer and keeps the shop's orders", async () => {
    const shop = await shopSession(ctx.app);
    const c = await createCustomerVia(ctx.app, shop.cookie);
    const orderId = await insertOrder(ctx.database.db, {
      storeId: shop.id,
      customerId: c.id,
      cpf: c.cpf,
      createdAt: new Date(),
      items: [['Pão', 2, 150]],
    });
    expect((await call('DELETE', `/api/customers/${c.id}`, shop.cookie)).statusCode).toBe(204);
    expect((await call('GET', `/api/customers/${c.id}`, shop.cookie)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/customers/${c.id}`, shop.cookie)).statusCode).toBe(404);
    const [order] = await ctx.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order?.customerId).toBeNull();
  });

  it("answers 404 for another shop's customer on every route, and changes nothing", async () => {
    const owner = await shopSession(ctx.app);
    const intruder = await shopSession(ctx.app);
    const c = await createCustomerVia(ctx.app, owner.cookie, { nome: 'Protegida' });
    const attempts: [Method, string, unknown?][] = [
      ['GET', `/api/customers/${c.id}`],
      ['PUT', `/api/customers/${c.id}`, customerInput({ nome: 'Invasor' })],
      ['PUT', `/api/customers/${c.id}`, customerInput({ nome: 'Invasor', cpf: c.cpf })],
      ['PUT', `/api/customers/${c.id}/extras`, { nomePet: 'Invasor' }],
      ['DELETE', `/api/customers/${c.id}`],
      ['GET', `/api/customers/${c.id}/purchases`],
      ['GET', `/api/customers/${c.id}/credit`],
      ['POST', `/api/customers/${c.id}/credit`, { tipo: 'credito', amountCents: 100 }],
      ['POST', `/api/customers/${c.id}/credit`, { tipo: 'debito', amountCents: 100 }],
    ];
    for (const [method, url, payload] of attempts) {
      const res = await call(method, url, intruder.cookie, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().error.message).toBe('Cliente não encontrado.');
    }
    const still = (await call('GET', `/api/customers/${c.id}`, owner.cookie)).json();
    expect(still).toMatchObject({ nome: 'Protegida', extras: {}, creditBalanceCents: 0 });
  });

  it('answers 404 to an unknown id and 400, never 500, to an id that is not one', async () => {
    const shop = await shopSession(ctx.app);
    expect((await call('GET', '/api/customers/999999', shop.cookie)).statusCode).toBe(404);
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      const res = await call('GET', `/api/customers/${id}`, shop.cookie);
      expect(res.statusCode, id).toBe(400);
    }
  });

  it('is closed to visitors', async () => {
    const shop = await shopSession(ctx.app);
    const c = await createCustomerVia(ctx.app, shop.cookie);
    const attempts: [Method, string, unknown?][] = [
      ['GET', `/api/customers/${c.id}`],
      ['PUT', `/api/customers/${c.id}`, customerInput()],
      ['PUT', `/api/customers/${c.id}/extras`, {}],
      ['DELETE', `/api/customers/${c.id}`],
      ['GET', '/api/customers/top'],
      ['GET', `/api/customers/${c.id}/purchases`],
      ['GET', `/api/customers/${c.id}/credit`],
      ['POST', `/api/customers/${c.id}/credit`, { tipo: 'credito', amountCents: 100 }],
    ];
    for (const [method, url, payload] of attempts) {
      expect((await call(method, url, undefined, payload)).statusCode, `${method} ${url}`).toBe(401);
    }
    expect((await call('GET', `/api/customers/${c.id}`, 'loja_sid=forjado')).statusCode).toBe(401);
  });
});
