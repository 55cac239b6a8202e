import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { checkoutMessages } from '../../../shared/contracts/checkout.ts';
import { MAX_ORDER_TOTAL_CENTS } from '../../../shared/storefront.ts';
import { customers, pointsLedger } from '../../db/schema/customers.ts';
import { loyaltyValidations } from '../../db/schema/loyalty.ts';
import { orders } from '../../db/schema/orders.ts';
import { makeCpf, registerAndLogin } from '../../test/fixtures.ts';
import { setupTestContext } from '../../test/harness.ts';
import { purchase, shopWithPin, validate } from '../../test/loyalty-fixtures.ts';
import { advanceOrder } from '../../test/order-fixtures.ts';
import { postSale } from '../../test/sales-fixtures.ts';
import { insertProduct, orderBody, postOrder } from '../../test/storefront-fixtures.ts';
import { qualifiesForPrize } from './purchase-ledger.ts';

const ctx = setupTestContext();
const db = () => ctx.database.db;
let cpfSeed = 6600;
const nextCpf = () => makeCpf(++cpfSeed);

async function customerId(storeId: number, cpf: string) {
  const [row] = await db()
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.storeId, storeId), eq(customers.cpf, cpf)));
  return row!.id;
}

describe('what a purchase may not do', () => {
  it('a storefront order above R$ 50.000,00 is refused with a clear message, and nothing is written', async () => {
    const shop = await registerAndLogin(ctx.app);
    const gold = await insertProduct(db(), shop.id, { name: 'Cesta de luxo', priceCents: 100_000, stock: 100 });
    const cpf = nextCpf();
    // 51 × R$ 1.000,00 is over the cap; 50 is at it and goes through.
    const over = await postOrder(ctx.app, shop.id, orderBody([{ productId: gold.id, quantity: 51 }], { cpf }));
    expect(over.statusCode).toBe(400);
    expect(over.json().error.message).toBe(checkoutMessages.overLimit(MAX_ORDER_TOTAL_CENTS));
    expect(await db().$count(orders, eq(orders.storeId, shop.id))).toBe(0);
    expect(await db().$count(customers, eq(customers.storeId, shop.id))).toBe(0);
    const at = await postOrder(ctx.app, shop.id, orderBody([{ productId: gold.id, quantity: 50 }], { cpf }));
    expect(at.statusCode).toBe(201);
  });

  it('a points balance past the 32-bit range still takes the next purchases (bigint)', async () => {
    const shop = await registerAndLogin(ctx.app);
    const product = await insertProduct(db(), shop.id, { name: 'Bolo', priceCents: 10_000, stock: null });
    const cpf = nextCpf();
    const first = await postOrder(ctx.app, shop.id, orderBody([{ productId: product.id, quantity: 1 }], { cpf }));
    const id = await customerId(shop.id, cpf);
    const huge = 2_147_483_600;
    await db().transaction(async (tx) => {
      await tx
        .update(customers)
        .set({ pointsBalance: huge })
        .where(and(eq(customers.storeId, shop.id), eq(customers.id, id)));
      await tx.insert(pointsLedger).values({ storeId: shop.id, customerId: id, delta: huge, reason: 'ajuste' });
    });
    await advanceOrder(ctx.app, shop.cookie, first.json().order.id);
    const sale = await postSale(ctx.app, shop.cookie, {
      customerId: id,
      items: [{ productId: product.id, quantity: 1 }],
      payments: [{ type: 'pix', amountCents: 10_000 }],
    });
    expect(sale.statusCode).toBe(201);
    const [row] = await db().select().from(customers).where(eq(customers.id, id));
    expect(row?.pointsBalance).toBe(huge + 100 + 100);
    expect(row!.pointsBalance).toBeGreaterThan(2 ** 31);
  });

  it('a purchase of R$ 0,00 never counts towards the prize; nor does a sale paid wholly with cashback or credit', async () => {
    expect(qualifiesForPrize(0, 0)).toBe(false);
    expect(qualifiesForPrize(1, 0)).toBe(true);
    expect(qualifiesForPrize(999, 1000)).toBe(false);

    const shop = await shopWithPin(ctx.app);
    const cpf = nextCpf();
    // Ten free purchases at the counter: no spin.
    for (let i = 0; i < 10; i++) {
      const res = await postSale(ctx.app, shop.cookie, {
        newCustomer: { cpf, nome: 'Ana Souza', telefone: '11987654321' },
        items: [{ name: 'Sacola', quantity: 1, unitPriceCents: 0 }],
        payments: [],
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().loyalty).toMatchObject({ compraValida: false, giroLiberado: false });
    }
    const id = await customerId(shop.id, cpf);
    const validations = await db().select().from(loyaltyValidations).where(eq(loyaltyValidations.customerId, id));
    expect(validations.filter((v) => v.qualifies)).toHaveLength(0);

    // Store credit pays the whole sale: no points, no cashback, no progress.
    await ctx.app.inject({
      method: 'POST',
      url: `/api/customers/${id}/credit`,
      headers: { cookie: shop.cookie },
      payload: { tipo: 'credito', amountCents: 20_000, note: 'vale' },
    });
    const paid = await postSale(ctx.app, shop.cookie, {
      customerId: id,
      items: [{ name: 'Cesta', quantity: 1, unitPriceCents: 20_000 }],
      payments: [{ type: 'credito_loja', amountCents: 20_000 }],
    });
    expect(paid.json()).toMatchObject({ pointsAwarded: 0, cashbackEarnedCents: 0, loyalty: { compraValida: false } });

    // The counter's validation refuses a R$ 0,00 purchase outright.
    const zero = await validate(ctx.app, shop.cookie, purchase({ cpf, valorCompraCents: 0 }), randomUUID());
    expect(zero.statusCode).toBe(400);
  });
});
