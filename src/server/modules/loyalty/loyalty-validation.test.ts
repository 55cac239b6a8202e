import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rateLimits } from '../../db/schema/auth.ts';
import { customers, pointsLedger } from '../../db/schema/customers.ts';
import { loyaltyValidations } from '../../db/schema/loyalty.ts';
import { makeCpf, registerAndLogin } from '../../test/fixtures.ts';
import { setupTestContext } from '../../test/harness.ts';
import { DEFAULT_PRIZES, PIN, purchase, shopWithPin, validate, validateMany } from '../../test/loyalty-fixtures.ts';
import { PIN_ATTEMPT_LIMIT } from './loyalty-service.ts';

const ctx = setupTestContext();
const SLICES = [...DEFAULT_PRIZES, 'Não foi dessa vez'];

describe('POST /api/loyalty/validations', () => {
  it('creates the customer, adds floor(value) points and counts the purchase, in one go', async () => {
    const shop = await shopWithPin(ctx.app, { minCents: 5000 });
    const input = purchase({ valorCompraCents: 12_399 });
    const res = await validate(ctx.app, shop.cookie, input);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      validacaoId: expect.any(Number),
      cliente: { nome: 'Maria da Silva', cpf: input.cpf },
      pontosAdicionados: 123,
      totalPontos: 123,
      compraValida: true,
      giroLiberado: false,
      valorMinimoCents: 5000,
      fatias: SLICES,
      comprasValidas: 1,
      comprasParaProximoGiro: 9,
      girosPendentes: [],
    });

    const second = await validate(ctx.app, shop.cookie, { ...input, nome: 'Maria S. Souza', valorCompraCents: 4999 });
    expect(second.json()).toMatchObject({
      pontosAdicionados: 49,
      totalPontos: 172,
      compraValida: false,
      comprasValidas: 1,
    });

    const [row] = await ctx.database.db
      .select()
      .from(customers)
      .where(and(eq(customers.storeId, shop.id), eq(customers.cpf, input.cpf)));
    expect(row).toMatchObject({
      nome: 'Maria S. Souza',
      telefone: '11987654321',
      dataNascimento: '1990-05-17',
      pointsBalance: 172,
      totalSpentCents: 17_398,
      purchaseCount: 2,
      visits: 2,
    });
    expect(row?.lastPurchaseAt).toBeInstanceOf(Date);
    const ledger = await ctx.database.db
      .select()
      .from(pointsLedger)
      .where(eq(pointsLedger.customerId, row?.id ?? 0));
    expect(ledger.map((l) => [l.delta, l.reason])).toEqual([
      [123, 'fidelidade'],
      [49, 'fidelidade'],
    ]);
  });

  it('answers every missing field with the spec message', async () => {
    const shop = await shopWithPin(ctx.app);
    const res = await validate(ctx.app, shop.cookie, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Preencha todos os campos obrigatórios.');
    expect(Object.values(res.json().error.fields)).toEqual(Array(6).fill('Preencha todos os campos obrigatórios.'));
    const blank = await validate(ctx.app, shop.cookie, purchase({ nome: '   ', senha: '' }));
    expect(blank.json().error.fields).toEqual({
      nome: 'Preencha todos os campos obrigatórios.',
      senha: 'Preencha todos os campos obrigatórios.',
    });
  });

  it('checks the CPF digits, the phone, the birth date and the value', async () => {
    const shop = await shopWithPin(ctx.app);
    const res = await validate(
      ctx.app,
      shop.cookie,
      purchase({ cpf: '123.456.789-00', telefone: '1234', dataNascimento: '2999-01-01', valorCompraCents: 0 }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      cpf: 'CPF inválido. Confira os números.',
      telefone: 'Telefone inválido. Use DDD e número.',
      dataNascimento: 'Data de nascimento inválida.',
      valorCompraCents: 'Informe um valor de compra maior que zero.',
    });
    for (const bad of [
      { dataNascimento: '1990-02-30' },
      { valorCompraCents: -100 },
      { valorCompraCents: 10.5 },
      { valorCompraCents: '50' },
    ]) {
      expect((await validate(ctx.app, shop.cookie, purchase(bad as object))).statusCode).toBe(400);
    }
    expect(await ctx.database.db.$count(customers, eq(customers.storeId, shop.id))).toBe(0);
  });

  it('asks for the PIN to be set in Configurações first', async () => {
    const shop = await registerAndLogin(ctx.app);
    const res = await validate(ctx.app, shop.cookie, purchase());
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({
      code: 'pin_not_set',
      message: 'Defina a senha do lojista em Configurações antes de validar compras.',
    });
  });

  it('refuses a wrong PIN with the spec message and changes nothing', async () => {
    const shop = await shopWithPin(ctx.app);
    const res = await validate(ctx.app, shop.cookie, purchase({ senha: '0000' }));
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toEqual({ code: 'wrong_pin', message: 'Senha do lojista incorreta.' });
    expect(await ctx.database.db.$count(customers, eq(customers.storeId, shop.id))).toBe(0);
    expect(await ctx.database.db.$count(loyaltyValidations, eq(loyaltyValidations.storeId, shop.id))).toBe(0);
  });

  it('slows down repeated wrong PINs: 429 after the limit, even for the right one', async () => {
    const shop = await shopWithPin(ctx.app);
    const other = await shopWithPin(ctx.app);
    // Right PINs do not use up the allowance.
    for (let i = 0; i < 3; i++) expect((await validate(ctx.app, shop.cookie, purchase())).statusCode).toBe(201);
    for (let i = 0; i < PIN_ATTEMPT_LIMIT.limit; i++) {
      expect((await validate(ctx.app, shop.cookie, purchase({ senha: `99${i}9` }))).statusCode).toBe(403);
    }
    const blocked = await validate(ctx.app, shop.cookie, purchase({ senha: PIN }));
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.message).toBe(
      'Muitas tentativas com a senha do lojista. Aguarde 15 minutos e tente novamente.',
    );
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(800);
    // Another shop's counter is its own.
    expect((await validate(ctx.app, other.cookie, purchase())).statusCode).toBe(201);
  });

  it('does not let a burst of parallel guesses past the limit', async () => {
    const shop = await shopWithPin(ctx.app);
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => validate(ctx.app, shop.cookie, purchase({ senha: String(1000 + i) }))),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 403)).toHaveLength(PIN_ATTEMPT_LIMIT.limit);
    expect(codes.filter((c) => c === 429)).toHaveLength(12 - PIN_ATTEMPT_LIMIT.limit);
  });

  it('lets 20 parallel validations with the right PIN all through, counting nothing', async () => {
    const shop = await shopWithPin(ctx.app);
    const results = await Promise.all(Array.from({ length: 20 }, () => validate(ctx.app, shop.cookie, purchase())));
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    expect((await validate(ctx.app, shop.cookie, purchase())).statusCode).toBe(201);
    const [row] = await ctx.database.db
      .select({ count: rateLimits.count, inFlight: rateLimits.inFlight })
      .from(rateLimits)
      .where(eq(rateLimits.key, `loyalty-pin:${shop.id}`));
    expect(row).toEqual({ count: 0, inFlight: 0 });
  });

  it('counts exactly the limit of 40 parallel wrong PINs, then the right one waits for the window', async () => {
    const shop = await shopWithPin(ctx.app);
    const key = `loyalty-pin:${shop.id}`;
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) => validate(ctx.app, shop.cookie, purchase({ senha: String(5000 + i) }))),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 403)).toHaveLength(PIN_ATTEMPT_LIMIT.limit);
    expect(codes.filter((c) => c === 429)).toHaveLength(40 - PIN_ATTEMPT_LIMIT.limit);
    const [row] = await ctx.database.db
      .select({ count: rateLimits.count, inFlight: rateLimits.inFlight })
      .from(rateLimits)
      .where(eq(rateLimits.key, key));
    expect(row).toEqual({ count: PIN_ATTEMPT_LIMIT.limit, inFlight: 0 });
    expect((await validate(ctx.app, shop.cookie, purchase())).statusCode).toBe(429);
    // The window ends: the right PIN works again.
    await ctx.database.db
      .update(rateLimits)
      .set({ windowEndsAt: new Date(Date.now() - 1000) })
      .where(eq(rateLimits.key, key));
    expect((await validate(ctx.app, shop.cookie, purchase())).statusCode).toBe(201);
    expect(await ctx.database.db.$count(loyaltyValidations, eq(loyaltyValidations.storeId, shop.id))).toBe(1);
  });

  it('answers 401 without a session', async () => {
    expect((await validate(ctx.app, undefined, purchase())).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/loyalty/config' })).statusCode).toBe(401);
  });

  it('the same Idempotency-Key counts the purchase once and answers the same validation', async () => {
    const shop = await shopWithPin(ctx.app);
    const input = purchase({ cpf: makeCpf(31_313), valorCompraCents: 2500 });
    const key = randomUUID();
    const results = await Promise.all(Array.from({ length: 5 }, () => validate(ctx.app, shop.cookie, input, key)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(results.map((r) => r.json().validacaoId)).size).toBe(1);
    expect(results.every((r) => r.json().pontosAdicionados === 25 && r.json().totalPontos === 25)).toBe(true);
    const [row] = await ctx.database.db
      .select()
      .from(customers)
      .where(and(eq(customers.storeId, shop.id), eq(customers.cpf, input.cpf)));
    expect(row).toMatchObject({ pointsBalance: 25, purchaseCount: 1, visits: 1, totalSpentCents: 2500 });
    // The key in the body works too; without any key the validation is refused.
    const inBody = await ctx.app.inject({
      method: 'POST',
      url: '/api/loyalty/validations',
      headers: { cookie: shop.cookie },
      payload: { ...input, idempotencyKey: key },
    });
    expect(inBody.statusCode).toBe(200);
    const noKey = await ctx.app.inject({
      method: 'POST',
      url: '/api/loyalty/validations',
      headers: { cookie: shop.cookie },
      payload: input,
    });
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().error.message).toBe('Informe a chave da validação (Idempotency-Key).');
  });
});

