import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const serverTests = ['src/server/**/*.test.ts'];
// A worker keeps its imported modules from one test file to the next: the server's modules are
// imported once per worker instead of once per file, which was a fifth of the API tests' time
// (measured in docs/benchmarks.md, "Tests and CI time"). Each file still makes its own app and
// database in its hooks, and no test may leave state in a module (a fake timer, an env change)
// after its file. A project's option: the projects below do not inherit the root's.
const isolate = false;
// Migrates once per run; each test file's database starts from the result (the file explains).
const serverSetup = 'src/server/test/global-setup.ts';
const postgres = process.env.DATABASE_URL
  ? [
      {
        test: {
          name: 'api-postgres',
          isolate,
          include: serverTests,
          env: { TEST_DB: 'postgres' },
          globalSetup: [serverSetup],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ]
  : [];

export default defineConfig({
  test: {
    // At least two files at once, even on 2 cores (Vitest's default is one worker fewer than the
    // cores): a PostgreSQL file spends much of its time waiting on the database server, so a second
    // file runs in that time (measured in docs/benchmarks.md, "Tests and CI time").
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'unit',
          isolate,
          include: [
            'src/shared/**/*.test.ts',
            'src/web/**/*.test.{ts,tsx}',
            'scripts/**/*.test.mjs',
            'bench/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api-pglite',
          isolate,
          include: serverTests,
          env: { TEST_DB: 'pglite' },
          globalSetup: [serverSetup],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...postgres,
    ],
  },
});
