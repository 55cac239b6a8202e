/**
 * Durability of the embedded database through kill -9 under load.
 *
 * Starts the real server (src/server/main.ts) on a free loopback port with a temporary DATA_DIR,
 * registers shops with POST /api/stores from a few concurrent clients, records every id the
 * server acknowledged with 201; at the same time other clients send one shop's storefront orders,
 * counter sales and loyalty validations, each with its own Idempotency-Key (bench/kill9-load.ts).
 * It sends SIGKILL to the server in the middle of the load, restarts
 * it on the same DATA_DIR (PostgreSQL crash recovery runs there), stops it, opens the data
 * directory with PGlite and checks that every acknowledged shop, order, sale and validation is
 * there, one per key. The writes the kill left unanswered are sent again with their keys after the
 * restart, and a sample of acknowledged keys is sent again too: each must answer (200 and the same
 * id for the acknowledged ones). Repeats for a few rounds
 * on the same data directory. Prints PASS or FAIL and exits 1 on any loss.
 *
 *   PGLITE_FSYNC=1 npx tsx bench/pglite-kill9.ts [--rounds 3] [--seconds 10] [--clients 4] [--strace]
 *
 * --strace runs the server under `strace -f -c` and prints how many fsync(2), fdatasync(2) and
 * pwrite64(2) calls really reached the kernel while it served the load.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { openDatabase } from '../src/server/db/client.ts';
import { packageRoot } from '../src/server/db/migrations-folder.ts';
import { stores } from '../src/server/db/schema/stores.ts';
import { storeInput } from '../src/server/test/fixtures.ts';
import {
  type Acknowledged,
  countBy,
  groupRows,
  type KeyedRows,
  keyedRowsSql,
  replayAcknowledged,
  runWriteLoad,
  type Shop,
  sendPendingAgain,
  setUpShop,
  verifyAcknowledged,
  type WriteKind,
} from './kill9-load.ts';

export interface Kill9Options {
  /** PGLITE_FSYNC for the server. */
  fsync: boolean;
  rounds: number;
  /** Length of the load in each round; the kill lands between 30% and 80% of it. */
  seconds: number;
  clients: number;
  /** Upper bound on requests per round. */
  maxRequests: number;
  strace: boolean;
}

export interface Kill9Round {
  acknowledged: number;
  killedAfterMs: number;
  /** Acknowledged registrations a second until the kill. */
  perSecond: number;
  /** From the restart to /api/health answering (includes crash recovery). */
  recoveryMs: number;
  /** Acknowledged in this or an earlier round and missing (or changed) now. */
  lost: number;
  /** Rows committed whose 201 never reached the client (in flight at the kill): allowed. */
  unacknowledged: number;
  /** Orders, sales and validations acknowledged so far (in this and earlier rounds). */
  writes: number;
  /** Of them: missing, under another id, with two rows for a key, or a key sent again answering otherwise. */
  writesLost: number;
  syscalls?: Record<string, number>;
}

export interface Kill9Result {
  fsync: boolean;
  rounds: Kill9Round[];
  acknowledged: number;
  lost: number;
  /** Orders, sales and validations acknowledged over all rounds. */
  writes: number;
  writesLost: number;
  pass: boolean;
}

const SERVER_ENTRY = join(packageRoot, 'src', 'server', 'main.ts');
const HOST = '127.0.0.1';

function log(line: string) {
  process.stdout.write(`${line}\n`);
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, HOST, () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

interface Server {
  /** The node process itself (under strace, its child). */
  pid(): number;
  exited: Promise<void>;
  output(): string;
  straceFile?: string;
}

function startServer(dataDir: string, port: number, options: Kill9Options, round: number): Server {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST,
    DATA_DIR: dataDir,
    PGLITE_FSYNC: options.fsync ? '1' : '0',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'development',
    // The orders, sales and validations come from made-up addresses in X-Forwarded-For.
    TRUST_PROXY: '1',
  };
  for (const key of ['DATABASE_URL', 'SUPER_ADMIN_EMAIL', 'SUPER_ADMIN_PASSWORD']) delete env[key];
  const nodeArgs = ['--import', 'tsx', SERVER_ENTRY];
  const straceFile = options.strace ? join(dataDir, '..', `strace-${round}.txt`) : undefined;
  const child: ChildProcess = straceFile
    ? spawn(
        'strace',
        ['-f', '-c', '-e', 'trace=fsync,fdatasync,pwrite64', '-o', straceFile, process.execPath, ...nodeArgs],
        {
          cwd: packageRoot,
          env,
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      )
    : spawn(process.execPath, nodeArgs, { cwd: packageRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    pid() {
      if (!child.pid) throw new Error('server did not start');
      if (!straceFile) return child.pid;
      // strace's only child is the server.
      const children = readFileSync(`/proc/${child.pid}/task/${child.pid}/children`, 'utf8').trim();
      return Number(children.split(' ')[0]);
    },
    exited,
    output: () => output,
    straceFile,
  };
}

function parseStrace(file: string): Record<string, number> {
  const counts: Record<string, number> = { fsync: 0, fdatasync: 0, pwrite64: 0 };
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const cols = line.trim().split(/\s+/);
    const name = cols.at(-1);
    // "% time  seconds  usecs/call  calls  [errors]  syscall"
    if (name && name in counts && cols.length >= 5) counts[name] = Number(cols[3]);
  }
  return counts;
}

interface Reply {
  status: number;
  body: string;
}

/** One HTTP request over loopback, from `localAddress`. */
function call(port: number, method: string, path: string, body?: unknown, localAddress?: string): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = request(
      {
        host: HOST,
        port,
        method,
        path,
        localAddress,
        agent: false,
        timeout: 15_000,
        headers: payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {},
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(payload);
  });
}

