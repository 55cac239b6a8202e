/**
 * The cost of row-level security on PostgreSQL (decision 030): the same production build on the
 * same seeded database, once as it runs (the role bound by the policies, every connection given
 * its request's shop) and once without (bench/without-rls.mjs: the connection string's superuser,
 * no settings), both started at once and measured in alternate rounds A B B A, 50 clients:
 *
 *   checkout 1 shop   POST /api/storefront/stores/:id/orders on one shop (as bench/checkout.ts)
 *   checkout 50 shops the same spread over 50 shops (each connection changes shop nearly every time)
 *   owner products    GET /api/products as the signed-in owner (50 products, read from the database)
 *   storefront        GET /api/storefront/stores/:id (served from the process's cache once made)
 *
 *   npx tsx bench/rls.ts [--quick]
 */
import { pathToFileURL } from 'node:url';
import { alternate, markdownTable, median, num } from './perf-format.ts';
import { DISTINCT_CLIENTS_ENV, type LoadRequest, type LoadResult, load } from './perf-load.ts';
import { httpRequest, log, type RunningServer, startServer } from './perf-server.ts';
import { BENCH_PASSWORD, type BenchShop, benchOrder } from './perf-shop.ts';
import { dropSites, getSite } from './perf-site.ts';
import { READ_HEADERS } from './reads.ts';

export interface RlsOptions {
  rounds: number;
  seconds: number;
  connections: number;
}

export interface RlsRow {
  workload: string;
  withRls: LoadResult[];
  without: LoadResult[];
}

function orders(shops: BenchShop[]): LoadRequest {
  let n = 0;
  return {
    method: 'POST',
    path: '/',
    headers: { 'content-type': 'application/json' },
    next: () => {
      const shop = shops[n % shops.length] as BenchShop;
      n += 1;
      const { key, body } = benchOrder(shop);
      return {
        path: `/api/storefront/stores/${shop.storeId}/orders`,
        body: JSON.stringify(body),
        headers: { 'idempotency-key': key },
      };
    },
  };
}

async function ownerCookie(server: RunningServer, shop: BenchShop): Promise<string> {
  const reply = await httpRequest(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: shop.email, senha: BENCH_PASSWORD }),
  });
  if (reply.status !== 200) throw new Error(`owner login: ${reply.status} ${reply.body.toString()}`);
  const setCookie = reply.headers['set-cookie'];
  const first = (Array.isArray(setCookie) ? setCookie : [setCookie ?? ''])[0] ?? '';
  return first.split(';')[0] as string;
}

export async function runRlsBench(options: RlsOptions): Promise<RlsRow[]> {
  const site = await getSite('postgres');
  const everyShop = await site.shops();
  const withRls = await startServer(site.database, { env: DISTINCT_CLIENTS_ENV });
  const without = await startServer(site.database, { env: DISTINCT_CLIENTS_ENV, withoutRowLevelSecurity: true });
  const rows: RlsRow[] = [];
  try {
    const cookies = { withRls: await ownerCookie(withRls, site.shop), without: await ownerCookie(without, site.shop) };
    const workloads: { name: string; request: (side: 'withRls' | 'without') => LoadRequest }[] = [
      { name: 'checkout, 1 shop', request: () => orders([site.shop]) },
      { name: `checkout, ${everyShop.length} shops`, request: () => orders(everyShop) },
      {
        name: 'owner product list',
        request: (side) => ({ path: '/api/products', headers: { ...READ_HEADERS, cookie: cookies[side] } }),
      },
      {
        name: 'storefront (cached)',
        request: () => ({ path: `/api/storefront/stores/${site.shop.storeId}`, headers: READ_HEADERS }),
      },
    ];
    for (const workload of workloads) {
      const row: RlsRow = { workload: workload.name, withRls: [], without: [] };
      // A short warm-up of each, so neither is measured while it compiles its hot paths.
      for (const side of ['withRls', 'without'] as const) {
        const server = side === 'withRls' ? withRls : without;
        await load(server.url, workload.request(side), { connections: 5, seconds: 1 });
      }
      for (const side of alternate<'withRls' | 'without'>('withRls', 'without', options.rounds)) {
        const server = side === 'withRls' ? withRls : without;
        const result = await load(server.url, workload.request(side), options);
        row[side].push(result);
        log(
          `  rls ${workload.name} ${side === 'withRls' ? 'with RLS' : 'without'}: ${num(result.requestsPerSecond)} req/s, ` +
            `p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms, non-2xx ${result.non2xx}, errors ${result.errors}`,
        );
      }
      rows.push(row);
    }
  } finally {
    await withRls.stop();
    await without.stop();
  }
  return rows;
}

export function rlsTable(rows: RlsRow[], connections: number): string {
  const m = (results: LoadResult[], pick: (r: LoadResult) => number) => median(results.map(pick));
  return markdownTable(
    [
      'PostgreSQL workload',
      `With RLS req/s (${connections} clients):`,
      'p50 / p99 ms:',
      'Without RLS req/s:',
      'p50 / p99 ms:',
      'With / without:',
      'Non-2xx + errors:',
    ],
    rows.map((row) => {
      const withRls = m(row.withRls, (r) => r.requestsPerSecond);
      const without = m(row.without, (r) => r.requestsPerSecond);
      const failed = [...row.withRls, ...row.without].reduce((sum, r) => sum + r.non2xx + r.errors, 0);
      return [
        row.workload,
        num(withRls),
        `${num(m(row.withRls, (r) => r.p50Ms))} / ${num(m(row.withRls, (r) => r.p99Ms))}`,
        num(without),
        `${num(m(row.without, (r) => r.p50Ms))} / ${num(m(row.without, (r) => r.p99Ms))}`,
        `${(withRls / without).toFixed(2)}×`,
        failed,
      ];
    }),
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const quick = process.argv.includes('--quick');
  const options: RlsOptions = { rounds: quick ? 1 : 2, seconds: quick ? 3 : 5, connections: 50 };
  try {
    log(rlsTable(await runRlsBench(options), options.connections));
  } finally {
    await dropSites();
  }
}
