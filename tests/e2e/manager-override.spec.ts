import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { accountSecurityMessages } from '../../src/shared/contracts/auth.ts';
import { saleMessages } from '../../src/shared/contracts/sales.ts';
import { staffMessages } from '../../src/shared/contracts/staff.ts';
import { asNewClient, registerShop, type Shop, signIn } from './support/api.ts';
import { createProducts, expectToast } from './support/storefront.ts';

// A Caixa at the counter and the owner who authorises, on one device: the owner's PIN is typed on
// the cashier's screen. Runs at desktop width and at 390 px (the phone project).

/** Where the journey leaves its pictures (set E2E_SHOTS to keep them). */
const shotsDir = process.env.E2E_SHOTS;
async function shot(page: Page, name: string, { fullPage = false, of }: { fullPage?: boolean; of?: Locator } = {}) {
  if (!shotsDir) return;
  const path = `${shotsDir}/${name}-${test.info().project.name}.png`;
  // Without the toasts over what the picture is of.
  const style = '[data-sonner-toaster] { display: none !important; }';
  await (of ? of.screenshot({ path, style }) : page.screenshot({ path, fullPage, style }));
}

const BARCODE = '7891000100110';
const OWNER_PIN = '4821';

/**
 * A Caixa's login for a new employee, with the password set at once (the invitation has its own
 * journey, team-roles.spec.ts). The owner's session types the password again first, as the panel's
 * dialog would.
 */
async function giveCaixaLogin(request: APIRequestContext, shop: Shop, nome: string, senha: string) {
  const employee = await request.post('/api/employees', {
    data: { nome, dataNascimento: '1998-03-10', metaMesCents: 300_000, dataContratacao: '2025-02-01' },
  });
  expect(employee.status()).toBe(201);
  const employeeId = (await employee.json()).id as number;
  expect((await request.post('/api/auth/reauth', { data: { senha: shop.senha } })).ok()).toBe(true);
  const email = `caixa.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@loja-teste.com.br`;
  const staff = await request.post('/api/staff', { data: { employeeId, email, role: 'caixa', senha } });
  expect(staff.status()).toBe(201);
  return { employeeId, email };
}

/** Signs in on the shop's login page, as a person does. */
async function signInOnPage(page: Page, email: string, senha: string) {
  await page.setExtraHTTPHeaders(asNewClient());
  await page.goto('/login-lojista');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(senha);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Clientes que voltam. Vendas que crescem.' })).toBeVisible();
  await page.waitForLoadState('load');
}

async function openMenu(page: Page, isMobile: boolean) {
  if (isMobile) await page.getByRole('button', { name: 'Abrir menu' }).click();
  return page.getByRole('navigation', { name: 'Menu' });
}

/** One product sold for cash at its price in Nova Venda, less `discount` on its line when given. */
async function sellCake(page: Page, { discount, received }: { discount?: string; received: string }) {
  const search = page.getByRole('combobox', { name: 'Buscar produto' });
  await search.fill(BARCODE);
  await search.press('Enter');
  await expect(page.getByRole('list', { name: 'Itens da venda' })).toContainText('Bolo de Fubá');
  if (discount) await page.getByLabel('Desconto de Bolo de Fubá').fill(discount);
  await page.getByRole('button', { name: /Salvar/ }).click();
  const payment = page.getByRole('dialog', { name: 'Pagamento' });
  await payment.getByLabel('Valor recebido').fill(received);
  await payment.getByLabel('Valor recebido').press('Enter');
  await payment.getByRole('button', { name: 'Finalizar Venda' }).click();
  return payment;
}

