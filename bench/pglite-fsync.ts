/**
 * What flushing every commit costs: N sequential and N concurrent single-row transactions
 * (inserts into `stores` through the app's own query function) on PGlite with fsync off, with
 * fsync on as PGlite ships it (the flag only), with fsync on as we run it (fsync reaching the disk),
 * and on a local PostgreSQL with synchronous_commit on and off. Also times one argon2 hash, the
 * cost a real registration pays anyway. Loopback only, bounded, removes what it creates.
 *
 *   npx tsx bench/pglite-fsync.ts [--n 2000] [--concurrency 8] [--repeat 5] [--no-postgres]
 *
 * PostgreSQL: BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres; a database
 * of its own is created there and dropped at the end.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { hashPassword } from '../src/server/auth/password.ts';
import { type Db, openDatabase } from '../src/server/db/client.ts';
import { migrationsFolder } from '../src/server/db/migrations-folder.ts';
import * as schema from '../src/server/db/schema/index.ts';
import { insertStore } from '../src/server/modules/stores/stores-queries.ts';

export interface FsyncBenchOptions {
  n: number;
  concurrency: number;
  repeat: number;
  postgresUrl?: string;
}

export interface FsyncBenchRow {
  engine: string;
  setting: string;
  /** Flushes that reach the disk on each commit. */
  flushes: string;
  sequentialMs: number;
  concurrentMs: number;
}

export interface FsyncBenchResult {
  options: FsyncBenchOptions;
  rows: FsyncBenchRow[];
  argon2Ms: number;
  notes: string[];
}

interface Target {
  db: Db;
  close(): Promise<void>;
}

const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

function log(line: string) {
  process.stdout.write(`${line}\n`);
}

/** PGlite as it ships with '-F' removed: PostgreSQL runs with fsync on, on the stock file system. */
async function openFlagOnly(dataDir: string): Promise<Target> {
  const client = new PGlite({ dataDir, startParams: PGlite.defaultStartParams.filter((p) => p !== '-F') });
  await client.waitReady;
  await migrate(drizzle(client), { migrationsFolder });
  const db = drizzle(client, { schema, casing: 'snake_case' }) as unknown as Db;
  return { db, close: () => client.close() };
}

let passwordHash = '';
let emailCounter = 0;

function insertOne(db: Db, tag: string) {
  emailCounter += 1;
  return insertStore(db, {
    nomeEmpresa: `Loja de bancada ${emailCounter}`,
    // A CPF: one CNPJ registers one shop only, a CPF may repeat (docs/decisions/015-cnpj.md).
    documento: '52998224725',
    email: `bench-${tag}-${emailCounter}@exemplo.com.br`,
    passwordHash,
    telefone: '(11) 98765-4321',
    segmento: 'Alimentação',
    endereco: 'Rua das Flores, 100',
    cidade: 'São Paulo',
    description: 'Alimentação - Loja de bancada',
  });
}

async function sequential(db: Db, n: number, tag: string): Promise<number> {
  const start = performance.now();
  for (let i = 0; i < n; i += 1) await insertOne(db, tag);
  return performance.now() - start;
}

async function concurrent(db: Db, n: number, concurrency: number, tag: string): Promise<number> {
  let next = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < n) {
        next += 1;
        await insertOne(db, tag);
      }
    }),
  );
  return performance.now() - start;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

interface Variant {
  engine: string;
  setting: string;
  flushes: string;
  open(): Promise<Target>;
}

/**
 * Every variant is open at once and the rounds interleave them, so warm-up, JIT and whatever else
 * the machine is doing spread over all of them instead of favouring the last one.
 */
async function measureAll(variants: Variant[], options: FsyncBenchOptions): Promise<FsyncBenchRow[]> {
  const targets: Target[] = [];
  try {
    for (const variant of variants) targets.push(await variant.open());
    for (const [i, target] of targets.entries()) await sequential(target.db, 100, `warm${i}`);
    const seq: number[][] = variants.map(() => []);
    const conc: number[][] = variants.map(() => []);
    for (let r = 0; r < options.repeat; r += 1) {
      for (const [i, target] of targets.entries()) {
        seq[i]?.push(await sequential(target.db, options.n, `v${i}`));
        conc[i]?.push(await concurrent(target.db, options.n, options.concurrency, `v${i}`));
      }
      log(`  round ${r + 1}/${options.repeat} done`);
    }
    return variants.map((v, i) => ({
      engine: v.engine,
      setting: v.setting,
      flushes: v.flushes,
      sequentialMs: median(seq[i] ?? []),
      concurrentMs: median(conc[i] ?? []),
    }));
  } finally {
    for (const target of targets) await target.close();
  }
}

function pgliteVariants(workDir: string): Variant[] {
  const engine = 'PGlite 0.5 (PostgreSQL 18)';
  return [
    {
      engine,
      setting: 'fsync off (PGLITE_FSYNC=0)',
      flushes: 'none (WAL written to the OS)',
      open: () => openDatabase({ dataDir: join(workDir, 'off'), durable: false }),
    },
    {
      engine,
      setting: 'fsync on, stock file system',
      flushes: 'none (NODEFS drops fsync)',
      open: () => openFlagOnly(join(workDir, 'flag')),
    },
    {
      engine,
      setting: 'fsync on (PGLITE_FSYNC=1, default)',
      flushes: 'fsync(2) of the WAL',
      open: () => openDatabase({ dataDir: join(workDir, 'on'), durable: true }),
    },
  ];
}

