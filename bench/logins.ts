/**
 * Owner logins a second: POST /api/auth/login with the right password from 50 clients (each
 * request from its own address and the accounts of 50 shops in turn, so the per-address and
 * per-account limits do not answer instead), on
 * PGlite. Baseline: one argon2id hash with the app's own settings on this machine, one after the
 * other, and the ceiling it implies with every core hashing.
 *
 *   npx tsx bench/logins.ts [--quick]
 */
import { cpus } from 'node:os';
import { pathToFileURL } from 'node:url';
import { hashPassword } from '../src/server/auth/password.ts';
import { markdownTable, median, num } from './perf-format.ts';
import { DISTINCT_CLIENTS_ENV, type LoadResult, load } from './perf-load.ts';
import { type Engine, engineLabel, log, startServer } from './perf-server.ts';
import { BENCH_PASSWORD } from './perf-shop.ts';
import { dropSites, getSite } from './perf-site.ts';

export interface LoginsResult {
  engine: Engine;
  result: LoadResult;
  hashMs: number;
  cores: number;
}

/** Median time of one argon2id hash (the app's settings), after one warm-up. */
export async function argon2HashMs(count: number): Promise<number> {
  await hashPassword(BENCH_PASSWORD);
  const times: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    await hashPassword(BENCH_PASSWORD);
    times.push(performance.now() - started);
  }
  return median(times);
}

export async function runLoginsBench(options: {
  engine: Engine;
  seconds: number;
  connections: number;
}): Promise<LoginsResult> {
  const site = await getSite(options.engine);
  // Successful sign-ins are limited per account (50 in 15 minutes, auth-service.ts): the logins go
  // round the site's 50 shops, so the run measures sign-ins and not that limit's 429s. Seeded
  // before the server starts (PGlite is one process at a time).
  const bodies = (await site.shops()).map((shop) => JSON.stringify({ email: shop.email, senha: BENCH_PASSWORD }));
  const server = await startServer(site.database, { env: DISTINCT_CLIENTS_ENV });
  let result: LoadResult;
  let turn = 0;
  try {
    result = await load(
      server.url,
      {
        method: 'POST',
        path: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        next: () => ({ body: bodies[turn++ % bodies.length] ?? '' }),
      },
      options,
    );
  } finally {
    await server.stop();
  }
  // Measured with the server stopped, so the two do not share the cores.
  const hashMs = await argon2HashMs(20);
  log(
    `  logins ${engineLabel[options.engine]}: ${num(result.requestsPerSecond)}/s, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms, ` +
      `statuses ${JSON.stringify(result.statuses)}; one argon2id hash ${hashMs.toFixed(1)} ms`,
  );
  return { engine: options.engine, result, hashMs, cores: cpus().length };
}

export function loginsTable(r: LoginsResult, connections: number): string {
  return markdownTable(
    ['What', 'Per second:', 'p50 ms:', 'p99 ms:', 'Not 200:'],
    [
      [
        `POST /api/auth/login, ${engineLabel[r.engine]}, ${connections} clients`,
        num(r.result.requestsPerSecond),
        num(r.result.p50Ms),
        num(r.result.p99Ms),
        r.result.non2xx + r.result.errors,
      ],
      [
        `baseline: one argon2id hash (${r.hashMs.toFixed(1)} ms), one after the other`,
        num(1000 / r.hashMs),
        '–',
        '–',
        '–',
      ],
      [`ceiling: ${r.cores} cores hashing`, num((1000 / r.hashMs) * r.cores), '–', '–', '–'],
    ],
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const connections = 50;
  try {
    const r = await runLoginsBench({
      engine: 'pglite',
      seconds: process.argv.includes('--quick') ? 3 : 8,
      connections,
    });
    log(loginsTable(r, connections));
  } finally {
    await dropSites();
  }
}
