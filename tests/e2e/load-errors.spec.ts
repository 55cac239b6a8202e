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
  browser,
  viewport,
  isMobile,
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

  // A public page (its own entry, without TanStack Query): the same look. The server draws the
  // survey with its data; here it is sent as when the server's own read failed (the page without
  // its data, for the browser to draw and read), and the browser's read fails too. A visitor's
  // tab of its own, without the panel's service worker (which would fetch the page past the route).
  const visitor = await browser.newContext({ serviceWorkers: 'block', viewport, isMobile });
  const pub = await visitor.newPage();
  await pub.route(`**/pesquisa-satisfacao/${shop.id}`, async (route) => {
    const sent = await route.fetch();
    const html = (await sent.text())
      .replace(/<script type="application\/json" id="page-data">.*?<\/script>/s, '')
      .replace(/ data-drawn-at="\d+"/, '');
    await route.fulfill({ response: sent, body: html });
  });
  await pub.route('**/api/public/stores/*/survey', (route) => route.fulfill(fail));
  await pub.goto(`/pesquisa-satisfacao/${shop.id}`);
  await expect(pub.getByRole('alert').filter({ hasText: 'Não foi possível carregar a pesquisa.' })).toBeVisible({
    timeout: 20_000,
  });
  await pub.screenshot({ path: `${dir}/survey-error-${info.project.name}.png`, fullPage: true });
  await pub.unroute('**/api/public/stores/*/survey');
  await pub.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(pub.getByRole('alert')).toHaveCount(0);
  await expect(pub.getByRole('button', { name: /Enviar/ })).toBeVisible();
  await visitor.close();
});
