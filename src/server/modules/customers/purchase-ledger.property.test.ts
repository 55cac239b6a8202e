import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cashbackFor } from '../../../shared/contracts/cashback.ts';
import type { OrderStatus } from '../../../shared/contracts/owner-orders.ts';
import { customers, pointsLedger } from '../../db/schema/customers.ts';
import { cashbackEntries, cashbackRedemptions, creditLedger, loyaltyValidations } from '../../db/schema/loyalty.ts';
import { orders } from '../../db/schema/orders.ts';
import { products } from '../../db/schema/products.ts';
import { sales } from '../../db/schema/sales.ts';
import { setupTestContext } from '../../test/harness.ts';
import { newCustomerCpf, PIN, shopWithPin } from '../../test/loyalty-fixtures.ts';
import { insertProduct, orderBody, postOrder } from '../../test/storefront-fixtures.ts';

/**
 * Random sequences of purchases through the HTTP API — storefront orders moved on or cancelled,
 * counter sales paid partly with cashback or store credit and deleted, store credit given,
 * validations at the counter — and after every step each customer's points, cashback and store
 * credit checked against their ledgers and against a model of what they should be.
 *
 * The rules the model follows: an online order's points (floor of the total in reais) and cashback
 * are credited when it becomes entregue, never before and never if cancelled; cancelling (from
 * pendente, preparando or pronto) gives the stock back and takes the order off the customer's
 * totals; entregue and cancelado are final. The part
 * of a counter sale paid with cashback or store credit earns neither points nor cashback. A R$ 0,00
 * purchase never counts toward the wheel.
 *
 * PROPERTY_SEED replays another seed, PROPERTY_PATH a reported counterexample's path; PROPERTY_RUNS
 * and PROPERTY_STEPS change the number of runs and the most steps of one; PROPERTY_TRACE=1 prints
 * the steps of every run.
 */

const ctx = setupTestContext();

const SEED = Number(process.env.PROPERTY_SEED ?? 21_021);
const RUNS = Number(process.env.PROPERTY_RUNS ?? 15);
const STEPS = Number(process.env.PROPERTY_STEPS ?? 12);
const PATH = process.env.PROPERTY_PATH;

const CUSTOMERS = 2;
/** Untracked stock. */
const PRICE_A = 2790;
/** Tracked stock, little of it: orders and sales run out now and then. */
const PRICE_B = 1250;
const STOCK_B = 8;
/** 10% from the first cent: no minimum, so the cashback of a partly paid sale has one reading. */
const CASHBACK = { percentBasisPoints: 1000, redeemDays: 30, minPurchaseCents: 0, active: true };

const NEXT: Partial<Record<OrderStatus, OrderStatus>> = {
  pendente: 'preparando',
  preparando: 'pronto',
  pronto: 'entregue',
};

/** How much of a balance a sale pays with: 'over' asks for one cent more than there is. */
type Share = 'none' | 'half' | 'all' | 'over';
/** Which orders a status change picks from: the open ones, the final ones (they must refuse), or all. */
type Target = 'open' | 'final' | 'any';

type Op =
  | { kind: 'order'; who: number; a: number; b: number }
  | { kind: 'advance'; target: Target; pick: number; steps: number }
  | { kind: 'cancel'; target: Target; pick: number }
  | { kind: 'sale'; who: number; a: number; b: number; cashback: Share; credit: Share; byCpf: boolean }
  | { kind: 'freeSale'; who: number }
  | { kind: 'credit'; who: number; amountCents: number }
  | { kind: 'deleteSale'; pick: number }
  | { kind: 'validation'; who: number; valorCents: number }
  | { kind: 'replay' };

const who = fc.nat({ max: CUSTOMERS - 1 });
const units = fc.nat({ max: 3 });
const share = fc.constantFrom<Share>('none', 'half', 'all', 'all', 'over');
const someUnits = fc.tuple(units, units).filter(([a, b]) => a + b > 0);
const target = fc.constantFrom<Target>('open', 'open', 'final', 'any');

