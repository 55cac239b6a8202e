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
