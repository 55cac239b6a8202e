import { expect, type Page, test } from '@playwright/test';
import { adminMessageTexts } from '../../src/shared/contracts/admin-messages.ts';
import { ideaMessages } from '../../src/shared/contracts/ideas.ts';
import { expectSentHome, registerShop, signIn } from './support/api.ts';
import { E2E_ADMIN } from './support/constants.ts';
import { expectToast } from './support/storefront.ts';

/** Signs the page in as the super admin too (its cookie sits beside the shop's). */
async function signInAdmin(page: Page) {
  const res = await page.request.post('/api/admin/auth/login', {
    data: { email: E2E_ADMIN.email, senha: E2E_ADMIN.password },
  });
  if (!res.ok()) throw new Error(`admin login failed: ${res.status()}`);
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `/tmp/x/shots/ideas-${name}-${test.info().project.name}.png`, fullPage: true });

test('a shop sends an idea, the super admin puts it under analysis and the shop sees it', async ({
  page,
  request,
  isMobile,
}) => {
  const shop = await registerShop(request, 'Ótica Ideias');
  await signIn(page, shop);
  await page.goto('/lojista');
  if (isMobile) await page.getByRole('button', { name: 'Abrir menu' }).click();
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Ideias' }).click();
  await expect(page).toHaveURL(/\/ideias$/);
  await expect(page.getByRole('heading', { name: 'Ideias', level: 1 })).toBeVisible();
  await expect(page.getByText('Exemplo de uma boa ideia')).toBeVisible();
  await expect(page.getByText('Nenhuma ideia enviada ainda.')).toBeVisible();

  const send = page.getByRole('button', { name: 'Enviar Ideia' });
  await expect(send).toBeDisabled();
  const titulo = `Agenda de clientes ${Date.now()}`;
  await page.getByLabel('Título da ideia').fill(titulo);
  await expect(send).toBeDisabled();
  const reason = page.getByLabel('Por que essa ideia é importante?');
  await reason.fill('Quero marcar horários dos clientes no painel.');
  await expect(page.getByText('45/500')).toBeVisible();
  await expect(reason).toHaveAttribute('maxlength', '500');
  await expect(page.getByLabel('Título da ideia')).toHaveAttribute('maxlength', '100');
  await shot(page, 'owner-form');
  await send.click();
  await expectToast(page, 'Sucesso!', ideaMessages.sent);
  await expect(page.getByLabel('Título da ideia')).toHaveValue('');
  await expect(reason).toHaveValue('');
  await expect(page.getByText('0/500')).toBeVisible();
  const mine = page.getByRole('region', { name: 'Minhas ideias' }).getByRole('listitem').filter({ hasText: titulo });
  await expect(mine).toContainText('Enviada');

  // The super admin.
  await signInAdmin(page);
  await page.goto('/super-admin/ideias');
  await expect(page.getByRole('heading', { name: 'Ideias', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Voltar' })).toHaveAttribute('href', '/super-admin');
  const row = page.getByRole('row').filter({ hasText: titulo });
  await expect(row).toContainText(shop.nomeEmpresa);
  await expect(row).toContainText('Enviada');
  await row.getByRole('button', { name: `Ver detalhes da ideia ${titulo}` }).click();
  const dialog = page.getByRole('dialog', { name: titulo });
  await expect(dialog).toContainText('Quero marcar horários dos clientes no painel.');
  await expect(dialog).toContainText(shop.nomeEmpresa);
  await expect(dialog.getByRole('button', { name: 'Marcar como implementada' })).toHaveCount(0);
  await shot(page, 'admin-detail');
  await dialog.getByRole('button', { name: 'Colocar em análise' }).click();
  await expectToast(page, 'Status Atualizado', ideaMessages.statusNow('em_analise'));
  await expect(dialog).toContainText('Em análise');
  await expect(dialog.getByRole('button', { name: 'Marcar como implementada' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Recusar' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(row).toContainText('Em análise');

  await page.getByLabel('Filtrar por status').selectOption('recusada');
  await expect(row).toHaveCount(0);
  await page.getByLabel('Filtrar por status').selectOption('em_analise');
  await expect(row).toContainText('Em análise');
  await shot(page, 'admin-list');

  // The shop sees the new status.
  await page.goto('/ideias');
  await expect(mine).toContainText('Em análise');
});

test('the super admin broadcasts a message, a shop sees it and dismisses it, the admin removes it', async ({
  page,
  request,
}) => {
  const shop = await registerShop(request, 'Mercearia Avisos');
  const other = await registerShop(request, 'Outra Loja');
  await signInAdmin(page);
  await page.goto('/super-admin/mensagens');
  await expect(page.getByRole('heading', { name: 'Central de Mensagens', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Voltar' })).toHaveAttribute('href', '/super-admin');
  await expect(page.getByRole('heading', { name: /Mensagens Enviadas/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Todas as Mensagens' })).toBeVisible();
  for (const col of ['Título', 'Conteúdo', 'Data', 'Status', 'Ações']) {
    await expect(page.getByRole('columnheader', { name: col })).toBeVisible();
  }

  const title = page.getByLabel('Título');
  const content = page.getByLabel('Conteúdo');
  const send = page.getByRole('button', { name: 'Enviar para Todos os Clientes' });
  await expect(title).toHaveAttribute('placeholder', 'Ex: Manutenção programada');
  await expect(content).toHaveAttribute('rows', '6');
  await expect(send).toBeDisabled();
  const titulo = `Manutenção ${test.info().project.name} ${Date.now()}`;
  await title.fill(titulo);
  await expect(send).toBeDisabled();
  await content.fill('   ');
  await expect(send).toBeDisabled();
  await content.fill('O sistema fica fora do ar no sábado, das 2h às 4h.');
  await expect(send).toBeEnabled();
  await send.click();
  await expectToast(page, 'Mensagem Enviada', 'Mensagem foi enviada para todos os clientes.');
  await expect(title).toHaveValue('');
  await expect(content).toHaveValue('');
  const sent = page.getByRole('list', { name: 'Mensagens Enviadas' }).getByRole('listitem').filter({ hasText: titulo });
  await expect(sent).toContainText('Ativa');
  await expect(sent).toContainText('O sistema fica fora do ar no sábado');
  await expect(sent).toContainText(/\d{2}\/\d{2}\/\d{4},? \d{2}:\d{2}/);
  await expect(page.getByRole('row').filter({ hasText: titulo })).toContainText('Ativa');
  await shot(page, 'admin-messages');

  // The server's own check answers in the spec's words.
  const empty = await page.request.post('/api/admin/messages', { data: { titulo: 'x', conteudo: ' ' } });
  expect(empty.status()).toBe(400);
  expect((await empty.json()).error.message).toBe('Preencha todos os campos.');

  // The shop's panel shows it on every screen, until the shop dismisses it.
  await signIn(page, shop);
  await page.goto('/lojista');
  const banner = page.getByTestId('owner-message').filter({ hasText: titulo });
  await expect(banner).toContainText('O sistema fica fora do ar no sábado');
  await page.goto('/ideias');
  await expect(banner).toBeVisible();
  await shot(page, 'owner-banner');
  await banner.getByRole('button', { name: `Dispensar o aviso ${titulo}` }).click();
  await expect(banner).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Ideias', level: 1 })).toBeVisible();
  await expect(banner).toHaveCount(0);

  // Another shop still sees it, until the admin removes it.
  await signIn(page, other);
  await page.goto('/lojista');
  await expect(banner).toBeVisible();

  await page.goto('/super-admin/mensagens');
  await sent.getByRole('button', { name: `Remover a mensagem ${titulo}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Remover mensagem?' });
  await expect(confirm).toContainText(adminMessageTexts.confirmRemove(titulo));
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(sent).toBeVisible();
  await page
    .getByRole('row')
    .filter({ hasText: titulo })
    .getByRole('button', { name: /Excluir/ })
    .click();
  await confirm.getByRole('button', { name: 'Remover' }).click();
  await expectToast(page, 'Mensagem Removida', 'Mensagem foi removida com sucesso.');
  await expect(sent).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: titulo })).toHaveCount(0);

  await page.goto('/lojista');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(banner).toHaveCount(0);
});

test('the admin screens are closed to a shop owner and to a visitor', async ({ page, request }) => {
  for (const path of ['/super-admin/ideias', '/super-admin/mensagens']) {
    await expectSentHome(page, path);
  }
  const shop = await registerShop(request, 'Curiosa');
  await signIn(page, shop);
  for (const path of ['/super-admin/ideias', '/super-admin/mensagens']) {
    await expectSentHome(page, path);
  }
  expect((await page.request.get('/api/admin/messages')).status()).toBe(401);
  expect((await page.request.get('/api/admin/ideas')).status()).toBe(401);
});
