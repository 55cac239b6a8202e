/**
 * Memory: resident set (VmRSS from /proc) of the server process on PGlite and on PostgreSQL, right
 * after start and settled after the public-reads load, and of the whole process tree that
 * `npm start` leaves running (npm and the server) on PGlite.
 * PostgreSQL's own processes are not counted (they are the database server's).
 *
 *   npx tsx bench/memory.ts [--quick] [--no-postgres]
 */
import { pathToFileURL } from 'node:url';
import { markdownTable, mb } from './perf-format.ts';
import { DISTINCT_CLIENTS_ENV, load } from './perf-load.ts';
import { commandOf, type Engine, engineLabel, log, processTree, rssBytes, sleep, startServer } from './perf-server.ts';
import { dropSites, getSite } from './perf-site.ts';
import { READ_HEADERS } from './reads.ts';

export interface MemoryOptions {
  engines: Engine[];
  /** Length of the reads load. */
  seconds: number;
  /** Wait after start and after the load before reading the memory. */
  settleSeconds: number;
  connections: number;
}

export interface MemoryRow {
  engine: Engine;
  afterStart: number;
  peak: number;
  settled: number;
}

export interface NpmStartTree {
  processes: { command: string; rss: number }[];
  total: number;
  server: number;
}

export interface MemoryResult {
  rows: MemoryRow[];
  npmStart?: NpmStartTree;
}

/** Samples the RSS of `pid` every 250 ms while `work` runs; returns the highest seen. */
async function peakDuring(pid: number, work: Promise<unknown>): Promise<number> {
  let peak = rssBytes(pid);
  let done = false;
  const finished = work.finally(() => {
    done = true;
  });
  while (!done) {
    peak = Math.max(peak, rssBytes(pid));
    await Promise.race([sleep(250), finished]);
  }
  await finished;
  return peak;
}

export async function runMemoryBench(options: MemoryOptions): Promise<MemoryResult> {
  const rows: MemoryRow[] = [];
  for (const engine of options.engines) {
    const site = await getSite(engine);
    const server = await startServer(site.database, { env: DISTINCT_CLIENTS_ENV });
    try {
      const pid = server.serverPid();
      await sleep(options.settleSeconds * 1000);
      const afterStart = rssBytes(pid);
      const path = `/api/storefront/stores/${site.shop.storeId}`;
      const peak = await peakDuring(pid, load(server.url, { path, headers: READ_HEADERS }, options));
      await sleep(options.settleSeconds * 1000);
      const settled = rssBytes(pid);
      rows.push({ engine, afterStart, peak, settled });
      log(
        `  memory ${engineLabel[engine]}: ${mb(afterStart)} after start, ${mb(peak)} peak under reads, ${mb(settled)} settled`,
      );
    } finally {
      await server.stop();
    }
  }

  let npmStart: NpmStartTree | undefined;
  if (options.engines.includes('pglite')) {
    const site = await getSite('pglite');
    const server = await startServer(site.database, { viaNpmStart: true });
    try {
      await sleep(options.settleSeconds * 1000);
      const pids = processTree(server.child.pid as number);
      const serverPid = server.serverPid();
      const processes = pids.map((pid) => ({ command: commandOf(pid), rss: rssBytes(pid) }));
      npmStart = {
        processes,
        total: processes.reduce((sum, p) => sum + p.rss, 0),
        server: rssBytes(serverPid),
      };
      log(
        `  memory npm start (PGlite): ${mb(npmStart.total)} in ${processes.length} processes: ` +
          processes.map((p) => `${p.command.slice(0, 60)} ${mb(p.rss)}`).join('; '),
      );
    } finally {
      await server.stop();
    }
  }
  return { rows, npmStart };
}

export function memoryTable(result: MemoryResult): string {
  const rows: (string | number)[][] = result.rows.map((r) => [
    `server process, ${engineLabel[r.engine]}`,
    mb(r.afterStart),
    mb(r.peak),
    mb(r.settled),
  ]);
  if (result.npmStart) {
    const t = result.npmStart;
    rows.push([
      `\`npm start\` process tree, PGlite (${t.processes.length} processes; wrappers ${mb(t.total - t.server)})`,
      mb(t.total),
      '–',
      '–',
    ]);
  }
  return markdownTable(['What', 'After start:', 'Peak under reads:', 'Settled after reads:'], rows);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const quick = args.includes('--quick');
  try {
    const result = await runMemoryBench({
      engines: args.includes('--no-postgres') ? ['pglite'] : ['pglite', 'postgres'],
      seconds: quick ? 3 : 8,
      settleSeconds: quick ? 2 : 5,
      connections: 50,
    });
    log(memoryTable(result));
  } finally {
    await dropSites();
  }
}