describe('the loyalty rule: a spin every 10 purchases of at least the minimum', () => {
  it('grants at the 10th and 20th qualifying purchase; smaller ones do not count', async () => {
    const shop = await shopWithPin(ctx.app, { minCents: 5000 });
    const input = purchase({ valorCompraCents: 5000 });
    const ninth = await validateMany(ctx.app, shop.cookie, input, 9);
    expect(ninth).toMatchObject({ giroLiberado: false, comprasValidas: 9, comprasParaProximoGiro: 1 });

    const small = await validate(ctx.app, shop.cookie, { ...input, valorCompraCents: 4999 });
    expect(small.json()).toMatchObject({
      compraValida: false,
      giroLiberado: false,
      comprasValidas: 9,
      comprasParaProximoGiro: 1,
    });

    const tenth = (await validate(ctx.app, shop.cookie, input)).json();
    expect(tenth).toMatchObject({
      compraValida: true,
      giroLiberado: true,
      comprasValidas: 10,
      comprasParaProximoGiro: 10,
    });
    expect(tenth.girosPendentes).toEqual([tenth.validacaoId]);

    const eleventh = (await validate(ctx.app, shop.cookie, input)).json();
    expect(eleventh).toMatchObject({ giroLiberado: false, comprasParaProximoGiro: 9 });
    // The spin not taken yet stays available.
    expect(eleventh.girosPendentes).toEqual([tenth.validacaoId]);

    const twentieth = await validateMany(ctx.app, shop.cookie, input, 9);
    expect(twentieth).toMatchObject({ giroLiberado: true, comprasValidas: 20 });
    expect(twentieth.girosPendentes).toEqual([tenth.validacaoId, twentieth.validacaoId]);
  });

  it('counts per customer and per shop', async () => {
    const shop = await shopWithPin(ctx.app);
    const input = purchase();
    await validateMany(ctx.app, shop.cookie, input, 9);
    const someoneElse = await validate(ctx.app, shop.cookie, purchase());
    expect(someoneElse.json()).toMatchObject({ comprasValidas: 1, giroLiberado: false });
    const otherShop = await shopWithPin(ctx.app);
    expect((await validate(ctx.app, otherShop.cookie, input)).json()).toMatchObject({ comprasValidas: 1 });
    expect((await validate(ctx.app, shop.cookie, input)).json()).toMatchObject({ giroLiberado: true });
  });

  it('grants exactly one spin when the 10th purchase is validated twice at once', async () => {
    const shop = await shopWithPin(ctx.app);
    const input = purchase();
    await validateMany(ctx.app, shop.cookie, input, 8);
    const results = await Promise.all([validate(ctx.app, shop.cookie, input), validate(ctx.app, shop.cookie, input)]);
    expect(results.map((r) => r.statusCode)).toEqual([201, 201]);
    expect(results.filter((r) => r.json().giroLiberado)).toHaveLength(1);
    expect(results.map((r) => r.json().comprasValidas).sort((x, y) => x - y)).toEqual([9, 10]);
  });
});

