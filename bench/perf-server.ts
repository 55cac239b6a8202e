/**
 * The production build (dist/server/main.js) as a child process on loopback, on a temporary PGlite
 * data directory or a temporary PostgreSQL database, and what the benchmarks read from it: health,
 * resident memory from /proc. Everything it creates is removed by `cleanup()`.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type Database, openDatabase } from '../src/server/db/client.ts';
import { packageRoot } from '../src/server/db/migrations-folder.ts';

export const HOST = '127.0.0.1';
export const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
export type Engine = 'pglite' | 'postgres';
export const engineLabel: Record<Engine, string> = { pglite: 'PGlite', postgres: 'PostgreSQL' };

export function log(line = '') {
  process.stdout.write(`${line}\n`);
}

export async function freePort(): Promise<number> {
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

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A database of its own for one benchmark: a PGlite directory or a PostgreSQL database. */
export interface BenchDatabase {
  engine: Engine;
  /** The server's environment for it (DATA_DIR or DATABASE_URL). */
  env: Record<string, string>;
  /** Opens it in this process (to seed it); close before the server starts on PGlite. */
  open(): Promise<Database>;
  drop(): Promise<void>;
}

/** PostgreSQL: a new database on BENCH_DATABASE_URL's server (default the local one), dropped by `drop()`. */
export async function createBenchDatabase(
  engine: Engine,
  postgresUrl = process.env.BENCH_DATABASE_URL ?? DEFAULT_POSTGRES_URL,
): Promise<BenchDatabase> {
  if (engine === 'pglite') {
    const workDir = mkdtempSync(join(tmpdir(), 'bench-perf-'));
    const dataDir = join(workDir, 'data');
    return {
      engine,
      env: { DATA_DIR: dataDir },
      open: () => openDatabase({ dataDir, durable: true }),
      drop: async () => rmSync(workDir, { recursive: true, force: true }),
    };
  }
  const name = `bench_perf_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return {
    engine,
    env: { DATABASE_URL: url.toString() },
    open: () => openDatabase({ databaseUrl: url.toString(), outsideScope: 'platform' }),
    drop: async () => {
      const again = new pg.Client({ connectionString: postgresUrl });
      await again.connect();
      try {
        await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await again.end();
      }
    },
  };
}

export interface ServerOptions {
  /** Extra environment (e.g. TRUST_PROXY); a variable given as undefined is removed. */
  env?: Record<string, string | undefined>;
  /** Start through `npm start` (which execs node dist/server/main.js after checking the build). */
  viaNpmStart?: boolean;
  /** PostgreSQL without row-level security: the baseline of bench/rls.ts (bench/without-rls.mjs). */
  withoutRowLevelSecurity?: boolean;
}

export interface RunningServer {
  port: number;
  url: string;
  child: ChildProcess;
  /** The pid of the server process itself (the node running dist/server/main.js). */
  serverPid(): number;
  output(): string;
  stop(): Promise<void>;
}

/** Starts the production build on a free loopback port and waits for /api/health. */
export async function startServer(database: BenchDatabase, options: ServerOptions = {}): Promise<RunningServer> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of ['DATABASE_URL', 'DATA_DIR', 'SUPER_ADMIN_EMAIL', 'SUPER_ADMIN_PASSWORD', 'TRUST_PROXY']) {
    delete env[key];
  }
  Object.assign(env, {
    NODE_ENV: 'production',
    PORT: String(port),
    HOST,
    LOG_LEVEL: 'warn',
    // What `npm start` sets when the environment does not (package.json): glibc's malloc in at most
    // two arenas (docs/operations.md, "Memory").
    MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
    ...database.env,
    ...options.env,
  });
  for (const [key, value] of Object.entries(options.env ?? {})) if (value === undefined) delete env[key];
  const child = options.viaNpmStart
    ? spawn('npm', ['start', '--silent'], { cwd: packageRoot, env, stdio: ['ignore', 'pipe', 'pipe'] })
    : spawn(
        process.execPath,
        [
          ...(options.withoutRowLevelSecurity ? ['--import', join(packageRoot, 'bench', 'without-rls.mjs')] : []),
          join(packageRoot, 'dist', 'server', 'main.js'),
        ],
        {
          cwd: packageRoot,
          env,
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true;
      resolve();
    }),
  );
  const url = `http://${HOST}:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (exited) throw new Error(`server exited during start:\n${output}`);
    if (Date.now() > deadline) {
      for (const pid of processTree(child.pid as number).reverse()) process.kill(pid, 'SIGKILL');
      throw new Error(`server not healthy after 180 s:\n${output}`);
    }
    if ((await httpGet(`${url}/api/health`).catch(() => undefined))?.status === 200) break;
    await sleep(100);
  }
  const rootPid = child.pid as number;
  return {
    port,
    url,
    child,
    serverPid: () => (options.viaNpmStart ? findServerPid(rootPid) : rootPid),
    output: () => output,
    async stop() {
      if (exited) return;
      // npm passes SIGTERM to its script, which passes it to the server.
      child.kill('SIGTERM');
      const timer = setTimeout(() => {
        for (const pid of processTree(rootPid).reverse()) {
          try {
            process.kill(pid, 'SIGKILL');
          } catch {
            // already gone
          }
        }
      }, 15_000);
      await exit;
      clearTimeout(timer);
    },
  };
}

export interface HttpReply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export function httpRequest(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<HttpReply> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: options.method ?? 'GET', headers: options.headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.setTimeout(30_000, () => req.destroy(new Error(`timeout: ${url}`)));
    req.on('error', reject);
    req.end(options.body);
  });
}

export const httpGet = (url: string, headers?: Record<string, string>) => httpRequest(url, { headers });

/** A pid and all its descendants (from /proc), parents first. */
export function processTree(pid: number): number[] {
  const pids = [pid];
  for (let i = 0; i < pids.length; i += 1) {
    const current = pids[i] as number;
    let tasks: string[] = [];
    try {
      tasks = readdirSync(`/proc/${current}/task`);
    } catch {
      continue;
    }
    for (const task of tasks) {
      try {
        const children = readFileSync(`/proc/${current}/task/${task}/children`, 'utf8').trim();
        for (const c of children.split(/\s+/).filter(Boolean)) pids.push(Number(c));
      } catch {
        // the task ended meanwhile
      }
    }
  }
  return pids;
}

/** VmRSS of one process in bytes (0 when it is gone). */
export function rssBytes(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = /^VmRSS:\s+(\d+) kB/m.exec(status);
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

export function commandOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ');
  } catch {
    return '';
  }
}

/** Under `npm start`: the descendant that runs dist/server/main.js. */
function findServerPid(rootPid: number): number {
  const pid = processTree(rootPid).find((p) => commandOf(p).includes(join('dist', 'server', 'main.js')));
  if (!pid) throw new Error('no server process under npm start');
  return pid;
}

/** Makes `n` loopback X-Forwarded-For addresses in 10.0.0.0/8, one after the other. */
export function addressSequence(): () => string {
  let n = 0;
  return () => {
    n += 1;
    return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  };
}
