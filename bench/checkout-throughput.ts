/**
 * Checkout throughput at the service level (no HTTP): C clients in a loop, each call with a fresh
 * idempotency key, on one hot shop and spread over as many shops as clients, on PGlite and on
 * PostgreSQL. Two kinds of write, taking turns in one process so both see the same load:
 *
 *   order  the storefront order, createOrder (src/server/modules/storefront/checkout-service.ts):
 *          3 products, one with tracked stock, a customer by CPF (registered on its first order);
 *   sale   the counter sale, createSale (src/server/modules/sales/sales-service.ts): the same 3
 *          products, cash or PIX covering the total, a registered customer on half the sales
 *          (points, cashback and the loyalty validation written), anonymous on the other half.
 *
 * Prints writes/s, p50 and p99 of each kind. Bounded in time; uses a temporary PGlite directory and
 * a PostgreSQL database of its own, both removed at the end. With both kinds, each scenario runs
 * order, sale, sale, order, ... (--rounds rounds of each kind; the figures pool the rounds).
 *
 *   npx tsx bench/checkout-throughput.ts [--clients 50] [--seconds 10] [--rounds 1]
 *                                        [--kinds order,sale] [--no-postgres] [--no-pglite]
 *
 * PostgreSQL: BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Database, type Db, openDatabase } from '../src/server/db/client.ts';
import { customers } from '../src/server/db/schema/customers.ts';
import { products } from '../src/server/db/schema/products.ts';
import { createSale } from '../src/server/modules/sales/sales-service.ts';
import { createOrder } from '../src/server/modules/storefront/checkout-service.ts';
import { makeCpf } from '../src/server/test/fixtures.ts';
import { insertShop } from '../src/server/test/storefront-fixtures.ts';
import type { SaleInputParsed } from '../src/shared/contracts/sales.ts';
import { alternate, markdownTable, num } from './perf-format.ts';

export type Kind = 'order' | 'sale';
export const KINDS: readonly Kind[] = ['order', 'sale'];

export interface CheckoutBenchRow {
  engine: 'pglite' | 'postgres';
  kind: Kind;
  shops: number;
  clients: number;
  rounds: number;
  /** Writes completed over all the rounds of this kind. */
  done: number;
  perSecond: number;
  /** Writes/s of each round, in the order they ran. */
  perRound: number[];
  p50Ms: number;
  p99Ms: number;
  errors: number;
}

export interface CheckoutBenchOptions {
  clients: number;
  seconds: number;
  /** Rounds of each kind per scenario (order, sale, sale, order, ... when both kinds run). */
  rounds: number;
  kinds: readonly Kind[];
  pglite: boolean;
  postgresUrl?: string;
}

interface Shop {
  id: number;
  products: { id: number; priceCents: number }[];
  customerIds: number[];
}

const PRODUCTS = 10;
const CUSTOMERS_PER_SHOP = 50;

async function seedShops(db: Db, count: number): Promise<Shop[]> {
  const shops: Shop[] = [];
  for (let i = 0; i < count; i++) {
    const shop = await insertShop(db, { nomeEmpresa: `Loja Bench ${i}` });
    const rows = await db
      .insert(products)
      .values(
        Array.from({ length: PRODUCTS }, (_, p) => ({
          storeId: shop.id,
          code: p + 1,
          name: `Produto ${p + 1}`,
          priceCents: 500 + p * 100,
          // One product in three keeps a stock (large enough for the whole run).
          stock: p % 3 === 0 ? 10_000_000 : null,
        })),
      )
      .returning({ id: products.id, priceCents: products.priceCents });
    const registered = await db
      .insert(customers)
      .values(
        Array.from({ length: CUSTOMERS_PER_SHOP }, (_, c) => ({
          storeId: shop.id,
          cpf: makeCpf(100_000 + c),
          nome: `Cliente Balcão ${c + 1}`,
          telefone: '11987654321',
        })),
      )
      .returning({ id: customers.id });
    shops.push({ id: shop.id, products: rows, customerIds: registered.map((r) => r.id) });
  }
  return shops;
}

/** The n-th write's 3 products: the first (tracked stock), one of 2–5 and one of 6–10. */
function pick(shop: Shop, n: number) {
  return [shop.products[0], shop.products[1 + (n % 4)], shop.products[5 + (n % 5)]].map((p) => ({
    id: p?.id ?? 0,
    priceCents: p?.priceCents ?? 0,
  }));
}

