import { defineConfig } from 'vitest/config';

const serverTests = ['src/server/**/*.test.ts'];
const postgres = process.env.DATABASE_URL
  ? [
      {
        test: {
          name: 'api-postgres',
          include: serverTests,
          env: { TEST_DB: 'postgres' },
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
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...postgres,
    ],
  },
});
