/**
 * `npm run bench`: every benchmark in bench/, or the groups named with --only.
 *
 * Durability and statistics (docs/benchmarks.md, "Durability of the embedded database"):
 *   fsync     what flushing each commit costs (bench/pglite-fsync.ts)
 *   kill9     whether acknowledged writes survive kill -9 under load (bench/pglite-kill9.ts)
 *   stats     the statistics endpoints on the scale data set, when it exists (bench/stats.ts)
 * Performance on a phone and under load (the production build in dist/, built first if stale):
 *   bundle      JS of each storefront route, gzip, beside React + react-dom alone (bench/bundle.ts)
 *   images      the photos a 390 px phone downloads for 12 products, beside the uploaded files
 *   lighthouse  Lighthouse mobile of /, /store/{id}, /checkout/{id} (with a cart) beside a bare React page,
 *               and the shop's page without JavaScript: its name, hours, products, prices and photos
 *   reads       public product list, 50 clients, beside node:http with the same bytes (bench/reads.ts)
 *   checkout    orders/s from 50 clients, one shop and 50 shops (bench/checkout.ts)
 *   sale        the counter sale beside the storefront order at the service level (no build), PostgreSQL,
 *               50 clients, one shop and 50 shops, taking turns (bench/checkout-throughput.ts)
 *   og          a shop's link-preview picture: one version drawn, its PNG, the answer from memory,
 *               beside sharp drawing a flat picture (no build; bench/og-image.ts)
 *   rls         PostgreSQL with row-level security beside without, same build and data (bench/rls.ts)
 *   logins      owner logins/s beside one argon2id hash (bench/logins.ts)
 *   memory      the server's memory and `npm start`'s process tree (bench/memory.ts)
 *
 *   npm run bench [-- --only bundle,images,lighthouse,reads,checkout,sale,og,rls,logins,memory] [-- --quick]
 *                 [-- --no-postgres] [-- --no-kill9] [-- --no-stats]
 *
 * --quick: one Lighthouse run per page and short load rounds (the performance groups in about two
 * minutes on a quiet machine). Exits 1 when a kill -9 round loses an acknowledged write.
 */
import { cpus, loadavg, totalmem } from 'node:os';
import { packageRoot } from '../src/server/db/migrations-folder.ts';
import { bundleTable, runBundleBench } from './bundle.ts';
import { checkoutTable, runCheckoutBench } from './checkout.ts';
import { checkoutBench, orderSaleTable } from './checkout-throughput.ts';
import { runImagesBench } from './images.ts';
import { lighthouseTable, runLighthouseBench } from './lighthouse.ts';
import { loginsTable, runLoginsBench } from './logins.ts';
import { memoryTable, runMemoryBench } from './memory.ts';
import { runOgImageBench } from './og-image.ts';
import { selectedGroups } from './perf-format.ts';
import type { Engine } from './perf-server.ts';
import { dropSites } from './perf-site.ts';
import { fsyncOptionsFromArgs, fsyncTable, runFsyncBench } from './pglite-fsync.ts';
import { type Kill9Result, kill9OptionsFromArgs, runKill9 } from './pglite-kill9.ts';
import { readsTable, runReadsBench } from './reads.ts';
import { rlsTable, runRlsBench } from './rls.ts';
import { runStatsBench, statsOptionsFromArgs, statsPlans, statsTable } from './stats.ts';

/** scripts/build-lib.mjs (plain JavaScript, used by `npm start` too). */
const { ensureBuilt } = (await import('../scripts/build-lib.mjs' as string)) as {
  ensureBuilt(root: string): Promise<boolean>;
};

const GROUPS = [
  'fsync',
  'kill9',
  'stats',
  'bundle',
  'images',
  'lighthouse',
  'reads',
  'checkout',
  'sale',
  'og',
  'rls',
  'logins',
  'memory',
] as const;
const PERFORMANCE = new Set(['bundle', 'images', 'lighthouse', 'reads', 'checkout', 'rls', 'logins', 'memory']);

const args = process.argv.slice(2);
const out = (line = '') => process.stdout.write(`${line}\n`);
const defaults = GROUPS.filter(
  (g) => !(g === 'kill9' && args.includes('--no-kill9')) && !(g === 'stats' && args.includes('--no-stats')),
);
const groups = new Set(selectedGroups(args, GROUPS, defaults));
const quick = args.includes('--quick');
const engines: Engine[] = args.includes('--no-postgres') ? ['pglite'] : ['pglite', 'postgres'];
const CLIENTS = 50;
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
const section = async (group: string, title: string, run: () => Promise<string>) => {
  if (!groups.has(group)) return;
  const started = Date.now();
  const before = load();
  const table = await run();
  out();
  out(`## ${title}`);
  out();
  out(table);
  out();
  out(`(${((Date.now() - started) / 1000).toFixed(0)} s; load average ${before} before, ${load()} after)`);
  out();
};