async function waitHealthy(port: number, server: Server, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  void server.exited.then(() => {
    exited = true;
  });
  while (Date.now() < deadline) {
    if (exited) throw new Error(`server exited during start:\n${server.output()}`);
    try {
      if ((await call(port, 'GET', '/api/health')).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server not healthy after ${timeoutMs} ms:\n${server.output()}`);
}

/**
 * Registration allows 10 requests a minute per client address. Every request here comes from its
 * own loopback address (all of 127.0.0.0/8 is local on Linux), so the limit never answers 429.
 */
let addressCounter = 0;
function nextLocalAddress(): string {
  const n = addressCounter++;
  return `127.77.${1 + (Math.floor(n / 254) % 254)}.${1 + (n % 254)}`;
}

interface Acked {
  id: number;
  email: string;
}

interface LoadStats {
  acked: Acked[];
  failures: number;
  otherStatus: Map<number, number>;
}

async function runLoad(port: number, options: Kill9Options, stop: { now: boolean }, stats: LoadStats) {
  let sent = 0;
  const worker = async () => {
    while (!stop.now && sent < options.maxRequests) {
      sent += 1;
      const input = storeInput();
      try {
        const res = await call(port, 'POST', '/api/stores', input, nextLocalAddress());
        if (res.status === 201) {
          stats.acked.push({ id: (JSON.parse(res.body) as { id: number }).id, email: input.email });
        } else {
          stats.otherStatus.set(res.status, (stats.otherStatus.get(res.status) ?? 0) + 1);
        }
      } catch {
        stats.failures += 1;
        if (!stop.now) await new Promise((r) => setTimeout(r, 20));
      }
    }
  };
  await Promise.all(Array.from({ length: options.clients }, worker));
}

async function readStores(
  dataDir: string,
  fsync: boolean,
  storeId: number,
): Promise<{ stores: Map<number, string>; writes: KeyedRows }> {
  const database = await openDatabase({ dataDir, durable: fsync, migrate: false });
  try {
    const rows = await database.db.select({ id: stores.id, email: stores.email }).from(stores);
    const queries = keyedRowsSql(storeId);
    const writes = {} as KeyedRows;
    for (const kind of Object.keys(queries) as WriteKind[]) {
      const result = (await database.db.execute(queries[kind])) as unknown as { rows: { key: string; id: string }[] };
      writes[kind] = groupRows(result.rows);
    }
    return { stores: new Map(rows.map((r) => [r.id, r.email])), writes };
  } finally {
    await database.close();
  }
}

export async function runKill9(options: Kill9Options): Promise<Kill9Result> {
  const workDir = mkdtempSync(join(tmpdir(), 'pglite-kill9-'));
  const dataDir = join(workDir, 'data');
  const port = await freePort();
  const allAcked: Acked[] = [];
  const allWrites: Acknowledged[] = [];
  let shop: Shop | undefined;
  const rounds: Kill9Round[] = [];
  const label = `PGlite fsync=${options.fsync ? 'on' : 'off'}`;
  log(
    `${label}: ${options.rounds} rounds, ${options.clients} clients, ${options.seconds} s of load, data in ${dataDir}`,
  );
  try {
    for (let round = 1; round <= options.rounds; round += 1) {
      const server = startServer(dataDir, port, options, round);
      await waitHealthy(port, server);
      shop ??= await setUpShop({ port });
      const stats: LoadStats = { acked: [], failures: 0, otherStatus: new Map() };
      const stop = { now: false };
      const killAfterMs = Math.round(options.seconds * 1000 * (0.3 + Math.random() * 0.5));
      const started = Date.now();
      const killer = setTimeout(() => {
        process.kill(server.pid(), 'SIGKILL');
        stop.now = true;
      }, killAfterMs);
      const loadEnd = setTimeout(() => {
        stop.now = true;
      }, options.seconds * 1000);
      const [, writes] = await Promise.all([
        runLoad(port, options, stop, stats),
        runWriteLoad(() => ({ port }), shop, { clients: options.clients, stop, abandonOnStop: true }),
      ]);
      clearTimeout(loadEnd);
      if (Date.now() - started < killAfterMs) {
        // The request cap ended the load before the timer: kill now, still with writes just done.
        clearTimeout(killer);
        process.kill(server.pid(), 'SIGKILL');
      }
      await server.exited;
      const killedAfterMs = Math.min(Date.now() - started, killAfterMs);
      const syscalls = server.straceFile ? parseStrace(server.straceFile) : undefined;
      allAcked.push(...stats.acked);

      // Restart on the same data: crash recovery happens here. Then one more write, a clean stop.
      const restartedAt = Date.now();
      const again = startServer(dataDir, port, { ...options, strace: false }, round);
      await waitHealthy(port, again);
      const recoveryMs = Date.now() - restartedAt;
      const after = storeInput();
      const res = await call(port, 'POST', '/api/stores', after, nextLocalAddress());
      if (res.status !== 201) throw new Error(`write after restart failed: ${res.status} ${res.body}`);
      allAcked.push({ id: (JSON.parse(res.body) as { id: number }).id, email: after.email });
      // The writes the kill left unanswered, sent again with their keys; then acknowledged ones.
      const unanswered = writes.pending.length;
      await sendPendingAgain({ port }, shop, writes.pending, writes);
      allWrites.push(...writes.acknowledged);
      const replayMismatch = await replayAcknowledged(allWrites, { target: { port }, shop, count: 30 });
      process.kill(again.pid(), 'SIGTERM');
      await again.exited;

      const read = await readStores(dataDir, options.fsync, shop.storeId);
      const present = read.stores;
      const lost = allAcked.filter((a) => present.get(a.id) !== a.email).length;
      const verdict = await verifyAcknowledged(allWrites, read.writes);
      const writesLost = verdict.lost.length + verdict.duplicated.length + replayMismatch.length;
      for (const line of [...verdict.lost, ...verdict.duplicated, ...replayMismatch].slice(0, 10)) log(`    ${line}`);
      const ackedIds = new Set(allAcked.map((a) => a.id));
      const unacknowledged = [...present.keys()].filter((id) => !ackedIds.has(id)).length;
      rounds.push({
        acknowledged: stats.acked.length,
        killedAfterMs,
        perSecond: (stats.acked.length / killedAfterMs) * 1000,
        recoveryMs,
        lost,
        unacknowledged,
        writes: allWrites.length,
        writesLost,
        syscalls,
      });
      const rate = Math.round((stats.acked.length / killedAfterMs) * 1000);
      const other = [...stats.otherStatus].map(([s, n]) => `${n}x${s}`).join(' ');
      log(
        `  round ${round}: ${stats.acked.length} acknowledged (${rate}/s), SIGKILL after ${killedAfterMs} ms, ` +
          `restart+recovery ${recoveryMs} ms, ${present.size}/${allAcked.length} rows for all acknowledged so far, ` +
          `lost ${lost}, committed but unacknowledged ${unacknowledged}, failed requests ${stats.failures}` +
          (other ? `, other statuses ${other}` : '') +
          `; ${writes.acknowledged.length} writes (${countBy(writes.acknowledged)}), ${unanswered} unanswered at the kill ` +
          `and sent again (${writes.replayed} of them had been kept), ${writesLost} of ${allWrites.length} written so far lost or different` +
          (syscalls ? `; syscalls until the kill: ${JSON.stringify(syscalls)}` : ''),
      );
      if (stats.acked.length === 0) throw new Error('no registration was acknowledged: the test proves nothing');
    }
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
  // Each round checks everything acknowledged so far, so the worst round is the answer.
  const lost = Math.max(0, ...rounds.map((r) => r.lost));
  const writesLost = Math.max(0, ...rounds.map((r) => r.writesLost));
  const pass = lost === 0 && writesLost === 0 && allWrites.length > 0;
  log(
    `${pass ? 'PASS' : 'FAIL'} ${label}: ${allAcked.length} acknowledged over ${rounds.length} kill -9 rounds, ` +
      `${allAcked.length - lost} present, ${lost} lost; ${allWrites.length} orders, sales and validations, ${writesLost} lost`,
  );
  return {
    fsync: options.fsync,
    rounds,
    acknowledged: allAcked.length,
    lost,
    writes: allWrites.length,
    writesLost,
    pass,
  };
}

function numberArg(args: string[], name: string, fallback: number): number {
  const i = args.indexOf(name);
  const value = i >= 0 ? Number(args[i + 1]) : fallback;
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} needs a positive number`);
  return value;
}

export function kill9OptionsFromArgs(args: string[], env: NodeJS.ProcessEnv = process.env): Kill9Options {
  const fsyncEnv = (env.PGLITE_FSYNC ?? '1').toLowerCase();
  return {
    fsync: ['1', 'true', 'yes', 'on', ''].includes(fsyncEnv),
    rounds: numberArg(args, '--rounds', 3),
    seconds: numberArg(args, '--seconds', 10),
    clients: numberArg(args, '--clients', 4),
    maxRequests: numberArg(args, '--max-requests', 2000),
    strace: args.includes('--strace'),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const options = kill9OptionsFromArgs(process.argv.slice(2));
  if (options.strace) execFileSync('strace', ['-V'], { stdio: 'ignore' });
  const result = await runKill9(options);
  process.exit(result.pass ? 0 : 1);
}
