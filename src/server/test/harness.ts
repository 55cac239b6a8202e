import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { type AppDeps, buildApp } from '../app.ts';
import { type Database, openDatabase } from '../db/client.ts';

declare module 'vitest' {
  interface ProvidedContext {
    // Set by src/server/test/global-setup.ts.
    /** api-pglite: a tar of an in-memory PGlite with every migration applied. */
    pgliteSnapshot?: string;
    /** api-postgres: a database with every migration applied, copied for each test file. */
    postgresTemplate?: string;
    /**
     * api-postgres: the prefix of this run's database names; the run's global teardown drops them
     * all at once, not each file after itself.
     */
    postgresRunPrefix?: string;
  }
}

/** Which engine this test run uses: the vitest project sets TEST_DB (pglite by default). */
export const testDbKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  /** The PostgreSQL database of this context (postgres runs only), for a second connection to it. */
  databaseUrl?: string;
}

/**
 * A new database on the PostgreSQL of DATABASE_URL: its URL, and how to drop it. Empty, or a copy
 * of `template` (a database nobody is connected to).
 */
export async function createTemporaryPostgresDatabase({
  template,
  prefix = 't_',
}: {
  template?: string;
  prefix?: string;
} = {}): Promise<{ url: string; drop: () => Promise<void> }> {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) throw new Error('TEST_DB=postgres needs DATABASE_URL');
  const name = `${prefix}${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${pg.escapeIdentifier(template)}` : ''}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/**
 * A new in-memory PGlite with every migration applied: loaded from the run's migrated snapshot when
 * the api-pglite project made one, otherwise migrated here.
 */
export async function openMigratedPglite(): Promise<Database> {
  const snapshot = inject('pgliteSnapshot');
  return openDatabase(snapshot ? { loadDataDir: new Blob([readFileSync(snapshot)]) } : {});
}

/**
 * A fresh database for one test file: an in-memory PGlite, or a new database on the PostgreSQL
 * of DATABASE_URL (dropped afterwards, at the end of the run under vitest's API projects), with
 * the migrations applied and the app built on it. Under vitest's API projects the database starts as a copy of one migrated once for the whole
 * run (src/server/test/global-setup.ts); the migrator still runs on it and finds nothing to do.
 */
export async function createTestContext({
  config,
  ...options
}: Pick<AppDeps, 'eventStream' | 'logger'> & { config?: Partial<AppDeps['config']> } = {}): Promise<
  TestContext & { close: () => Promise<void> }
> {
  let dropDatabase = async () => {};
  let database: Database;
  let databaseUrl: string | undefined;
  if (testDbKind === 'postgres') {
    const prefix = inject('postgresRunPrefix');
    const temporary = await createTemporaryPostgresDatabase({ template: inject('postgresTemplate'), prefix });
    databaseUrl = temporary.url;
    // Dropping a database took 1.1 to 1.8 s, and six dropped together about as long as one: the
    // run's teardown drops its databases together (src/server/test/global-setup.ts).
    if (!prefix) dropDatabase = temporary.drop;
    // Tests seed and inspect every shop's rows directly; requests still run in their own scope.
    database = await openDatabase({ databaseUrl, outsideScope: 'platform' });
  } else {
    database = await openMigratedPglite();
  }
  const app = await buildApp({
    database,
    config: { production: false, trustProxy: false, webDir: '/nonexistent', logLevel: 'silent', ...config },
    logger: false,
    ...options,
  });
  await app.ready();
  return {
    app,
    database,
    databaseUrl,
    async close() {
      await app.close();
      await database.close();
      await dropDatabase();
    },
  };
}

/** Sets up one context for the file and tears it down after. Use inside a test file's top level. */
export function setupTestContext(): TestContext {
  const ctx = {} as TestContext;
  let close: () => Promise<void> = async () => {};
  beforeAll(async () => {
    const created = await createTestContext();
    ctx.app = created.app;
    ctx.database = created.database;
    ctx.databaseUrl = created.databaseUrl;
    close = created.close;
  }, 60_000);
  afterAll(async () => close());
  return ctx;
}

/**
 * PostgreSQL only: runs one statement on a connection of its own as the connection string's user
 * (the superuser in tests), not as the role the app acts as (decision 030): e.g. to terminate the
 * app's own connections, which that role may not do.
 */
export async function queryAsDatabaseUser(ctx: TestContext, text: string): Promise<pg.QueryResult> {
  if (!ctx.databaseUrl) throw new Error('queryAsDatabaseUser: PostgreSQL runs only');
  const client = new pg.Client({ connectionString: ctx.databaseUrl });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}