const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({ who, ab: someUnits }).map(({ who, ab: [a, b] }) => ({ kind: 'order', who, a, b }) as const),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('advance' as const),
      target,
      pick: fc.nat(),
      steps: fc.constantFrom(1, 2, 3),
    }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('cancel' as const), target, pick: fc.nat() }) },
  {
    weight: 4,
    arbitrary: fc
      .record({ who, ab: someUnits, cashback: share, credit: share, byCpf: fc.boolean() })
      .map(({ ab: [a, b], ...rest }) => ({ kind: 'sale', a, b, ...rest }) as const),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('freeSale' as const), who }) },
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('credit' as const), who, amountCents: fc.integer({ min: 1, max: 6000 }) }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('deleteSale' as const), pick: fc.nat() }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('validation' as const),
      who,
      valorCents: fc.integer({ min: 1, max: 12_000 }),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'replay' as const }) },
);

interface OrderModel {
  id: string;
  who: number;
  totalCents: number;
  unitsB: number;
  status: OrderStatus;
}

interface SaleModel {
  id: string;
  who: number;
  totalCents: number;
  unitsB: number;
  cashbackPaid: number;
  creditPaid: number;
  deleted: boolean;
}

interface Run {
  storeId: number;
  cookie: string;
  /** The owner's requests of this run come from their own address (the API's per-address limit). */
  address: string;
  cpfs: string[];
  productA: number;
  productB: number;
  orders: OrderModel[];
  sales: SaleModel[];
  validations: { who: number; valorCents: number }[];
  credits: { who: number; amountCents: number }[];
  /** The last order or sale saved, to send again with its key. */
  last?: { kind: 'order' | 'sale'; key: string; body: object; id: string };
  trace: string[];
}

let runNumber = 0;

async function newRun(): Promise<Run> {
  runNumber += 1;
  const shop = await shopWithPin(ctx.app);
  const address = `10.213.${(runNumber >> 8) & 255}.${runNumber & 255}`;
  const cashback = await ctx.app.inject({
    method: 'PUT',
    url: '/api/cashback/config',
    headers: { cookie: shop.cookie },
    payload: CASHBACK,
    remoteAddress: address,
  });
  if (cashback.statusCode !== 200) throw new Error(`cashback config failed: ${cashback.statusCode} ${cashback.body}`);
  const a = await insertProduct(ctx.database.db, shop.id, { name: 'Bolo de Fubá', priceCents: PRICE_A, stock: null });
  const b = await insertProduct(ctx.database.db, shop.id, {
    name: 'Queijo Minas',
    priceCents: PRICE_B,
    stock: STOCK_B,
  });
  return {
    storeId: shop.id,
    cookie: shop.cookie,
    address,
    cpfs: Array.from({ length: CUSTOMERS }, () => newCustomerCpf()),
    productA: a.id,
    productB: b.id,
    orders: [],
    sales: [],
    validations: [],
    credits: [],
    trace: [],
  };
}

function owner(run: Run, method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, key?: string) {
  return ctx.app.inject({
    method,
    url,
    headers: { cookie: run.cookie, ...(key ? { 'idempotency-key': key } : {}) },
    ...(payload ? { payload } : {}),
    remoteAddress: run.address,
  });
}

const live = (run: Run) => run.sales.filter((s) => !s.deleted);
const paidPart = (s: SaleModel) => s.totalCents - s.cashbackPaid - s.creditPaid;
const orderPoints = (o: OrderModel) => Math.floor(o.totalCents / 100);
const salePoints = (s: SaleModel) => Math.floor(paidPart(s) / 100);
const orderCashback = (o: OrderModel) => cashbackFor(o.totalCents, CASHBACK);
const saleCashback = (s: SaleModel) => cashbackFor(paidPart(s), CASHBACK);
const stockLeft = (run: Run) =>
  STOCK_B -
  run.orders.filter((o) => o.status !== 'cancelado').reduce((n, o) => n + o.unitsB, 0) -
  live(run).reduce((n, s) => n + s.unitsB, 0);

