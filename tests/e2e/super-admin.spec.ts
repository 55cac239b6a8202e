import { expect, test } from '@playwright/test';
import { registerShop } from './support/api.ts';
import { E2E_ADMIN } from './support/constants.ts';

test('the super admin logs in from the landing page and blocks and releases a shop', async ({ page, request }) => {
  const shop = await registerShop(request, 'Pet Shop');
  await page.goto('/');
  await page.getByRole('button', { name: 'Super Admin' }).click();
  const dialog = page.getByRole('dialog', { name: 'Acesso Super Admin' });
  await dialog.getByLabel('E-mail').fill(E2E_ADMIN.email);
  await dialog.getByLabel('Senha').fill(E2E_ADMIN.password);
  await dialog.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/super-admin$/);

  const row = page.getByTestId(`store-row-${shop.id}`);
  await expect(row).toContainText(shop.nomeEmpresa);
  await expect(row).toContainText(shop.email);
  await expect(row).toContainText('1 dia');
  await expect(row).toContainText('Liberado');
  await expect(page.getByText('Total de Lojas')).toBeVisible();

  await row.getByRole('button', { name: 'Bloquear' }).click();
  const confirm = page.getByRole('dialog', { name: `Bloquear ${shop.nomeEmpresa}?` });
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(row).toContainText('Liberado');
  await row.getByRole('button', { name: 'Bloquear' }).click();
  await confirm.getByRole('button', { name: 'Bloquear loja' }).click();
  await expect(page.getByText('Status Atualizado')).toBeVisible();
  await expect(row).toContainText('Bloqueado');
  const blocked = await request.post('/api/auth/login', { data: { email: shop.email, senha: shop.senha } });
  expect(blocked.status()).toBe(403);

  await row.getByRole('button', { name: 'Liberar' }).click();
  await expect(row).toContainText('Liberado');
  const released = await request.post('/api/auth/login', { data: { email: shop.email, senha: shop.senha } });
  expect(released.status()).toBe(200);

  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/super-admin');
  await expect(page).toHaveURL(/\/$/);
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
