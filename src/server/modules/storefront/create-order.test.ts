import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { checkoutMessages } from '../../../shared/contracts/checkout.ts';
import { customers, pointsLedger } from '../../db/schema/customers.ts';
import { orderEvents, orderItems, orders } from '../../db/schema/orders.ts';
import { products } from '../../db/schema/products.ts';
import { stores } from '../../db/schema/stores.ts';
import { makeCpf } from '../../test/fixtures.ts';
import { setupTestContext } from '../../test/harness.ts';
import { insertProduct, insertShop, orderBody, postOrder } from '../../test/storefront-fixtures.ts';

const ctx = setupTestContext();
const db = () => ctx.database.db;
const productRow = async (id: number) => (await db().select().from(products).where(eq(products.id, id)))[0];
const customerRow = async (storeId: number, cpf: string) =>
  (
    await db()
      .select()
      .from(customers)
      .where(and(eq(customers.storeId, storeId), eq(customers.cpf, cpf)))
  )[0];
const orderCount = (storeId: number) => db().$count(orders, eq(orders.storeId, storeId));

async function shopWithProducts() {
  const shop = await insertShop(db());
  const bread = await insertProduct(db(), shop.id, { name: 'Pão Francês', priceCents: 99, stock: 100 });
  const cake = await insertProduct(db(), shop.id, { name: 'Bolo de Cenoura', priceCents: 3450, stock: null });
  return { shop, bread, cake };
}

