import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const serverTests = ['src/server/**/*.test.ts'];
// Migrates once per run; each test file's database starts from the result (the file explains).
const serverSetup = 'src/server/test/global-setup.ts';
const postgres = process.env.DATABASE_URL
  ? [
      {
        test: {
          name: 'api-postgres',
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
