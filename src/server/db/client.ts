import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsFolder } from './migrations-folder.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The database or a transaction: query functions take it as their first argument. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DbKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DbKind;
  /** Runs `LISTEN channel`; returns a function that stops listening. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; without it the embedded PGlite is used. */
  databaseUrl?: string;
  /** PGlite data directory; undefined keeps the database in memory (tests). */
  dataDir?: string;
  /** PGlite only: run with fsync on (PostgreSQL's own default). */
  durable?: boolean;
  /** Apply pending migrations before returning. */
  migrate?: boolean;
}

/** PGlite's start parameters without '-F', i.e. with fsync on. */
function durableStartParams(): string[] {
  return PGlite.defaultStartParams.filter((p) => p !== '-F');
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Db;
    if (options.migrate !== false) await migratePg(drizzlePg(pool), { migrationsFolder });
    return {
      db,
      kind: 'postgres',
      async listen(channel, onPayload) {
        const client = await pool.connect();
        client.on('notification', (msg) => {
          if (msg.channel === channel) onPayload(msg.payload ?? '');
        });
        await client.query(`LISTEN "${channel.replace(/"/g, '')}"`);
        return async () => {
          await client.query(`UNLISTEN "${channel.replace(/"/g, '')}"`).catch(() => {});
          client.release();
        };
      },
      close: () => pool.end(),
    };
  }

  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = new PGlite({
    dataDir: options.dataDir,
    startParams: options.durable ? durableStartParams() : undefined,
  });
  await client.waitReady;
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Db;
  if (options.migrate !== false) await migratePglite(drizzlePglite(client), { migrationsFolder });
  return {
    db,
    kind: 'pglite',
    async listen(channel, onPayload) {
      return client.listen(channel, onPayload);
    },
    close: () => client.close(),
  };
}