/** What the model says customer `who` has. */
function expected(run: Run, who: number) {
  const delivered = run.orders.filter((o) => o.who === who && o.status === 'entregue');
  const open = run.orders.filter((o) => o.who === who && o.status !== 'cancelado');
  const mine = live(run).filter((s) => s.who === who);
  const validations = run.validations.filter((v) => v.who === who);
  const sum = <T>(xs: T[], f: (x: T) => number) => xs.reduce((n, x) => n + f(x), 0);
  const cashbackEarned = sum(delivered, orderCashback) + sum(mine, saleCashback);
  const cashbackSpent = sum(mine, (s) => s.cashbackPaid);
  return {
    points:
      sum(delivered, orderPoints) + sum(mine, salePoints) + sum(validations, (v) => Math.floor(v.valorCents / 100)),
    creditCents:
      sum(
        run.credits.filter((c) => c.who === who),
        (c) => c.amountCents,
      ) - sum(mine, (s) => s.creditPaid),
    cashbackEarned,
    cashbackLeft: cashbackEarned - cashbackSpent,
    cashbackSpent,
    totalSpentCents:
      sum(open, (o) => o.totalCents) + sum(mine, (s) => s.totalCents) + sum(validations, (v) => v.valorCents),
    /** Purchases toward the wheel: delivered orders, live sales and validations, none of R$ 0,00. */
    qualifying:
      delivered.filter((o) => o.totalCents > 0).length +
      mine.filter((s) => paidPart(s) > 0).length +
      validations.length,
  };
}

/** Everything of the shop the operations touch, to say that a refused one changed nothing. */
async function snapshot(run: Run) {
  const db = ctx.database.db;
  const s = run.storeId;
  const [c, p, cr, ce, r, st, o, sa, v] = await Promise.all([
    db
      .select({
        id: customers.id,
        points: customers.pointsBalance,
        credit: customers.creditBalanceCents,
        spent: customers.totalSpentCents,
        purchases: customers.purchaseCount,
      })
      .from(customers)
      .where(eq(customers.storeId, s))
      .orderBy(customers.id),
    db
      .select({ id: pointsLedger.id, delta: pointsLedger.delta })
      .from(pointsLedger)
      .where(eq(pointsLedger.storeId, s))
      .orderBy(pointsLedger.id),
    db
      .select({ id: creditLedger.id, amount: creditLedger.amountCents })
      .from(creditLedger)
      .where(eq(creditLedger.storeId, s))
      .orderBy(creditLedger.id),
    db
      .select({ id: cashbackEntries.id, earned: cashbackEntries.earnedCents, left: cashbackEntries.remainingCents })
      .from(cashbackEntries)
      .where(eq(cashbackEntries.storeId, s))
      .orderBy(cashbackEntries.id),
    db
      .select({ id: cashbackRedemptions.id, amount: cashbackRedemptions.amountCents })
      .from(cashbackRedemptions)
      .where(eq(cashbackRedemptions.storeId, s))
      .orderBy(cashbackRedemptions.id),
    db
      .select({ id: products.id, stock: products.stock, sold: products.salesCount })
      .from(products)
      .where(eq(products.storeId, s))
      .orderBy(products.id),
    db.select({ id: orders.id, status: orders.status }).from(orders).where(eq(orders.storeId, s)).orderBy(orders.id),
    db.select({ id: sales.id }).from(sales).where(eq(sales.storeId, s)).orderBy(sales.id),
    db
      .select({ id: loyaltyValidations.id })
      .from(loyaltyValidations)
      .where(eq(loyaltyValidations.storeId, s))
      .orderBy(loyaltyValidations.id),
  ]);
  return {
    customers: c,
    points: p,
    credit: cr,
    cashback: ce,
    redemptions: r,
    stock: st,
    orders: o,
    sales: sa,
    validations: v,
  };
}

