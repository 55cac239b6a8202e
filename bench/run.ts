/**
 * `npm run bench`: the durability benchmarks of the embedded database.
 *
 * 1. What flushing each commit costs (bench/pglite-fsync.ts): PGlite with fsync off, on as shipped
 *    and on as we run it, against the local PostgreSQL.
 * 2. Whether acknowledged writes survive kill -9 under load (bench/pglite-kill9.ts), with fsync
 *    on (the default) and off.
 * 3. The statistics endpoints on the scale data set against the prototype's method (bench/stats.ts),
 *    when that data set exists (BENCH_STATS_DATABASE_URL, default the local fideliza_scale).
 *
 *   npm run bench [-- --no-postgres] [-- --no-kill9] [-- --no-stats]
 *
 * Exits 1 when a kill -9 round loses an acknowledged write. Results go in docs/benchmarks.md.
 */
import { cpus } from 'node:os';
import { fsyncOptionsFromArgs, fsyncTable, runFsyncBench } from './pglite-fsync.ts';
import { type Kill9Result, kill9OptionsFromArgs, runKill9 } from './pglite-kill9.ts';
import { runStatsBench, statsOptionsFromArgs, statsPlans, statsTable } from './stats.ts';

const args = process.argv.slice(2);
const out = (line = '') => process.stdout.write(`${line}\n`);

out(`Machine: ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown CPU'}), Node ${process.version}`);
out();
const fsync = await runFsyncBench(fsyncOptionsFromArgs(args));

const kills: Kill9Result[] = [];
if (!args.includes('--no-kill9')) {
  for (const on of [true, false]) {
    out();
    const options = kill9OptionsFromArgs(['--rounds', '2', ...args], { PGLITE_FSYNC: on ? '1' : '0' });
    kills.push(await runKill9(options));
  }
}

out();
out('## Cost of flushing each commit');
out();
out(fsyncTable(fsync));
if (kills.length > 0) {
  out();
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
}

if (!args.includes('--no-stats')) {
  out();
  const stats = await runStatsBench(statsOptionsFromArgs(args));
  if (stats) {
    out();
    out('## Statistics on the scale data set');
    out();
    out(statsTable(stats));
    out();
    out(statsPlans(stats));
  }
}
