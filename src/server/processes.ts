import { spawnSync } from 'node:child_process';
import type { Worker } from 'node:cluster';
import cluster from 'node:cluster';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface ProcessPlan {
  /** Server processes to run (1: this process serves, no cluster). */
  workers: number;
  /** Said once at start when the request could not be followed. */
  warning?: string;
}

/**
 * How many server processes to run: WEB_CONCURRENCY, by default one per core on PostgreSQL in
 * production (DATABASE_URL and NODE_ENV=production) and one otherwise. Always one on the
 * embedded database: a PGlite data directory belongs to one process.
 */
export function planProcesses(
  env: NodeJS.ProcessEnv,
  { postgres, production, cores = availableParallelism() }: { postgres: boolean; production: boolean; cores?: number },
): ProcessPlan {
  const raw = env.WEB_CONCURRENCY?.trim();
  let requested: number | undefined;
  if (raw) {
    requested = Number(raw);
    if (!Number.isInteger(requested) || requested < 1) {
      throw new Error(`WEB_CONCURRENCY deve ser um número inteiro maior que zero (recebido: ${raw}).`);
    }
  }
  if (!postgres) {
    return requested && requested > 1
      ? {
          workers: 1,
          warning: `WEB_CONCURRENCY=${requested} ignorado: o banco embutido (PGlite) pertence a um único processo. Use DATABASE_URL (PostgreSQL) para rodar vários processos.`,
        }
      : { workers: 1 };
  }
  return { workers: requested ?? (production ? Math.max(1, cores) : 1) };
}

/**
 * A new PGlite data directory is created (initdb) and migrated in a short-lived child process:
 * initdb runs a second WebAssembly instance whose memory the server would otherwise keep (about
 * 300 MB of resident memory never given back). Does nothing when the directory holds a database.
 */
export function initEmbeddedDataDirInChild(dataDir: string): void {
  if (existsSync(join(dataDir, 'PG_VERSION'))) return;
  const here = fileURLToPath(import.meta.url);
  // migrate-cli.ts under tsx (development), migrate-cli.js in the build; execArgv carries tsx's loader.
  const script = join(here, '..', 'db', `migrate-cli${extname(here)}`);
  const result = spawnSync(process.execPath, [...process.execArgv, script], { stdio: 'inherit' });
  if (result.status !== 0) {
    throw new Error(`A criação do banco embutido em ${dataDir} falhou (código ${result.status ?? result.signal}).`);
  }
}

export interface ClusterOptions {
  workers: number;
  /** The script each worker runs (the server's entry, not the wrapper that started the primary). */
  exec: string;
  log: (message: string) => void;
  /** A worker that dies within this many ms of its start is restarted only after a pause. */
  quickDeathMs?: number;
  /** How long a stop waits for the workers before killing them. */
  stopTimeoutMs?: number;
}

/**
 * The primary of WEB_CONCURRENCY > 1: forks the workers (node:cluster shares the port among them),
 * restarts one that dies, and on SIGTERM/SIGINT stops them all and exits once they have.
 */
export function runPrimary({ workers, exec, log, quickDeathMs = 5_000, stopTimeoutMs = 15_000 }: ClusterOptions): void {
  let stopping = false;
  cluster.setupPrimary({ exec });
  const startedAt = new Map<Worker, number>();
  const fork = () => {
    if (stopping) return;
    const worker = cluster.fork();
    startedAt.set(worker, Date.now());
  };
  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    if (stopping) {
      if (startedAt.size === 0) process.exit(0);
      return;
    }
    log(`Processo ${worker.process.pid} terminou (${signal ?? `código ${code}`}); iniciando outro.`);
    // A worker that cannot start (the database is down) is retried once a second, not in a tight loop.
    if (lived < quickDeathMs) setTimeout(fork, 1_000);
    else fork();
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log(`Encerrando ${startedAt.size} processos (${signal}).`);
    if (startedAt.size === 0) process.exit(0);
    for (const worker of startedAt.keys()) worker.process.kill('SIGTERM');
    setTimeout(() => {
      for (const worker of startedAt.keys()) worker.process.kill('SIGKILL');
      process.exit(1);
    }, stopTimeoutMs).unref();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  for (let i = 0; i < workers; i += 1) fork();
}
