import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { saoPauloToday } from '../../../shared/calendar.ts';
import { cashMessages } from '../../../shared/contracts/cash.ts';
import type { PaymentMethod } from '../../../shared/contracts/checkout.ts';
import { orders } from '../../db/schema/orders.ts';
import { bills, salePayments, sales } from '../../db/schema/sales.ts';
import { makeCpf, registerAndLogin } from '../../test/fixtures.ts';
import { setupTestContext } from '../../test/harness.ts';
import { insertProduct, orderBody, postOrder } from '../../test/storefront-fixtures.ts';

const ctx = setupTestContext();
const db = () => ctx.database.db;

type Method = 'GET' | 'POST' | 'DELETE';
const call = (method: Method, url: string, cookie?: string, payload?: unknown) =>
  ctx.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });

let saleNumber = 0;
type PaymentRow = Pick<typeof salePayments.$inferInsert, 'type' | 'amountCents' | 'installments' | 'receivedCents'>;

/** A counter sale written straight into the database (the sale API is another module). */
async function insertSale(
  storeId: number,
  soldAt: string,
  payments: PaymentRow[],
  extra: { customerName?: string; sellerName?: string } = {},
) {
  saleNumber += 1;
  const totalCents = payments.reduce((sum, p) => sum + p.amountCents, 0);
  const [sale] = await db()
    .insert(sales)
    .values({
      storeId,
      number: saleNumber,
      soldAt: new Date(soldAt),
      itemsCents: totalCents,
      totalCents,
      idempotencyKey: randomUUID(),
      ...extra,
    })
    .returning({ id: sales.id });
  if (!sale) throw new Error('no sale');
  await db()
    .insert(salePayments)
    .values(payments.map((p) => ({ ...p, saleId: sale.id, storeId })));
  return sale.id;
}

/** An online order placed through the public checkout, then moved to `createdAt` when given. */
async function placeOrder(storeId: number, paymentMethod: PaymentMethod, quantity: number, createdAt?: string) {
  const product = await insertProduct(db(), storeId, { name: 'Bolo de Cenoura', priceCents: 2500 });
  const res = await postOrder(
    ctx.app,
    storeId,
    orderBody([{ productId: product.id, quantity }], {
      cpf: makeCpf(70_000 + Math.floor(Math.random() * 100_000)),
      nome: 'Joana Prado',
      paymentMethod,
      ...(paymentMethod === 'dinheiro' ? { changeForCents: null } : {}),
    }),
  );
  expect(res.statusCode).toBe(201);
  const { order } = res.json();
  if (createdAt)
    await db()
      .update(orders)
      .set({ createdAt: new Date(createdAt) })
      .where(eq(orders.id, order.id));
  return order as { id: string; number: number; totalCents: number };
}

