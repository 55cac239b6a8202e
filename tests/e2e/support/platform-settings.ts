import { mkdirSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { type APIRequestContext, expect } from '@playwright/test';

/**
 * The platform's payment details as the e2e server starts with them (PLATFORM_* in
 * playwright.config.ts), as the API answers them.
 */
export const PLATFORM_DEFAULTS = {
  banco: 'Banco do Brasil',
  agencia: '1234-5',
  conta: '67890-1',
  titular: 'FidelizaLoja Tecnologia',
  chavePix: 'financeiro@fidelizaloja.com.br',
  cidadePix: 'São Paulo',
  whatsapp: '11987654321',
};

/** A holder older than this died with the lock (every holder's work is far shorter). */
const STALE_MS = 45_000;

/**
 * The platform's payment details are shared by every test of the run: a test that changes them,
 * or that checks what a shop sees of them, holds this lock (a directory beside the run's data
 * directory, shared by all workers) meanwhile. Answers the lock's release.
 */
export async function lockPlatformSettings(): Promise<() => void> {
  const lock = join(dirname(process.env.E2E_DATA_DIR ?? '/tmp/e2e/data'), 'platform-settings.lock');
  for (;;) {
    try {
      mkdirSync(lock);
      return () => rmSync(lock, { recursive: true, force: true });
    } catch {
      try {
        if (Date.now() - statSync(lock).mtimeMs > STALE_MS) rmSync(lock, { recursive: true, force: true });
      } catch {
        // Released meanwhile.
      }
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}

/**
 * Runs `fn` holding the lock, then puts the defaults back with the super admin's `request` (signed
 * in), so the other tests find the details the server started with.
 */
export async function changingPlatformSettings<T>(request: APIRequestContext, fn: () => Promise<T>): Promise<T> {
  const release = await lockPlatformSettings();
  try {
    return await fn();
  } finally {
    const res = await request.put('/api/admin/platform-settings', { data: PLATFORM_DEFAULTS });
    release();
    expect(res.status()).toBe(200);
  }
}
