import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { checkoutMessages } from '../../../shared/contracts/checkout.ts';
import { promotionTexts } from '../../../shared/promotions.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { customers } from '../../db/schema/customers.ts';
import { orderItems, orders } from '../../db/schema/orders.ts';
import { products } from '../../db/schema/products.ts';
import { stores } from '../../db/schema/stores.ts';
import { makeCpf } from '../../test/fixtures.ts';
import { setupTestContext, testDbKind } from '../../test/harness.ts';
import { insertProduct, insertShop, orderBody, postOrder } from '../../test/storefront-fixtures.ts';
import { customerUpsert } from '../customers/customers-queries.ts';
import { isOrderChanged, placeOrderStatement, type ReadLine } from './checkout-queries.ts';

// The order in one statement (placeOrderStatement) is placed from the products as read before it;
// when they changed meanwhile it must write nothing, and the order is then placed the long way.

const ctx = setupTestContext();
const db = () => ctx.database.db;
const productRow = async (id: number) => (await db().select().from(products).where(eq(products.id, id)))[0];
const shopRow = async (id: number) => (await db().select().from(stores).where(eq(stores.id, id)))[0];
const customerCount = (storeId: number) => db().$count(customers, eq(customers.storeId, storeId));
const orderCount = (storeId: number) => db().$count(orders, eq(orders.storeId, storeId));

async function shopWithBread(stock: number | null = 10) {
  const shop = await insertShop(db());
  const bread = await insertProduct(db(), shop.id, { name: 'Pão Francês', priceCents: 99, stock });
  return { shop, bread };
}

/** The statement as createOrder sends it, for one line read as `line`. */
function placeAsRead(storeId: number, line: ReadLine, idempotencyKey: string = randomUUID()) {
  const now = new Date();
  const id = randomUUID();
  const cpf = makeCpf(4242);
  const totalCents = line.priceCents * line.quantity;
  return placeOrderStatement(db(), {
    storeId,
    lines: [line],
    customer: (storeIdValue) =>
      customerUpsert(
        db(),
        storeId,
        { cpf, nome: 'Ana Souza' },
        'public',
        { amountCents: totalCents, at: now },
        storeIdValue,
      )
        .returning({ id: customers.id, email: customers.email, pointsBalance: customers.pointsBalance })
        .getSQL(),
    order: {
      id,
      storeId,
      status: 'pendente',
      customerCpf: cpf,
      customerName: 'Ana Souza',
      customerPhone: '11987654321',
      addressStreet: 'Rua Augusta',
      addressNumber: '1',
      addressNeighborhood: 'Consolação',
      addressCity: 'São Paulo',
      paymentMethod: 'pix',
      subtotalCents: totalCents,
      totalCents,
      pointsAwarded: 0,
      cashbackCents: 0,
      buyerVerified: false,
      idempotencyKey,
      createdAt: now,
      updatedAt: now,
    },
    placeholderEmail: `${cpf}@example.invalid`,
    items: [
      {
        orderId: id,
        storeId,
        productId: line.productId,
        productCode: line.code,
        name: line.name,
        unitPriceCents: line.priceCents,
        quantity: line.quantity,
        lineTotalCents: totalCents,
      },
    ],
    event: { orderId: id, storeId, status: 'pendente', createdAt: now },
    notify: [],
  });
}

const readLine = (bread: typeof products.$inferSelect, quantity = 2): ReadLine => ({
  productId: bread.id,
  quantity,
  code: bread.code,
  name: bread.name,
  priceCents: bread.priceCents,
  tracked: bread.stock !== null,
});