describe('cash report', () => {
  it('adds counter sales and online orders of one São Paulo day, by payment type', async () => {
    const shop = await registerAndLogin(ctx.app);
    const day = '2026-03-10';
    // 09:15 in São Paulo: cash sale of R$ 30,00 where the customer handed R$ 50,00.
    await insertSale(
      shop.id,
      '2026-03-10T09:15:00-03:00',
      [{ type: 'dinheiro', amountCents: 3000, receivedCents: 5000 }],
      {
        customerName: 'Ana Souza',
        sellerName: 'Carlos',
      },
    );
    // 14:00: split between credit in 3 installments, store credit and cashback.
    await insertSale(shop.id, '2026-03-10T14:00:00-03:00', [
      { type: 'credito', amountCents: 6000, installments: 3 },
      { type: 'credito_loja', amountCents: 1000 },
      { type: 'cashback', amountCents: 500 },
    ]);
    // 23:30 in São Paulo is 02:30 UTC of the next day: still the 10th.
    await insertSale(shop.id, '2026-03-10T23:30:00-03:00', [{ type: 'pix', amountCents: 1234 }]);
    // Just outside the day on each side: the 9th at 23:59 and the 11th at 00:00.
    await insertSale(shop.id, '2026-03-09T23:59:59-03:00', [{ type: 'pix', amountCents: 99_999 }]);
    await insertSale(shop.id, '2026-03-11T00:00:00-03:00', [{ type: 'pix', amountCents: 88_888 }]);
    // Online: a debit-card order (2 × R$ 25,00) at 12:00 and a credit-card one at 23:45.
    const debit = await placeOrder(shop.id, 'cartao_debito', 2, '2026-03-10T12:00:00-03:00');
    const credit = await placeOrder(shop.id, 'cartao_credito', 1, '2026-03-10T23:45:00-03:00');
    await placeOrder(shop.id, 'pix', 4, '2026-03-11T00:00:01-03:00');

    const res = await call('GET', `/api/cash/report?data=${day}`, shop.cookie);
    expect(res.statusCode).toBe(200);
    const report = res.json();
    const total = 3000 + 7500 + 1234 + 5000 + 2500;
    expect(report).toMatchObject({
      dia: day,
      totalVendasCents: total,
      totalContasCents: 0,
      saldoCents: total,
      quantidadeVendas: 5,
      ticketMedioCents: Math.round(total / 5),
      contas: [],
    });
    expect(report.pagamentos).toEqual([
      { tipo: 'credito', totalCents: 6000 + 2500, quantidade: 2 },
      { tipo: 'debito', totalCents: 5000, quantidade: 1 },
      { tipo: 'pix', totalCents: 1234, quantidade: 1 },
      // What the shop kept, not the R$ 50,00 handed over.
      { tipo: 'dinheiro', totalCents: 3000, quantidade: 1 },
      { tipo: 'cashback', totalCents: 500, quantidade: 1 },
      { tipo: 'credito_loja', totalCents: 1000, quantidade: 1 },
    ]);
    expect(
      report.vendas.map((v: { origem: string; totalCents: number; em: string }) => [v.origem, v.totalCents, v.em]),
    ).toEqual([
      ['online', credit.totalCents, '2026-03-11T02:45:00.000Z'],
      ['balcao', 1234, '2026-03-11T02:30:00.000Z'],
      ['balcao', 7500, '2026-03-10T17:00:00.000Z'],
      ['online', debit.totalCents, '2026-03-10T15:00:00.000Z'],
      ['balcao', 3000, '2026-03-10T12:15:00.000Z'],
    ]);
    expect(report.vendas[4]).toMatchObject({
      cliente: 'Ana Souza',
      vendedor: 'Carlos',
      pagamentos: [{ tipo: 'dinheiro', valorCents: 3000, parcelas: 1 }],
    });
    expect(report.vendas[2].pagamentos).toEqual([
      { tipo: 'credito', valorCents: 6000, parcelas: 3 },
      { tipo: 'credito_loja', valorCents: 1000, parcelas: 1 },
      { tipo: 'cashback', valorCents: 500, parcelas: 1 },
    ]);
    expect(report.vendas[0]).toMatchObject({
      origem: 'online',
      numero: credit.number,
      cliente: 'Joana Prado',
      vendedor: '',
      pagamentos: [{ tipo: 'credito', valorCents: 2500, parcelas: 1 }],
    });

    // The next day holds only what fell after its midnight.
    const next = (await call('GET', '/api/cash/report?data=2026-03-11', shop.cookie)).json();
    expect(next.totalVendasCents).toBe(88_888 + 10_000);
    expect(next.pagamentos).toEqual([{ tipo: 'pix', totalCents: 98_888, quantidade: 2 }]);
  });

  it('shows brinde and patrocinio and lists only the types used', async () => {
    const shop = await registerAndLogin(ctx.app);
    await insertSale(shop.id, '2026-04-02T10:00:00-03:00', [
      { type: 'brinde', amountCents: 700 },
      { type: 'patrocinio', amountCents: 300 },
    ]);
    const report = (await call('GET', '/api/cash/report?data=2026-04-02', shop.cookie)).json();
    expect(report.pagamentos.map((p: { tipo: string }) => p.tipo)).toEqual(['brinde', 'patrocinio']);
    expect(report.ticketMedioCents).toBe(1000);
  });

  it('is today in São Paulo by default, and empty without sales (ticket 0)', async () => {
    const shop = await registerAndLogin(ctx.app);
    const order = await placeOrder(shop.id, 'pix', 1);
    const report = (await call('GET', '/api/cash/report', shop.cookie)).json();
    expect(report.dia).toBe(saoPauloToday());
    expect(report.totalVendasCents).toBe(order.totalCents);
    expect(report.vendas).toHaveLength(1);

    const empty = (await call('GET', '/api/cash/report?data=2020-01-01', shop.cookie)).json();
    expect(empty).toEqual({
      dia: '2020-01-01',
      totalVendasCents: 0,
      totalContasCents: 0,
      saldoCents: 0,
      ticketMedioCents: 0,
      quantidadeVendas: 0,
      pagamentos: [],
      contas: [],
      vendas: [],
    });
  });

  it("never counts another shop's sales, orders or bills", async () => {
    const shop = await registerAndLogin(ctx.app);
    const other = await registerAndLogin(ctx.app);
    await insertSale(other.id, '2026-05-05T10:00:00-03:00', [{ type: 'pix', amountCents: 5000 }]);
    await placeOrder(other.id, 'pix', 1, '2026-05-05T11:00:00-03:00');
    await call('POST', '/api/cash/bills', other.cookie, { dia: '2026-05-05', nome: 'Aluguel', valorCents: 100 });
    await insertSale(shop.id, '2026-05-05T10:00:00-03:00', [{ type: 'debito', amountCents: 1500 }]);
    const report = (await call('GET', '/api/cash/report?data=2026-05-05', shop.cookie)).json();
    expect(report).toMatchObject({ totalVendasCents: 1500, quantidadeVendas: 1, totalContasCents: 0, contas: [] });
    expect(report.pagamentos).toEqual([{ tipo: 'debito', totalCents: 1500, quantidade: 1 }]);
    expect(report.vendas).toHaveLength(1);
  });

  it('still takes ?day= from panels loaded before ?data=, for the report and the bills; ?data= wins', async () => {
    const shop = await registerAndLogin(ctx.app);
    await insertSale(shop.id, '2026-08-03T10:00:00-03:00', [{ type: 'pix', amountCents: 4200 }]);
    await call('POST', '/api/cash/bills', shop.cookie, { dia: '2026-08-03', nome: 'Aluguel', valorCents: 700 });
    for (const query of ['data=2026-08-03', 'day=2026-08-03', 'data=2026-08-03&day=2026-08-04']) {
      const report = (await call('GET', `/api/cash/report?${query}`, shop.cookie)).json();
      expect(report, query).toMatchObject({ dia: '2026-08-03', totalVendasCents: 4200, totalContasCents: 700 });
      const list = (await call('GET', `/api/cash/bills?${query}`, shop.cookie)).json();
      expect(list, query).toMatchObject({ dia: '2026-08-03', totalCents: 700 });
    }
    const old = await call('GET', '/api/cash/report?day=hoje', shop.cookie);
    expect(old.statusCode).toBe(400);
    expect(old.json().error.message).toBe(cashMessages.dayInvalid);
  });

  it('refuses a day that is not a calendar day, and asks for a session', async () => {
    const shop = await registerAndLogin(ctx.app);
    for (const day of ['2026-02-30', '10/03/2026', 'hoje', '2026-3-1']) {
      const res = await call('GET', `/api/cash/report?data=${encodeURIComponent(day)}`, shop.cookie);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(cashMessages.dayInvalid);
    }
    expect((await call('GET', '/api/cash/report')).statusCode).toBe(401);
    expect((await call('GET', '/api/cash/bills')).statusCode).toBe(401);
  });
});

