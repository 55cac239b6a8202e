import { expect, type Locator, type Page, test } from '@playwright/test';
import { staffMessages } from '../../src/shared/contracts/staff.ts';
import { asNewClient, registerShop, signIn } from './support/api.ts';
import { createProducts, expectToast, uniqueCpf } from './support/storefront.ts';

/** Where the journey leaves its pictures (set E2E_SHOTS to keep them). */
const shotsDir = process.env.E2E_SHOTS;
async function shot(page: Page, name: string, { fullPage = false, of }: { fullPage?: boolean; of?: Locator } = {}) {
  if (!shotsDir) return;
  const path = `${shotsDir}/roles-${name}-${test.info().project.name}.png`;
  // Without the toasts over what the picture is of.
  const style = '[data-sonner-toaster] { display: none !important; }';
  await (of ? of.screenshot({ path, style }) : page.screenshot({ path, fullPage, style }));
}

const BARCODE = '7891000100103';

test('the owner gives a Caixa a login by invitation; she sets her password, sees the counter only and sells as herself', async ({
  page,
  request,
  isMobile,
}) => {
  // Two people's journeys in one: longer than one screen's.
  test.slow();
  const shop = await registerShop(request, 'Equipe');
  await createProducts(request, shop, [{ name: 'Bolo de Fubá', priceCents: 2500, stock: 10, barcode: BARCODE }]);
  await signIn(page, shop);
  const employee = await page.request.post('/api/employees', {
    data: { nome: 'Bia Souza', dataNascimento: '1998-03-10', metaMesCents: 300_000, dataContratacao: '2025-02-01' },
  });
  expect(employee.status()).toBe(201);
  const employeeId = (await employee.json()).id as number;
  await page.request.post('/api/employees', {
    data: { nome: 'Caio Lima', dataNascimento: '1990-07-21', metaMesCents: 200_000, dataContratacao: '2024-05-01' },
  });
  // Team logins need the owner's password typed within 10 minutes (the panel asks for it again
  // when it is older; that dialog has its own journey): typed here, as the dialog would.
  expect((await page.request.post('/api/auth/reauth', { data: { senha: shop.senha } })).ok()).toBe(true);

  // Funcionários → Acesso ao sistema: nobody has a login yet.
  await page.goto('/cadastrar-funcionario');
  const access = page.getByRole('region', { name: 'Acesso ao sistema' });
  const bia = access.getByTestId(`acesso-${employeeId}`);
  await expect(bia).toContainText('Ainda sem acesso ao sistema.');
  await expect(access.getByRole('button', { name: 'Dar acesso a Caio Lima' })).toBeVisible();

  // Dar acesso: the e-mail and the role are required; the invitation is the default.
  await bia.getByRole('button', { name: 'Dar acesso a Bia Souza' }).click();
  const dialog = page.getByRole('dialog', { name: 'Dar acesso a Bia Souza' });
  await expect(dialog.getByRole('radio', { name: /Enviar convite/ })).toBeChecked();
  await expect(dialog.getByLabel('Senha da pessoa')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Criar convite' }).click();
  await expect(dialog.getByText(staffMessages.emailRequired)).toBeVisible();
  await expect(dialog.getByText(staffMessages.roleInvalid)).toBeVisible();
  const email = `bia.${Date.now().toString(36)}${test.info().project.name}@loja-teste.com.br`;
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByRole('radio', { name: /^Caixa/ }).check();
  await expect(dialog).toContainText('Atende no balcão');
  await expect(dialog).toContainText('Cuida da loja');
  await shot(page, 'dar-acesso');
  await dialog.getByRole('button', { name: 'Criar convite' }).click();
  await expectToast(page, staffMessages.created);

  // The link to pass on: copied, or on WhatsApp with a message.
  const linkField = dialog.getByLabel('Link do convite');
  await expect(linkField).toHaveValue(/\/convite\/[A-Za-z0-9_-]{20,}$/);
  const link = await linkField.inputValue();
  const whatsapp = dialog.getByRole('link', { name: 'Enviar no WhatsApp' });
  const href = (await whatsapp.getAttribute('href')) ?? '';
  expect(href.startsWith('https://wa.me/?text=')).toBe(true);
  expect(decodeURIComponent(href.slice('https://wa.me/?text='.length))).toContain(`Olá, Bia!`);
  expect(decodeURIComponent(href)).toContain(link);
  await expect(dialog.getByRole('button', { name: 'Copiar link' })).toBeVisible();
  await shot(page, 'convite-link');
  await dialog.getByRole('button', { name: 'Concluir' }).click();
  await expect(dialog).toBeHidden();
  await expect(bia).toContainText('Convite pendente');
  await expect(bia).toContainText(email);
  await expect(bia).toContainText('Caixa');
  await expect(bia.getByRole('button', { name: 'Novo convite para Bia Souza' })).toBeVisible();
  await access.scrollIntoViewIfNeeded();
  await shot(page, 'funcionarios');
  await shot(page, 'acesso-secao', { of: access });

  // The owner leaves; the invitation opens on a fresh load (a page of the app, status 200).
  await page.getByRole('button', { name: 'Sair' }).click();
  // The start page is the public entry's: loaded as a page of its own, waited for before going on.
  await expect(page.getByRole('heading', { level: 1, name: 'Clientes que voltam. Vendas que crescem.' })).toBeVisible();
  await page.waitForLoadState('load');
  const opened = await page.goto(link);
  expect(opened?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Olá, Bia Souza!' })).toBeVisible();
  await expect(page.getByText(`Crie sua senha para entrar em ${shop.nomeEmpresa}.`)).toBeVisible();
  await expect(page.getByLabel('E-mail')).toHaveValue(email);
  await expect(page).toHaveTitle(/Criar senha/);
  await shot(page, 'convite-pagina', { fullPage: true });
  // The server's rule (8 characters) and the confirmation, under the fields.
  await page.getByLabel('Nova senha').fill('curta');
  await page.getByLabel('Confirmar senha').fill('outra');
  await page.getByRole('button', { name: 'Criar senha' }).click();
  await expect(page.getByText('A senha deve ter pelo menos 8 caracteres.')).toBeVisible();
  await expect(page.getByText('As senhas não coincidem.')).toBeVisible();
  await page.getByLabel('Nova senha').fill('bia-senha-123');
  await page.getByLabel('Confirmar senha').fill('bia-senha-123');
  await page.getByRole('button', { name: 'Criar senha' }).click();
  await expect(page.getByText(staffMessages.inviteAccepted)).toBeVisible();
  await shot(page, 'convite-pronto', { fullPage: true });

  // The link works once.
  await page.reload();
  await expect(page.getByText(staffMessages.inviteInvalid)).toBeVisible();
  await shot(page, 'convite-invalido', { fullPage: true });
  await page.getByRole('link', { name: 'Ir para o login' }).click();

  // She signs in on the shop's login page. From here no screen asks the server for what she may not read.
  const refused: string[] = [];
  page.on('response', (res) => {
    if (res.status() === 403) refused.push(res.url());
  });
  await page.setExtraHTTPHeaders(asNewClient());
  await expect(page).toHaveURL(/\/login-lojista$/);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill('bia-senha-123');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/lojista$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Olá, Bia Souza!' })).toBeVisible();

  // The header says who is signed in; the home has the counter's shortcuts and no statistics.
  const person = page.getByTestId('owner-header-person');
  await expect(person).toContainText('Bia Souza');
  await expect(person).toContainText('Caixa');
  await expect(page.getByText('Painel do Lojista')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Iniciar Venda' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Acessar CRM' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Caixa de Hoje' })).toBeVisible();
  await shot(page, 'caixa-inicio', { fullPage: true });

  // The menu: the Caixa's screens only, and Configurações for her own account (manager-override.spec.ts).
  if (isMobile) await page.getByRole('button', { name: 'Abrir menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Menu' });
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
  await expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
  await shot(page, 'caixa-menu');
  await menu.getByRole('link', { name: 'Vendas' }).click();

  // A counter sale: she is the seller unless she picks another.
  await expect(page).toHaveURL(/\/vendas$/);
  const seller = page.getByLabel('Vendedor');
  await expect(seller).toHaveValue(String(employeeId));
  await expect(seller.locator('option:checked')).toHaveText('Bia Souza');
  await expect(seller.locator('option')).toHaveText(['Sem vendedor', 'Bia Souza', 'Caio Lima']);
  const search = page.getByRole('combobox', { name: 'Buscar produto' });
  await search.fill(BARCODE);
  await search.press('Enter');
  await expect(page.getByRole('list', { name: 'Itens da venda' })).toContainText('Bolo de Fubá');
  await page.getByRole('button', { name: /Salvar/ }).click();
  const payment = page.getByRole('dialog', { name: 'Pagamento' });
  await payment.getByLabel('Valor recebido').fill('25,00');
  await payment.getByLabel('Valor recebido').press('Enter');
  await payment.getByRole('button', { name: 'Finalizar Venda' }).click();
  await expectToast(page, 'Venda salva com sucesso! Total: R$ 25,00');
  const sales = await (await page.request.get('/api/sales')).json();
  expect(sales.sales).toHaveLength(1);
  expect(sales.sales[0].employee).toEqual({ id: employeeId, nome: 'Bia Souza' });

  // A screen she may not open, typed: said plainly, with the way back to the start.
  await page.goto('/dashboard');
  const denied = page.getByRole('region', { name: 'Seu acesso não permite esta tela.' });
  await expect(denied).toBeVisible();
  await expect(denied).toContainText('Você entrou como Caixa');
  await shot(page, 'sem-acesso');
  await denied.getByRole('link', { name: 'Ir para o início' }).click();
  await expect(page).toHaveURL(/\/lojista$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Olá, Bia Souza!' })).toBeVisible();

  // Her Caixa is today's: no day picker.
  await page.goto('/relatorio-caixa');
  await expect(page.getByRole('group', { name: 'Total de Vendas' })).toContainText('R$ 25,00');
  await expect(page.getByRole('button', { name: 'Dia anterior' })).toHaveCount(0);

  // The counter's other screens, without what only a Gerente may do.
  const customer = await page.request.post('/api/customers', {
    data: { nome: 'Dora Lins', cpf: uniqueCpf(), telefone: '(11) 98765-4321' },
  });
  expect(customer.status()).toBe(201);
  await page.goto('/cadastrar-clientes');
  await expect(page.getByRole('heading', { level: 1, name: 'Cadastro de Clientes' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Relatório de Clientes' })).toHaveCount(0);
  await expect(page.getByText('Dora Lins')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Excluir Dora Lins' })).toHaveCount(0);
  await page.goto('/tarefas-diarias');
  await expect(page.getByRole('heading', { level: 1, name: 'Tarefas Diárias' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Nova tarefa' })).toHaveCount(0);
  await page.goto('/fidelidade');
  await expect(page.getByText('Peça ao dono da loja para defini-la em Configurações.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ir para Configurações' })).toHaveCount(0);
  await page.goto('/gerenciar-pedidos');
  await expect(page.getByRole('heading', { level: 1, name: 'Gerenciar Pedidos Online' })).toBeVisible();

  // Nothing along the way was refused by the server, nor does anything overflow the screen.
  expect(refused).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});

test("the owner sets a Gerente's password at once, changes the role and turns the access off and on; the Gerente's panel has all but the owner's", async ({
  page,
  request,
  browser,
  isMobile,
}, testInfo) => {
  test.slow();
  const shop = await registerShop(request, 'Gerência');
  await signIn(page, shop);
  const employee = await page.request.post('/api/employees', {
    data: { nome: 'Rui Prado', dataNascimento: '1985-11-02', metaMesCents: 500_000, dataContratacao: '2023-08-01' },
  });
  const employeeId = (await employee.json()).id as number;
  expect((await page.request.post('/api/auth/reauth', { data: { senha: shop.senha } })).ok()).toBe(true);

  await page.goto('/cadastrar-funcionario');
  const row = page.getByRole('region', { name: 'Acesso ao sistema' }).getByTestId(`acesso-${employeeId}`);
  await row.getByRole('button', { name: 'Dar acesso a Rui Prado' }).click();
  const dialog = page.getByRole('dialog', { name: 'Dar acesso a Rui Prado' });
  // The shop's own e-mail is taken: the server's message under the field, and everything typed stays.
  await dialog.getByLabel('E-mail').fill(shop.email);
  await dialog.getByRole('radio', { name: /^Gerente/ }).check();
  await dialog.getByRole('radio', { name: /Definir senha agora/ }).check();
  await dialog.getByLabel('Senha da pessoa').fill('rui-senha-123');
  await dialog.getByRole('button', { name: 'Dar acesso' }).click();
  await expect(dialog.getByText(staffMessages.emailTaken)).toBeVisible();
  await expect(dialog.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByRole('radio', { name: /^Gerente/ })).toBeChecked();
  await expect(dialog.getByLabel('Senha da pessoa')).toHaveValue('rui-senha-123');
  const email = `rui.${Date.now().toString(36)}${testInfo.project.name}@loja-teste.com.br`;
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByRole('button', { name: 'Dar acesso' }).click();
  await expectToast(page, staffMessages.created);
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Acesso ativo');
  await expect(row).toContainText('Gerente');

  // A password link for a login in use says the current password keeps working meanwhile.
  await row.getByRole('button', { name: 'Link de nova senha para Rui Prado' }).click();
  const reset = page.getByRole('dialog', { name: 'Link para nova senha' });
  await expect(reset.getByLabel('Link do convite')).toHaveValue(/\/convite\//);
  await expect(reset).toContainText('A senha atual continua valendo');
  await reset.getByRole('button', { name: 'Concluir' }).click();

  // The Gerente's own panel: the statistics and the team, not the owner's invoices nor the team's logins.
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: isMobile ? { width: 390, height: 844 } : { width: 1280, height: 720 },
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  });
  const manager = await context.newPage();
  const login = await manager.request.post('/api/auth/login', {
    data: { email, senha: 'rui-senha-123' },
    headers: asNewClient(),
  });
  expect(login.ok()).toBe(true);
  await manager.goto('/lojista');
  await expect(manager.getByTestId('owner-header-person')).toContainText('Rui Prado');
  await expect(manager.getByTestId('owner-header-person')).toContainText('Gerente');
  if (isMobile) await manager.getByRole('button', { name: 'Abrir menu' }).click();
  const menu = manager.getByRole('navigation', { name: 'Menu' });
  await expect(menu.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Configurações' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Faturas' })).toHaveCount(0);
  await manager.goto('/cadastrar-funcionario');
  await expect(manager.getByRole('heading', { level: 1, name: 'Gestão de Funcionários' })).toBeVisible();
  await expect(manager.getByRole('region', { name: 'Acesso ao sistema' })).toHaveCount(0);
  await manager.goto('/minhas-faturas');
  await expect(manager.getByText('Seu acesso não permite esta tela.')).toBeVisible();
  await expect(manager.getByText('Você entrou como Gerente')).toBeVisible();

  // The role becomes Caixa: the Gerente's session ends, the next sign-in carries the new role.
  await row.getByRole('button', { name: 'Alterar o papel de Rui Prado' }).click();
  const role = page.getByRole('dialog', { name: 'Papel de Rui Prado' });
  await expect(role.getByRole('radio', { name: /^Gerente/ })).toBeChecked();
  await role.getByRole('radio', { name: /^Caixa/ }).check();
  await role.getByRole('button', { name: 'Salvar papel' }).click();
  await expectToast(page, staffMessages.updated);
  await expect(row).toContainText('Caixa');
  await manager.goto('/lojista', { waitUntil: 'commit' });
  await expect(manager).toHaveURL(/\/$/);
  await context.close();

  // Off (after a confirmation) and on again.
  await row.getByRole('button', { name: 'Desativar o acesso de Rui Prado' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Desativar o acesso de Rui Prado?' });
  await confirm.getByRole('button', { name: 'Desativar acesso' }).click();
  await expectToast(page, staffMessages.disabled);
  await expect(row).toContainText('Acesso desativado');
  await row.getByRole('button', { name: 'Reativar o acesso de Rui Prado' }).click();
  await expectToast(page, staffMessages.enabled);
  await expect(row).toContainText('Acesso ativo');
});
