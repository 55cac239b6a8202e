import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { checkoutMessages } from '../../../shared/contracts/checkout.ts';
import { customers } from '../../db/schema/customers.ts';
import { stores } from '../../db/schema/stores.ts';
import { makeCpf } from '../../test/fixtures.ts';
import { setupTestContext } from '../../test/harness.ts';
import { insertProduct, insertShop, orderBody, postOrder } from '../../test/storefront-fixtures.ts';
import { LOOKUP_LIMITS } from './storefront-service.ts';

const ctx = setupTestContext();

/** A customer the shop registered, with the birth date the shop typed (or none). */
async function registered(storeId: number, cpf: string, dataNascimento: string | null, pointsBalance = 0) {
  await db()
    .insert(customers)
    .values({
      storeId,
      cpf,
      nome: 'Maria da Silva Souza',
      telefone: '11988887777',
      dataNascimento,
      dataNascimentoPelaLoja: dataNascimento !== null,
      rua: 'Rua Augusta',
      numero: '1200',
      bairro: 'Consolação',
      cidade: 'São Paulo',
      pointsBalance,
    });
}
const db = () => ctx.database.db;
const getStore = (id: number | string) => ctx.app.inject({ method: 'GET', url: `/api/storefront/stores/${id}` });
const block = (id: number) => db().update(stores).set({ status: 'bloqueado' }).where(eq(stores.id, id));
let ip = 0;
/** Each test acts from its own address, so the per-address limits of one do not touch another. */
const nextIp = () => {
  ip += 1;
  return `10.1.${ip >> 8}.${ip & 255}`;
};
const lookup = (storeId: number, cpf: string, remoteAddress = nextIp()) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/storefront/stores/${storeId}/customers/lookup`,
    payload: { cpf },
    remoteAddress,
  });
const confirm = (storeId: number, cpf: string, dataNascimento: string, remoteAddress = nextIp()) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/storefront/stores/${storeId}/customers/confirm`,
    payload: { cpf, dataNascimento },
    remoteAddress,
  });

describe('GET /api/storefront/stores/:storeId', () => {
  it("answers the shop's public profile and its products only", async () => {
    const shop = await insertShop(db(), { nomeEmpresa: 'Empório Sabor da Vila' });
    const other = await insertShop(db());
    const image = randomUUID();
    await db().update(stores).set({ logo: image }).where(eq(stores.id, shop.id));
    await insertProduct(db(), shop.id, { name: 'Queijo Minas', priceCents: 3290, stock: 4, category: 'Frios' });
    await insertProduct(db(), shop.id, { name: 'Café Especial', priceCents: 2850, description: '250 g' });
    await insertProduct(db(), other.id, { name: 'Produto de outra loja' });

    const res = await getStore(shop.id);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.store).toEqual({
      id: shop.id,
      nomeEmpresa: 'Empório Sabor da Vila',
      segmento: 'Alimentação',
      description: 'Alimentação - Empório Sabor da Vila',
      endereco: shop.endereco,
      cidade: shop.cidade,
      telefone: '11987654321',
      email: shop.email,
      horarios: null,
      avaliacao: null,
      logoUrl: `/api/images/${image}`,
      fotoUrl: null,
    });
    expect(JSON.stringify(body)).not.toMatch(/documento|password|status|orderSeq|salesCount|imageId/);
    expect(body.products.map((p: { name: string }) => p.name)).toEqual(['Café Especial', 'Queijo Minas']);
    expect(body.products[1]).toEqual({
      id: expect.any(Number),
      code: expect.any(Number),
      name: 'Queijo Minas',
      priceCents: 3290,
      category: 'Frios',
      description: '',
      stock: 4,
      imageUrl: null,
      originalPriceCents: null,
    });
    expect(body.promocao).toBeNull();
  });

  it("answers 404 'Loja não encontrada' for an unknown shop, and says a blocked one is unavailable", async () => {
    const shop = await insertShop(db());
    const other = await insertShop(db());
    await block(shop.id);
    const blocked = await getStore(shop.id);
    expect(blocked.statusCode).toBe(404);
    expect(blocked.json()).toEqual({
      error: { code: 'store_unavailable', message: 'Esta loja está indisponível no momento.' },
    });
    const unknown = await getStore(999_999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: { code: 'not_found', message: 'Loja não encontrada' } });
    // Another shop is not touched.
    expect((await getStore(other.id)).statusCode).toBe(200);
    expect((await getStore('abc')).statusCode).toBe(400);
  });
});