out(
  `Machine: ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown CPU'}), ` +
    `${Math.round(totalmem() / 1024 ** 3)} GB, Node ${process.version}; ${new Date().toISOString()}; ` +
    `groups: ${[...groups].join(', ')}${quick ? ' (quick)' : ''}`,
);
out();

if (groups.has('fsync')) {
  const fsync = await runFsyncBench(fsyncOptionsFromArgs(args));
  out();
  out('## Cost of flushing each commit');
  out();
  out(fsyncTable(fsync));
  out();
}

if (groups.has('kill9')) {
  const kills: Kill9Result[] = [];
  for (const on of [true, false]) {
    const options = kill9OptionsFromArgs(['--rounds', '2', ...args], { PGLITE_FSYNC: on ? '1' : '0' });
    kills.push(await runKill9(options));
    out();
  }
  out('## kill -9 under load (POST /api/stores, 4 clients)');
  out();
  out('| PGLITE_FSYNC | Rounds | Acknowledged | Lost | Registrations/s | Restart with recovery |');
  out('| --- | ---: | ---: | ---: | ---: | ---: |');
  for (const k of kills) {
    const perSecond = k.rounds.reduce((sum, r) => sum + r.perSecond, 0) / k.rounds.length;
    const recovery = Math.max(...k.rounds.map((r) => r.recoveryMs));
    out(
      `| ${k.fsync ? '1 (on)' : '0 (off)'} | ${k.rounds.length} | ${k.acknowledged} | ${k.lost} | ` +
        `${Math.round(perSecond)} | ≤ ${(recovery / 1000).toFixed(1)} s |`,
    );
  }
  const failed = kills.filter((k) => !k.pass);
  out();
  out(failed.length === 0 ? 'PASS: no acknowledged write lost.' : 'FAIL: acknowledged writes lost.');
  if (failed.length > 0) process.exitCode = 1;
  out();
}

if (groups.has('stats')) {
  const stats = await runStatsBench(statsOptionsFromArgs(args));
  if (stats) {
    out();
    out('## Statistics on the scale data set');
    out();
    out(statsTable(stats));
    out();
    out(statsPlans(stats));
  }
  out();
}

// The services themselves (no HTTP, so no build): order, sale, sale, order on each scenario.
await section('sale', `Counter sale beside the storefront order (service level), ${CLIENTS} clients`, async () =>
  engines.includes('postgres')
    ? orderSaleTable(
        await checkoutBench({
          clients: CLIENTS,
          seconds: quick ? 4 : 8,
          rounds: quick ? 1 : 2,
          kinds: ['order', 'sale'],
          pglite: false,
          postgresUrl: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
        }),
        CLIENTS,
      )
    : 'Skipped: the sale group runs on PostgreSQL only (--no-postgres was given).',
);

await section('og', "A shop's link-preview picture (og:image)", () => runOgImageBench({ rounds: quick ? 5 : 15 }));

if ([...groups].some((g) => PERFORMANCE.has(g))) {
  if (await ensureBuilt(packageRoot)) out('Built dist/ (it was missing or older than the sources).');
  try {
    await section('bundle', 'JS of each storefront route', async () => bundleTable(await runBundleBench()));
    await section('images', 'Product photos on a phone', runImagesBench);
    await section('lighthouse', 'Lighthouse mobile (median of the runs)', async () =>
      lighthouseTable(await runLighthouseBench({ runs: quick ? 1 : 3 })),
    );
    await section('reads', `Public product list (50 products), ${CLIENTS} clients`, async () =>
      readsTable(
        await runReadsBench({ engines, rounds: quick ? 1 : 2, seconds: quick ? 3 : 5, connections: CLIENTS }),
        CLIENTS,
      ),
    );
    await section('checkout', `Checkout, ${CLIENTS} clients`, async () =>
      checkoutTable(await runCheckoutBench({ engines, seconds: quick ? 4 : 8, connections: CLIENTS }), CLIENTS),
    );
    if (engines.includes('postgres')) {
      await section('rls', `Row-level security on PostgreSQL, ${CLIENTS} clients`, async () =>
        rlsTable(await runRlsBench({ rounds: quick ? 1 : 2, seconds: quick ? 3 : 5, connections: CLIENTS }), CLIENTS),
      );
    }
    await section('logins', 'Owner logins', async () =>
      loginsTable(await runLoginsBench({ engine: 'pglite', seconds: quick ? 3 : 8, connections: CLIENTS }), CLIENTS),
    );
    await section('memory', 'Memory (VmRSS)', async () =>
      memoryTable(
        await runMemoryBench({
          engines,
          seconds: quick ? 3 : 8,
          settleSeconds: quick ? 2 : 5,
          connections: CLIENTS,
          idleSeconds: quick ? 45 : 90,
          uploads: quick ? 8 : 24,
          previews: quick ? 10 : 50,
        }),
      ),
    );
  } finally {
    await dropSites();
  }
}

// Lighthouse and Chromium's debugging connection can leave a handle open after the work is done.
process.exit(process.exitCode ?? 0);
