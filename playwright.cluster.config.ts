import { defineConfig, devices } from '@playwright/test';
import { E2E_ADMIN } from './tests/e2e/support/constants.ts';

// Journeys through nginx in front of three server processes on one PostgreSQL (`npm run cluster`).
// nginx listens on CLUSTER_E2E_PORT; the processes on the three ports after it.
const port = Number(process.env.CLUSTER_E2E_PORT ?? 3200);
const postgres = Boolean(process.env.DATABASE_URL);
if (!postgres) {
  console.log(
    'test:cluster: DATABASE_URL não definida; os testes do balanceador (vários processos num PostgreSQL) foram pulados.',
  );
}

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
};

export default defineConfig({
  testDir: 'tests/cluster',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromium,
  },
  projects: [{ name: 'cluster', use: { ...devices['Desktop Chrome'], launchOptions: chromium } }],
  webServer: postgres
    ? {
        command: 'node scripts/cluster.mjs',
        url: `http://localhost:${port}/api/health`,
        timeout: 180_000,
        reuseExistingServer: false,
        stdout: 'ignore',
        stderr: 'pipe',
        gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
        env: {
          PORT: String(port),
          CLUSTER_PROCESSES: '3',
          CLUSTER_FRESH_DATABASE: '1',
          SUPER_ADMIN_EMAIL: E2E_ADMIN.email,
          SUPER_ADMIN_PASSWORD: E2E_ADMIN.password,
          LOG_LEVEL: 'warn',
        },
      }
    : undefined,
});