describe('checkout CPF look-up', () => {
  it('answers only whether the CPF is known and the first name', async () => {
    const shop = await insertShop(db());
    const product = await insertProduct(db(), shop.id);
    const cpf = makeCpf(9001);
    expect((await lookup(shop.id, cpf)).json()).toEqual({ found: false, firstName: null });
    await postOrder(ctx.app, shop.id, orderBody([{ productId: product.id, quantity: 1 }], { cpf }));
    const res = await lookup(shop.id, cpf);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ found: true, firstName: 'Maria' });
    // Another shop does not know this customer.
    const other = await insertShop(db());
    expect((await lookup(other.id, cpf)).json()).toEqual({ found: false, firstName: null });
  });

  it('refuses an invalid CPF and an unknown or blocked shop', async () => {
    const shop = await insertShop(db());
    const bad = await lookup(shop.id, '123.456.789-00');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe(checkoutMessages.invalidCpf);
    await block(shop.id);
    for (const res of [await lookup(shop.id, makeCpf(1)), await confirm(shop.id, makeCpf(1), '1990-05-17')]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        error: { code: 'store_unavailable', message: 'Esta loja está indisponível no momento.' },
      });
    }
    for (const res of [await lookup(999_999, makeCpf(1)), await confirm(999_999, makeCpf(1), '1990-05-17')]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: { code: 'not_found', message: 'Loja não encontrada' } });
    }
  });

  it('limits look-ups per client address', async () => {
    const shop = await insertShop(db());
    const address = nextIp();
    for (let i = 0; i < 20; i++) expect((await lookup(shop.id, makeCpf(100 + i), address)).statusCode).toBe(200);
    const res = await lookup(shop.id, makeCpf(200), address);
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
  });
});

