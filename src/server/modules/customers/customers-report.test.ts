import { describe, expect, it } from 'vitest';
import { createCustomerVia, insertOrder, shopSession } from '../../test/customer-fixtures.ts';
import { setupTestContext } from '../../test/harness.ts';
import { recordPurchase as recordOnLedger } from './purchase-ledger.ts';

const ctx = setupTestContext();

/** A purchase counted on the customer's totals, through the purchase ledger. */
function recordPurchase(
  db: typeof ctx.database.db,
  p: { storeId: number; customerId: number; amountCents: number; at?: Date },
) {
  return db.transaction((tx) =>
    recordOnLedger(tx, {
      storeId: p.storeId,
      customerId: p.customerId,
      source: { kind: 'validation', idempotencyKey: '' },
      at: p.at ?? new Date(),
      totals: { amountCents: p.amountCents },
    }),
  );
}
const get = (url: string, cookie: string) => ctx.app.inject({ method: 'GET', url, headers: { cookie } });

describe('GET /api/customers/top', () => {
  it('ranks by total purchases, at most 10, only totals above zero, only this shop', async () => {
    const shop = await shopSession(ctx.app);
    const other = await shopSession(ctx.app);
    const buyers = [];
    for (let i = 1; i <= 12; i++) {
      const c = await createCustomerVia(ctx.app, shop.cookie, { nome: `Comprador ${i}` });
      await recordPurchase(ctx.database.db, { storeId: shop.id, customerId: c.id, amountCents: i * 1000 });
      buyers.push(c);
    }
    await createCustomerVia(ctx.app, shop.cookie, { nome: 'Nunca comprou' });
    const rich = await createCustomerVia(ctx.app, other.cookie, { nome: 'Cliente de outra loja' });
    await recordPurchase(ctx.database.db, { storeId: other.id, customerId: rich.id, amountCents: 9_999_999 });
    // Another shop cannot count a purchase on this shop's customer.
    await expect(
      recordPurchase(ctx.database.db, { storeId: other.id, customerId: buyers[0]!.id, amountCents: 1 }),
    ).rejects.toThrow('Cliente não encontrado.');

    const res = await get('/api/customers/top', shop.cookie);
    expect(res.statusCode).toBe(200);
    const top = res.json().customers;
    expect(top).toHaveLength(10);
    expect(top.map((c: { nome: string }) => c.nome)).toEqual(
      [12, 11, 10, 9, 8, 7, 6, 5, 4, 3].map((i) => `Comprador ${i}`),
    );
    expect(top[0]).toMatchObject({ totalSpentCents: 12_000, purchaseCount: 1, pointsBalance: 0 });
  });

  it('is empty when nobody has bought yet', async () => {
    const shop = await shopSession(ctx.app);
    await createCustomerVia(ctx.app, shop.cookie);
    expect((await get('/api/customers/top', shop.cookie)).json()).toEqual({ customers: [] });
  });

  it('keeps the latest purchase moment when purchases are recorded out of order', async () => {
    const shop = await shopSession(ctx.app);
    const c = await createCustomerVia(ctx.app, shop.cookie);
    await recordPurchase(ctx.database.db, {
      storeId: shop.id,
      customerId: c.id,
      amountCents: 500,
      at: new Date('2026-02-10T15:00:00Z'),
    });
    await recordPurchase(ctx.database.db, {
      storeId: shop.id,
      customerId: c.id,
      amountCents: 700,
      at: new Date('2026-01-05T15:00:00Z'),
    });
    const body = (await get(`/api/customers/${c.id}`, shop.cookie)).json();
    expect(body).toMatchObject({ totalSpentCents: 1200, purchaseCount: 2, lastPurchaseAt: '2026-02-10T15:00:00.000Z' });
  });
});

describe('GET /api/customers/:id/purchases', () => {
  it("lists the customer's online orders with their items, newest first", async () => {
    const shop = await shopSession(ctx.app);
    const c = await createCustomerVia(ctx.app, shop.cookie);
    const someoneElse = await createCustomerVia(ctx.app, shop.cookie);
    const db = ctx.database.db;
    const older = await insertOrder(db, {
      storeId: shop.id,
      customerId: c.id,
      cpf: c.cpf,
      createdAt: new Date('2026-01-10T12:00:00Z'),
      items: [['Bolo de cenoura', 1, 3500]],
    });
    const newer = await insertOrder(db, {
      storeId: shop.id,
      customerId: c.id,
      cpf: c.cpf,
      createdAt: new Date('2026-02-10T12:00:00Z'),
      items: [
        ['Pão francês', 10, 80],
        ['Café 500 g', 1, 1890],
      ],
    });
    await insertOrder(db, {
      storeId: shop.id,
      customerId: someoneElse.id,
      cpf: someoneElse.cpf,
      createdAt: new Date(),
      items: [['Outro', 1, 100]],
    });

    const res = await get(`/api/customers/${c.id}/purchases`, shop.cookie);
    expect(res.statusCode).toBe(200);
    const { purchases } = res.json();
    expect(purchases.map((p: { id: string }) => p.id)).toEqual([newer, older]);
    expect(purchases[0]).toMatchObject({
      source: 'online',
      number: expect.any(Number),
      status: 'pendente',
      paymentMethod: 'pix',
      totalCents: 2690,
      createdAt: '2026-02-10T12:00:00.000Z',
      items: [
        { name: 'Pão francês', quantity: 10, unitPriceCents: 80, totalCents: 800 },
        { name: 'Café 500 g', quantity: 1, unitPriceCents: 1890, totalCents: 1890 },
      ],
    });
  });

  it('is empty for a customer without orders and shows at most 20', async () => {
    const shop = await shopSession(ctx.app);
    const c = await createCustomerVia(ctx.app, shop.cookie);
    expect((await get(`/api/customers/${c.id}/purchases`, shop.cookie)).json()).toEqual({ purchases: [] });
    for (let i = 0; i < 22; i++) {
      await insertOrder(ctx.database.db, {
        storeId: shop.id,
        customerId: c.id,
        cpf: c.cpf,
        createdAt: new Date(Date.UTC(2026, 0, i + 1)),
        items: [['Item', 1, 100]],
      });
    }
    const { purchases } = (await get(`/api/customers/${c.id}/purchases`, shop.cookie)).json();
    expect(purchases).toHaveLength(20);
    expect(purchases[0].createdAt).toBe('2026-01-22T00:00:00.000Z');
  });
});
