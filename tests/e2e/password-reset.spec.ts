import { type Browser, expect, type Page, test } from '@playwright/test';
import { asNewClient, registerShop, type Shop, signIn } from './support/api.ts';
import { E2E_ADMIN } from './support/constants.ts';
import { waitForMail } from './support/mail-server.ts';
import { expectToast } from './support/storefront.ts';

/** A second browser (its own cookies), signed in as the same shop: another device of the owner. */
async function otherDevice(browser: Browser, shop: Shop): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await signIn(page, shop);
  return page;
}

/** On the reset link's page: the new password twice, saved; the sign-in page follows with the e-mail. */
async function setNewPassword(page: Page, shop: Shop, password: string) {
  await expect(page.getByRole('heading', { name: 'Criar nova senha' })).toBeVisible();
  await expect(page.getByText(`Para ${shop.nomeEmpresa}.`)).toBeVisible();
  await expect(page.getByText(shop.email)).toBeVisible();
  await page.getByLabel('Nova senha', { exact: true }).fill(password);
  await page.getByLabel('Confirmar nova senha').fill('outra-coisa');
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(page.getByText('As senhas não coincidem.')).toBeVisible();
  await page.getByLabel('Confirmar nova senha').fill(password);
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(page).toHaveURL(/\/login-lojista$/);
  await expectToast(page, 'Senha redefinida!', 'Entre com a nova senha.');
  await expect(page.getByLabel('E-mail')).toHaveValue(shop.email);
}

async function signInOnThePage(page: Page, password: string) {
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/lojista$/);
}

// Runs at 390 px in the phone project and at desktop width in the desktop one.
test('a forgotten password: the link comes by e-mail, the new password signs in, old sessions end', async ({
  page,
  request,
  browser,
}) => {
  const shop = await registerShop(request, 'Sorveteria');
  const other = await otherDevice(browser, shop);

  await page.goto('/login-lojista');
  await page.getByLabel('E-mail').fill(shop.email);
  await page.getByRole('button', { name: 'Esqueci minha senha' }).click();
  await expect(page).toHaveURL(/\/recuperar-senha$/);
  await expect(page.getByRole('heading', { name: 'Esqueci minha senha' })).toBeVisible();
  // The e-mail typed on the sign-in page came along.
  await expect(page.getByLabel('E-mail')).toHaveValue(shop.email);
  await page.getByRole('button', { name: 'Enviar link' }).click();
  await expect(page.getByRole('heading', { name: 'Confira seu e-mail' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText('Se houver uma loja com este e-mail');
  await expect(page.getByRole('status')).toContainText('30 minutos');

  const mail = await waitForMail(shop.email);
  expect(mail.subject).toBe(`Nova senha para ${shop.nomeEmpresa} no FidelizaLoja`);
  expect(mail.text).toContain('30 minutos');
  expect(mail.text).toMatch(/se não foi você, ignore este e-mail/i);
  const link = /https?:\/\/\S+\/redefinir-senha\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0] ?? '';
  expect(link).toMatch(/^http:\/\/localhost:\d+\/redefinir-senha\//);

  await page.goto(new URL(link).pathname);
  await setNewPassword(page, shop, 'sorvete-de-pistache');
  // The other device was signed out; the new password signs in here.
  expect((await other.request.get('/api/auth/me')).status()).toBe(401);
  await other.context().close();
  await signInOnThePage(page, 'sorvete-de-pistache');
  const old = await request.post('/api/auth/login', { data: { email: shop.email, senha: shop.senha } });
  expect(old.status()).toBe(401);

  // The link worked once.
  await page.goto(new URL(link).pathname);
  await expect(page.getByRole('heading', { name: 'Link inválido' })).toBeVisible();
  await expect(page.getByText('Este link para redefinir a senha é inválido, já foi usado ou expirou.')).toBeVisible();
  await page.getByRole('link', { name: 'Pedir um novo link' }).click();
  await expect(page).toHaveURL(/\/recuperar-senha$/);
});

test('the super admin issues a reset link for a shop, to copy or send on WhatsApp', async ({ page, request }) => {
  const shop = await registerShop(request, 'Floricultura');
  const admin = await page.request.post('/api/admin/auth/login', {
    data: { email: E2E_ADMIN.email, senha: E2E_ADMIN.password },
    headers: asNewClient(),
  });
  expect(admin.status()).toBe(200);
  await page.goto('/super-admin');
  await page.getByLabel('Buscar por empresa ou e-mail').fill(shop.email);
  const row = page.getByTestId(`store-row-${shop.id}`).filter({ visible: true });
  await expect(row).toContainText(shop.nomeEmpresa);
  await row.getByRole('button', { name: `Link de nova senha para ${shop.nomeEmpresa}` }).click();

  const dialog = page.getByRole('dialog', { name: 'Link para nova senha' });
  await expect(dialog).toContainText(`Para ${shop.nomeEmpresa}.`);
  await expect(dialog).toContainText('30 minutos');
  const link = (await dialog.getByTestId('reset-link').innerText()).trim();
  expect(link).toMatch(/^http:\/\/localhost:\d+\/redefinir-senha\/[A-Za-z0-9_-]{43}$/);
  const whatsapp = dialog.getByRole('link', { name: 'Enviar no WhatsApp' });
  const href = (await whatsapp.getAttribute('href')) ?? '';
  expect(href.startsWith('https://wa.me/5511987654321?text=')).toBe(true);
  expect(decodeURIComponent(href.split('text=')[1] ?? '')).toContain(link);
  await dialog.getByRole('button', { name: 'Fechar' }).click();

  // The owner opens the link (another browser, signed in as nobody).
  await page.goto(new URL(link).pathname);
  await setNewPassword(page, shop, 'flores-do-campo-1');
  await signInOnThePage(page, 'flores-do-campo-1');
});