describe('the order in one statement', () => {
  it('places the order as read: number, stock, customer, order and its line', async () => {
    const { shop, bread } = await shopWithBread();
    const placed = await placeAsRead(shop.id, readLine(bread));
    expect(placed).toMatchObject({ number: 1, nomeEmpresa: shop.nomeEmpresa, pointsBalance: 0 });
    expect(await productRow(bread.id)).toMatchObject({ stock: 8, salesCount: 2 });
    expect((await shopRow(shop.id))?.orderSeq).toBe(1);
    const [customer] = await db().select().from(customers).where(eq(customers.storeId, shop.id));
    expect(customer).toMatchObject({ purchaseCount: 1, totalSpentCents: 198 });
    const [order] = await db().select().from(orders).where(eq(orders.storeId, shop.id));
    expect(order).toMatchObject({
      number: 1,
      customerId: customer?.id,
      customerEmail: `${makeCpf(4242)}@example.invalid`,
    });
    expect(await db().$count(orderItems, eq(orderItems.orderId, order?.id ?? ''))).toBe(1);
  });

  const changes: [string, (bread: typeof products.$inferSelect) => Partial<typeof products.$inferInsert>][] = [
    ['its stock fell below the order', () => ({ stock: 1 })],
    ['its price changed', (b) => ({ priceCents: b.priceCents + 1 })],
    ['its name changed', () => ({ name: 'Pão Italiano' })],
    ['it stopped tracking stock', () => ({ stock: null })],
  ];
  for (const [what, change] of changes) {
    it(`fails as changed, writing nothing, when the product was read and then ${what}`, async () => {
      const { shop, bread } = await shopWithBread();
      const line = readLine(bread);
      await db().update(products).set(change(bread)).where(eq(products.id, bread.id));
      const after = await productRow(bread.id);
      const failed = await placeAsRead(shop.id, line).catch((err: unknown) => err);
      expect(isOrderChanged(failed)).toBe(true);
      // Not the number, not the stock, not the customer, not the order.
      expect((await shopRow(shop.id))?.orderSeq).toBe(0);
      expect(await productRow(bread.id)).toEqual(after);
      expect(await customerCount(shop.id)).toBe(0);
      expect(await orderCount(shop.id)).toBe(0);
    });
  }

  it('fails as changed, writing nothing, when the shop was blocked after the read', async () => {
    const { shop, bread } = await shopWithBread();
    const line = readLine(bread);
    await db().update(stores).set({ status: 'bloqueado' }).where(eq(stores.id, shop.id));
    const failed = await placeAsRead(shop.id, line).catch((err: unknown) => err);
    expect(isOrderChanged(failed)).toBe(true);
    expect(await productRow(bread.id)).toMatchObject({ stock: 10, salesCount: 0 });
    expect(await customerCount(shop.id)).toBe(0);
  });

  it('fails with the key of a twin that committed first, writing nothing else', async () => {
    const { shop, bread } = await shopWithBread();
    const first = await postOrder(ctx.app, shop.id, orderBody([{ productId: bread.id, quantity: 1 }]));
    expect(first.statusCode).toBe(201);
    const [order] = await db().select().from(orders).where(eq(orders.storeId, shop.id));
    const after = await productRow(bread.id);
    const failed = await placeAsRead(shop.id, readLine(after ?? bread), order?.idempotencyKey).catch(
      (err: unknown) => err,
    );
    expect(isUniqueViolation(failed)).toBe(true);
    expect(isOrderChanged(failed)).toBe(false);
    expect((await shopRow(shop.id))?.orderSeq).toBe(1);
    expect(await productRow(bread.id)).toEqual(after);
    expect(await customerCount(shop.id)).toBe(1);
    expect(await orderCount(shop.id)).toBe(1);
  });
});

// A change between createOrder's read and its statement needs two connections at once: PostgreSQL.
// A transaction holds the product's row while the order is on its way, so the order reads the
// product before the change and its statement meets the change once the transaction commits.
describe.skipIf(testDbKind !== 'postgres')(
  'a product changed between the read and the statement (PostgreSQL only)',
  () => {
    async function orderWhileChanged(
      shopId: number,
      productId: number,
      change: Partial<typeof products.$inferInsert>,
      body = orderBody([{ productId, quantity: 2 }], { cpf: makeCpf(4343), expectedTotalCents: 198 }),
    ) {
      let answer: Promise<Awaited<ReturnType<typeof postOrder>>> | undefined;
      await db().transaction(async (tx) => {
        await tx.update(products).set(change).where(eq(products.id, productId));
        answer = postOrder(ctx.app, shopId, body);
        // The order's statement waits for this transaction's row lock (it read the product before).
        for (let i = 0; i < 200; i++) {
          const waiting = (await db().execute(
            "select count(*)::int as n from pg_locks where not granted and locktype = 'transactionid'",
          )) as unknown as { rows: { n: number }[] };
          if ((waiting.rows[0]?.n ?? 0) > 0) return;
          await new Promise((r) => setTimeout(r, 10));
        }
        throw new Error('the order never waited for the product');
      });
      if (!answer) throw new Error('no order');
      return answer;
    }

    it('says the stock left when it fell below the order meanwhile, and writes nothing', async () => {
      const { shop, bread } = await shopWithBread();
      const res = await orderWhileChanged(shop.id, bread.id, { stock: 1 });
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toMatchObject({
        code: 'out_of_stock',
        message: checkoutMessages.outOfStock('Pão Francês', 1),
      });
      expect(await productRow(bread.id)).toMatchObject({ stock: 1, salesCount: 0 });
      expect(await customerCount(shop.id)).toBe(0);
      expect(await orderCount(shop.id)).toBe(0);
      expect((await shopRow(shop.id))?.orderSeq).toBe(0);
    });

    it('says the prices changed when the price changed meanwhile', async () => {
      const { shop, bread } = await shopWithBread();
      const res = await orderWhileChanged(shop.id, bread.id, { priceCents: 89 });
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toMatchObject({ code: 'price_changed', message: promotionTexts.pricesChanged });
      expect(await productRow(bread.id)).toMatchObject({ stock: 10, salesCount: 0 });
      expect(await orderCount(shop.id)).toBe(0);
    });

    it('places the order in its statement when the stock changed meanwhile but enough is left, numbers without a gap', async () => {
      const { shop, bread } = await shopWithBread();
      const res = await orderWhileChanged(shop.id, bread.id, { stock: 5 });
      expect(res.statusCode).toBe(201);
      expect(res.json().order).toMatchObject({ number: 1, totalCents: 198 });
      expect(await productRow(bread.id)).toMatchObject({ stock: 3, salesCount: 2 });
      const [customer] = await db()
        .select()
        .from(customers)
        .where(and(eq(customers.storeId, shop.id), eq(customers.cpf, makeCpf(4343))));
      expect(customer).toMatchObject({ purchaseCount: 1, totalSpentCents: 198 });
      const next = await postOrder(ctx.app, shop.id, orderBody([{ productId: bread.id, quantity: 1 }]));
      expect(next.json().order.number).toBe(2);
    });
  },
);
