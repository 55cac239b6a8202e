import { expect, type Page, test } from '@playwright/test';
import { expectSentHome, registerShop } from './support/api.ts';
import { E2E_ADMIN } from './support/constants.ts';

async function signInAsAdmin(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Super Admin' }).click();
  const dialog = page.getByRole('dialog', { name: 'Acesso Super Admin' });
  await dialog.getByLabel('E-mail').fill(E2E_ADMIN.email);
  await dialog.getByLabel('Senha').fill(E2E_ADMIN.password);
  await dialog.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/super-admin$/);
}

/** The shop's row (a table row on a wide screen, a card on a phone): the one on screen. */
const storeRow = (page: Page, id: number) => page.getByTestId(`store-row-${id}`).filter({ visible: true });

/** The number a counter card shows, once the counters have loaded. */
async function counter(page: Page, label: string): Promise<number> {
  const value = page.getByRole('term').filter({ hasText: label }).locator('xpath=following-sibling::dd[1]');
  await expect(value).toHaveText(/\d/);
  return Number((await value.innerText()).replace(/\D/g, ''));
}

test('the super admin logs in from the landing page and blocks and releases a shop', async ({ page, request }) => {
  const shop = await registerShop(request, 'Pet Shop');
  await signInAsAdmin(page);

  await page.getByLabel('Buscar por empresa ou e-mail').fill(shop.email);
  const row = storeRow(page, shop.id);
  await expect(row).toContainText(shop.nomeEmpresa);
  await expect(row).toContainText(shop.email);
  await expect(row).toContainText('1 dia');
  await expect(row).toContainText('Liberado');
  await expect(page.getByText('Total de Lojas')).toBeVisible();

  await row.getByRole('button', { name: 'Bloquear' }).click();
  const confirm = page.getByRole('alertdialog', { name: `Bloquear ${shop.nomeEmpresa}?` });
  await expect(confirm.getByRole('button', { name: 'Cancelar' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(row).toContainText('Liberado');
  await row.getByRole('button', { name: 'Bloquear' }).click();
  await confirm.getByRole('button', { name: 'Bloquear loja' }).click();
  await expect(page.getByText('Status Atualizado')).toBeVisible();
  await expect(row).toContainText('Bloqueado');
  const blocked = await request.post('/api/auth/login', { data: { email: shop.email, senha: shop.senha } });
  expect(blocked.status()).toBe(403);

  await row.getByRole('button', { name: 'Liberar' }).click();
  await page
    .getByRole('alertdialog', { name: `Liberar ${shop.nomeEmpresa}?` })
    .getByRole('button', { name: 'Liberar loja' })
    .click();
  await expect(row).toContainText('Liberado');
  const released = await request.post('/api/auth/login', { data: { email: shop.email, senha: shop.senha } });
  expect(released.status()).toBe(200);

  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expectSentHome(page, '/super-admin');
});

test('the dashboard counts the shops and finds one by company or e-mail', async ({ page, request }) => {
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const cafe = await registerShop(request, `Café Aurora ${tag}`);
  const other = await registerShop(request, `Floricultura ${tag}`);
  await signInAsAdmin(page);

  await expect(page.getByRole('heading', { name: 'Lojas cadastradas' })).toBeVisible();
  const total = await counter(page, 'Total de Lojas');
  const liberadas = await counter(page, 'Lojas Liberadas');
  const bloqueadas = await counter(page, 'Lojas Bloqueadas');
  expect(total).toBeGreaterThanOrEqual(2);
  expect(liberadas + bloqueadas).toBe(total);

  const search = page.getByLabel('Buscar por empresa ou e-mail');
  // By company, in other case and without the accent.
  await search.fill(`cafe aurora ${tag}`);
  await expect(storeRow(page, cafe.id)).toBeVisible();
  await expect(storeRow(page, other.id)).toHaveCount(0);
  await expect(page.getByText('1 encontrada')).toBeVisible();

  // By e-mail.
  await search.fill(other.email.toUpperCase());
  await expect(storeRow(page, other.id)).toBeVisible();
  await expect(storeRow(page, cafe.id)).toHaveCount(0);

  await search.fill(`nenhuma-loja-${tag}`);
  await expect(page.getByText(`Nenhuma loja encontrada para “nenhuma-loja-${tag}”.`)).toBeVisible();

  // Searching leaves the counters for the whole platform.
  expect(await counter(page, 'Total de Lojas')).toBeGreaterThanOrEqual(total);
});

test('the time since signup grows from days to months to years', async ({ page, request }) => {
  const shop = await registerShop(request, 'Mercearia');
  await signInAsAdmin(page);
  const day = 86_400_000;
  for (const [days, text] of [
    [0, '1 dia'],
    [12, '12 dias'],
    [45, '1 mês'],
    [200, '6 meses'],
    [800, '2 anos'],
  ] as const) {
    await page.clock.setFixedTime(new Date(Date.now() + days * day + 60_000));
    await page.reload();
    await page.getByLabel('Buscar por empresa ou e-mail').fill(shop.email);
    await expect(storeRow(page, shop.id)).toContainText(text);
  }
});

test('a tile shows exactly when its admin screen exists', async ({ page }) => {
  await signInAsAdmin(page);
  const areas = page.getByRole('navigation', { name: 'Áreas da administração' });
  await expect(page.getByRole('heading', { name: 'Lojas cadastradas' })).toBeVisible();
  for (const [label, href] of [
    ['Financeiro', '/super-admin/financeiro'],
    ['Ideias', '/super-admin/ideias'],
    ['Indicações', '/super-admin/indicacoes'],
    ['Mensagens', '/super-admin/mensagens'],
    ['Roleta', '/super-admin/roleta'],
  ] as const) {
    const built = (await page.request.get(href)).status() === 200;
    const tile = areas.getByRole('link', { name: new RegExp(`^${label}`) });
    if (built) await expect(tile, label).toHaveAttribute('href', href);
    else await expect(tile, label).toHaveCount(0);
  }
});

test('wrong super admin credentials show Erro 337', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Super Admin' }).click();
  const dialog = page.getByRole('dialog', { name: 'Acesso Super Admin' });
  await dialog.getByLabel('E-mail').fill(E2E_ADMIN.email);
  await dialog.getByLabel('Senha').fill('nao-e-a-senha');
  await dialog.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByText('Erro 337')).toBeVisible();
  await expect(page.getByText('Contate o DEP. Credenciais inválidas.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});
