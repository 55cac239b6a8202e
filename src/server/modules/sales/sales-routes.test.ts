import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, saoPauloToday } from '../../../shared/calendar.ts';
import { MAX_SALE_DAYS_BACK } from '../../../shared/contracts/sales.ts';
import { customers, pointsLedger } from '../../db/schema/customers.ts';
import { cashbackEntries, cashbackRedemptions, creditLedger, loyaltyValidations } from '../../db/schema/loyalty.ts';
import { products } from '../../db/schema/products.ts';
import { sales } from '../../db/schema/sales.ts';
import { insertOrder } from '../../test/customer-fixtures.ts';
import { makeCpf, registerAndLogin } from '../../test/fixtures.ts';
import { setupTestContext } from '../../test/harness.ts';
import { saveSettings } from '../../test/loyalty-fixtures.ts';
import { insertEmployee, postSale } from '../../test/sales-fixtures.ts';
import { insertProduct } from '../../test/storefront-fixtures.ts';

const ctx = setupTestContext();
const db = () => ctx.database.db;
let cpfSeq = 41_000;
function nextCpf() {
  cpfSeq += 1;
  return makeCpf(cpfSeq * 7);
}

async function customerRow(id: number) {
  const [row] = await db().select().from(customers).where(eq(customers.id, id));
  return row;
}
async function productRow(id: number) {
  const [row] = await db().select().from(products).where(eq(products.id, id));
  return row;
}
async function newCustomer(shop: { cookie: string }) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/customers',
    headers: { cookie: shop.cookie },
    payload: { nome: 'Carla Dias', cpf: nextCpf(), telefone: '11987654321' },
  });
  expect(res.statusCode).toBe(201);
  return res.json().id as number;
}

