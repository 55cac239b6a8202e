import { mkdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { type APIRequestContext, expect, type Page, type TestInfo, test } from '@playwright/test';
import { asNewClient } from './support/api.ts';
import { E2E_ADMIN } from './support/constants.ts';

/**
 * The game's prizes are the platform's, shared by every test: a test that forces an outcome holds
 * this lock (a directory beside the run's data directory, shared by all workers) until its play
 * is recorded. Each test plays from an address of its own (the e2e server trusts X-Forwarded-For).
 */
async function withPrizes<T>(
  request: APIRequestContext,
  prizes: { nome: string; probabilidade: number }[],
  fn: () => Promise<T>,
): Promise<T> {
  const lock = join(dirname(process.env.E2E_DATA_DIR ?? '/tmp/e2e/data'), 'game-prizes.lock');
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  try {
    await adminLogin(request);
    const list = await (await request.get('/api/admin/game/prizes')).json();
    for (const p of list.premios as { id: number; ativo: boolean }[]) {
      if (!p.ativo) continue;
      const res = await request.patch(`/api/admin/game/prizes/${p.id}`, { data: { ativo: false } });
      expect(res.status()).toBe(200);
    }
    for (const p of prizes) {
      const res = await request.post('/api/admin/game/prizes', { data: { ...p, ativo: true } });
      expect(res.status()).toBe(201);
    }
    return await fn();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

async function adminLogin(request: APIRequestContext) {
  const res = await request.post('/api/admin/auth/login', {
    data: { email: E2E_ADMIN.email, senha: E2E_ADMIN.password },
    headers: asNewClient(),
  });
  expect(res.ok()).toBe(true);
}

/** This page plays from an address of its own. */
async function asNewPlayer(page: Page) {
  await page.setExtraHTTPHeaders(asNewClient());
}

const shot = (testInfo: TestInfo, name: string) => `/tmp/x/shots/game-${testInfo.project.name}-${name}.png`;

test('a win: five 7s, MEGA JACKPOT, the code after RESGATAR PRÊMIO, locked on reload, redeemed by the admin', async ({
  page,
  request,
}, testInfo) => {
  const premio = `Vale-compras E2E ${Date.now().toString(36)}`;
  await asNewPlayer(page);
  await withPrizes(request, [{ nome: premio, probabilidade: 100 }], async () => {
    await page.goto('/roleta-sorte');
    await expect(page.getByRole('heading', { name: /MEGA SLOT MACHINE/ })).toBeVisible();
    await expect(page.getByTestId('game-status')).toHaveText('BOA SORTE!');
    await expect(page.getByText('Uma chance grátis por dia')).toBeVisible();
    await expect(page.getByText('Retorne amanhã para jogar novamente!')).toBeVisible();
    await expect(page.getByText(premio)).toBeVisible();
    await expect(page.getByTestId('reel')).toHaveCount(5);
    // The e2e server runs in production mode: no reset for a visitor.
    await expect(page.getByRole('button', { name: 'Reset (Dev)' })).toHaveCount(0);
    await page.screenshot({ path: shot(testInfo, 'idle'), fullPage: true });

    await page.getByRole('button', { name: 'GIRAR' }).click();
    await expect(page.getByTestId('game-status')).toHaveText('GIRANDO OS 5 ROLOS...');
    await expect(page.getByRole('button', { name: 'GIRAR' })).toBeDisabled();
    await page.screenshot({ path: shot(testInfo, 'spinning') });
    await expect(page.getByRole('heading', { name: 'MEGA JACKPOT!' })).toBeVisible({ timeout: 15_000 });
  });
  await expect(page.getByText(`Você ganhou: ${premio}`).first()).toBeVisible();
  await expect(page.getByText('Parabéns! 🎉')).toBeVisible();
  await expect(page.getByTestId('reel')).toHaveText(['7', '7', '7', '7', '7']);
  await expect(page.getByTestId('game-status')).toHaveText('VOLTE AMANHÃ!');
  await expect(page.getByTestId('redemption-code')).toHaveCount(0);
  await page.getByRole('button', { name: 'RESGATAR PRÊMIO' }).click();
  const codeBox = page.getByTestId('redemption-code');
  await expect(codeBox).toBeVisible();
  const code = (await codeBox.locator('.font-mono').textContent())?.trim() ?? '';
  expect(code).toMatch(/^[A-Z2-9]{8}$/);
  await page.screenshot({ path: shot(testInfo, 'win'), fullPage: true });

  // Reloaded the same day: locked, with the recorded result and its code.
  await page.reload();
  await expect(page.getByTestId('game-status')).toHaveText('VOLTE AMANHÃ!');
  await expect(page.getByRole('button', { name: 'GIRAR' })).toBeDisabled();
  await expect(page.getByRole('heading', { name: 'MEGA JACKPOT!' })).toBeVisible();
  await expect(page.getByTestId('reel')).toHaveText(['7', '7', '7', '7', '7']);
  await page.getByRole('button', { name: 'RESGATAR PRÊMIO' }).click();
  await expect(page.getByTestId('redemption-code')).toContainText(code);

  // The super admin looks the code up and marks it redeemed, once.
  await adminLogin(page.request);
  await page.goto('/super-admin/roleta');
  await expect(page.getByRole('heading', { name: 'Roleta da Sorte' })).toBeVisible();
  await expect(page.getByTestId('prize-sum')).toContainText('100%');
  await page.getByLabel('Código de resgate').fill(`${code.slice(0, 4).toLowerCase()}-${code.slice(4)}`);
  await page.getByRole('button', { name: 'Buscar' }).click();
  const found = page.getByTestId('code-result');
  await expect(found).toContainText(premio);
  await expect(found).toContainText('Não resgatado');
  await found.getByRole('button', { name: 'Marcar como resgatado' }).click();
  await expect(page.getByText('Prêmio Resgatado')).toBeVisible();
  await expect(found.getByText('Resgatado', { exact: true })).toBeVisible();
  await expect(found.getByRole('button', { name: 'Marcar como resgatado' })).toHaveCount(0);
  await page.screenshot({ path: shot(testInfo, 'admin'), fullPage: true });
});

test("a loss by 'Tente Novamente'; Reset (Dev) only for the super admin in production; reduced motion", async ({
  page,
  request,
}, testInfo) => {
  await asNewPlayer(page);
  await withPrizes(request, [{ nome: 'Tente Novamente', probabilidade: 100 }], async () => {
    await page.goto('/roleta-sorte');
    await expect(page.getByTestId('game-status')).toHaveText('BOA SORTE!');
    await page.getByRole('button', { name: 'GIRAR' }).click();
    // A second click while spinning is ignored (the button is disabled; forcing it changes nothing).
    await page.getByRole('button', { name: 'GIRAR' }).click({ force: true });
    await expect(page.getByRole('heading', { name: 'NÃO FOI DESSA VEZ!' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('Volte amanhã para uma nova chance de ganhar!')).toBeVisible();
    await expect(page.getByText('Que pena! 😢')).toBeVisible();
    await expect(page.getByText('Tente novamente amanhã!')).toBeVisible();
    await expect(page.getByTestId('game-status')).toHaveText('VOLTE AMANHÃ!');
    const reels = await page.getByTestId('reel').allTextContents();
    expect(new Set(reels).size).toBeGreaterThan(1);
    await page.screenshot({ path: shot(testInfo, 'loss'), fullPage: true });

    await page.reload();
    await expect(page.getByRole('heading', { name: 'NÃO FOI DESSA VEZ!' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'GIRAR' })).toBeDisabled();

    // Production: a visitor has no reset, and the API refuses it.
    await expect(page.getByRole('button', { name: 'Reset (Dev)' })).toHaveCount(0);
    const refused = await page.request.delete('/api/game/plays/today');
    expect(refused.status()).toBe(403);
    // A signed-in super admin may reset (DESIGN.md 4.7).
    await adminLogin(page.request);
    await page.reload();
    await page.getByRole('button', { name: 'Reset (Dev)' }).click();
    await expect(page.getByText('Tentativa resetada!')).toBeVisible();
    await expect(page.getByText('Você pode jogar novamente.')).toBeVisible();
    await expect(page.getByTestId('game-status')).toHaveText('BOA SORTE!');
    await expect(page.getByRole('heading', { name: 'NÃO FOI DESSA VEZ!' })).toHaveCount(0);

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.getByRole('button', { name: 'GIRAR' }).click();
    await expect(page.getByRole('heading', { name: 'NÃO FOI DESSA VEZ!' })).toBeVisible({ timeout: 2_000 });
    await expect(page.getByText('Que pena! 😢')).toBeVisible();
    await expect(page.getByTestId('game-status')).toHaveText('VOLTE AMANHÃ!');
  });
});

test('the super admin manages the prizes: the sum above 100% is refused', async ({ page }, testInfo) => {
  await adminLogin(page.request);
  await page.goto('/super-admin/roleta');
  await expect(page.getByTestId('prize-sum')).toBeVisible();
  await page.getByRole('button', { name: 'Novo prêmio' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo prêmio' });
  await dialog.getByLabel('Nome do prêmio').fill('Prêmio grande demais');
  await dialog.getByLabel('Probabilidade (%)').fill('100,01');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog.getByText(/entre 0 e 100%/)).toBeVisible();
  await dialog.getByLabel('Probabilidade (%)').fill('100');
  await dialog.getByRole('switch', { name: 'Ativo' }).click();
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog).toHaveCount(0);
  const row = page.locator('li', { hasText: 'Prêmio grande demais' }).last();
  await expect(row).toContainText('Inativo');
  await page.screenshot({ path: shot(testInfo, 'admin-prizes'), fullPage: true });
});
