import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../db/client.ts';
import { packageRoot } from '../db/migrations-folder.ts';
import { createTemporaryPostgresDatabase, testDbKind } from './harness.ts';
import { serverProcessEnv } from './server-process.ts';

/**
 * A migrated database a command-line script in a child process can open, on this run's engine: a
 * new PGlite data directory, or a new PostgreSQL database (a copy of the run's template).
 * `open()` gives the test its own connection; on PGlite close it before running a script, which
 * needs the data directory to itself.
 */
export async function createCliDatabase(): Promise<{
  env: NodeJS.ProcessEnv;
  open: () => Promise<Database>;
  remove: () => Promise<void>;
}> {
  if (testDbKind === 'postgres') {
    const { url } = await createTemporaryPostgresDatabase({
      template: inject('postgresTemplate'),
      prefix: inject('postgresRunPrefix'),
    });
    return {
      env: serverProcessEnv(0, join(tmpdir(), 'sem-banco-embutido'), url),
      open: () => openDatabase({ databaseUrl: url, outsideScope: 'platform' }),
      // The run's global teardown drops it.
      remove: async () => {},
    };
  }
  const parent = mkdtempSync(join(tmpdir(), 'cli-db-'));
  const dataDir = join(parent, 'data');
  await (await openDatabase({ dataDir, durable: false })).close();
  return {
    env: serverProcessEnv(0, dataDir),
    open: () => openDatabase({ dataDir, durable: false, migrate: false }),
    remove: async () => rmSync(parent, { recursive: true, force: true }),
  };
}

/** Runs `src/server/<script>` as `npm run` does (tsx), with `stdin` piped in; its exit code and output. */
export function runCli(
  script: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  stdin = '',
  timeout = 120_000,
): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      ['--import', 'tsx', join('src/server', script), ...args],
      { cwd: packageRoot, env, timeout },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, out: `${stdout}${stderr}` });
      },
    );
    child.stdin?.end(stdin);
  });
}
