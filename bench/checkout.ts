/**
 * Checkout under load: POST /api/storefront/stores/:id/orders (a new Idempotency-Key, a new
 * customer and two products per request, PIX) from 50 clients, all on one shop and spread over 50
 * shops, on PGlite and on PostgreSQL: orders a second (201s) and the latency.
 *
 *   npx tsx bench/checkout.ts [--quick] [--no-postgres]
 */
import { pathToFileURL } from 'node:url';
import { markdownTable, num } from './perf-format.ts';
import { DISTINCT_CLIENTS_ENV, type LoadResult, load } from './perf-load.ts';
import { type Engine, engineLabel, log, startServer } from './perf-server.ts';
import { type BenchShop, benchOrder } from './perf-shop.ts';
import { dropSites, getSite } from './perf-site.ts';

export interface CheckoutOptions {
  engines: Engine[];
  seconds: number;
  connections: number;
}

export interface CheckoutRow {
  engine: Engine;
  shops: number;
  result: LoadResult;
}

/** Orders go to the shops in turn. */
function orders(shops: BenchShop[]) {
  let n = 0;
  return () => {
    const shop = shops[n % shops.length] as BenchShop;
    n += 1;
    const { key, body } = benchOrder(shop);
    return {
      path: `/api/storefront/stores/${shop.storeId}/orders`,
      body: JSON.stringify(body),
      headers: { 'idempotency-key': key },
    };
  };
}

export async function runCheckoutBench(options: CheckoutOptions): Promise<CheckoutRow[]> {
  const rows: CheckoutRow[] = [];
  for (const engine of options.engines) {
    const site = await getSite(engine);
    const everyShop = await site.shops();
    const server = await startServer(site.database, { env: DISTINCT_CLIENTS_ENV });
    try {
      // A short warm-up, so the first measured orders do not pay for compiling the hot paths.
      await load(
        server.url,
        { method: 'POST', path: '/', headers: { 'content-type': 'application/json' }, next: orders(everyShop) },
        { connections: 5, seconds: 1 },
      );
      for (const shops of [[site.shop], everyShop]) {
        const next = orders(shops);
        const result = await load(
          server.url,
          {
            method: 'POST',
            path: '/',
            headers: { 'content-type': 'application/json' },
            next,
          },
          options,
        );
        rows.push({ engine, shops: shops.length, result });
        log(
          `  checkout ${engineLabel[engine]} ${shops.length} shop(s): ${num(result.requestsPerSecond)} orders/s, ` +
            `p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms, statuses ${JSON.stringify(result.statuses)}, errors ${result.errors}`,
        );
      }
    } finally {
      await server.stop();
    }
  }
  return rows;
}

export function checkoutTable(rows: CheckoutRow[], connections: number): string {
  return markdownTable(
    ['Database', 'Shops', `Orders/s (${connections} clients):`, 'p50 ms:', 'p99 ms:', 'Not 201:'],
    rows.map((r) => [
      engineLabel[r.engine],
      r.shops === 1 ? 'one shop' : `${r.shops} shops`,
      num(r.result.requestsPerSecond),
      num(r.result.p50Ms),
      num(r.result.p99Ms),
      r.result.non2xx + r.result.errors,
    ]),
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const options: CheckoutOptions = {
    engines: args.includes('--no-postgres') ? ['pglite'] : ['pglite', 'postgres'],
    seconds: args.includes('--quick') ? 3 : 8,
    connections: 50,
  };
  try {
    log(checkoutTable(await runCheckoutBench(options), options.connections));
  } finally {
    await dropSites();
  }
}
