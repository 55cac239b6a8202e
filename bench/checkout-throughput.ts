/**
 * Checkout throughput: C clients placing orders in a loop (each a fresh Idempotency-Key, 3 products,
 * one with tracked stock) through the checkout service itself (createOrder: the transaction, its
 * locks and its statements, without HTTP), on one hot shop and spread over as many shops as
 * clients, on PGlite and on PostgreSQL. Prints orders/s, p50 and p99. Bounded in time; uses a
 * temporary PGlite directory and a PostgreSQL database of its own, both removed at the end.
 *
 *   npx tsx bench/checkout-throughput.ts [--clients 50] [--seconds 10] [--no-postgres] [--no-pglite]
 *
 * PostgreSQL: BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { type Database, type Db, openDatabase } from '../src/server/db/client.ts';
import { products } from '../src/server/db/schema/products.ts';
import { createOrder } from '../src/server/modules/storefront/checkout-service.ts';
import { makeCpf } from '../src/server/test/fixtures.ts';
import { insertShop } from '../src/server/test/storefront-fixtures.ts';

export interface CheckoutBenchRow {
  engine: 'pglite' | 'postgres';
  shops: number;
  clients: number;
  orders: number;
  ordersPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
}

async function seedShops(db: Db, count: number) {
  const shops: { id: number; productIds: number[] }[] = [];
  for (let i = 0; i < count; i++) {
    const shop = await insertShop(db, { nomeEmpresa: `Loja Bench ${i}` });
    const rows = await db
      .insert(products)
      .values(
        Array.from({ length: 10 }, (_, p) => ({
          storeId: shop.id,
          code: p + 1,
          name: `Produto ${p + 1}`,
          priceCents: 500 + p * 100,
          // One product in three keeps a stock (large enough for the whole run).
          stock: p % 3 === 0 ? 10_000_000 : null,
        })),
      )
      .returning({ id: products.id });
    shops.push({ id: shop.id, productIds: rows.map((r) => r.id) });
  }
  return shops;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0);

async function run(
  db: Db,
  engine: CheckoutBenchRow['engine'],
  shops: { id: number; productIds: number[] }[],
  clients: number,
  seconds: number,
): Promise<CheckoutBenchRow> {
  const latencies: number[] = [];
  let errors = 0;
  const until = performance.now() + seconds * 1000;
  let customer = 0;
  await Promise.all(
    Array.from({ length: clients }, async (_, c) => {
      const shop = shops[c % shops.length];
      if (!shop) return;
      while (performance.now() < until) {
        const n = ++customer;
        const [a, b, d] = [shop.productIds[0], shop.productIds[1 + (n % 4)], shop.productIds[5 + (n % 5)]];
        const started = performance.now();
        try {
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
                { productId: a ?? 0, quantity: 1 },
                { productId: b ?? 0, quantity: 2 },
                { productId: d ?? 0, quantity: 1 },
              ],
            } as Parameters<typeof createOrder>[2],
            randomUUID(),
          );
          latencies.push(performance.now() - started);
        } catch (err) {
          errors++;
          if (errors <= 3) console.error(`${engine}: ${(err as Error).message}`);
        }
      }
    }),
  );
  latencies.sort((x, y) => x - y);
  return {
    engine,
    shops: shops.length,
    clients,
    orders: latencies.length,
    ordersPerSecond: Math.round(latencies.length / seconds),
    p50Ms: Math.round(percentile(latencies, 50) * 10) / 10,
    p99Ms: Math.round(percentile(latencies, 99) * 10) / 10,
    errors,
  };
}

async function onEngine(
  engine: CheckoutBenchRow['engine'],
  open: () => Promise<{ database: Database; cleanup: () => Promise<void> }>,
  clients: number,
  seconds: number,
): Promise<CheckoutBenchRow[]> {
  const { database, cleanup } = await open();
  try {
    const shops = await seedShops(database.db, clients);
    const first = shops.slice(0, 1);
    // A short warm-up, then one hot shop and the spread, alternating.
    await run(database.db, engine, first, clients, 1);
    return [
      await run(database.db, engine, first, clients, seconds),
      await run(database.db, engine, shops, clients, seconds),
    ];
  } finally {
    await database.close();
    await cleanup();
  }
}

export async function checkoutBench(options: {
  clients: number;
  seconds: number;
  pglite: boolean;
  postgresUrl?: string;
}): Promise<CheckoutBenchRow[]> {
  const rows: CheckoutBenchRow[] = [];
  if (options.pglite) {
    rows.push(
      ...(await onEngine(
        'pglite',
        async () => {
          const dir = mkdtempSync(join(tmpdir(), 'checkout-bench-'));
          return {
            database: await openDatabase({ dataDir: dir }),
            cleanup: async () => rmSync(dir, { recursive: true, force: true }),
          };
        },
        options.clients,
        options.seconds,
      )),
    );
  }
  const baseUrl = options.postgresUrl;
  if (baseUrl) {
    rows.push(
      ...(await onEngine(
        'postgres',
        async () => {
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
        },
        options.clients,
        options.seconds,
      )),
    );
  }
  return rows;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const value = (name: string, fallback: number) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 ? Number(args[i + 1]) : fallback;
  };
  const rows = await checkoutBench({
    clients: value('clients', 50),
    seconds: value('seconds', 10),
    pglite: !args.includes('--no-pglite'),
    postgresUrl: args.includes('--no-postgres')
      ? undefined
      : (process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'),
  });
  console.table(rows);
}