test("a Caixa deletes a sale and gives a discount above her limit with the owner's PIN; the log names both and the reason", async ({
  page,
  request,
  isMobile,
}) => {
  // The owner's and the Caixa's journeys in one.
  test.slow();
  const shop = await registerShop(request, 'Confeitaria');
  await createProducts(request, shop, [{ name: 'Bolo de Fubá', priceCents: 2500, stock: 10, barcode: BARCODE }]);
  await signIn(page, shop);

  // Configurações → PIN de autorização: the owner sets her own, confirmed with her password.
  await page.goto('/configuracoes');
  const pinSection = page.getByRole('region', { name: 'PIN de autorização' });
  await expect(pinSection.getByText('Nenhum PIN definido')).toBeVisible();
  await pinSection.getByRole('textbox', { name: 'PIN de autorização', exact: true }).fill(OWNER_PIN);
  await pinSection.getByLabel('Confirmar PIN').fill(OWNER_PIN);
  await pinSection.getByLabel('Sua senha de acesso').fill(shop.senha);
  await pinSection.getByRole('button', { name: 'Salvar PIN de autorização' }).click();
  await expectToast(page, staffMessages.overridePinSaved);
  await expect(pinSection.getByText('PIN definido', { exact: true })).toBeVisible();
  await expect(pinSection.getByLabel('Novo PIN de autorização')).toHaveValue('');

  const caixa = await giveCaixaLogin(page.request, shop, 'Bia Souza', 'bia-senha-123');
  await signOut(page);

  // The Caixa signs in on the shop's login page. No screen of hers asks the server for what she may not read.
  const refused: string[] = [];
  page.on('response', (res) => {
    if (res.status() === 403 && !res.url().includes('/api/sales')) refused.push(res.url());
  });
  await signInOnPage(page, caixa.email, 'bia-senha-123');
  await expect(page).toHaveURL(/\/lojista$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Olá, Bia Souza!' })).toBeVisible();

  // The statistics: no entry in the menu, and the address typed shows the not-allowed panel.
  const menu = await openMenu(page, isMobile);
  await expect(menu.getByRole('link', { name: 'Vendas', exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Registro de Atividades' })).toHaveCount(0);
  await page.goto('/dashboard');
  const denied = page.getByRole('region', { name: 'Seu acesso não permite esta tela.' });
  await expect(denied).toBeVisible();
  await expect(denied).toContainText('Você entrou como Caixa');
  // The tab says so too, not "Dashboard de Vendas".
  await expect(page).toHaveTitle('Acesso não permitido · FidelizaLoja');
  await shot(page, 'sem-acesso', { fullPage: true });
  await denied.getByRole('link', { name: 'Ir para o início' }).click();
  await expect(page).toHaveURL(/\/lojista$/);
  await expect(page).toHaveTitle('Painel · FidelizaLoja');

  // The PIX key: her Configurações has no PIX section, and the server refuses the change.
  await page.goto('/configuracoes');
  await expect(page.getByRole('heading', { name: 'Segurança da conta' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'PIX', exact: true })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'PIN de autorização' })).toHaveCount(0);
  const pix = await page.request.put('/api/settings/pix', {
    data: { tipo: 'email', chave: 'golpe@exemplo.com', nome: 'Outra Pessoa', cidade: 'Campinas' },
  });
  expect(pix.status()).toBe(403);
  expect((await pix.json()).error).toMatchObject({ code: 'forbidden', message: staffMessages.forbidden });

  // A counter sale in Nova Venda.
  await page.goto('/vendas');
  await expect(page).toHaveTitle('Nova Venda · FidelizaLoja');
  const deletes: string[] = [];
  page.on('response', async (res) => {
    if (res.request().method() !== 'DELETE' || !res.url().includes('/api/sales/')) return;
    deletes.push(res.status() === 204 ? '204' : `${res.status()} ${(await res.json()).error.code}`);
  });
  await sellCake(page, { received: '25,00' });
  await expectToast(page, saleMessages.saved('R$ 25,00'));
  await expect(page.getByRole('heading', { level: 1, name: 'Venda nº 1' })).toBeVisible();

  // Excluir: the manager's authorisation is asked, with the owner already chosen (the only one with a PIN).
  await page.getByRole('button', { name: 'Excluir', exact: true }).click();
  await page.getByRole('alertdialog', { name: 'Excluir venda' }).getByRole('button', { name: 'Excluir' }).click();
  const override = page.getByRole('dialog', { name: 'Autorização do gerente' });
  await expect(override).toBeVisible();
  await expect(override).toContainText(staffMessages.overrideRequired);
  await expect(override).toContainText('Quem autoriza digita o próprio PIN neste aparelho.');
  await expect(override.getByLabel('Quem autoriza')).toHaveValue('dono');
  await expect(override.getByLabel('Quem autoriza').locator('option:checked')).toHaveText('Dono da loja');

  // Nothing typed: the form says what is missing before anything is sent.
  await override.getByRole('button', { name: 'Autorizar' }).click();
  await expect(override.getByText(staffMessages.overridePinRequired)).toBeVisible();
  await expect(override.getByText(staffMessages.overrideReasonRequired)).toBeVisible();

  // A wrong PIN is refused here, the PIN field emptied, the reason kept.
  await override.getByLabel('PIN de autorização').fill('9999');
  await override.getByLabel('Motivo').fill('Cliente desistiu da compra');
  await shot(page, 'autorizacao-dialogo');
  await override.getByRole('button', { name: 'Autorizar' }).click();
  await expect(override.getByText(staffMessages.overrideWrong)).toBeVisible();
  await expect(override.getByLabel('PIN de autorização')).toHaveValue('');
  await expect(override.getByLabel('PIN de autorização')).toBeFocused();
  await expect(override.getByLabel('Motivo')).toHaveValue('Cliente desistiu da compra');
  await shot(page, 'autorizacao-pin-errado');

  // The owner's PIN: the sale is deleted, once.
  await override.getByLabel('PIN de autorização').fill(OWNER_PIN);
  await override.getByRole('button', { name: 'Autorizar' }).click();
  await expectToast(page, saleMessages.deleted);
  await expect(override).toBeHidden();
  await expect(page.getByRole('alertdialog', { name: 'Excluir venda' })).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Nova Venda' })).toBeVisible();
  expect(deletes).toEqual(['403 override_required', '403 override_wrong', '204']);
  expect((await (await page.request.get('/api/sales')).json()).sales).toEqual([]);

  // A discount above her limit (10% unless the owner changes it): R$ 5,00 off R$ 25,00 asks again.
  const payment = await sellCake(page, { discount: '5,00', received: '20,00' });
  await expect(override).toBeVisible();
  await override.getByLabel('PIN de autorização').fill(OWNER_PIN);
  await override.getByLabel('Motivo').fill('Bolo do dia anterior');
  await override.getByRole('button', { name: 'Autorizar' }).click();
  await expectToast(page, saleMessages.saved('R$ 20,00'));
  await expect(override).toBeHidden();
  await expect(payment).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Venda nº 2' })).toBeVisible();

  // The authorisation was for those requests only: the next discount asks again.
  await page.getByRole('button', { name: 'Nova', exact: true }).click();
  await sellCake(page, { discount: '5,00', received: '20,00' });
  await expect(override).toBeVisible();
  await override.getByRole('button', { name: 'Cancelar' }).click();
  await expect(override).toBeHidden();
  await expectToast(page, staffMessages.overrideRequired);
  await page.keyboard.press('Escape');

  expect(refused).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  // The owner, back on the device: the Registro de Atividades names the Caixa, who authorised and why.
  await signOut(page);
  await signIn(page, shop);
  await page.goto('/registro-atividades');
  await expect(page.getByRole('heading', { level: 1, name: 'Registro de Atividades' })).toBeVisible();
  const entries = page.getByRole('listitem').filter({ hasText: 'Autorizado por' });
  const deleted = entries.filter({ hasText: 'Venda nº 1 de R$ 25,00 excluída' });
  await expect(deleted).toHaveCount(1);
  await expect(deleted).toContainText('Bia Souza (Caixa)');
  await expect(deleted).toContainText('Autorizado por Dono — Motivo: Cliente desistiu da compra');
  const discounted = entries.filter({ hasText: 'Desconto de R$ 5,00 (20%) na venda nº 2' });
  await expect(discounted).toHaveCount(1);
  await expect(discounted).toContainText('Bia Souza (Caixa)');
  await expect(discounted).toContainText('Autorizado por Dono — Motivo: Bolo do dia anterior');
  await expect(entries).toHaveCount(2);
  await shot(page, 'registro-autorizado', { fullPage: true });
  await shot(page, 'registro-autorizado-entrada', { of: deleted });
});

test('a Caixa opens Configurações for her own account only, changes her password and signs in with the new one', async ({
  page,
  request,
  isMobile,
}) => {
  test.slow();
  const shop = await registerShop(request, 'Doceria');
  await signIn(page, shop);
  const caixa = await giveCaixaLogin(page.request, shop, 'Lia Campos', 'lia-senha-123');
  await page.context().clearCookies();

  const refused: string[] = [];
  page.on('response', (res) => {
    if (res.status() === 403) refused.push(res.url());
  });
  await signInOnPage(page, caixa.email, 'lia-senha-123');
  await expect(page).toHaveURL(/\/lojista$/);

  // Configurações is in her menu, last, and holds her account's security only.
  const menu = await openMenu(page, isMobile);
  await expect(menu.getByRole('link')).toHaveText([
    'Início',
    'Clientes',
    'Vendas',
    'Pedidos',
    'Fidelidade',
    'Caixa',
    'Tarefas Diárias',
    'Configurações',
  ]);
  await menu.getByRole('link', { name: 'Configurações' }).click();
  await expect(page).toHaveURL(/\/configuracoes$/);
  await expect(page).toHaveTitle('Configurações · FidelizaLoja');
  await expect(page.getByRole('heading', { level: 1, name: 'Configurações' })).toBeVisible();
  await expect(page.getByText('A segurança da sua conta: a senha de acesso e os aparelhos conectados.')).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2 })).toHaveText(['Segurança da conta']);
  await expect(main.getByRole('heading', { level: 3 })).toHaveText(['Alterar senha de acesso', 'Sessões abertas']);
  const sessions = page.getByRole('list').filter({ hasText: 'último uso' });
  await expect(sessions.getByRole('listitem')).toHaveCount(1);
  await expect(sessions.getByText('Este aparelho')).toBeVisible();
  await shot(page, 'caixa-configuracoes', { fullPage: true });

  // Her own password: the current one is checked, then the new one is hers.
  await page.getByLabel('Senha atual').fill('senha-errada-1');
  await page.getByLabel('Nova senha', { exact: true }).fill('lia-nova-senha-9');
  await page.getByLabel('Confirmar nova senha').fill('lia-nova-senha-9');
  await page.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(page.getByText(accountSecurityMessages.currentPasswordWrong)).toBeVisible();
  await page.getByLabel('Senha atual').fill('lia-senha-123');
  await page.getByRole('button', { name: 'Alterar senha' }).click();
  await expectToast(page, accountSecurityMessages.passwordChanged);
  await expect(page.getByLabel('Senha atual')).toHaveValue('');
  // The wrong current password was the only refusal.
  expect(refused.map((u) => new URL(u).pathname)).toEqual(['/api/auth/password']);

  // Signed out, the old password no longer opens the panel; the new one does.
  await signOut(page);
  await signInOnPage(page, caixa.email, 'lia-senha-123');
  await expectToast(page, 'Email ou senha incorretos.');
  await expect(page).toHaveURL(/\/login-lojista$/);
  await page.getByLabel('Senha', { exact: true }).fill('lia-nova-senha-9');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/lojista$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Olá, Lia Campos!' })).toBeVisible();
  await expect(page.getByTestId('owner-header-person')).toContainText('Caixa');
});