describe('POST /api/storefront/stores/:storeId/orders', () => {
  it('creates the order, its items, event, customer and stock in one go; its points wait for the delivery', async () => {
    const { shop, bread, cake } = await shopWithProducts();
    const notices: string[] = [];
    const stop = await ctx.database.listen('store_events', (p) => notices.push(p));
    const cpf = makeCpf(501);
    const res = await postOrder(
      ctx.app,
      shop.id,
      orderBody(
        [
          { productId: bread.id, quantity: 10 },
          { productId: cake.id, quantity: 1 },
        ],
        { cpf, paymentMethod: 'dinheiro', changeForCents: 5000, observations: 'Sem cebola' },
      ),
    );
    expect(res.statusCode).toBe(201);
    const { order } = res.json();
    // 10 × 0,99 + 34,50 = 44,40 → 44 points on delivery; a buyer who proved nothing sees no balance.
    expect(order).toMatchObject({
      number: 1,
      status: 'pendente',
      totalCents: 4440,
      pointsAwarded: 44,
      cashbackCents: 0,
      pointsBalance: null,
      paymentMethod: 'dinheiro',
      changeForCents: 5000,
      customerFirstName: 'Maria',
    });

    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({
      storeId: shop.id,
      number: 1,
      customerCpf: cpf,
      customerName: 'Maria da Silva Souza',
      customerPhone: '11988887777',
      customerEmail: `${cpf}@cliente.fidelizaloja.com.br`,
      addressStreet: 'Rua Augusta',
      addressNumber: '1200',
      addressNeighborhood: 'Consolação',
      addressCity: 'São Paulo',
      addressZip: '',
      observations: 'Sem cebola',
      subtotalCents: 4440,
      totalCents: 4440,
      pointsAwarded: 44,
      rewardsCredited: false,
      buyerVerified: false,
    });
    const items = await db().select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(
      items.map(({ name, quantity, unitPriceCents, lineTotalCents, productCode }) => ({
        name,
        quantity,
        unitPriceCents,
        lineTotalCents,
        productCode,
      })),
    ).toEqual([
      { name: 'Pão Francês', quantity: 10, unitPriceCents: 99, lineTotalCents: 990, productCode: bread.code },
      { name: 'Bolo de Cenoura', quantity: 1, unitPriceCents: 3450, lineTotalCents: 3450, productCode: cake.code },
    ]);
    expect(
      await db().select({ status: orderEvents.status }).from(orderEvents).where(eq(orderEvents.orderId, order.id)),
    ).toEqual([{ status: 'pendente' }]);
    expect(await productRow(bread.id)).toMatchObject({ stock: 90, salesCount: 10 });
    expect(await productRow(cake.id)).toMatchObject({ stock: null, salesCount: 1 });
    const customer = await customerRow(shop.id, cpf);
    expect(customer).toMatchObject({
      nome: 'Maria da Silva Souza',
      // The birth date typed in the storefront is not written: only the shop's people write it.
      dataNascimento: null,
      email: '',
      pointsBalance: 0,
      totalSpentCents: 4440,
      purchaseCount: 1,
    });
    expect(customer?.lastPurchaseAt).toBeInstanceOf(Date);
    expect(await db().select().from(pointsLedger).where(eq(pointsLedger.customerId, customer!.id))).toEqual([]);
    expect((await db().select({ seq: stores.orderSeq }).from(stores).where(eq(stores.id, shop.id)))[0]?.seq).toBe(1);

    // The owner's live screen hears of the order; the storefront caches, of the stock it took.
    await expect.poll(() => notices.length).toBe(2);
    expect(JSON.parse(notices[0] ?? '')).toEqual({ storeId: shop.id, type: 'order.created', orderId: order.id });
    expect(JSON.parse(notices[1] ?? '')).toEqual({
      storeId: shop.id,
      type: 'storefront.changed',
      origin: expect.any(String),
    });
    await stop();
  });

  it('ignores prices, totals and points sent by the browser', async () => {
    const { shop, cake } = await shopWithProducts();
    const body = {
      ...orderBody([{ productId: cake.id, quantity: 2, priceCents: 1, price: 0.01 } as never]),
      totalCents: 2,
      total: 0.02,
      pointsAwarded: 1000,
    };
    const res = await postOrder(ctx.app, shop.id, body);
    expect(res.statusCode).toBe(201);
    expect(res.json().order).toMatchObject({ totalCents: 6900, pointsAwarded: 69 });
    const items = await db().select().from(orderItems).where(eq(orderItems.orderId, res.json().order.id));
    expect(items[0]).toMatchObject({ unitPriceCents: 3450, lineTotalCents: 6900 });
  });

  it('merges a product sent twice into one line', async () => {
    const { shop, bread } = await shopWithProducts();
    const res = await postOrder(
      ctx.app,
      shop.id,
      orderBody([
        { productId: bread.id, quantity: 2 },
        { productId: bread.id, quantity: 3 },
      ]),
    );
    expect(res.json().order.items).toEqual([
      { name: 'Pão Francês', quantity: 5, unitPriceCents: 99, lineTotalCents: 495 },
    ]);
    expect(await productRow(bread.id)).toMatchObject({ stock: 95, salesCount: 5 });
  });

  it('refuses a product of another shop and changes nothing', async () => {
    const { shop, bread } = await shopWithProducts();
    const other = await insertShop(db());
    const foreign = await insertProduct(db(), other.id, { name: 'Produto alheio', priceCents: 100, stock: 5 });
    const res = await postOrder(
      ctx.app,
      shop.id,
      orderBody([
        { productId: bread.id, quantity: 1 },
        { productId: foreign.id, quantity: 1 },
      ]),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({ code: 'product_unavailable', message: checkoutMessages.productUnavailable });
    expect(await productRow(bread.id)).toMatchObject({ stock: 100, salesCount: 0 });
    expect(await productRow(foreign.id)).toMatchObject({ stock: 5, salesCount: 0 });
    expect(await orderCount(shop.id)).toBe(0);
    expect(await orderCount(other.id)).toBe(0);
  });

  it('never takes stock below zero: a short order changes nothing and names the product', async () => {
    const shop = await insertShop(db());
    const cheese = await insertProduct(db(), shop.id, { name: 'Queijo Canastra', priceCents: 5900, stock: 3 });
    const jam = await insertProduct(db(), shop.id, { name: 'Doce de Leite', priceCents: 1800, stock: 10 });
    const cpf = makeCpf(502);
    const short = await postOrder(
      ctx.app,
      shop.id,
      orderBody(
        [
          { productId: jam.id, quantity: 2 },
          { productId: cheese.id, quantity: 4 },
        ],
        { cpf },
      ),
    );
    expect(short.statusCode).toBe(409);
    expect(short.json().error).toEqual({
      code: 'out_of_stock',
      message: 'Estoque insuficiente para Queijo Canastra. Disponível: 3.',
    });
    expect(await productRow(jam.id)).toMatchObject({ stock: 10, salesCount: 0 });
    expect(await productRow(cheese.id)).toMatchObject({ stock: 3, salesCount: 0 });
    expect(await customerRow(shop.id, cpf)).toBeUndefined();
    expect((await db().select({ seq: stores.orderSeq }).from(stores).where(eq(stores.id, shop.id)))[0]?.seq).toBe(0);

    expect((await postOrder(ctx.app, shop.id, orderBody([{ productId: cheese.id, quantity: 3 }]))).statusCode).toBe(
      201,
    );
    expect(await productRow(cheese.id)).toMatchObject({ stock: 0, salesCount: 3 });
    const none = await postOrder(ctx.app, shop.id, orderBody([{ productId: cheese.id, quantity: 1 }]));
    expect(none.statusCode).toBe(409);
    expect(none.json().error.message).toBe('Estoque insuficiente para Queijo Canastra. Disponível: 0.');
    expect(await productRow(cheese.id)).toMatchObject({ stock: 0 });
  });

  it('gives back the same order for the same Idempotency-Key (header or body)', async () => {
    const { shop, bread } = await shopWithProducts();
    const cpf = makeCpf(503);
    const body = orderBody([{ productId: bread.id, quantity: 2 }], { cpf });
    const key = randomUUID();
    const first = await postOrder(ctx.app, shop.id, body, { key });
    const again = await postOrder(ctx.app, shop.id, body, { key });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json().order.id).toBe(first.json().order.id);

    const bodyKey = randomUUID();
    const viaBody = () =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/storefront/stores/${shop.id}/orders`,
        payload: { ...body, idempotencyKey: bodyKey },
      });
    const [a, b, c] = await Promise.all([viaBody(), viaBody(), viaBody()]);
    expect([a, b, c].map((r) => r.statusCode).sort()).toEqual([200, 200, 201]);
    expect(new Set([a, b, c].map((r) => r.json().order.id)).size).toBe(1);

    expect(await orderCount(shop.id)).toBe(2);
    expect(await productRow(bread.id)).toMatchObject({ stock: 96, salesCount: 4 });
    // Two orders counted; their points (2) wait for the delivery.
    expect(await customerRow(shop.id, cpf)).toMatchObject({ purchaseCount: 2, pointsBalance: 0, totalSpentCents: 396 });
  });

  it('asks for an Idempotency-Key and checks it', async () => {
    const { shop, bread } = await shopWithProducts();
    const body = orderBody([{ productId: bread.id, quantity: 1 }]);
    const none = await ctx.app.inject({
      method: 'POST',
      url: `/api/storefront/stores/${shop.id}/orders`,
      payload: body,
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.message).toBe('Informe a chave do pedido (Idempotency-Key).');
    const bad = await postOrder(ctx.app, shop.id, body, { key: 'nao-e-uuid' });
    expect(bad.statusCode).toBe(400);
    expect(await orderCount(shop.id)).toBe(0);
  });

  it('keeps one customer per CPF: the second order changes nothing on file and adds up the totals', async () => {
    const { shop, bread, cake } = await shopWithProducts();
    const cpf = makeCpf(504);
    const first = await postOrder(ctx.app, shop.id, orderBody([{ productId: cake.id, quantity: 1 }], { cpf }));
    const second = await postOrder(
      ctx.app,
      shop.id,
      orderBody(
        [
          { productId: bread.id, quantity: 3 },
          { productId: cake.id, quantity: 1 },
        ],
        {
          cpf: `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`,
          nome: 'Maria S. Souza',
          telefone: '(21) 97777-6666',
          dataNascimento: '1985-01-01',
          rua: '',
          numero: '',
          bairro: '',
          cidade: '',
        },
      ),
    );
    expect(first.json().order).toMatchObject({ number: 1, totalCents: 3450, pointsAwarded: 34, pointsBalance: null });
    // 3 × 0,99 + 34,50 = 37,47 → 37 points, on delivery.
    expect(second.json().order).toMatchObject({ number: 2, totalCents: 3747, pointsAwarded: 37, pointsBalance: null });
    const rows = await db().select().from(customers).where(eq(customers.storeId, shop.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      cpf,
      // An anonymous checkout never replaces a name, phone, birth date or address on file (decision 018).
      nome: 'Maria da Silva Souza',
      telefone: '11988887777',
      dataNascimento: null,
      rua: 'Rua Augusta',
      cidade: 'São Paulo',
      pointsBalance: 0,
      totalSpentCents: 3450 + 3747,
      purchaseCount: 2,
    });
    const ledger = await db().select().from(pointsLedger).where(eq(pointsLedger.customerId, rows[0]!.id));
    expect(ledger).toEqual([]);
    const [snapshot] = await db().select().from(orders).where(eq(orders.id, second.json().order.id));
    expect(snapshot).toMatchObject({ customerName: 'Maria S. Souza', addressStreet: '' });
  });

  it('uses the e-mail the shop has on file instead of the placeholder', async () => {
    const { shop, bread } = await shopWithProducts();
    const cpf = makeCpf(505);
    await db().insert(customers).values({ storeId: shop.id, cpf, nome: 'João Lima', email: 'joao@exemplo.com.br' });
    const res = await postOrder(ctx.app, shop.id, orderBody([{ productId: bread.id, quantity: 1 }], { cpf }));
    const [row] = await db().select().from(orders).where(eq(orders.id, res.json().order.id));
    expect(row?.customerEmail).toBe('joao@exemplo.com.br');
    // A customer registered without a birth date keeps none: an order never fills the record in
    // (the birth date typed at checkout would then unlock the shop's data for whoever typed it).
    expect(await customerRow(shop.id, cpf)).toMatchObject({
      nome: 'João Lima',
      telefone: '',
      dataNascimento: null,
      purchaseCount: 1,
    });
  });

  it('answers the spec messages for missing fields, payment and change', async () => {
    const { shop, bread } = await shopWithProducts();
    const items = [{ productId: bread.id, quantity: 1 }];
    const cases: [object, string, string][] = [
      [{ nome: '' }, 'nome', checkoutMessages.required],
      [{ cpf: '' }, 'cpf', checkoutMessages.required],
      [{ telefone: '   ' }, 'telefone', checkoutMessages.required],
      [{ dataNascimento: '' }, 'dataNascimento', checkoutMessages.required],
      [{ cpf: '111.111.111-11' }, 'cpf', checkoutMessages.invalidCpf],
      [{ telefone: '1234' }, 'telefone', checkoutMessages.invalidPhone],
      [{ dataNascimento: '2999-01-01' }, 'dataNascimento', checkoutMessages.invalidBirthDate],
      [{ paymentMethod: '' }, 'paymentMethod', checkoutMessages.payment],
      [{ paymentMethod: 'cheque' }, 'paymentMethod', checkoutMessages.payment],
      [{ paymentMethod: 'dinheiro' }, 'changeForCents', checkoutMessages.change],
      [{ paymentMethod: 'dinheiro', changeForCents: 50 }, 'changeForCents', checkoutMessages.changeTooLow(99)],
      [{ items: [] }, 'items', checkoutMessages.emptyCart],
      [{ items: [{ productId: bread.id, quantity: 0 }] }, 'items.0.quantity', 'Quantidade inválida.'],
    ];
    for (const [override, field, message] of cases) {
      const res = await postOrder(ctx.app, shop.id, { ...orderBody(items), ...override });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().error.message).toBe(message);
      expect(res.json().error.fields?.[field]).toBe(message);
    }
    const { nome: _, ...withoutName } = orderBody(items);
    expect((await postOrder(ctx.app, shop.id, withoutName)).json().error.message).toBe(checkoutMessages.required);
    const malformed = await ctx.app.inject({
      method: 'POST',
      url: `/api/storefront/stores/${shop.id}/orders`,
      headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
      payload: '{"items": [',
    });
    expect(malformed.statusCode).toBe(400);
    expect(await orderCount(shop.id)).toBe(0);
    expect(await productRow(bread.id)).toMatchObject({ stock: 100, salesCount: 0 });
  });

  it('accepts cash with no change needed or with change for a larger amount', async () => {
    const { shop, bread } = await shopWithProducts();
    const items = [{ productId: bread.id, quantity: 1 }];
    const noChange = await postOrder(
      ctx.app,
      shop.id,
      orderBody(items, { paymentMethod: 'dinheiro', noChangeNeeded: true, changeForCents: 100 }),
    );
    expect(noChange.json().order).toMatchObject({ paymentMethod: 'dinheiro', changeForCents: null });
    const card = await postOrder(
      ctx.app,
      shop.id,
      orderBody(items, { paymentMethod: 'cartao_debito', changeForCents: 5000 }),
    );
    expect(card.json().order).toMatchObject({ paymentMethod: 'cartao_debito', changeForCents: null });
    const exact = await postOrder(
      ctx.app,
      shop.id,
      orderBody(items, { paymentMethod: 'dinheiro', changeForCents: 99 }),
    );
    expect(exact.statusCode).toBe(201);
  });

  it('answers 404 for an unknown shop, and 404 store_unavailable for a blocked one', async () => {
    const { shop, bread } = await shopWithProducts();
    await db().update(stores).set({ status: 'bloqueado' }).where(eq(stores.id, shop.id));
    const blocked = await postOrder(ctx.app, shop.id, orderBody([{ productId: bread.id, quantity: 1 }]));
    expect(blocked.statusCode).toBe(404);
    expect(blocked.json()).toEqual({
      error: { code: 'store_unavailable', message: 'Esta loja está indisponível no momento.' },
    });
    const unknown = await postOrder(ctx.app, 999_999, orderBody([{ productId: bread.id, quantity: 1 }]));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: { code: 'not_found', message: 'Loja não encontrada' } });
    expect(await productRow(bread.id)).toMatchObject({ stock: 100 });
  });
});