/** The ledgers, the cached balances and the model agree for every customer of the run. */
async function checkInvariants(run: Run) {
  const db = ctx.database.db;
  const s = run.storeId;
  const where = (msg: string) => `${msg}\nsteps so far:\n  ${run.trace.join('\n  ')}`;
  const rows = await db
    .select({
      id: customers.id,
      cpf: customers.cpf,
      points: customers.pointsBalance,
      credit: customers.creditBalanceCents,
      spent: customers.totalSpentCents,
    })
    .from(customers)
    .where(and(eq(customers.storeId, s), inArray(customers.cpf, run.cpfs)));
  const ids = rows.map((r) => r.id);
  const none = ids.length === 0 ? [-1] : ids;
  const [pointSums, creditSums, entries, redemptionSums, orderPointRows, validationRows, stock, orderRows, saleRows] =
    await Promise.all([
      db
        .select({ customerId: pointsLedger.customerId, sum: sql<string>`coalesce(sum(${pointsLedger.delta}), 0)` })
        .from(pointsLedger)
        .where(and(eq(pointsLedger.storeId, s), inArray(pointsLedger.customerId, none)))
        .groupBy(pointsLedger.customerId),
      db
        .select({
          customerId: creditLedger.customerId,
          sum: sql<string>`coalesce(sum(${creditLedger.amountCents}), 0)`,
        })
        .from(creditLedger)
        .where(and(eq(creditLedger.storeId, s), inArray(creditLedger.customerId, none)))
        .groupBy(creditLedger.customerId),
      db
        .select({
          customerId: cashbackEntries.customerId,
          orderId: cashbackEntries.orderId,
          saleId: cashbackEntries.saleId,
          earned: cashbackEntries.earnedCents,
          left: cashbackEntries.remainingCents,
        })
        .from(cashbackEntries)
        .where(eq(cashbackEntries.storeId, s)),
      db
        .select({
          customerId: cashbackRedemptions.customerId,
          sum: sql<string>`coalesce(sum(${cashbackRedemptions.amountCents}), 0)`,
        })
        .from(cashbackRedemptions)
        .where(eq(cashbackRedemptions.storeId, s))
        .groupBy(cashbackRedemptions.customerId),
      db
        .select({ orderId: pointsLedger.orderId, delta: pointsLedger.delta })
        .from(pointsLedger)
        .where(and(eq(pointsLedger.storeId, s), isNotNull(pointsLedger.orderId))),
      db
        .select({
          customerId: loyaltyValidations.customerId,
          purchaseCents: loyaltyValidations.purchaseCents,
          qualifies: loyaltyValidations.qualifies,
          grantsSpin: loyaltyValidations.grantsSpin,
        })
        .from(loyaltyValidations)
        .where(eq(loyaltyValidations.storeId, s)),
      db
        .select({ stock: products.stock })
        .from(products)
        .where(and(eq(products.storeId, s), eq(products.id, run.productB))),
      db.select({ id: orders.id, status: orders.status }).from(orders).where(eq(orders.storeId, s)),
      db.select({ id: sales.id }).from(sales).where(eq(sales.storeId, s)),
    ]);
  const sumOf = (list: { customerId: number; sum: string }[], id: number) =>
    Number(list.find((x) => x.customerId === id)?.sum ?? 0);

  for (const [n, cpf] of run.cpfs.entries()) {
    const want = expected(run, n);
    const row = rows.find((r) => r.cpf === cpf);
    if (!row) {
      // Never seen by the shop: the model has nothing for them either.
      expect(want, where(`customer ${n} does not exist but the model has balances`)).toMatchObject({
        points: 0,
        creditCents: 0,
        cashbackEarned: 0,
      });
      continue;
    }
    const mine = entries.filter((e) => e.customerId === row.id);
    expect(row.points, where(`customer ${n}: points_balance = sum(points_ledger)`)).toBe(sumOf(pointSums, row.id));
    expect(row.points, where(`customer ${n}: points_balance >= 0`)).toBeGreaterThanOrEqual(0);
    expect(row.credit, where(`customer ${n}: credit_balance = sum(credit_ledger)`)).toBe(sumOf(creditSums, row.id));
    expect(row.credit, where(`customer ${n}: credit_balance >= 0`)).toBeGreaterThanOrEqual(0);
    for (const e of mine) {
      expect(e.left, where(`customer ${n}: cashback remaining >= 0`)).toBeGreaterThanOrEqual(0);
      expect(e.left, where(`customer ${n}: cashback remaining <= earned`)).toBeLessThanOrEqual(e.earned);
    }
    const spentFromEntries = mine.reduce((sum, e) => sum + e.earned - e.left, 0);
    expect(sumOf(redemptionSums, row.id), where(`customer ${n}: redemptions = sum(earned - remaining)`)).toBe(
      spentFromEntries,
    );
    // The model.
    expect(row.points, where(`customer ${n}: points as the model expects`)).toBe(want.points);
    expect(row.credit, where(`customer ${n}: store credit as the model expects`)).toBe(want.creditCents);
    expect(
      mine.reduce((sum, e) => sum + e.earned, 0),
      where(`customer ${n}: cashback earned as the model expects`),
    ).toBe(want.cashbackEarned);
    expect(
      mine.reduce((sum, e) => sum + e.left, 0),
      where(`customer ${n}: cashback left as the model expects`),
    ).toBe(want.cashbackLeft);
    expect(row.spent, where(`customer ${n}: total spent as the model expects`)).toBe(want.totalSpentCents);
    expect(
      validationRows.filter((v) => v.customerId === row.id && v.qualifies).length,
      where(`customer ${n}: purchases counted toward the wheel`),
    ).toBe(want.qualifying);
  }

  // Each order: its status, its points once and only when entregue, its cashback likewise.
  for (const o of run.orders) {
    expect(orderRows.find((r) => r.id === o.id)?.status, where(`order ${o.id} status`)).toBe(o.status);
    const points = orderPointRows.filter((p) => p.orderId === o.id);
    const cashback = entries.filter((e) => e.orderId === o.id);
    const delivered = o.status === 'entregue';
    expect(
      points.map((p) => p.delta),
      where(`order ${o.id} (${o.status}): its points in the ledger`),
    ).toEqual(delivered && orderPoints(o) > 0 ? [orderPoints(o)] : []);
    expect(
      cashback.map((e) => e.earned),
      where(`order ${o.id} (${o.status}): its cashback entries`),
    ).toEqual(delivered && orderCashback(o) > 0 ? [orderCashback(o)] : []);
  }
  // Each sale: there while not deleted, its cashback earned on the part not paid from balances.
  for (const sale of run.sales) {
    expect(
      saleRows.some((r) => r.id === sale.id),
      where(`sale ${sale.id} exists unless deleted`),
    ).toBe(!sale.deleted);
    const cashback = entries.filter((e) => e.saleId === sale.id);
    expect(
      cashback.map((e) => e.earned),
      where(`sale ${sale.id}: its cashback entries (paid from balances: ${sale.cashbackPaid + sale.creditPaid})`),
    ).toEqual(!sale.deleted && saleCashback(sale) > 0 ? [saleCashback(sale)] : []);
  }
  for (const v of validationRows.filter((x) => x.purchaseCents === 0)) {
    expect(v, where('a R$ 0,00 purchase does not count toward the wheel')).toMatchObject({
      qualifies: false,
      grantsSpin: false,
    });
  }
  expect(stock[0]?.stock, where('tracked stock = initial - units of open orders and live sales')).toBe(stockLeft(run));
}

