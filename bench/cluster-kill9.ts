/**
 * kill -9 of one server process behind the balancer, under write load, on PostgreSQL.
 *
 * Starts `npm run cluster` (nginx in front of three server processes, on a new database next to
 * DATABASE_URL's), sets up a shop, then a few clients send storefront orders, counter sales and
 * loyalty validations through nginx, each with its own Idempotency-Key, retrying the same key when
 * a request gets no answer. In the middle of the load one server process gets SIGKILL (the cluster
 * script starts another). Afterwards every acknowledged order, sale and validation must be in the
 * database, one row per key, and sending an acknowledged key again must answer the same id.
 * Prints PASS or FAIL and exits 1 on any loss.
 *
 *   DATABASE_URL=postgres://... npx tsx bench/cluster-kill9.ts [--seconds 8] [--clients 6] [--port 3210]
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { packageRoot } from '../src/server/db/migrations-folder.ts';
import {
  call,
  countBy,
  groupRows,
  type KeyedRows,
  keyedRowsSql,
  runWriteLoad,
  setUpShop,
  verifyAcknowledged,
  type WriteKind,
} from './kill9-load.ts';

function log(line: string) {
  process.stdout.write(`${line}\n`);
}

function numberArg(args: string[], name: string, fallback: number): number {
  const i = args.indexOf(name);
  const value = i >= 0 ? Number(args[i + 1]) : fallback;
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} needs a positive number`);
  return value;
}

interface Cluster {
  child: ChildProcess;
  /** The current pid of the server process on each port. */
  pids: Map<number, number>;
  ready: Promise<void>;
  databaseName(): string;
  exited: Promise<void>;
}

function startCluster(port: number): Cluster {
  const child = spawn(process.execPath, ['scripts/cluster.mjs'], {
    cwd: packageRoot,
    env: { ...process.env, PORT: String(port), CLUSTER_PROCESSES: '3', CLUSTER_FRESH_DATABASE: '1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const pids = new Map<number, number>();
  let database = '';
  let output = '';
  let onReady: () => void = () => {};
  let onFail: (err: Error) => void = () => {};
  const ready = new Promise<void>((resolve, reject) => {
    onReady = resolve;
    onFail = reject;
  });
  createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (line) => {
    output = `${output}${line}\n`.slice(-8000);
    const server = /servidor na porta (\d+): pid (\d+)/.exec(line);
    if (server) pids.set(Number(server[1]), Number(server[2]));
    const up = /FidelizaLoja em .* banco (\S+)/.exec(line);
    if (up) {
      database = up[1] as string;
      onReady();
    }
  });
  createInterface({ input: child.stderr as NodeJS.ReadableStream }).on('line', (line) => {
    output = `${output}${line}\n`.slice(-8000);
  });
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      onFail(new Error(`the cluster stopped before it was ready:\n${output}`));
      resolve();
    }),
  );
  return { child, pids, ready, databaseName: () => database, exited };
}

async function readRows(databaseName: string, storeId: number): Promise<KeyedRows> {
  const url = new URL(process.env.DATABASE_URL as string);
  url.pathname = `/${databaseName}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    const queries = keyedRowsSql(storeId);
    const rows = {} as KeyedRows;
    for (const kind of Object.keys(queries) as WriteKind[]) {
      rows[kind] = groupRows((await client.query<{ key: string; id: string }>(queries[kind])).rows);
    }
    return rows;
  } finally {
    await client.end();
  }
}

export async function runClusterKill9({ seconds, clients, port }: { seconds: number; clients: number; port: number }) {
  if (!process.env.DATABASE_URL) throw new Error('DATABASE_URL (PostgreSQL) is required');
  const cluster = startCluster(port);
  const target = { port };
  try {
    await cluster.ready;
    const shop = await setUpShop(target);
    const stop = { now: false };
    const killAfterMs = Math.round(seconds * 1000 * (0.3 + Math.random() * 0.3));
    const ports = [...cluster.pids.keys()];
    const victimPort = ports[Math.floor(Math.random() * ports.length)] as number;
    const victim = cluster.pids.get(victimPort) as number;
    const started = Date.now();
    const killer = setTimeout(() => {
      process.kill(victim, 'SIGKILL');
      log(`  SIGKILL to the process on port ${victimPort} (pid ${victim}) after ${Date.now() - started} ms`);
    }, killAfterMs);
    const end = setTimeout(() => {
      stop.now = true;
    }, seconds * 1000);
    const stats = await runWriteLoad(() => target, shop, { clients, stop });
    clearTimeout(killer);
    clearTimeout(end);

    // The cluster script started another process on the victim's port.
    const deadline = Date.now() + 60_000;
    while (cluster.pids.get(victimPort) === victim || !(await healthy(cluster.pids.get(victimPort), victimPort))) {
      if (Date.now() > deadline) throw new Error(`no process came back on port ${victimPort}`);
      await new Promise((r) => setTimeout(r, 200));
    }

    const rows = await readRows(cluster.databaseName(), shop.storeId);
    const verdict = await verifyAcknowledged(stats.acknowledged, rows, { target, shop, count: 30 });
    const other = [...stats.otherStatus].map(([s, n]) => `${n}x${s}`).join(' ');
    log(
      `  ${verdict.acknowledged} acknowledged (${countBy(stats.acknowledged)}), ${stats.retries} retried attempts, ` +
        `${stats.replayed} answered 200 on a retry, lost ${verdict.lost.length}, duplicated keys ${verdict.duplicated.length}, ` +
        `replays that differ ${verdict.replayMismatch.length}${other ? `, other statuses ${other}` : ''}`,
    );
    for (const line of [...verdict.lost, ...verdict.duplicated, ...verdict.replayMismatch].slice(0, 10)) {
      log(`    ${line}`);
    }
    const pass =
      verdict.acknowledged > 0 &&
      verdict.lost.length === 0 &&
      verdict.duplicated.length === 0 &&
      verdict.replayMismatch.length === 0 &&
      stats.otherStatus.size === 0;
    log(
      `${pass ? 'PASS' : 'FAIL'} cluster kill -9: ${verdict.acknowledged} acknowledged writes through nginx, ` +
        `${verdict.lost.length} lost`,
    );
    return pass;
  } finally {
    cluster.child.kill('SIGTERM');
    await cluster.exited;
  }
}

async function healthy(pid: number | undefined, port: number): Promise<boolean> {
  if (!pid) return false;
  try {
    return (await call({ port }, 'GET', '/api/health', { timeoutMs: 2_000 })).status === 200;
  } catch {
    return false;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const pass = await runClusterKill9({
    seconds: numberArg(args, '--seconds', 8),
    clients: numberArg(args, '--clients', 6),
    port: numberArg(args, '--port', 3210),
  });
  process.exit(pass ? 0 : 1);
}