describe('checkout birth date confirmation', () => {
  it("hands over the customer's data only for the right birth date the shop has on file", async () => {
    const shop = await insertShop(db());
    const cpf = makeCpf(9002);
    await registered(shop.id, cpf, '1990-05-17');

    const wrong = await confirm(shop.id, cpf, '1990-05-18');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error).toEqual({
      code: 'birth_date_mismatch',
      message: checkoutMessages.birthDateMismatch,
      fields: { dataNascimento: checkoutMessages.birthDateMismatch },
    });
    const right = await confirm(shop.id, cpf, '1990-05-17');
    expect(right.statusCode).toBe(200);
    expect(right.json()).toEqual({
      nome: 'Maria da Silva Souza',
      telefone: '11988887777',
      dataNascimento: '1990-05-17',
      rua: 'Rua Augusta',
      numero: '1200',
      bairro: 'Consolação',
      cidade: 'São Paulo',
      passe: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    // An unknown CPF looks exactly like a wrong date.
    expect((await confirm(shop.id, makeCpf(9003), '1990-05-17')).json().error.code).toBe('birth_date_mismatch');
  });

  it('the attack: an order with a known CPF and any birth date unlocks nothing of what the shop typed', async () => {
    const shop = await insertShop(db());
    const product = await insertProduct(db(), shop.id);
    const cpf = makeCpf(9010);
    // Registered at the counter without a birth date.
    await registered(shop.id, cpf, null);
    const order = await postOrder(
      ctx.app,
      shop.id,
      orderBody([{ productId: product.id, quantity: 1 }], { cpf, nome: 'Estranho', dataNascimento: '2000-01-01' }),
    );
    expect(order.statusCode).toBe(201);
    const [row] = await db().select().from(customers).where(eq(customers.cpf, cpf));
    expect(row).toMatchObject({ nome: 'Maria da Silva Souza', dataNascimento: null, rua: 'Rua Augusta' });
    const stolen = await confirm(shop.id, cpf, '2000-01-01');
    expect(stolen.statusCode).toBe(422);
    expect(JSON.stringify(stolen.json())).not.toMatch(/Augusta|98888/);
  });

  it('the variant: an order before the shop registers the person plants no proof', async () => {
    const shop = await insertShop(db());
    const product = await insertProduct(db(), shop.id);
    const cpf = makeCpf(9011);
    await postOrder(
      ctx.app,
      shop.id,
      orderBody([{ productId: product.id, quantity: 1 }], { cpf, nome: 'Quem Plantou', dataNascimento: '2000-01-01' }),
    );
    expect((await confirm(shop.id, cpf, '2000-01-01')).statusCode).toBe(422);
    // The shop then fills in the record with the real person's details, leaving the date as shown.
    await db()
      .update(customers)
      .set({ nome: 'Ana Real', telefone: '11955554444', rua: 'Rua do Sol' })
      .where(eq(customers.cpf, cpf));
    const still = await confirm(shop.id, cpf, '2000-01-01');
    expect(still.statusCode).toBe(422);
    expect(JSON.stringify(still.json())).not.toMatch(/Ana|Sol|5555/);
  });

  const TOO_MANY = 'Muitas tentativas. Aguarde alguns minutos e tente novamente.';

  it('five wrong dates from five strangers do not lock the customer out: the right date from another address passes', async () => {
    const shop = await insertShop(db());
    const cpf = makeCpf(9004);
    await registered(shop.id, cpf, '1990-05-17');
    const strangers = ['10.2.0.1', '10.2.0.2', '10.2.0.3', '10.2.0.4', '10.2.0.5'];
    for (const [i, address] of strangers.entries()) {
      expect((await confirm(shop.id, cpf, `2000-01-0${i + 1}`, address)).statusCode).toBe(422);
    }
    // Being guessed at: a stranger that already failed gets no second try at this customer...
    const again = await confirm(shop.id, cpf, '2000-01-09', strangers[0]);
    expect(again.statusCode).toBe(429);
    expect(again.json().error).toEqual({ code: 'too_many_requests', message: TOO_MANY });
    // ...and the customer, from their own phone, gets in with the right date.
    const customer = await confirm(shop.id, cpf, '1990-05-17', '10.2.0.6');
    expect(customer.statusCode).toBe(200);
    expect(customer.json()).toMatchObject({ nome: 'Maria da Silva Souza', rua: 'Rua Augusta' });
  });

  it('many wrong dates from one address lock that address out of the customer, the right date included; others pass', async () => {
    const shop = await insertShop(db());
    const cpf = makeCpf(9007);
    await registered(shop.id, cpf, '1990-05-17');
    const guesser = nextIp();
    const { limit } = LOOKUP_LIMITS.confirmPerCustomerAndIp;
    expect(limit).toBe(5);
    for (let day = 1; day <= limit; day++) {
      expect((await confirm(shop.id, cpf, `2000-01-0${day}`, guesser)).statusCode).toBe(422);
    }
    const blocked = await confirm(shop.id, cpf, '1990-05-17', guesser);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.message).toBe(TOO_MANY);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(60);
    expect((await confirm(shop.id, cpf, '1990-05-17', nextIp())).statusCode).toBe(200);
  });

  it('stops one address after 20 wrong dates over many customers, even for a right date', async () => {
    const shop = await insertShop(db());
    const guesser = nextIp();
    const { limit } = LOOKUP_LIMITS.confirmPerIp;
    expect(limit).toBe(20);
    for (let i = 0; i <= limit; i++) await registered(shop.id, makeCpf(9100 + i), '1990-05-17');
    for (let i = 0; i < limit; i++) {
      expect((await confirm(shop.id, makeCpf(9100 + i), '2000-01-01', guesser)).statusCode).toBe(422);
    }
    expect((await confirm(shop.id, makeCpf(9100 + limit), '1990-05-17', guesser)).statusCode).toBe(429);
    expect((await confirm(shop.id, makeCpf(9100 + limit), '1990-05-17', nextIp())).statusCode).toBe(200);
  });

  it('while a customer is guessed at, gives each address exactly one wrong date for them under a parallel burst', async () => {
    const shop = await insertShop(db());
    const cpf = makeCpf(9008);
    await registered(shop.id, cpf, '1990-05-17');
    for (let day = 1; day <= LOOKUP_LIMITS.confirmPerCustomer.limit; day++) {
      expect((await confirm(shop.id, cpf, `2000-02-0${day}`)).statusCode).toBe(422);
    }
    const addresses = Array.from({ length: 40 }, () => nextIp());
    const results = await Promise.all(
      addresses.flatMap((address, i) => [
        confirm(shop.id, cpf, `1950-01-${String(1 + (i % 28)).padStart(2, '0')}`, address),
        confirm(shop.id, cpf, `1960-01-${String(1 + (i % 28)).padStart(2, '0')}`, address),
      ]),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 422)).toHaveLength(addresses.length);
    expect(codes.filter((c) => c === 429)).toHaveLength(addresses.length);
    for (let i = 0; i < addresses.length; i++) expect([codes[2 * i], codes[2 * i + 1]].sort()).toEqual([422, 429]);
    expect((await confirm(shop.id, cpf, '1990-05-17')).statusCode).toBe(200);
  });

  it('checks the date format', async () => {
    const shop = await insertShop(db());
    const res = await confirm(shop.id, makeCpf(9005), '17/05/1990');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(checkoutMessages.invalidBirthDate);
  });
});