function pick<T>(list: T[], n: number): T | undefined {
  return list.length === 0 ? undefined : list[n % list.length];
}

function pickOrder(run: Run, target: Target, n: number): OrderModel | undefined {
  const open = (o: OrderModel) => NEXT[o.status] !== undefined;
  const from = { open: run.orders.filter(open), final: run.orders.filter((o) => !open(o)), any: run.orders };
  return pick(from[target], n);
}

/** The cents a share of `balance` makes, within what is still `due`; 'over' is one cent more than the balance. */
function amountOf(share: Share, balance: number, due: number): { amount: number; over: boolean } {
  if (share === 'none') return { amount: 0, over: false };
  if (share === 'over' && balance + 1 <= due) return { amount: balance + 1, over: true };
  if (share === 'half') return { amount: Math.min(Math.floor(balance / 2), due), over: false };
  return { amount: Math.min(balance, due), over: false };
}

async function customerId(run: Run, who: number): Promise<number | undefined> {
  const [row] = await ctx.database.db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.storeId, run.storeId), eq(customers.cpf, run.cpfs[who] as string)));
  return row?.id;
}

type Snapshot = Awaited<ReturnType<typeof snapshot>>;

async function expectUnchanged(run: Run, before: Snapshot | undefined, what: string) {
  expect(await snapshot(run), `${what} was refused but changed something\n  ${run.trace.join('\n  ')}`).toEqual(before);
}

