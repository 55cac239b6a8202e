import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { registerShop, signIn } from './support/api.ts';
import { E2E_ADMIN } from './support/constants.ts';

/**
 * axe-core on the screens, as they first show: no serious or critical violation (WCAG 2.1 A and AA
 * rules, and axe's best practices). A violation names its rule and nodes, to find it again.
 */
async function expectNoSeriousViolations(page: Page, screen: string) {
  // The screen's own content has arrived (no spinner left), so axe sees what a person would.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.nodes.length}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
  expect(serious, screen).toEqual([]);
}

const OWNER_SCREENS = [
  '/lojista',
  '/vendas',
  '/tarefas-diarias',
  '/gerenciar-pedidos',
  '/fidelidade',
  '/cadastrar-clientes',
  '/listar-produtos',
  '/relatorio-caixa',
  '/dashboard',
  '/crm',
  '/configuracoes',
];

test('the owner panel screens have no serious accessibility violation', async ({ page, request }) => {
  test.setTimeout(120_000);
  const shop = await registerShop(request, 'Acessível');
  await signIn(page, shop);
  for (const path of OWNER_SCREENS) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoSeriousViolations(page, path);
  }
});

test('the super admin panel and the public pages have no serious accessibility violation', async ({
  page,
  request,
}) => {
  const shop = await registerShop(request, 'Vitrine Acessível');
  for (const path of ['/', `/store/${shop.id}`, `/checkout/${shop.id}`, '/login-lojista', '/cadastrar-loja']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoSeriousViolations(page, path);
  }
  await page.goto('/');
  await page.getByRole('button', { name: 'Super Admin' }).click();
  const dialog = page.getByRole('dialog', { name: 'Acesso Super Admin' });
  await dialog.getByLabel('E-mail').fill(E2E_ADMIN.email);
  await dialog.getByLabel('Senha').fill(E2E_ADMIN.password);
  await dialog.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/super-admin$/);
  await expect(page.getByText(shop.nomeEmpresa).locator('visible=true').first()).toBeVisible();
  await expectNoSeriousViolations(page, '/super-admin');
});
