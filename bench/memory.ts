/**
 * Memory: resident set (VmRSS from /proc) of the server process on PGlite and on PostgreSQL, right
 * after start, under and settled after the public-reads load, then through a day of the shop (the
 * owner's photo uploads, the server-drawn pages under load, the link-preview pictures of 50 shops)
 * and settled after it; at each step what the resident set is made of (anonymous or file-backed,
 * from /proc/PID/smaps_rollup; the JS heap and the memory outside it, from the server's own
 * `process.memoryUsage()`, MEMORY_REPORT=1); and the whole process tree that `npm start` leaves
 * running (npm and the server) on PGlite.
 * PostgreSQL's own processes are not counted (they are the database server's).
 *
 *   npx tsx bench/memory.ts [--quick] [--no-postgres | --no-pglite] [--ab NAME=VALUE]
 *
 * The server runs as `npm start` runs it (MALLOC_ARENA_MAX=2 unless the environment says otherwise).
 * `--ab MALLOC_ARENA_MAX=2` runs each engine four times, without and with that environment variable
 * in turn (A B B A), to compare them in the same run.
 */
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { MEMORY_REPORT_PREFIX } from '../src/server/memory-report.ts';
import { markdownTable, mb } from './perf-format.ts';
import { DISTINCT_CLIENTS_ENV, load } from './perf-load.ts';
import {
  commandOf,
  type Engine,
  engineLabel,
  httpRequest,
  log,
  processTree,
  type RunningServer,
  rssBytes,
  sleep,
  startServer,
} from './perf-server.ts';
import { BENCH_PASSWORD, drawPhoto } from './perf-shop.ts';
import { dropSites, getSite } from './perf-site.ts';
import { READ_HEADERS } from './reads.ts';

export interface MemoryOptions {
  engines: Engine[];
  /** Length of the reads load, and of the pages' load. */
  seconds: number;
  /** Wait after start and after the load before reading the memory. */
  settleSeconds: number;
  /** Quiet time at the end of the day before the last reading. */
  idleSeconds: number;
  connections: number;
  /** Photos the owner uploads in the day. */
  uploads: number;
  /** Shops whose link-preview picture is asked for (at most the site's 50). */
  previews: number;
  /** Environments to run each engine with in turn (default: one, as `npm start` runs the server). */
  variants?: { label: string; env: Record<string, string | undefined> }[];
}

/** What the resident set is made of at one moment. */
export interface MemoryParts {
  rss: number;
  /** Anonymous memory (heaps, WebAssembly memory, stacks), from smaps_rollup. */
  anonymous: number;
  /** File-backed and shared memory (the code of node and its libraries, mapped files). */
  fileBacked: number;
  /** From the server's process.memoryUsage() (0 when it did not answer). */
  heapUsed: number;
  heapTotal: number;
  /** Memory held by JS objects outside the heap: Buffers, ArrayBuffers, WebAssembly memories. */
  external: number;
  /** Bytes the storefront cache and the link-preview pictures' cache count (within the heap and external). */
  caches: number;
}

export interface MemoryStep {
  step: string;
  /** Highest RSS seen during the step (sampled every 250 ms). */
  peak: number;
  after: MemoryParts;
}

export interface MemoryRow {
  engine: Engine;
  variant: string;
  afterStart: number;
  peak: number;
  settled: number;
  steps: MemoryStep[];
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
  return Math.max(peak, rssBytes(pid));
}

/** Anonymous and file-backed resident memory of `pid`, in bytes, from /proc/PID/smaps_rollup. */
export function smapsParts(rollup: string): { rss: number; anonymous: number; fileBacked: number } {
  const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(rollup)?.[1] ?? 0) * 1024;
  const rss = field('Rss');
  const anonymous = field('Anonymous');
  return { rss, anonymous, fileBacked: rss - anonymous };
}

/** The server's own report (MEMORY_REPORT=1, SIGUSR2), read from its output. */
async function serverReport(server: RunningServer): Promise<Record<string, number> | undefined> {
  const before = server.output().lastIndexOf(MEMORY_REPORT_PREFIX);
  try {
    process.kill(server.serverPid(), 'SIGUSR2');
  } catch {
    return undefined;
  }
  for (let i = 0; i < 40; i += 1) {
    await sleep(50);
    const output = server.output();
    const at = output.lastIndexOf(MEMORY_REPORT_PREFIX);
    const end = output.indexOf('\n', at);
    if (at > before && end > at) {
      return JSON.parse(output.slice(at + MEMORY_REPORT_PREFIX.length, end)) as Record<string, number>;
    }
  }
  return undefined;
}