async function apply(run: Run, op: Op) {
  const step = (text: string) => run.trace.push(text);
  const fail = (msg: string) => `${msg}\nsteps so far:\n  ${run.trace.join('\n  ')}`;
  switch (op.kind) {
    case 'order': {
      const items = [
        ...(op.a > 0 ? [{ productId: run.productA, quantity: op.a }] : []),
        ...(op.b > 0 ? [{ productId: run.productB, quantity: op.b }] : []),
      ];
      const body = orderBody(items, { cpf: run.cpfs[op.who] as string });
      const key = randomUUID();
      const totalCents = op.a * PRICE_A + op.b * PRICE_B;
      const fits = op.b <= stockLeft(run);
      const before = fits ? undefined : await snapshot(run);
      const res = await postOrder(ctx.app, run.storeId, body, { key });
      step(`order c${op.who} ${op.a}xA ${op.b}xB (R$ ${totalCents / 100}) -> ${res.statusCode}`);
      if (!fits) {
        expect(res.statusCode, fail(`order beyond the stock: ${res.body}`)).toBe(409);
        await expectUnchanged(run, before, 'an order beyond the stock');
        return;
      }
      expect(res.statusCode, fail(`order: ${res.body}`)).toBe(201);
      const order = res.json().order as { id: string; totalCents: number; status: OrderStatus };
      expect(order.totalCents, fail('order total')).toBe(totalCents);
      run.orders.push({ id: order.id, who: op.who, totalCents, unitsB: op.b, status: 'pendente' });
      run.last = { kind: 'order', key, body, id: order.id };
      return;
    }
    case 'advance': {
      const order = pickOrder(run, op.target, op.pick);
      if (!order) return;
      const next = NEXT[order.status];
      if (!next) {
        // entregue and cancelado are final.
        const before = await snapshot(run);
        const res = await owner(run, 'PATCH', `/api/orders/${order.id}/status`, { status: 'entregue' });
        step(`advance order #${run.orders.indexOf(order)} (${order.status}) -> ${res.statusCode}`);
        expect(res.statusCode, fail(`a final order moved on: ${res.body}`)).toBe(409);
        await expectUnchanged(run, before, `moving a final (${order.status}) order`);
        return;
      }
      for (let i = 0; i < op.steps; i++) {
        const to = NEXT[order.status];
        if (!to) break;
        const res = await owner(run, 'PATCH', `/api/orders/${order.id}/status`, { status: to });
        step(`advance order #${run.orders.indexOf(order)} ${order.status} -> ${to}: ${res.statusCode}`);
        expect(res.statusCode, fail(`advance to ${to}: ${res.body}`)).toBe(200);
        order.status = to;
        if (i < op.steps - 1) await checkInvariants(run);
      }
      return;
    }
    case 'cancel': {
      const order = pickOrder(run, op.target, op.pick);
      if (!order) return;
      const before = await snapshot(run);
      const res = await owner(run, 'PATCH', `/api/orders/${order.id}/status`, {
        status: 'cancelado',
        motivo: 'Cliente desistiu',
      });
      step(`cancel order #${run.orders.indexOf(order)} (${order.status}) -> ${res.statusCode}`);
      if (order.status === 'entregue' || order.status === 'cancelado') {
        expect(res.statusCode, fail(`cancelling a final order: ${res.body}`)).toBe(409);
        await expectUnchanged(run, before, `cancelling a ${order.status} order`);
        return;
      }
      expect(res.statusCode, fail(`cancel from ${order.status}: ${res.body}`)).toBe(200);
      order.status = 'cancelado';
      return;
    }
    case 'sale':
    case 'freeSale': {
      const id = await customerId(run, op.who);
      const cpf = run.cpfs[op.who] as string;
      // A known customer by id, or by CPF (registered on the spot, or found when the shop has it).
      const byCpf = !id || (op.kind === 'sale' && op.byCpf);
      const customer = byCpf ? { newCustomer: { cpf, nome: `Cliente ${op.who}`, telefone: '' } } : { customerId: id };
      const free = op.kind === 'freeSale';
      const a = free ? 0 : op.a;
      const b = free ? 0 : op.b;
      const items = free
        ? [{ name: 'Brinde da casa', quantity: 1, unitPriceCents: 0 }]
        : [
            ...(a > 0 ? [{ productId: run.productA, quantity: a }] : []),
            ...(b > 0 ? [{ productId: run.productB, quantity: b }] : []),
          ];
      const totalCents = a * PRICE_A + b * PRICE_B;
      const want = expected(run, op.who);
      const cashback = free ? { amount: 0, over: false } : amountOf(op.cashback, want.cashbackLeft, totalCents);
      const credit = free
        ? { amount: 0, over: false }
        : amountOf(op.credit, want.creditCents, totalCents - cashback.amount);
      const cash = totalCents - cashback.amount - credit.amount;
      const payments = [
        ...(cashback.amount > 0 ? [{ type: 'cashback', amountCents: cashback.amount }] : []),
        ...(credit.amount > 0 ? [{ type: 'credito_loja', amountCents: credit.amount }] : []),
        // Cash handed over rounded up to R$ 5: the rest is change.
        ...(cash > 0 ? [{ type: 'dinheiro', receivedCents: Math.ceil(cash / 500) * 500 }] : []),
      ];
      const body = { ...customer, items, payments };
      const key = randomUUID();
      const outOfStock = b > stockLeft(run);
      const short = cashback.over || credit.over;
      const before = outOfStock || short ? await snapshot(run) : undefined;
      const res = await owner(run, 'POST', '/api/sales', body, key);
      step(
        `sale c${op.who}${id ? '' : ' (new)'}${byCpf ? ' by CPF' : ''} ${a}xA ${b}xB (R$ ${totalCents / 100}) cashback ${cashback.amount}${cashback.over ? '!' : ''} credit ${credit.amount}${credit.over ? '!' : ''} cash ${cash} -> ${res.statusCode}`,
      );
      if (before) {
        const allowed = [...(outOfStock ? [409] : []), ...(short ? [422] : [])];
        expect(allowed, fail(`refused sale: ${res.body}`)).toContain(res.statusCode);
        await expectUnchanged(run, before, 'a sale beyond the stock or the balance');
        return;
      }
      expect(res.statusCode, fail(`sale: ${res.body}`)).toBe(201);
      const sale = res.json() as { id: string; totalCents: number; pointsAwarded: number };
      expect(sale.totalCents, fail('sale total')).toBe(totalCents);
      const model: SaleModel = {
        id: sale.id,
        who: op.who,
        totalCents,
        unitsB: b,
        cashbackPaid: cashback.amount,
        creditPaid: credit.amount,
        deleted: false,
      };
      expect(sale.pointsAwarded, fail('sale points: the part paid from balances earns none')).toBe(salePoints(model));
      run.sales.push(model);
      run.last = { kind: 'sale', key, body, id: sale.id };
      return;
    }
    case 'credit': {
      // To one of the customers the shop has (the chosen one when it has them).
      const known: { who: number; id: number }[] = [];
      for (const n of run.cpfs.keys()) {
        const id = await customerId(run, n);
        if (id) known.push({ who: n, id });
      }
      const to = known.find((k) => k.who === op.who) ?? pick(known, op.who);
      if (!to) return;
      const res = await owner(run, 'POST', `/api/customers/${to.id}/credit`, {
        tipo: 'credito',
        amountCents: op.amountCents,
        note: 'Troca de produto',
      });
      step(`credit c${to.who} ${op.amountCents} -> ${res.statusCode}`);
      expect(res.statusCode, fail(`credit: ${res.body}`)).toBe(201);
      run.credits.push({ who: to.who, amountCents: op.amountCents });
      return;
    }
    case 'deleteSale': {
      const sale = pick(live(run), op.pick);
      if (!sale) return;
      const before = await snapshot(run);
      // Refused when the cashback the sale earned has been spent since (its points are never spent here).
      const spent = await ctx.database.db
        .select({ id: cashbackEntries.id })
        .from(cashbackEntries)
        .where(
          and(
            eq(cashbackEntries.storeId, run.storeId),
            eq(cashbackEntries.saleId, sale.id),
            sql`${cashbackEntries.remainingCents} < ${cashbackEntries.earnedCents}`,
          ),
        );
      const res = await owner(run, 'DELETE', `/api/sales/${sale.id}`);
      step(
        `delete sale #${run.sales.indexOf(sale)}${spent.length > 0 ? ' (its cashback spent)' : ''} -> ${res.statusCode}`,
      );
      if (spent.length > 0) {
        expect(res.statusCode, fail(`deleting a sale whose cashback was spent: ${res.body}`)).toBe(409);
        expect(res.json().error?.code, fail('refusal code')).toBe('cashback_used');
        await expectUnchanged(run, before, 'deleting a sale whose cashback was spent');
        return;
      }
      expect(res.statusCode, fail(`delete sale: ${res.body}`)).toBe(204);
      sale.deleted = true;
      // Its key went with it: sent again, it would be a new sale.
      if (run.last?.id === sale.id) run.last = undefined;
      return;
    }
    case 'validation': {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/loyalty/validations',
        headers: { cookie: run.cookie, 'idempotency-key': randomUUID() },
        payload: {
          cpf: run.cpfs[op.who],
          nome: `Cliente ${op.who}`,
          telefone: '(11) 98765-4321',
          dataNascimento: '1990-05-17',
          valorCompraCents: op.valorCents,
          senha: PIN,
        },
        remoteAddress: run.address,
      });
      step(`validation c${op.who} ${op.valorCents} -> ${res.statusCode}`);
      expect(res.statusCode, fail(`validation: ${res.body}`)).toBe(201);
      run.validations.push({ who: op.who, valorCents: op.valorCents });
      return;
    }
    case 'replay': {
      const last = run.last;
      if (!last) return;
      const before = await snapshot(run);
      const res =
        last.kind === 'order'
          ? await postOrder(ctx.app, run.storeId, last.body, { key: last.key })
          : await owner(run, 'POST', '/api/sales', last.body, last.key);
      step(`replay the last ${last.kind} -> ${res.statusCode}`);
      expect(res.statusCode, fail(`replayed ${last.kind}: ${res.body}`)).toBe(200);
      const body = res.json() as { id?: string; order?: { id: string } };
      expect(last.kind === 'order' ? body.order?.id : body.id, fail('the replay gives back the same one')).toBe(
        last.id,
      );
      await expectUnchanged(run, before, `replaying a ${last.kind}`);
      return;
    }
  }
}

describe("a customer's points, cashback and store credit follow their ledgers", () => {
  it('after every step of random orders, sales, credits and validations', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: STEPS, size: 'max' }), async (ops) => {
        const run = await newRun();
        await checkInvariants(run);
        for (const op of ops) {
          await apply(run, op);
          await checkInvariants(run);
        }
        if (process.env.PROPERTY_TRACE) console.log(`run ${runNumber}:\n  ${run.trace.join('\n  ')}`);
      }),
      { seed: SEED, numRuns: RUNS, ...(PATH ? { path: PATH } : {}) },
    );
  }, 600_000);
});
