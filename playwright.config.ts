import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);

import { E2E_ADMIN, E2E_SMTP } from './tests/e2e/support/constants.ts';

// Evaluated again in every worker: keep one data directory for the whole run.
process.env.E2E_DATA_DIR ??= join(mkdtempSync(join(tmpdir(), 'fidelizaloja-e2e-')), 'data');
// The e-mail the app sends, as files the journeys read (tests/e2e/global-setup.ts receives it).
process.env.E2E_MAIL_DIR ??= join(dirname(process.env.E2E_DATA_DIR), 'mail');

/** Debian's Chromium (Playwright cannot download its own browser here). */
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/**
 * Journeys of the back office and the super admin's panel, run at desktop width only. Their screens
 * are still opened at 390 px by the phone project (owner-navigation.spec.ts opens every menu entry,
 * accessibility.spec.ts checks them), and every journey a customer or the counter walks on a phone
 * (the storefront, checkout, order page, survey, game, Nova Venda, loyalty, products, the owner's
 * sign-up and menu, the dashboard, a team member's sign-in, the manager's override, the password
 * reset and the account's security) runs in both projects.
 */
const DESKTOP_ONLY = [
  'cash-report',
  'chatbot',
  'crm',
  'employees',
  'ideas-messages',
  'invoices-referrals',
  'lgpd',
  'load-errors',
  'pix-settings',
  'platform-settings',
  'products-barcode-stock',
  'register-cnpj',
  'super-admin',
  'tasks',
].map((name) => `**/${name}.spec.ts`);

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // No retries, in CI too: a journey that passes only on its second try is a defect to mend.
  retries: 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    // Recording a trace costs a fifth of the run (7.8 against 6.2 minutes, docs/benchmarks.md), and
    // CI keeps only its log: traces are for local runs.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromium,
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions: chromium } },
    {
      name: 'phone',
      testIgnore: DESKTOP_ONLY,
      use: {
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        launchOptions: chromium,
      },
    },
  ],
  webServer: {
    command: 'npm start',
    url: `http://localhost:${port}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      SUPER_ADMIN_EMAIL: E2E_ADMIN.email,
      SUPER_ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: 'warn',
      // Fixtures spread their requests over made-up client addresses (tests/e2e/support/api.ts).
      TRUST_PROXY: '1',
      // A small image quota, so that a journey can reach it (tests/e2e/products.spec.ts).
      IMAGE_QUOTA_MB: '5',
      // The platform's payment details for the shops' invoices (tests/e2e/invoices-referrals.spec.ts).
      PLATFORM_PIX_KEY: 'financeiro@fidelizaloja.com.br',
      PLATFORM_PIX_CITY: 'São Paulo',
      PLATFORM_HOLDER: 'FidelizaLoja Tecnologia',
      PLATFORM_BANK: 'Banco do Brasil',
      PLATFORM_AGENCY: '1234-5',
      PLATFORM_ACCOUNT: '67890-1',
      PLATFORM_WHATSAPP: '11987654321',
      // E-mail to the SMTP server of the global setup (tests/e2e/password-reset.spec.ts).
      SMTP_URL: `smtp://${E2E_SMTP.user}:${E2E_SMTP.password}@127.0.0.1:${E2E_SMTP.port}`,
      MAIL_FROM: 'FidelizaLoja <nao-responda@fidelizaloja.com.br>',
      PUBLIC_URL: `http://localhost:${port}`,
    },
  },
});
