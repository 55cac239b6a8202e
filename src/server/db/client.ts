import { mkdirSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type DataDirLock, lockDataDir } from './data-dir-lock.ts';
import { migrationsFolder } from './migrations-folder.ts';
import { PRIVATE_DIR_MODE, PrivateNodeFS } from './pglite-private-fs.ts';
import { SyncingNodeFS, syncingStartParams } from './pglite-syncing-fs.ts';
import { type OutsideScope, prepareAppRole, TenantScopedPool } from './row-level-security.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The database or a transaction: query functions take it as their first argument. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DbKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DbKind;
  /**
   * Runs `LISTEN channel`; returns a function that stops listening. `onLost` is called once if the
   * listening connection breaks (PostgreSQL restarted): listen again to resume.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onLost?: (err: Error) => void,
  ): Promise<() => Promise<void>>;
  /**
   * The embedded database only: a copy of the whole data directory as an uncompressed tar, taken at
   * one point in time (see src/server/db/backup.ts).
   */
  dumpDataDir?(): Promise<Uint8Array>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; without it the embedded PGlite is used. */
  databaseUrl?: string;
  /** PGlite data directory; undefined keeps the database in memory (tests). */
  dataDir?: string;
  /**
   * PGlite with a data directory only: flush every commit to the disk (fsync on, and an fsync
   * that really reaches the disk), so it survives an OS crash or a power cut, not only a killed
   * process. See docs/durability.md.
   */
  durable?: boolean;
  /** Apply pending migrations before returning. */
  migrate?: boolean;
  /**
   * PostgreSQL: what code outside any tenant scope (no request, no runAsPlatform) sees of the
   * tenant tables. The server keeps the default, nothing; tests and scripts that seed and inspect
   * the database directly pass 'platform'. See decision 030.
   */
  outsideScope?: OutsideScope;
  /**
   * In-memory PGlite only: start from this data directory (a tar made by `dumpDataDir`) instead of
   * an empty cluster. The tests start each file's database from one migrated snapshot
   * (src/server/test/global-setup.ts); pending migrations still apply on top of it.
   */
  loadDataDir?: Blob;
}

/**
 * The benchmarks' baseline only (bench/without-rls.mjs, loaded with `node --import`): PostgreSQL
 * without row-level security, as before decision 030. Neither the environment nor the
 * configuration can set it.
 */
const BENCH_WITHOUT_RLS = Symbol.for('fidelizaloja.benchWithoutRowLevelSecurity');

/**
 * PostgreSQL's memory settings for PGlite, sized for the one process that owns it: its shared
 * buffers live in the WebAssembly heap, which only grows, so PostgreSQL's default of 128 MB of
 * shared buffers alone was ~120 MB of the server's resident memory. 16 MB holds the hot pages of
 * a few shops' catalogues; the rest is read through the OS page cache. Index builds and VACUUM
 * (maintenance_work_mem, 64 MB by default) get 16 MB. See docs/decisions/025.
 */
export const PGLITE_MEMORY_PARAMS = ['-c', 'shared_buffers=16MB', '-c', 'maintenance_work_mem=16MB'];

