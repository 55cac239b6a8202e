/**
 * Public reads: GET /api/storefront/stores/:id (the shop with 50 products) and the shop's page
 * GET /store/:id (its HTML, which carries the same data) from 50 clients, as a phone asks for
 * them (Accept-Encoding: gzip, deflate, br), on PGlite and on PostgreSQL. Baseline:
 * node:http answering with the same bytes and headers from memory. Rounds alternate A B B A, each
 * on loopback for a fixed time; the medians are reported.
 *
 *   npx tsx bench/reads.ts [--quick] [--no-postgres]
 */
import { pathToFileURL } from 'node:url';
import { alternate, markdownTable, median, num } from './perf-format.ts';
import { DISTINCT_CLIENTS_ENV, type LoadResult, load, startBytesServer } from './perf-load.ts';
import { type Engine, engineLabel, httpGet, log, startServer } from './perf-server.ts';
import { dropSites, getSite } from './perf-site.ts';

export const READ_HEADERS = { 'accept-encoding': 'gzip, deflate, br', accept: 'application/json' };
const PAGE_HEADERS = { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html' };

/** What is read: the storefront's JSON, and the shop's page as a shared link opens it. */
const TARGETS = [
  { label: 'JSON', path: (storeId: number) => `/api/storefront/stores/${storeId}`, headers: READ_HEADERS },
  { label: 'page', path: (storeId: number) => `/store/${storeId}`, headers: PAGE_HEADERS },
] as const;

export interface ReadsOptions {
  engines: Engine[];
  rounds: number;
  seconds: number;
  connections: number;
}

export interface ReadsRow {
  engine: Engine;
  /** The path read, with the shop's id as {id}. */
  what: string;
  bytes: number;
  encoding: string;
  server: LoadResult[];
  baseline: LoadResult[];
}

/** Keeps what a client sees of a reply (type, encoding, caching, validators) for the baseline. */
function replayHeaders(headers: Record<string, string | string[] | undefined>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const name of ['content-type', 'content-encoding', 'cache-control', 'etag', 'vary']) {
    const value = headers[name];
    if (typeof value === 'string') kept[name] = value;
  }
  return kept;
}

export async function runReadsBench(options: ReadsOptions): Promise<ReadsRow[]> {
  const rows: ReadsRow[] = [];
  for (const engine of options.engines) {
    const site = await getSite(engine);
    const server = await startServer(site.database, { env: DISTINCT_CLIENTS_ENV });
    try {
      for (const target of TARGETS) {
        const path = target.path(site.shop.storeId);
        const headers = target.headers;
        const reply = await httpGet(`${server.url}${path}`, headers);
        if (reply.status !== 200) throw new Error(`GET ${path}: ${reply.status}`);
        const baseline = await startBytesServer(reply.body, replayHeaders(reply.headers));
        const row: ReadsRow = {
          engine,
          what: target.path(0).replace('0', '{id}'),
          bytes: reply.body.length,
          encoding: String(reply.headers['content-encoding'] ?? 'none'),
          server: [],
          baseline: [],
        };
        try {
          // A short warm-up of each, so neither is measured while it compiles its hot paths.
          const warm = { connections: options.connections, seconds: 1 };
          await load(server.url, { path, headers }, warm);
          await load(baseline.url, { path, headers }, warm);
          for (const side of alternate<'server' | 'baseline'>('server', 'baseline', options.rounds)) {
            const url = side === 'server' ? server.url : baseline.url;
            const result = await load(url, { path, headers }, options);
            row[side].push(result);
            log(
              `  reads ${engineLabel[engine]} ${target.label} ${side}: ${num(result.requestsPerSecond)} req/s, ` +
                `p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms, non-2xx ${result.non2xx}, errors ${result.errors}`,
            );
          }
        } finally {
          await baseline.stop();
        }
        rows.push(row);
      }
    } finally {
      await server.stop();
    }
  }
  return rows;
}

export function readsTable(rows: ReadsRow[], connections: number): string {
  const out: (string | number)[][] = [];
  for (const row of rows) {
    const m = (results: LoadResult[], pick: (r: LoadResult) => number) => median(results.map(pick));
    const server = m(row.server, (r) => r.requestsPerSecond);
    const baseline = m(row.baseline, (r) => r.requestsPerSecond);
    const failed = row.server.reduce((sum, r) => sum + r.non2xx + r.errors, 0);
    out.push([
      engineLabel[row.engine],
      `\`${row.what}\``,
      `${num(row.bytes)} (${row.encoding})`,
      num(server),
      `${num(m(row.server, (r) => r.p50Ms))} / ${num(m(row.server, (r) => r.p99Ms))}`,
      num(baseline),
      `${num(m(row.baseline, (r) => r.p50Ms))} / ${num(m(row.baseline, (r) => r.p99Ms))}`,
      `${(server / baseline).toFixed(2)}×`,
      failed,
    ]);
  }
  return markdownTable(
    [
      'Database',
      'Path',
      'Bytes per reply (encoding):',
      `Server req/s (${connections} clients):`,
      'Server p50 / p99 ms:',
      'node:http same bytes req/s:',
      'node:http p50 / p99 ms:',
      'Server / baseline:',
      'Server non-2xx + errors:',
    ],
    out,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const quick = args.includes('--quick');
  const options: ReadsOptions = {
    engines: args.includes('--no-postgres') ? ['pglite'] : ['pglite', 'postgres'],
    rounds: quick ? 1 : 2,
    seconds: quick ? 3 : 5,
    connections: 50,
  };
  try {
    log(readsTable(await runReadsBench(options), options.connections));
  } finally {
    await dropSites();
  }
}