describe('POST /api/sales', () => {
  it('saves a sale with every effect in one go, and deleting it undoes every one', async () => {
    const shop = await registerAndLogin(ctx.app);
    const tracked = await insertProduct(db(), shop.id, { name: 'Café 500g', priceCents: 1990, stock: 10 });
    const weighed = await insertProduct(db(), shop.id, { name: 'Queijo Minas (kg)', priceCents: 4990 });
    const employee = await insertEmployee(db(), shop.id);
    const customerId = await newCustomer(shop);
    // Earlier cashback (two entries, the sooner to expire is spent first) and store credit.
    const soon = new Date(Date.now() + 2 * 86_400_000);
    const later = new Date(Date.now() + 20 * 86_400_000);
    const [e1, e2] = await db()
      .insert(cashbackEntries)
      .values([
        { storeId: shop.id, customerId, earnedCents: 500, remainingCents: 500, expiresAt: later },
        { storeId: shop.id, customerId, earnedCents: 300, remainingCents: 300, expiresAt: soon },
      ])
      .returning();
    const credit = await ctx.app.inject({
      method: 'POST',
      url: `/api/customers/${customerId}/credit`,
      headers: { cookie: shop.cookie },
      payload: { tipo: 'credito', amountCents: 2000, note: 'vale' },
    });
    expect(credit.statusCode).toBe(201);
    const before = await customerRow(customerId);

    // 2 × 19,90 = 39,80 (+ 0,20 surcharge); 0.347 kg × 49,90 = 17,3153 → 17,32 − 1,32 discount = 16,00.
    const res = await postSale(ctx.app, shop.cookie, {
      customerId,
      employeeId: employee.id,
      notes: 'Entregar amanhã',
      items: [
        { productId: tracked.id, quantity: 2, surchargeCents: 20 },
        { productId: weighed.id, quantity: 0.347, discountCents: 132 },
        { name: 'Sacola', quantity: 1, unitPriceCents: 0 },
      ],
      payments: [
        { type: 'cashback', amountCents: 400 },
        { type: 'credito_loja', amountCents: 1000 },
        { type: 'pix', amountCents: 2600 },
        { type: 'dinheiro', receivedCents: 2000 },
      ],
    });
    expect(res.statusCode).toBe(201);
    const sale = res.json();
    expect(sale).toMatchObject({
      number: 1,
      customer: { id: customerId, nome: 'Carla Dias' },
      employee: { id: employee.id, nome: 'Joana Vendedora' },
      notes: 'Entregar amanhã',
      itemsCents: 3980 + 1732,
      discountCents: 132,
      surchargeCents: 20,
      totalCents: 5600,
      changeCents: 400,
      // The 4,00 of cashback and 10,00 of store credit earn nothing: 56,00 − 14,00 = 42,00 earns
      // 42 points, and no cashback (under the shop's minimum of 50,00).
      pointsAwarded: 42,
      cashbackEarnedCents: 0,
      loyalty: { compraValida: true, giroLiberado: false, giroUsado: false },
    });
    expect(sale.items).toEqual([
      expect.objectContaining({ name: 'Café 500g', quantity: 2, unitPriceCents: 1990, totalCents: 4000 }),
      expect.objectContaining({ name: 'Queijo Minas (kg)', quantity: 0.347, totalCents: 1600 }),
      expect.objectContaining({ productId: null, name: 'Sacola', totalCents: 0 }),
    ]);
    expect(sale.payments.at(-1)).toEqual({
      type: 'dinheiro',
      amountCents: 1600,
      installments: 1,
      receivedCents: 2000,
      changeCents: 400,
    });

    expect(await productRow(tracked.id)).toMatchObject({ stock: 8, salesCount: 2 });
    expect(await productRow(weighed.id)).toMatchObject({ stock: null, salesCount: 1 });
    const entries = await db().select().from(cashbackEntries).where(eq(cashbackEntries.customerId, customerId));
    expect(entries.find((e) => e.id === e2?.id)?.remainingCents).toBe(0);
    expect(entries.find((e) => e.id === e1?.id)?.remainingCents).toBe(400);
    expect(entries.find((e) => e.saleId === sale.id)).toBeUndefined();
    expect(await customerRow(customerId)).toMatchObject({
      pointsBalance: (before?.pointsBalance ?? 0) + 42,
      creditBalanceCents: 1000,
      totalSpentCents: 5600,
      purchaseCount: 1,
    });
    expect((await customerRow(customerId))?.lastPurchaseAt).toBeInstanceOf(Date);

    // GET by id and by day show it.
    const one = await ctx.app.inject({ method: 'GET', url: `/api/sales/${sale.id}`, headers: { cookie: shop.cookie } });
    expect(one.json()).toEqual(sale);
    const day = await ctx.app.inject({
      method: 'GET',
      url: `/api/sales?data=${sale.dia}`,
      headers: { cookie: shop.cookie },
    });
    expect(day.json().sales.map((s: { id: string }) => s.id)).toEqual([sale.id]);

    // Delete: every effect gone.
    const del = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/sales/${sale.id}`,
      headers: { cookie: shop.cookie },
    });
    expect(del.statusCode).toBe(204);
    expect(await productRow(tracked.id)).toMatchObject({ stock: 10, salesCount: 0 });
    expect(await productRow(weighed.id)).toMatchObject({ salesCount: 0 });
    const after = await db().select().from(cashbackEntries).where(eq(cashbackEntries.customerId, customerId));
    expect(after.map((e) => [e.id, e.remainingCents]).sort()).toEqual(
      [
        [e1?.id, 500],
        [e2?.id, 300],
      ].sort(),
    );
    expect(await db().select().from(cashbackRedemptions).where(eq(cashbackRedemptions.customerId, customerId))).toEqual(
      [],
    );
    expect(await customerRow(customerId)).toMatchObject({
      pointsBalance: before?.pointsBalance,
      creditBalanceCents: 2000,
      totalSpentCents: 0,
      purchaseCount: 0,
      lastPurchaseAt: null,
    });
    const ledger = await db().select().from(creditLedger).where(eq(creditLedger.customerId, customerId));
    expect(ledger.map((l) => l.amountCents)).toEqual([2000]);
    expect(await db().select().from(pointsLedger).where(eq(pointsLedger.customerId, customerId))).toEqual([]);
    expect(await db().select().from(loyaltyValidations).where(eq(loyaltyValidations.customerId, customerId))).toEqual(
      [],
    );
    const gone = await ctx.app.inject({
      method: 'GET',
      url: `/api/sales/${sale.id}`,
      headers: { cookie: shop.cookie },
    });
    expect(gone.statusCode).toBe(404);
  });

  it('the same Idempotency-Key makes one sale; the key is required', async () => {
    const shop = await registerAndLogin(ctx.app);
    const p = await insertProduct(db(), shop.id, { priceCents: 1000, stock: 5 });
    const body = { items: [{ productId: p.id, quantity: 1 }], payments: [{ type: 'pix', amountCents: 1000 }] };
    const key = randomUUID();
    const first = await postSale(ctx.app, shop.cookie, body, key);
    const again = await postSale(ctx.app, shop.cookie, body, key);
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(again.json().id).toBe(first.json().id);
    expect(await productRow(p.id)).toMatchObject({ stock: 4 });

    const noKey = await ctx.app.inject({
      method: 'POST',
      url: '/api/sales',
      headers: { cookie: shop.cookie },
      payload: body,
    });
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().error.message).toBe('Informe a chave da venda (Idempotency-Key).');
    // The key in the body (for clients that cannot set the header) works the same way.
    const bodyKey = randomUUID();
    const inBody = { ...body, idempotencyKey: bodyKey };
    const a = await ctx.app.inject({
      method: 'POST',
      url: '/api/sales',
      headers: { cookie: shop.cookie },
      payload: inBody,
    });
    const b = await ctx.app.inject({
      method: 'POST',
      url: '/api/sales',
      headers: { cookie: shop.cookie },
      payload: inBody,
    });
    expect([a.statusCode, b.statusCode]).toEqual([201, 200]);
    expect(b.json().id).toBe(a.json().id);
    expect(await productRow(p.id)).toMatchObject({ stock: 3 });
  });

  it('a new CPF is registered on the spot; a known CPF is that customer', async () => {
    const shop = await registerAndLogin(ctx.app);
    const cpf = nextCpf();
    const body = (nome: string) => ({
      newCustomer: { cpf, nome, telefone: '(11) 91234-5678' },
      items: [{ name: 'Serviço', quantity: 1, unitPriceCents: 2550 }],
      payments: [{ type: 'debito', amountCents: 2550 }],
    });
    expect((await postSale(ctx.app, shop.cookie, body('Rui Barbosa'))).statusCode).toBe(201);
    expect((await postSale(ctx.app, shop.cookie, body('Rui B.'))).statusCode).toBe(201);
    const rows = await db()
      .select()
      .from(customers)
      .where(and(eq(customers.storeId, shop.id), eq(customers.cpf, cpf)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ nome: 'Rui B.', telefone: '11912345678', purchaseCount: 2, pointsBalance: 50 });
  });

  it('refuses what a cashier must fix, with the message and the field', async () => {
    const shop = await registerAndLogin(ctx.app);
    const tracked = await insertProduct(db(), shop.id, { name: 'Vela Aromática', priceCents: 1500, stock: 1 });
    const cases: [Record<string, unknown>, number, string][] = [
      [{ items: [] }, 400, 'Adicione pelo menos um produto à venda!'],
      [
        { items: [{ productId: tracked.id, quantity: 0 }] },
        400,
        'Informe uma quantidade maior que zero, com até 3 casas decimais.',
      ],
      [
        { items: [{ productId: tracked.id, quantity: 1.0001 }] },
        400,
        'Informe uma quantidade maior que zero, com até 3 casas decimais.',
      ],
      [
        { items: [{ productId: tracked.id, quantity: 1, unitPriceCents: -1 }] },
        400,
        'Informe um preço de zero ou mais, em centavos inteiros.',
      ],
      [{ items: [{ quantity: 1, unitPriceCents: 100 }] }, 400, 'Informe o produto ou a descrição do item.'],
      [
        { items: [{ productId: tracked.id, quantity: 0.5 }], payments: [{ type: 'pix', amountCents: 750 }] },
        400,
        'O estoque de Vela Aromática é contado em unidades: use uma quantidade inteira.',
      ],
      [
        { items: [{ productId: tracked.id, quantity: 2 }], payments: [{ type: 'pix', amountCents: 3000 }] },
        409,
        'Estoque insuficiente para Vela Aromática. Disponível: 1.',
      ],
      [
        { items: [{ productId: tracked.id, quantity: 1 }], payments: [{ type: 'pix', amountCents: 1000 }] },
        400,
        'Falta pagar R$ 5,00.',
      ],
      [
        {
          items: [{ productId: tracked.id, quantity: 1 }],
          payments: [{ type: 'credito', amountCents: 1500, installments: 13 }],
        },
        400,
        'Parcelas: de 1 a 12.',
      ],
      [
        { items: [{ productId: tracked.id, quantity: 1 }], payments: [{ type: 'cashback', amountCents: 1500 }] },
        400,
        'Escolha o cliente para pagar com cashback ou crédito da loja.',
      ],
      [
        { items: [{ productId: tracked.id, quantity: 1 }], payments: [{ type: 'cheque', amountCents: 1500 }] },
        400,
        'Forma de pagamento inválida.',
      ],
      [
        {
          date: '2999-01-01',
          items: [{ productId: tracked.id, quantity: 1 }],
          payments: [{ type: 'pix', amountCents: 1500 }],
        },
        400,
        'A data da venda não pode ser no futuro.',
      ],
      [{ date: '2024-02-30', items: [{ productId: tracked.id, quantity: 1 }] }, 400, 'Data inválida.'],
      [{ notes: 'a\u0000b', items: [{ productId: tracked.id, quantity: 1 }] }, 400, 'Texto com caracteres inválidos.'],
      [
        { employeeId: 2_147_483_648, items: [{ productId: tracked.id, quantity: 1 }] },
        400,
        'Funcionário não encontrado.',
      ],
    ];
    for (const [body, status, message] of cases) {
      const res = await postSale(ctx.app, shop.cookie, body);
      expect({ body, status: res.statusCode, message: res.json().error?.message }).toEqual({ body, status, message });
    }
    // Nothing was taken.
    expect(await productRow(tracked.id)).toMatchObject({ stock: 1, salesCount: 0 });
    expect(await db().select().from(sales).where(eq(sales.storeId, shop.id))).toEqual([]);
  });

  it('cashback and store credit are never spent beyond the balance', async () => {
    const shop = await registerAndLogin(ctx.app);
    const customerId = await newCustomer(shop);
    await db()
      .insert(cashbackEntries)
      .values([
        {
          storeId: shop.id,
          customerId,
          earnedCents: 300,
          remainingCents: 300,
          expiresAt: new Date(Date.now() + 86_400_000),
        },
        // Expired: not spendable.
        { storeId: shop.id, customerId, earnedCents: 900, remainingCents: 900, expiresAt: new Date(Date.now() - 1000) },
      ]);
    const item = [{ name: 'Avulso', quantity: 1, unitPriceCents: 500 }];
    const cb = await postSale(ctx.app, shop.cookie, {
      customerId,
      items: item,
      payments: [{ type: 'cashback', amountCents: 500 }],
    });
    expect(cb.statusCode).toBe(422);
    expect(cb.json().error.message).toBe('Cashback insuficiente. Disponível: R$\u00a03,00.');
    const cr = await postSale(ctx.app, shop.cookie, {
      customerId,
      items: item,
      payments: [{ type: 'credito_loja', amountCents: 500 }],
    });
    expect(cr.statusCode).toBe(422);
    expect(cr.json().error.message).toBe('Crédito da loja insuficiente. Disponível: R$\u00a00,00.');
  });

  it("another shop's sale, customer, employee and product answer 404", async () => {
    const mine = await registerAndLogin(ctx.app);
    const other = await registerAndLogin(ctx.app);
    const theirProduct = await insertProduct(db(), other.id, { priceCents: 100 });
    const theirEmployee = await insertEmployee(db(), other.id);
    const theirCustomer = await newCustomer(other);
    const theirSale = (
      await postSale(ctx.app, other.cookie, {
        items: [{ productId: theirProduct.id, quantity: 1 }],
        payments: [{ type: 'pix', amountCents: 100 }],
      })
    ).json();
    const item = [{ name: 'Avulso', quantity: 1, unitPriceCents: 100 }];
    const pay = [{ type: 'pix', amountCents: 100 }];
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { items: [{ productId: theirProduct.id, quantity: 1 }], payments: pay },
        'Produto não encontrado.',
        'items.0.productId',
      ],
      [{ employeeId: theirEmployee.id, items: item, payments: pay }, 'Funcionário não encontrado.', 'employeeId'],
      [{ customerId: theirCustomer, items: item, payments: pay }, 'Cliente não encontrado.', 'customerId'],
    ];
    for (const [body, message, field] of cases) {
      const res = await postSale(ctx.app, mine.cookie, body);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toMatchObject({ message, fields: { [field]: message } });
    }
    for (const method of ['GET', 'DELETE'] as const) {
      const res = await ctx.app.inject({ method, url: `/api/sales/${theirSale.id}`, headers: { cookie: mine.cookie } });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('Venda não encontrada.');
    }
    const list = await ctx.app.inject({
      method: 'GET',
      url: `/api/sales?data=${theirSale.dia}`,
      headers: { cookie: mine.cookie },
    });
    expect(list.json().sales).toEqual([]);
    const anon = await ctx.app.inject({ method: 'GET', url: '/api/sales' });
    expect(anon.statusCode).toBe(401);
  });

  it('every 10th qualifying sale grants a spin the wheel endpoint accepts; a used spin keeps the sale', async () => {
    const shop = await registerAndLogin(ctx.app);
    await saveSettings(ctx.app, shop, { pin: '2468', minCents: 1000 });
    const customerId = await newCustomer(shop);
    const sale = (cents: number) =>
      postSale(ctx.app, shop.cookie, {
        customerId,
        items: [{ name: 'Item', quantity: 1, unitPriceCents: cents }],
        payments: [{ type: 'pix', amountCents: cents }],
      });
    expect((await sale(999)).json().loyalty).toMatchObject({ compraValida: false, giroLiberado: false });
    for (let i = 1; i < 10; i++) expect((await sale(1000)).json().loyalty.giroLiberado).toBe(false);
    const tenth = (await sale(1000)).json();
    expect(tenth.loyalty).toMatchObject({ compraValida: true, giroLiberado: true, giroUsado: false });

    // Deleted before the spin: the validation goes too, and the next sale is the 10th again.
    const del = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/sales/${tenth.id}`,
      headers: { cookie: shop.cookie },
    });
    expect(del.statusCode).toBe(204);
    const again = (await sale(1000)).json();
    expect(again.loyalty.giroLiberado).toBe(true);

    const spin = await ctx.app.inject({
      method: 'POST',
      url: `/api/loyalty/validations/${again.loyalty.validacaoId}/spin`,
      headers: { cookie: shop.cookie },
    });
    expect(spin.statusCode).toBe(200);
    const refused = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/sales/${again.id}`,
      headers: { cookie: shop.cookie },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      'O giro da roleta ganho com esta venda já foi usado: a venda não pode ser excluída.',
    );
    const read = await ctx.app.inject({
      method: 'GET',
      url: `/api/sales/${again.id}`,
      headers: { cookie: shop.cookie },
    });
    expect(read.json().loyalty.giroUsado).toBe(true);
  });

  it('a sale whose cashback was spent by a later sale cannot be deleted before that one', async () => {
    const shop = await registerAndLogin(ctx.app);
    const customerId = await newCustomer(shop);
    const first = (
      await postSale(ctx.app, shop.cookie, {
        customerId,
        items: [{ name: 'Cesta', quantity: 1, unitPriceCents: 10_000 }],
        payments: [{ type: 'dinheiro', receivedCents: 10_000 }],
      })
    ).json();
    expect(first.cashbackEarnedCents).toBe(1000);
    const second = (
      await postSale(ctx.app, shop.cookie, {
        customerId,
        items: [{ name: 'Bala', quantity: 1, unitPriceCents: 300 }],
        payments: [{ type: 'cashback', amountCents: 300 }],
      })
    ).json();
    const refused = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/sales/${first.id}`,
      headers: { cookie: shop.cookie },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('cashback_used');
    for (const id of [second.id, first.id]) {
      const res = await ctx.app.inject({ method: 'DELETE', url: `/api/sales/${id}`, headers: { cookie: shop.cookie } });
      expect(res.statusCode).toBe(204);
    }
    expect(await db().select().from(cashbackEntries).where(eq(cashbackEntries.customerId, customerId))).toEqual([]);
    expect(await customerRow(customerId)).toMatchObject({ pointsBalance: 0, totalSpentCents: 0, purchaseCount: 0 });
  });

  it('a past day up to 7 days back is kept and listed under that São Paulo day; older or future days are refused', async () => {
    const shop = await registerAndLogin(ctx.app);
    const today = saoPauloToday();
    const past = addDays(today, -MAX_SALE_DAYS_BACK);
    const body = (date: string) => ({
      date,
      items: [{ name: 'Avulso', quantity: 1, unitPriceCents: 100 }],
      payments: [{ type: 'pix', amountCents: 100 }],
    });
    const res = await postSale(ctx.app, shop.cookie, body(past));
    expect(res.statusCode).toBe(201);
    expect(res.json().dia).toBe(past);
    const list = await ctx.app.inject({
      method: 'GET',
      url: `/api/sales?data=${past}`,
      headers: { cookie: shop.cookie },
    });
    expect(list.json().sales).toHaveLength(1);
    const next = await ctx.app.inject({
      method: 'GET',
      url: `/api/sales?data=${addDays(past, 1)}`,
      headers: { cookie: shop.cookie },
    });
    expect(next.json().sales).toHaveLength(0);
    // ?day= still works for panels loaded before ?data=; ?data= wins when both come.
    for (const query of [`day=${past}`, `data=${past}&day=${addDays(past, 1)}`]) {
      const old = await ctx.app.inject({ method: 'GET', url: `/api/sales?${query}`, headers: { cookie: shop.cookie } });
      expect(old.json(), query).toMatchObject({ dia: past, sales: [{ dia: past }] });
    }

    for (const [date, message] of [
      [addDays(today, -MAX_SALE_DAYS_BACK - 1), 'A data da venda pode ser hoje ou até 7 dias atrás.'],
      ['1901-01-01', 'A data da venda pode ser hoje ou até 7 dias atrás.'],
      [addDays(today, 1), 'A data da venda não pode ser no futuro.'],
    ] as const) {
      const refused = await postSale(ctx.app, shop.cookie, body(date));
      expect(refused.statusCode, date).toBe(400);
      expect(refused.json().error).toMatchObject({ message, fields: { date: message } });
    }
    // Nothing of the refused ones was saved.
    const all = await db().select().from(sales).where(eq(sales.storeId, shop.id));
    expect(all).toHaveLength(1);

    for (const query of ['data=ontem', 'day=ontem']) {
      const bad = await ctx.app.inject({ method: 'GET', url: `/api/sales?${query}`, headers: { cookie: shop.cookie } });
      expect(bad.statusCode, query).toBe(400);
    }
    const badId = await ctx.app.inject({ method: 'GET', url: '/api/sales/123', headers: { cookie: shop.cookie } });
    expect(badId.statusCode).toBe(400);
  });

  it("the customer's Últimas Compras lists counter sales beside online orders, newest first", async () => {
    const shop = await registerAndLogin(ctx.app);
    const customerId = await newCustomer(shop);
    const customer = await customerRow(customerId);
    await insertOrder(db(), {
      storeId: shop.id,
      customerId,
      cpf: customer?.cpf ?? '',
      createdAt: new Date(Date.now() - 10 * 86_400_000),
      items: [['Bolo', 1, 3000]],
    });
    const sale = (
      await postSale(ctx.app, shop.cookie, {
        customerId,
        date: addDays(saoPauloToday(), -2),
        items: [{ name: 'Queijo (kg)', quantity: 0.5, unitPriceCents: 4000 }],
        payments: [
          { type: 'credito', amountCents: 1000, installments: 2 },
          { type: 'dinheiro', receivedCents: 5000 },
        ],
      })
    ).json();
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/customers/${customerId}/purchases`,
      headers: { cookie: shop.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().purchases).toEqual([
      {
        id: sale.id,
        source: 'balcao',
        number: 1,
        createdAt: sale.soldAt,
        status: null,
        paymentMethod: 'credito + dinheiro',
        totalCents: 2000,
        items: [{ name: 'Queijo (kg)', quantity: 0.5, unitPriceCents: 4000, totalCents: 2000 }],
      },
      expect.objectContaining({ source: 'online', totalCents: 3000 }),
    ]);
  });
});