function pgliteOptions({ dataDir, durable, loadDataDir }: DatabaseOptions): PGliteOptions {
  const startParams = [...PGlite.defaultStartParams, ...PGLITE_MEMORY_PARAMS];
  // In memory (tests) there is nothing to flush.
  if (!dataDir) return loadDataDir ? { startParams, loadDataDir } : { startParams };
  if (loadDataDir) throw new Error('loadDataDir is for an in-memory PGlite only');
  // Its files are readable and writable by the server's user only (pglite-private-fs.ts).
  if (!durable) return { fs: new PrivateNodeFS(dataDir), startParams };
  return { fs: new SyncingNodeFS(dataDir), startParams: syncingStartParams(startParams) };
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    // Migrations and the role's set-up on a connection of their own, as the connection string's
    // user, in the platform scope (the tables force row-level security on their owner too).
    const setup = new pg.Client({ connectionString: options.databaseUrl });
    await setup.connect();
    let role: string | null;
    try {
      await setup.query("SELECT set_config('app.platform', 'on', false)");
      if (options.migrate !== false) await migratePg(drizzlePg(setup), { migrationsFolder });
      role = await prepareAppRole(setup);
    } finally {
      await setup.end();
    }
    const withoutRls = (globalThis as Record<symbol, unknown>)[BENCH_WITHOUT_RLS] === true;
    if (withoutRls) console.warn('PostgreSQL WITHOUT row-level security (benchmark baseline)');
    const poolConfig = { connectionString: options.databaseUrl, max: 10 };
    const pool = withoutRls
      ? new pg.Pool(poolConfig)
      : new TenantScopedPool(poolConfig, { role, outsideScope: options.outsideScope ?? 'nothing' });
    // An idle connection dropped by the server (a PostgreSQL restart) must not crash the process:
    // the pool discards it and the next query opens a new one.
    pool.on('error', (err) => console.error('PostgreSQL idle connection error:', err.message));
    const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      async listen(channel, onPayload, onLost) {
        const client = await pool.connect();
        const quoted = `"${channel.replace(/"/g, '')}"`;
        let lost = false;
        // A checked-out client has no pool listener: without this, a dropped connection would
        // be an unhandled 'error' event and end the process.
        client.on('error', (err) => {
          if (lost) return;
          lost = true;
          client.release(err);
          onLost?.(err);
        });
        client.on('notification', (msg) => {
          if (msg.channel === channel) onPayload(msg.payload ?? '');
        });
        try {
          await client.query(`LISTEN ${quoted}`);
        } catch (err) {
          if (!lost) client.release(err as Error);
          lost = true;
          throw err;
        }
        return async () => {
          if (lost) return;
          lost = true;
          await client.query(`UNLISTEN ${quoted}`).catch(() => {});
          client.release();
        };
      },
      close: () => pool.end(),
    };
  }

  // A data directory is opened by one process at a time (throws DataDirLockedError otherwise).
  let lock: DataDirLock | undefined;
  if (options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
    lock = lockDataDir(options.dataDir);
  }
  const pgliteOpts = pgliteOptions(options);
  // PGlite's WebAssembly runs on V8's baseline compiler only: the optimizing tier recompiled its hot
  // functions in the background and kept both copies, ~70 MB more resident memory, and on this
  // workload it was slower, not faster (decision 025). Read when the module is compiled, below.
  setFlagsFromString('--liftoff-only');
  let client: PGlite | undefined;
  try {
    client = new PGlite(pgliteOpts);
    await client.waitReady;
    if (pgliteOpts.fs instanceof SyncingNodeFS && pgliteOpts.fs.fsyncCalls === 0) {
      // PostgreSQL flushes its lock file at every start: no call means the flush path is gone.
      throw new Error(
        'PGlite started without reaching fsync: durability is not in force (PGLITE_FSYNC=0 runs without)',
      );
    }
    if (options.migrate !== false) await migratePglite(drizzlePglite(client), { migrationsFolder });
  } catch (err) {
    await client?.close().catch(() => {});
    lock?.release();
    throw err;
  }
  const pglite = client;
  const db = drizzlePglite(pglite, { schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    async listen(channel, onPayload) {
      return pglite.listen(channel, onPayload);
    },
    async dumpDataDir() {
      // A checkpoint first writes the changed pages to their files, so that a restore has little
      // WAL to replay. The copy itself runs while PGlite executes no statement (it holds the
      // query lock): the files are then exactly those a process killed at that moment leaves, and
      // PostgreSQL's recovery on the restored copy keeps every committed transaction and drops
      // the rest.
      await pglite.exec('CHECKPOINT');
      const tar = await pglite.dumpDataDir('none');
      return new Uint8Array(await tar.arrayBuffer());
    },
    async close() {
      try {
        await pglite.close();
      } finally {
        lock?.release();
      }
    },
  };
}
