import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { registerShop, signIn } from './support/api.ts';

/** Screenshots to look at (as the other journeys keep theirs under /tmp). */
const dir = process.env.E2E_SHOTS_DIR ?? '/tmp/load-errors';
mkdirSync(dir, { recursive: true });
const fail = { status: 500, json: { error: { code: 'internal', message: 'Erro interno.' } } };

test("a read that fails says what could not be loaded and 'Tentar novamente' loads it, in the panel and on a public page", async ({
  page,
  request,
}, info) => {
  const shop = await registerShop(request, 'Empório');
  await signIn(page, shop);

  let failing = true;
  await page.route('**/api/cash/**', (route) => (failing ? route.fulfill(fail) : route.continue()));
  await page.goto('/relatorio-caixa');
  const alert = page.getByRole('alert').filter({ hasText: 'Não foi possível carregar o relatório.' });
  await expect(alert).toBeVisible({ timeout: 20_000 });
  await page.screenshot({ path: `${dir}/cash-report-error-${info.project.name}.png`, fullPage: true });
  failing = false;
  await alert.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(page.getByText('Total de Vendas')).toBeVisible();
  await expect(alert).toHaveCount(0);

  await page.route('**/api/customers/search', (route) => route.fulfill(fail));
  await page.goto('/cadastrar-clientes');
  await expect(page.getByRole('alert').filter({ hasText: 'Não foi possível carregar os clientes.' })).toBeVisible({
    timeout: 20_000,
  });
  await page.screenshot({ path: `${dir}/customers-error-${info.project.name}.png`, fullPage: true });

  // A public page (its own entry, without TanStack Query): the same look.
  await page.route('**/api/public/stores/*/survey', (route) => route.fulfill(fail));
  await page.goto(`/pesquisa-satisfacao/${shop.id}`);
  await expect(page.getByRole('alert').filter({ hasText: 'Não foi possível carregar a pesquisa.' })).toBeVisible({
    timeout: 20_000,
  });
  await page.screenshot({ path: `${dir}/survey-error-${info.project.name}.png`, fullPage: true });
  await page.unroute('**/api/public/stores/*/survey');
  await page.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Enviar/ })).toBeVisible();
});
