import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customers, pointsLedger } from '../../db/schema/customers.ts';
import { orderEvents, orderItems, orders } from '../../db/schema/orders.ts';
import { products } from '../../db/schema/products.ts';
import { stores } from '../../db/schema/stores.ts';
import { makeCpf } from '../../test/fixtures.ts';
import { setupTestContext } from '../../test/harness.ts';
import { insertProduct, insertShop } from '../../test/storefront-fixtures.ts';
import { customerUpsert } from '../customers/customers-queries.ts';
import { placeOrder, type TakenProduct } from './checkout-queries.ts';

const ctx = setupTestContext();
const db = () => ctx.database.db;

/** An order of `quantity` units of one product, as createOrder would place it from what it read. */
function order(storeId: number, seen: TakenProduct, quantity: number) {
  const id = randomUUID();
  const now = new Date();
  const total = seen.priceCents * quantity;
  return {
    lines: [{ productId: seen.id, quantity, unitPriceCents: seen.priceCents, lineTotalCents: total, seen }],
    customer: customerUpsert(storeId, { cpf: makeCpf(4242), nome: 'Ana Lima' }, 'public', {
      amountCents: total,
      at: now,
      points: 3,
    }),
    order: {
      id,
      storeId,
      status: 'pendente' as const,
      customerCpf: makeCpf(4242),
      customerName: 'Ana Lima',
      customerPhone: '11988887777',
      addressStreet: 'Rua Augusta',
      addressNumber: '1',
      addressNeighborhood: 'Centro',
      addressCity: 'São Paulo',
      paymentMethod: 'pix' as const,
      changeForCents: null,
      observations: '',
      subtotalCents: total,
      totalCents: total,
      pointsAwarded: 3,
      idempotencyKey: randomUUID(),
      createdAt: now,
      updatedAt: now,
    },
    placeholderEmail: `${makeCpf(4242)}@cliente.example`,
    event: { orderId: id, storeId, status: 'pendente' as const, createdAt: now },
    points: { storeId, delta: 3, reason: 'pedido' as const, orderId: id },
    notify: [],
  };
}

async function state(storeId: number, productId: number) {
  const [shop] = await db().select({ seq: stores.orderSeq }).from(stores).where(eq(stores.id, storeId));
  const [product] = await db()
    .select({ stock: products.stock, sold: products.salesCount })
    .from(products)
    .where(eq(products.id, productId));
  return {
    seq: shop?.seq,
    product,
    orders: await db().$count(orders, eq(orders.storeId, storeId)),
    items: await db().$count(orderItems, eq(orderItems.storeId, storeId)),
    events: await db().$count(orderEvents, eq(orderEvents.storeId, storeId)),
    customers: await db().$count(customers, eq(customers.storeId, storeId)),
    points: await db().$count(pointsLedger, eq(pointsLedger.storeId, storeId)),
  };
}

describe('placeOrder: the order in one statement, only when the locked products are as read', () => {
  it('writes everything when they are', async () => {
    const shop = await insertShop(db());
    const p = await insertProduct(db(), shop.id, { name: 'Café', priceCents: 1000, stock: 5 });
    const seen = { id: p.id, code: p.code, name: 'Café', priceCents: 1000, stock: 5 };
    const placed = await placeOrder(db(), shop.id, order(shop.id, seen, 2));
    expect(placed).toMatchObject({ number: 1, pointsBalance: 3 });
    expect(await state(shop.id, p.id)).toEqual({
      seq: 1,
      product: { stock: 3, sold: 2 },
      orders: 1,
      items: 1,
      events: 1,
      customers: 1,
      points: 1,
    });
  });

  it('changes nothing, not even the order number, when the price, name, stock tracking or units differ, or the shop is blocked', async () => {
    const shop = await insertShop(db());
    const p = await insertProduct(db(), shop.id, { name: 'Bolo', priceCents: 2000, stock: 2 });
    const seen = { id: p.id, code: p.code, name: 'Bolo', priceCents: 2000, stock: 2 };
    const before = await state(shop.id, p.id);
    for (const stale of [
      { ...seen, priceCents: 1900 },
      { ...seen, name: 'Bolo de Milho' },
      { ...seen, stock: null },
    ]) {
      expect(await placeOrder(db(), shop.id, order(shop.id, stale, 1))).toBeUndefined();
    }
    // More than the stock, and a product of another shop.
    expect(await placeOrder(db(), shop.id, order(shop.id, seen, 3))).toBeUndefined();
    const other = await insertShop(db());
    expect(await placeOrder(db(), other.id, order(other.id, seen, 1))).toBeUndefined();
    await db().update(stores).set({ status: 'bloqueado' }).where(eq(stores.id, shop.id));
    expect(await placeOrder(db(), shop.id, order(shop.id, seen, 1))).toBeUndefined();
    expect(await state(shop.id, p.id)).toEqual(before);
    expect(before).toMatchObject({ seq: 0, product: { stock: 2, sold: 0 }, orders: 0, customers: 0 });
  });
});