async function placeOrder(db: Db, shop: Shop, n: number) {
  const [a, b, d] = pick(shop, n);
  await createOrder(
    db,
    shop.id,
    {
      cpf: makeCpf(n % 5000),
      nome: 'Cliente de Teste',
      telefone: '(11) 98888-7777',
      dataNascimento: '1990-05-17',
      rua: 'Rua Augusta',
      numero: '1200',
      bairro: 'Consolação',
      cidade: 'São Paulo',
      paymentMethod: 'pix',
      items: [
        { productId: a?.id ?? 0, quantity: 1 },
        { productId: b?.id ?? 0, quantity: 2 },
        { productId: d?.id ?? 0, quantity: 1 },
      ],
    } as Parameters<typeof createOrder>[2],
    randomUUID(),
  );
}

/**
 * Quantities 4, 2 and 2 make R$ 52–66, above the default cashback minimum (R$ 50), so a sale with
 * a customer earns cashback as well as points. Even n: a registered customer; n % 4 < 2: cash
 * (R$ 100 handed over, change given), otherwise PIX of the exact total.
 */
async function ringSale(db: Db, shop: Shop, n: number) {
  const lines = pick(shop, n).map((p, i) => ({ ...p, quantity: i === 0 ? 4 : 2 }));
  const totalCents = lines.reduce((sum, l) => sum + l.priceCents * l.quantity, 0);
  const input: SaleInputParsed = {
    customerId: n % 2 === 0 ? (shop.customerIds[(n >> 1) % shop.customerIds.length] ?? null) : null,
    notes: '',
    items: lines.map((l) => ({ productId: l.id, quantity: l.quantity, discountCents: 0, surchargeCents: 0 })),
    payments: n % 4 < 2 ? [{ type: 'dinheiro', receivedCents: 10_000 }] : [{ type: 'pix', amountCents: totalCents }],
  };
  await createSale(db, shop.id, input, randomUUID());
}

/** What the sales wrote besides themselves: the check that half of them reached the loyalty tables. */
async function whatSalesWrote(db: Db): Promise<string> {
  const result = (await db.execute(sql`
    select count(*)::int as sales,
      count(*) filter (where customer_id is not null)::int as customer,
      count(*) filter (where points_awarded > 0)::int as points,
      count(*) filter (where cashback_earned_cents > 0)::int as cashback,
      (select count(*)::int from loyalty_validations where sale_id is not null) as validations
    from sales`)) as unknown as { rows: Record<string, number>[] };
  const c = result.rows[0] ?? {};
  return (
    `${c.sales} sales, ${c.customer} with a customer, ${c.points} with points, ` +
    `${c.cashback} with cashback, ${c.validations} loyalty validations`
  );
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0);

interface Round {
  latencies: number[];
  errors: number;
}

async function round(
  db: Db,
  label: string,
  kind: Kind,
  shops: Shop[],
  clients: number,
  seconds: number,
): Promise<Round> {
  const write = kind === 'order' ? placeOrder : ringSale;
  const latencies: number[] = [];
  let errors = 0;
  const until = performance.now() + seconds * 1000;
  let n = 0;
  await Promise.all(
    Array.from({ length: clients }, async (_, c) => {
      const shop = shops[c % shops.length];
      if (!shop) return;
      while (performance.now() < until) {
        const started = performance.now();
        try {
          await write(db, shop, ++n);
          latencies.push(performance.now() - started);
        } catch (err) {
          errors++;
          if (errors <= 3) console.error(`${label} ${kind}: ${(err as Error).message}`);
        }
      }
    }),
  );
  return { latencies, errors };
}

function summary(
  engine: CheckoutBenchRow['engine'],
  kind: Kind,
  shops: number,
  clients: number,
  seconds: number,
  rounds: Round[],
): CheckoutBenchRow {
  const latencies = rounds.flatMap((r) => r.latencies).sort((x, y) => x - y);
  const ms = (v: number) => Math.round(v * 10) / 10;
  return {
    engine,
    kind,
    shops,
    clients,
    rounds: rounds.length,
    done: latencies.length,
    perSecond: Math.round(latencies.length / (seconds * Math.max(1, rounds.length))),
    perRound: rounds.map((r) => Math.round(r.latencies.length / seconds)),
    p50Ms: ms(percentile(latencies, 50)),
    p99Ms: ms(percentile(latencies, 99)),
    errors: rounds.reduce((sum, r) => sum + r.errors, 0),
  };
}

/** The order the rounds of one scenario run in: A B B A ... with two kinds. */
function turns(kinds: readonly Kind[], rounds: number): Kind[] {
  const [a, b] = kinds;
  if (!a) return [];
  return b ? alternate(a, b, rounds) : Array.from({ length: rounds }, () => a);
}