describe('GET /api/loyalty/config and POST /api/loyalty/customers/lookup', () => {
  it('says whether the PIN is set and shows the wheel', async () => {
    const shop = await registerAndLogin(ctx.app);
    const before = await ctx.app.inject({
      method: 'GET',
      url: '/api/loyalty/config',
      headers: { cookie: shop.cookie },
    });
    expect(before.json()).toEqual({ senhaDefinida: false, fatias: SLICES, valorMinimoCents: 0 });
    const withPin = await shopWithPin(ctx.app, { minCents: 2500 });
    const after = await ctx.app.inject({
      method: 'GET',
      url: '/api/loyalty/config',
      headers: { cookie: withPin.cookie },
    });
    expect(after.json()).toEqual({ senhaDefinida: true, fatias: SLICES, valorMinimoCents: 2500 });
    expect(after.body).not.toContain(PIN);
  });

  it("finds the shop's customer by CPF with their progress, and nobody else's", async () => {
    const shop = await shopWithPin(ctx.app);
    const other = await shopWithPin(ctx.app);
    const input = purchase({ valorCompraCents: 2000 });
    await validateMany(ctx.app, shop.cookie, input, 3);
    const get = (cookie: string | undefined, cpf: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/loyalty/customers/lookup',
        headers: cookie ? { cookie } : {},
        payload: { cpf },
      });
    const res = await get(shop.cookie, input.cpf);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      nome: 'Maria da Silva',
      telefone: '11987654321',
      dataNascimento: '1990-05-17',
      pontos: 60,
      pontosAReceber: 0,
      comprasValidas: 3,
      comprasParaProximoGiro: 7,
      girosPendentes: [],
    });
    expect((await get(other.cookie, input.cpf)).statusCode).toBe(404);
    const bad = await get(shop.cookie, '123.456.789-00');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ cpf: 'CPF inválido. Confira os números.' });
    expect((await get(undefined, input.cpf)).statusCode).toBe(401);
  });
});