async function partsOf(server: RunningServer): Promise<MemoryParts> {
  const report = await serverReport(server);
  let smaps = { rss: 0, anonymous: 0, fileBacked: 0 };
  try {
    smaps = smapsParts(readFileSync(`/proc/${server.serverPid()}/smaps_rollup`, 'utf8'));
  } catch {
    // the process is gone
  }
  return {
    ...smaps,
    heapUsed: report?.heapUsed ?? 0,
    heapTotal: report?.heapTotal ?? 0,
    external: report?.external ?? 0,
    caches: (report?.storefrontCacheBytes ?? 0) + (report?.previewCacheBytes ?? 0),
  };
}

/** The owner's session cookie: POST /api/auth/login as the bench shop's owner. */
async function signIn(url: string, email: string): Promise<string> {
  const reply = await httpRequest(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.250.0.1' },
    body: JSON.stringify({ email, senha: BENCH_PASSWORD }),
  });
  if (reply.status !== 200) throw new Error(`owner login: ${reply.status} ${reply.body.toString()}`);
  const cookies = reply.headers['set-cookie'] ?? [];
  return (Array.isArray(cookies) ? cookies : [cookies]).map((c) => c.split(';')[0]).join('; ');
}

/** Photos as a phone sends them (1200 px JPEG, ~80 KB), a few distinct ones drawn once per process. */
let photos: Buffer[] | undefined;
function uploadPhotos(): Buffer[] {
  photos ??= [
    drawPhoto('#f4e1c1', '#c0392b', '#f1c40f', 101),
    drawPhoto('#dfe8d8', '#27ae60', '#8e44ad', 102),
    drawPhoto('#dde3f0', '#2c3e50', '#e67e22', 103),
    drawPhoto('#f0dde8', '#d35400', '#16a085', 104),
  ];
  return photos;
}

const PAGE_HEADERS = { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html' };

async function dayOfTheShop(
  server: RunningServer,
  site: Awaited<ReturnType<typeof getSite>>,
  shopIds: number[],
  options: MemoryOptions,
  steps: MemoryStep[],
): Promise<void> {
  const pid = server.serverPid();
  const step = async (name: string, work: () => Promise<unknown>) => {
    const peak = await peakDuring(pid, work());
    steps.push({ step: name, peak, after: await partsOf(server) });
  };

  const cookie = await signIn(server.url, site.shop.email);
  const pictures = uploadPhotos();
  await step(`${options.uploads} photo uploads`, async () => {
    for (let i = 0; i < options.uploads; i += 1) {
      const reply = await httpRequest(`${server.url}/api/images`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'image/jpeg', 'x-forwarded-for': '10.250.0.1' },
        body: pictures[i % pictures.length],
      });
      if (reply.status !== 201) throw new Error(`upload: ${reply.status} ${reply.body.toString()}`);
    }
  });

  const id = site.shop.storeId;
  const pages = [`/store/${id}`, `/checkout/${id}`, '/'];
  let turn = 0;
  await step('pages under load', async () => {
    const result = await load(
      server.url,
      { path: pages[0] as string, headers: PAGE_HEADERS, next: () => ({ path: pages[turn++ % pages.length] }) },
      options,
    );
    if (result.ok === 0) throw new Error(`pages: ${JSON.stringify(result.statuses)}`);
  });

  await step(`${shopIds.length} link-preview pictures`, async () => {
    // Four at a time, as crawlers arrive; the server draws one at a time and makes the others wait.
    const queue = [...shopIds];
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        for (let shop = queue.shift(); shop !== undefined; shop = queue.shift()) {
          const reply = await httpRequest(`${server.url}/api/storefront/stores/${shop}/og-image.png`, {
            headers: { 'x-forwarded-for': `10.251.0.${shop % 250}` },
          });
          if (reply.status !== 200) throw new Error(`og-image ${shop}: ${reply.status}`);
        }
      }),
    );
  });

  await step('settled', () => sleep(options.settleSeconds * 1000));

  // V8 gives back its heap's garbage when the process has gone idle (its memory reducer, about 30
  // to 50 s after the last allocations here), so a day is also read after a quiet while.
  const samples: string[] = [];
  await step(`idle ${options.idleSeconds} s`, async () => {
    for (let t = 5; t <= options.idleSeconds; t += 5) {
      await sleep(5000);
      samples.push(`${t}s ${mb(rssBytes(pid))}`);
    }
  });
  log(`  memory idle: ${samples.join(', ')}`);
}