describe('GET /api/storefront/orders/:orderId', () => {
  it("shows the buyer's order by its random id, with what it gives on delivery and no balance to a stranger", async () => {
    const shop = await insertShop(db(), { nomeEmpresa: 'Mercadinho Bom Preço' });
    const product = await insertProduct(db(), shop.id, { name: 'Arroz 5 kg', priceCents: 2599 });
    const cpf = makeCpf(9006);
    await registered(shop.id, cpf, '1990-05-17', 25);
    const placed = await postOrder(ctx.app, shop.id, orderBody([{ productId: product.id, quantity: 2 }], { cpf }));
    const id = placed.json().order.id;
    expect(placed.json().passe).toBeNull();

    const res = await ctx.app.inject({ method: 'GET', url: `/api/storefront/orders/${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id,
      number: 1,
      status: 'pendente',
      createdAt: expect.any(String),
      store: { id: shop.id, nomeEmpresa: 'Mercadinho Bom Preço', telefone: '11987654321' },
      customerFirstName: 'Maria',
      paymentMethod: 'pix',
      changeForCents: null,
      totalCents: 5198,
      pointsAwarded: 51,
      cashbackCents: 520,
      // Placed with a CPF and nothing else: the customer's balance is nobody else's business.
      pointsBalance: null,
      items: [{ name: 'Arroz 5 kg', quantity: 2, unitPriceCents: 2599, lineTotalCents: 5198 }],
    });
    expect(JSON.stringify(res.json())).not.toMatch(new RegExp(cpf));
  });

  it("shows the balance to a buyer who passed the birth-date step, on this order and the device's next ones", async () => {
    const shop = await insertShop(db());
    const product = await insertProduct(db(), shop.id, { name: 'Arroz 5 kg', priceCents: 2599 });
    const cpf = makeCpf(9012);
    await registered(shop.id, cpf, '1990-05-17', 25);
    const { passe } = (await confirm(shop.id, cpf, '1990-05-17')).json();
    const placed = await postOrder(
      ctx.app,
      shop.id,
      orderBody([{ productId: product.id, quantity: 1 }], { cpf, passe }),
    );
    expect(placed.statusCode).toBe(201);
    expect(placed.json()).toMatchObject({ passe, order: { pointsAwarded: 25, pointsBalance: 25 } });
    const page = await ctx.app.inject({ method: 'GET', url: `/api/storefront/orders/${placed.json().order.id}` });
    expect(page.json().pointsBalance).toBe(25);
    // The same device's next order, with the kept pass.
    const next = await postOrder(ctx.app, shop.id, orderBody([{ productId: product.id, quantity: 1 }], { cpf, passe }));
    expect(next.json().order.pointsBalance).toBe(25);
    // The pass of another CPF, or a made-up one, proves nothing (and is not an error).
    const otherCpf = makeCpf(9013);
    const stranger = await postOrder(
      ctx.app,
      shop.id,
      orderBody([{ productId: product.id, quantity: 1 }], { cpf: otherCpf, passe }),
    );
    expect(stranger.json()).toMatchObject({ passe: null, order: { pointsBalance: null } });
    const forged = await postOrder(
      ctx.app,
      shop.id,
      orderBody([{ productId: product.id, quantity: 1 }], { cpf, passe: 'A'.repeat(43) }),
    );
    expect(forged.json()).toMatchObject({ passe: null, order: { pointsBalance: null } });
    const malformed = await postOrder(
      ctx.app,
      shop.id,
      orderBody([{ productId: product.id, quantity: 1 }], { cpf, passe: 'curto' }),
    );
    expect(malformed.statusCode).toBe(400);
  });

  it("says the shop is unavailable on the order page of a blocked shop; another shop's orders are not touched", async () => {
    const shop = await insertShop(db());
    const other = await insertShop(db());
    const mine = await postOrder(
      ctx.app,
      shop.id,
      orderBody([{ productId: (await insertProduct(db(), shop.id)).id, quantity: 1 }]),
    );
    const theirs = await postOrder(
      ctx.app,
      other.id,
      orderBody([{ productId: (await insertProduct(db(), other.id)).id, quantity: 1 }]),
    );
    await block(shop.id);
    const read = (id: string) => ctx.app.inject({ method: 'GET', url: `/api/storefront/orders/${id}` });
    const res = await read(mine.json().order.id);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: { code: 'store_unavailable', message: 'Esta loja está indisponível no momento.' },
    });
    expect((await read(theirs.json().order.id)).statusCode).toBe(200);
    expect((await read(randomUUID())).json().error).toEqual({ code: 'not_found', message: 'Pedido não encontrado' });
  });

  it("answers 'Pedido não encontrado' for an unknown or malformed id", async () => {
    for (const id of [randomUUID(), 'abc', '1']) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/storefront/orders/${id}` });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('Pedido não encontrado');
    }
  });
});