/** Two databases of our own on the server, one per synchronous_commit setting. */
async function postgresVariants(admin: pg.Client, url: string, names: string[]): Promise<Variant[]> {
  const info = await admin.query<{ version: string; fsync: string; method: string }>(
    "select current_setting('server_version') as version, current_setting('fsync') as fsync, current_setting('wal_sync_method') as method",
  );
  const { version, fsync, method } = info.rows[0] ?? { version: '?', fsync: '?', method: '?' };
  const variants: Variant[] = [];
  for (const syncCommit of ['on', 'off']) {
    const name = `bench_fsync_${process.pid}_${Date.now().toString(36)}_${syncCommit}`;
    await admin.query(`CREATE DATABASE ${name}`);
    names.push(name);
    await admin.query(`ALTER DATABASE ${name} SET synchronous_commit = ${syncCommit}`);
    const dbUrl = new URL(url);
    dbUrl.pathname = `/${name}`;
    variants.push({
      engine: `PostgreSQL ${version.split(' ')[0]} (local server)`,
      setting: `fsync ${fsync}, synchronous_commit=${syncCommit}`,
      flushes: syncCommit === 'on' ? `${method}(2) of the WAL` : 'none at commit (WAL writer, within ~200 ms)',
      open: () => openDatabase({ databaseUrl: dbUrl.toString(), outsideScope: 'platform' }),
    });
  }
  return variants;
}

/**
 * pool.end() resolves before the server has seen every connection close; a forced drop at that
 * moment would terminate them and the pool would raise the error. Wait for them to go first.
 */
async function dropWhenIdle(admin: pg.Client, name: string): Promise<void> {
  for (let i = 0; i < 50; i += 1) {
    const open = await admin.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
    if (open.rows[0]?.n === 0) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
}

export async function runFsyncBench(options: FsyncBenchOptions): Promise<FsyncBenchResult> {
  const notes: string[] = [];
  log(
    `fsync benchmark: ${options.n} inserts sequential and ${options.concurrency}-way concurrent, median of ${options.repeat}`,
  );
  const hashes: number[] = [];
  for (let i = 0; i < 5; i += 1) {
    const start = performance.now();
    passwordHash = await hashPassword(`senha-de-bancada-${i}`);
    hashes.push(performance.now() - start);
  }
  const workDir = mkdtempSync(join(tmpdir(), 'pglite-fsync-'));
  const variants = pgliteVariants(workDir);
  const created: string[] = [];
  let admin: pg.Client | undefined;
  try {
    if (options.postgresUrl) {
      admin = new pg.Client({ connectionString: options.postgresUrl, connectionTimeoutMillis: 3000 });
      try {
        await admin.connect();
        variants.push(...(await postgresVariants(admin, options.postgresUrl, created)));
      } catch (err) {
        notes.push(`PostgreSQL left out: ${options.postgresUrl} did not answer (${(err as Error).message}).`);
      }
    }
    const rows = await measureAll(variants, options);
    return { options, rows, argon2Ms: median(hashes), notes };
  } finally {
    rmSync(workDir, { recursive: true, force: true });
    if (admin) {
      for (const name of created) await dropWhenIdle(admin, name);
      await admin.end().catch(() => {});
    }
  }
}

function fmt(value: number, digits = 0): string {
  return value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

/** The results as a Markdown table (as pasted into docs/benchmarks.md). */
export function fsyncTable(result: FsyncBenchResult): string {
  const { n, concurrency } = result.options;
  const lines = [
    `| Engine | Setting | Flush at commit | Sequential: ms/commit | Sequential: commits/s | ${concurrency} concurrent: commits/s |`,
    '| --- | --- | --- | ---: | ---: | ---: |',
  ];
  for (const row of result.rows) {
    lines.push(
      `| ${row.engine} | ${row.setting} | ${row.flushes} | ${fmt(row.sequentialMs / n, 3)} | ` +
        `${fmt((n / row.sequentialMs) * 1000)} | ${fmt((n / row.concurrentMs) * 1000)} |`,
    );
  }
  lines.push('', `One argon2id hash (every registration and login pays it): ${fmt(result.argon2Ms, 1)} ms.`);
  for (const note of result.notes) lines.push('', note);
  return lines.join('\n');
}

function numberArg(args: string[], name: string, fallback: number): number {
  const i = args.indexOf(name);
  const value = i >= 0 ? Number(args[i + 1]) : fallback;
  if (!Number.isInteger(value) || value <= 0 || value > 100_000) throw new Error(`${name} needs a whole number`);
  return value;
}

export function fsyncOptionsFromArgs(args: string[], env: NodeJS.ProcessEnv = process.env): FsyncBenchOptions {
  return {
    n: numberArg(args, '--n', 2000),
    concurrency: numberArg(args, '--concurrency', 8),
    repeat: numberArg(args, '--repeat', 5),
    postgresUrl: args.includes('--no-postgres') ? undefined : (env.BENCH_DATABASE_URL ?? DEFAULT_POSTGRES_URL),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const result = await runFsyncBench(fsyncOptionsFromArgs(process.argv.slice(2)));
  log('');
  log(fsyncTable(result));
}