async function onEngine(
  engine: CheckoutBenchRow['engine'],
  open: () => Promise<{ database: Database; cleanup: () => Promise<void> }>,
  options: CheckoutBenchOptions,
): Promise<CheckoutBenchRow[]> {
  const { clients, seconds } = options;
  const { database, cleanup } = await open();
  try {
    const { db } = database;
    const shops = await seedShops(db, clients);
    const first = shops.slice(0, 1);
    // A short warm-up of each kind, then one hot shop and the spread.
    for (const kind of options.kinds) await round(db, engine, kind, first, clients, 1);
    const rows: CheckoutBenchRow[] = [];
    for (const scenario of [first, shops]) {
      const done = new Map<Kind, Round[]>();
      for (const kind of turns(options.kinds, options.rounds)) {
        const r = await round(db, engine, kind, scenario, clients, seconds);
        done.set(kind, [...(done.get(kind) ?? []), r]);
      }
      for (const kind of options.kinds) {
        rows.push(summary(engine, kind, scenario.length, clients, seconds, done.get(kind) ?? []));
      }
    }
    if (options.kinds.includes('sale')) console.error(`${engine}: ${await whatSalesWrote(db)}`);
    return rows;
  } finally {
    await database.close();
    await cleanup();
  }
}

async function temporaryPglite() {
  const dir = mkdtempSync(join(tmpdir(), 'checkout-bench-'));
  return {
    database: await openDatabase({ dataDir: dir }),
    cleanup: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

async function temporaryPostgres(baseUrl: string) {
  const name = `checkout_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    database: await openDatabase({ databaseUrl: url.toString(), outsideScope: 'platform' }),
    cleanup: async () => {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export async function checkoutBench(options: CheckoutBenchOptions): Promise<CheckoutBenchRow[]> {
  const rows: CheckoutBenchRow[] = [];
  if (options.pglite) rows.push(...(await onEngine('pglite', temporaryPglite, options)));
  const baseUrl = options.postgresUrl;
  if (baseUrl) rows.push(...(await onEngine('postgres', () => temporaryPostgres(baseUrl), options)));
  return rows;
}

/**
 * One line per engine and scenario: the order and the sale side by side, and their ratio. With more
 * than one round, each round's writes/s follow in brackets, in the order they ran.
 */
export function orderSaleTable(rows: CheckoutBenchRow[], clients: number): string {
  const rate = (r: CheckoutBenchRow | undefined) =>
    r ? `${num(r.perSecond)}${r.rounds > 1 ? ` (${r.perRound.map((v) => num(v)).join(', ')})` : ''}` : '–';
  const scenarios = [...new Set(rows.map((r) => `${r.engine} ${r.shops}`))];
  return markdownTable(
    [
      'Database',
      'Shops',
      `Orders/s (${clients} clients):`,
      'Order p99 ms:',
      'Sales/s:',
      'Sale p99 ms:',
      'Sales/orders:',
      'Errors:',
    ],
    scenarios.map((key) => {
      const of = (kind: Kind) => rows.find((r) => `${r.engine} ${r.shops}` === key && r.kind === kind);
      const order = of('order');
      const sale = of('sale');
      const any = (order ?? sale) as CheckoutBenchRow;
      return [
        any.engine === 'postgres' ? 'PostgreSQL' : 'PGlite',
        any.shops === 1 ? 'one shop' : `${any.shops} shops`,
        rate(order),
        order ? num(order.p99Ms) : '–',
        rate(sale),
        sale ? num(sale.p99Ms) : '–',
        order && sale && order.perSecond > 0 ? `${num(sale.perSecond / order.perSecond, 2)}×` : '–',
        (order?.errors ?? 0) + (sale?.errors ?? 0),
      ];
    }),
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const value = (name: string, fallback: number) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 ? Number(args[i + 1]) : fallback;
  };
  const k = args.indexOf('--kinds');
  const kinds = k >= 0 ? KINDS.filter((kind) => (args[k + 1] ?? '').split(',').includes(kind)) : KINDS;
  if (kinds.length === 0) throw new Error(`--kinds: one or both of ${KINDS.join(', ')}`);
  const clients = value('clients', 50);
  const started = new Date().toISOString();
  const rows = await checkoutBench({
    clients,
    seconds: value('seconds', 10),
    rounds: value('rounds', 1),
    kinds,
    pglite: !args.includes('--no-pglite'),
    postgresUrl: args.includes('--no-postgres')
      ? undefined
      : (process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'),
  });
  console.table(rows.map(({ perRound, ...r }) => ({ ...r, perRound: perRound.join(' ') })));
  console.log(`\n${started}\n\n${orderSaleTable(rows, clients)}`);
}