export async function runMemoryBench(options: MemoryOptions): Promise<MemoryResult> {
  const rows: MemoryRow[] = [];
  const variants = options.variants ?? [{ label: 'default', env: {} }];
  for (const engine of options.engines) {
    const site = await getSite(engine);
    // The other shops are seeded before the server starts (PGlite is one process at a time).
    const shopIds = (await site.shops()).slice(0, options.previews).map((s) => s.storeId);
    for (const variant of variants) {
      // One process on PostgreSQL too: in production it would fork one worker per core behind a
      // primary that serves nothing, and the figure would be the primary's. The one process
      // serves the whole load, the most any one process of a cluster holds.
      const server = await startServer(site.database, {
        env: { ...DISTINCT_CLIENTS_ENV, MEMORY_REPORT: '1', WEB_CONCURRENCY: '1', ...variant.env },
      });
      try {
        const pid = server.serverPid();
        await sleep(options.settleSeconds * 1000);
        const afterStart = rssBytes(pid);
        const steps: MemoryStep[] = [{ step: 'after start', peak: afterStart, after: await partsOf(server) }];
        const path = `/api/storefront/stores/${site.shop.storeId}`;
        const peak = await peakDuring(pid, load(server.url, { path, headers: READ_HEADERS }, options));
        await sleep(options.settleSeconds * 1000);
        const settled = rssBytes(pid);
        steps.push({ step: 'settled after reads', peak, after: await partsOf(server) });
        await dayOfTheShop(server, site, shopIds, options, steps);
        rows.push({ engine, variant: variant.label, afterStart, peak, settled, steps });
        log(
          `  memory ${engineLabel[engine]} (${variant.label}): ${mb(afterStart)} after start, ${mb(peak)} peak under reads, ` +
            `${mb(settled)} settled; ` +
            steps
              .slice(2)
              .map((s) => `${s.step} ${mb(s.after.rss)} (peak ${mb(s.peak)})`)
              .join(', '),
        );
      } finally {
        await server.stop();
      }
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
  const label = (r: MemoryRow) =>
    `server process, ${engineLabel[r.engine]}${r.variant === 'default' ? '' : ` (${r.variant})`}`;
  const at = (r: MemoryRow, step: (name: string) => boolean) => r.steps.find((s) => step(s.step))?.after.rss ?? 0;
  const rows: (string | number)[][] = result.rows.map((r) => [
    label(r),
    mb(r.afterStart),
    mb(r.peak),
    mb(r.settled),
    mb(Math.max(...r.steps.map((s) => s.peak))),
    mb(at(r, (name) => name === 'settled')),
    mb(at(r, (name) => name.startsWith('idle'))),
  ]);
  if (result.npmStart) {
    const t = result.npmStart;
    rows.push([
      `\`npm start\` process tree, PGlite (${t.processes.length} processes; wrappers ${mb(t.total - t.server)})`,
      mb(t.total),
      '–',
      '–',
      '–',
      '–',
      '–',
    ]);
  }
  const summary = markdownTable(
    [
      'What',
      'After start:',
      'Peak under reads:',
      'Settled after reads:',
      'Peak in the day:',
      'Settled after the day:',
      'After idle:',
    ],
    rows,
  );
  const profile = markdownTable(
    [
      'Process, step',
      'Peak:',
      'RSS after:',
      'Anonymous:',
      'File-backed:',
      'JS heap used / total:',
      'External:',
      'Caches:',
    ],
    result.rows.flatMap((r) =>
      r.steps.map((s) => [
        `${label(r)}: ${s.step}`,
        mb(s.peak),
        mb(s.after.rss),
        mb(s.after.anonymous),
        mb(s.after.fileBacked),
        `${mb(s.after.heapUsed)} / ${mb(s.after.heapTotal)}`,
        mb(s.after.external),
        mb(s.after.caches),
      ]),
    ),
  );
  return `${summary}\n\n${profile}`;
}

/** A B B A: without the variable (removed from the server's environment), then with it. */
function abVariants(name: string, value: string): NonNullable<MemoryOptions['variants']> {
  const without = { label: `without ${name}`, env: { [name]: undefined } };
  const withIt = { label: `${name}=${value}`, env: { [name]: value } };
  return [without, withIt, withIt, without];
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const quick = args.includes('--quick');
  const ab = args.includes('--ab') ? args[args.indexOf('--ab') + 1] : undefined;
  const [name = '', value = ''] = ab?.split('=') ?? [];
  try {
    const result = await runMemoryBench({
      engines: (['pglite', 'postgres'] as const).filter((e) => !args.includes(`--no-${e}`)),
      seconds: quick ? 3 : 8,
      settleSeconds: quick ? 2 : 5,
      connections: 50,
      idleSeconds: quick ? 45 : 90,
      uploads: quick ? 8 : 24,
      previews: quick ? 10 : 50,
      ...(ab ? { variants: abVariants(name, value) } : {}),
    });
    log(memoryTable(result));
  } finally {
    await dropSites();
  }
}
