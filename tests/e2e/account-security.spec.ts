import { type Browser, expect, type Page, test } from '@playwright/test';
import { registerShop, type Shop, signIn } from './support/api.ts';
import { expectToast } from './support/storefront.ts';

/** A second browser (its own cookies), signed in as the same shop: another device of the owner. */
async function otherDevice(browser: Browser, shop: Shop): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await signIn(page, shop);
  return page;
}

const sessionsList = (page: Page) => page.getByRole('list').filter({ hasText: 'último uso' });

// Runs at 390 px in the phone project and at desktop width in the desktop one.
test('the owner changes the password: the other device is signed out, this one stays', async ({
  page,
  request,
  browser,
}) => {
  const shop = await registerShop(request, 'Padaria');
  await signIn(page, shop);
  const other = await otherDevice(browser, shop);
  expect((await other.request.get('/api/auth/me')).status()).toBe(200);

  await page.goto('/configuracoes');
  await expect(page.getByRole('heading', { name: 'Segurança da conta' })).toBeVisible();
  await expect(sessionsList(page).getByRole('listitem')).toHaveCount(2);

  // A wrong current password is said under its field, and nothing typed is lost.
  await page.getByLabel('Senha atual').fill('senha-errada-1');
  await page.getByLabel('Nova senha', { exact: true }).fill('nova-senha-forte');
  await page.getByLabel('Confirmar nova senha').fill('nova-senha-forte');
  await page.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(page.getByText('Senha atual incorreta.')).toBeVisible();
  await expect(page.getByLabel('Senha atual')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Nova senha', { exact: true })).toHaveValue('nova-senha-forte');
  await expect(page.getByLabel('Confirmar nova senha')).toHaveValue('nova-senha-forte');

  // A confirmation that differs is caught before anything is sent.
  await page.getByLabel('Senha atual').fill(shop.senha);
  await page.getByLabel('Confirmar nova senha').fill('outra-senha-x');
  await page.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(page.getByText('As senhas não coincidem.')).toBeVisible();

  // Typed with the keyboard, sent with Enter.
  await page.getByLabel('Confirmar nova senha').fill('nova-senha-forte');
  await page.getByLabel('Confirmar nova senha').press('Enter');
  await expectToast(page, 'Senha alterada! As outras sessões foram encerradas.');
  await expect(page.getByLabel('Senha atual')).toHaveValue('');
  await expect(sessionsList(page).getByRole('listitem')).toHaveCount(1);
  await expect(sessionsList(page).getByText('Este aparelho')).toBeVisible();

  // The other device's session has ended; this one still works.
  expect((await other.request.get('/api/auth/me')).status()).toBe(401);
  await other.goto('/configuracoes');
  await expect(other).not.toHaveURL(/\/configuracoes$/);
  expect((await page.request.get('/api/auth/me')).status()).toBe(200);
  await other.context().close();

  // The new password signs in; the old one does not.
  const login = (senha: string) => request.post('/api/auth/login', { data: { email: shop.email, senha } });
  expect((await login(shop.senha)).status()).toBe(401);
  expect((await login('nova-senha-forte')).status()).toBe(200);
});

test('the owner sees both sessions and ends the other one, and then all the others', async ({
  page,
  request,
  browser,
}) => {
  const shop = await registerShop(request, 'Mercado');
  await signIn(page, shop);
  const other = await otherDevice(browser, shop);

  await page.goto('/configuracoes');
  const list = sessionsList(page);
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByText('Este aparelho')).toHaveCount(1);
  await expect(list.getByText('último uso agora').first()).toBeVisible();

  await list.getByRole('button', { name: /^Encerrar a sessão de / }).click();
  await expectToast(page, 'Sessão encerrada.');
  await expect(list.getByRole('listitem')).toHaveCount(1);
  expect((await other.request.get('/api/auth/me')).status()).toBe(401);
  await other.context().close();

  // Two more devices, ended at once after the confirmation.
  const third = await otherDevice(browser, shop);
  const fourth = await otherDevice(browser, shop);
  await page.reload();
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await page.getByRole('button', { name: 'Encerrar todas as outras sessões' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Encerrar todas as outras sessões?' });
  await expect(dialog).toBeVisible();
  // Cancelar keeps them.
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await page.getByRole('button', { name: 'Encerrar todas as outras sessões' }).click();
  await dialog.getByRole('button', { name: 'Encerrar sessões' }).click();
  await expectToast(page, '2 sessões encerradas.');
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Encerrar todas as outras sessões' })).toHaveCount(0);
  for (const device of [third, fourth]) {
    expect((await device.request.get('/api/auth/me')).status()).toBe(401);
    await device.context().close();
  }
  expect((await page.request.get('/api/auth/me')).status()).toBe(200);
});
