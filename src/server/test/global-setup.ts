import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';
import { createTemporaryPostgresDatabase } from './harness.ts';

/**
 * The API projects' global set-up: the migrations run once per run, here, and each test file's
 * database starts from the result (a PGlite snapshot, or a PostgreSQL template database) instead of
 * migrating an empty one (src/server/test/harness.ts). On this 2-core machine, starting an empty
 * PGlite and migrating it took 4 to 8 s per file, loading the snapshot about 1 s; on PostgreSQL,
 * migrating took about 1.3 s, copying the template about 0.2 s (README, "Tests and CI time").
 * Opening the copy still runs the migrator (nothing left to apply) and the app role's set-up.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (project.config.env?.TEST_DB === 'postgres') {
    const template = await createTemporaryPostgresDatabase({ prefix: 't_template_' });
    const database = await openDatabase({ databaseUrl: template.url, outsideScope: 'platform' });
    await database.close();
    project.provide('postgresTemplate', new URL(template.url).pathname.slice(1));
    return () => template.drop();
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