describe('bills of the day', () => {
  it('adds a bill to the day, lowers the balance, and removes it', async () => {
    const shop = await registerAndLogin(ctx.app);
    const day = '2026-06-15';
    await insertSale(shop.id, '2026-06-15T10:00:00-03:00', [{ type: 'pix', amountCents: 10_000 }]);
    const res = await call('POST', '/api/cash/bills', shop.cookie, {
      dia: day,
      nome: '  Conta de luz ',
      valorCents: 4590,
    });
    expect(res.statusCode).toBe(201);
    const bill = res.json();
    expect(bill).toMatchObject({ dia: day, nome: 'Conta de luz', valorCents: 4590 });
    await call('POST', '/api/cash/bills', shop.cookie, { dia: day, nome: 'Fornecedor', valorCents: 1000 });
    // Another day's bill stays on its own day.
    await call('POST', '/api/cash/bills', shop.cookie, { dia: '2026-06-16', nome: 'Água', valorCents: 777 });

    const list = (await call('GET', `/api/cash/bills?data=${day}`, shop.cookie)).json();
    expect(list.totalCents).toBe(5590);
    expect(list.contas.map((c: { nome: string }) => c.nome)).toEqual(['Conta de luz', 'Fornecedor']);
    let report = (await call('GET', `/api/cash/report?data=${day}`, shop.cookie)).json();
    expect(report).toMatchObject({ totalVendasCents: 10_000, totalContasCents: 5590, saldoCents: 4410 });

    expect((await call('DELETE', `/api/cash/bills/${bill.id}`, shop.cookie)).statusCode).toBe(204);
    report = (await call('GET', `/api/cash/report?data=${day}`, shop.cookie)).json();
    expect(report).toMatchObject({ totalContasCents: 1000, saldoCents: 9000 });
    expect((await call('DELETE', `/api/cash/bills/${bill.id}`, shop.cookie)).statusCode).toBe(404);
  });

  it('the balance goes negative when the bills are larger than the sales', async () => {
    const shop = await registerAndLogin(ctx.app);
    await call('POST', '/api/cash/bills', shop.cookie, { dia: '2026-07-01', nome: 'Aluguel', valorCents: 150_000 });
    const report = (await call('GET', '/api/cash/report?data=2026-07-01', shop.cookie)).json();
    expect(report.saldoCents).toBe(-150_000);
  });

  it("is today's bill when no day is given", async () => {
    const shop = await registerAndLogin(ctx.app);
    const bill = (await call('POST', '/api/cash/bills', shop.cookie, { nome: 'Gás', valorCents: 12_000 })).json();
    expect(bill.dia).toBe(saoPauloToday());
    expect((await call('GET', '/api/cash/bills', shop.cookie)).json().contas).toHaveLength(1);
  });

  it('asks for the name and a value above zero, and changes nothing on bad input', async () => {
    const shop = await registerAndLogin(ctx.app);
    const cases: [unknown, string][] = [
      [{ valorCents: 100 }, cashMessages.required],
      [{ nome: '   ', valorCents: 100 }, cashMessages.required],
      [{ nome: 'Luz' }, cashMessages.required],
      [{ nome: 'Luz', valorCents: null }, cashMessages.required],
      [{ nome: 'Luz', valorCents: '100' }, cashMessages.required],
      [{ nome: 'Luz', valorCents: 0 }, cashMessages.valuePositive],
      [{ nome: 'Luz', valorCents: -500 }, cashMessages.valuePositive],
      [{ nome: 'Luz', valorCents: 10.5 }, cashMessages.valuePositive],
      [{ nome: 'Luz', valorCents: 1e12 }, cashMessages.valueTooLarge],
      [{ nome: 'x'.repeat(81), valorCents: 100 }, cashMessages.nameTooLong],
      [{ nome: 'Luz\u0000', valorCents: 100 }, 'Texto com caracteres inválidos.'],
      [{ nome: 'Luz', valorCents: 100, dia: '2026-13-01' }, cashMessages.dayInvalid],
    ];
    for (const [body, message] of cases) {
      const res = await call('POST', '/api/cash/bills', shop.cookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.message, JSON.stringify(body)).toBe(message);
    }
    expect(await db().$count(bills, eq(bills.storeId, shop.id))).toBe(0);
  });

  it("answers 404 for another shop's bill and leaves it in place", async () => {
    const shop = await registerAndLogin(ctx.app);
    const other = await registerAndLogin(ctx.app);
    const bill = (await call('POST', '/api/cash/bills', other.cookie, { nome: 'Aluguel', valorCents: 100 })).json();
    const res = await call('DELETE', `/api/cash/bills/${bill.id}`, shop.cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toEqual({ code: 'not_found', message: cashMessages.billNotFound });
    expect(await db().$count(bills, eq(bills.id, bill.id))).toBe(1);
    for (const id of ['abc', '0', '99999999999']) {
      expect((await call('DELETE', `/api/cash/bills/${id}`, shop.cookie)).statusCode).toBe(400);
    }
  });
});
