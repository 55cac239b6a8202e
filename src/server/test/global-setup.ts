import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';
import { createTemporaryPostgresDatabase } from './harness.ts';

/**
 * The API projects' global set-up: the migrations run once per run, here, and each test file's
 * database starts from the result (a PGlite snapshot, or a PostgreSQL template database) instead of
 * migrating an empty one (src/server/test/harness.ts). On this 2-core machine, starting an empty
 * PGlite and migrating it took 4 to 8 s per file, loading the snapshot about 1 s; on PostgreSQL,
 * migrating took about 1.3 s, copying the template about 0.2 s (docs/benchmarks.md, "Tests and CI time").
 * Opening the copy still runs the migrator (nothing left to apply) and the app role's set-up.
 * The PostgreSQL databases of the run are dropped together at its end: one by one, each drop took
 * 1.1 to 1.8 s, and six together about as long as one.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (project.config.env?.TEST_DB === 'postgres') {
    // This run's databases, and none of another run on the same server.
    const prefix = `t_${randomBytes(4).toString('hex')}_`;
    const template = await createTemporaryPostgresDatabase({ prefix: `${prefix}template_` });
    const database = await openDatabase({ databaseUrl: template.url, outsideScope: 'platform' });
    await database.close();
    project.provide('postgresTemplate', new URL(template.url).pathname.slice(1));
    project.provide('postgresRunPrefix', prefix);
    return () => dropRunDatabases(prefix);
  }
  const dir = mkdtempSync(join(tmpdir(), 'fidelizaloja-pglite-snapshot-'));
  const database = await openDatabase({});
  try {
    const tar = await database.dumpDataDir?.();
    if (!tar) throw new Error('PGlite: no dumpDataDir');
    writeFileSync(join(dir, 'migrated.tar'), tar);
  } finally {
    await database.close();
  }
  project.provide('pgliteSnapshot', join(dir, 'migrated.tar'));
  return async () => rmSync(dir, { recursive: true, force: true });
}

/** Drops every database whose name starts with `prefix`, several at once. */
async function dropRunDatabases(prefix: string): Promise<void> {
  const connectionString = process.env.DATABASE_URL;
  const admin = new pg.Client({ connectionString });
  await admin.connect();
  const { rows } = await admin
    .query<{ datname: string }>('SELECT datname FROM pg_database WHERE left(datname, length($1)) = $1', [prefix])
    .finally(() => admin.end());
  const names = rows.map((r) => r.datname);
  const dropNext = async () => {
    const client = new pg.Client({ connectionString });
    await client.connect();
    try {
      for (let name = names.pop(); name; name = names.pop()) {
        await client.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`);
      }
    } finally {
      await client.end();
    }
  };
  await Promise.all(Array.from({ length: 8 }, dropNext));
}
