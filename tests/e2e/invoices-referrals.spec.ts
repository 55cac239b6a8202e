import { expect, type Page, test } from '@playwright/test';
import { expectSentHome, registerShop, signIn } from './support/api.ts';
import { E2E_ADMIN } from './support/constants.ts';
import { lockPlatformSettings } from './support/platform-settings.ts';

const shot = (page: Page, name: string, project: string) =>
  page.screenshot({ path: `/tmp/x/shots/invoices-${name}-${project}.png`, fullPage: true });

async function signInAdmin(page: Page) {
  const res = await page.request.post('/api/admin/auth/login', {
    data: { email: E2E_ADMIN.email, senha: E2E_ADMIN.password },
  });
  if (!res.ok()) throw new Error(`admin login failed: ${res.status()}`);
}

test('a shop refers a company, the admin closes it, and the shop sees 50% off its next pending invoice', async ({
  page,
  browser,
  request,
}, testInfo) => {
  const project = testInfo.project.name;
  const shop = await registerShop(request, 'Padaria Indicadora');
  await signIn(page, shop);

  await page.goto('/indique-ganhe');
  await expect(page.getByRole('heading', { name: 'Indique e Ganhe' })).toBeVisible();
  await page.getByRole('button', { name: 'Enviar indicação' }).click();
  await expect(page.getByText('Preencha todos os campos obrigatórios.').first()).toBeVisible();

  const company = `Açougue ${Date.now().toString(36)}`;
  await page.getByLabel('Nome da empresa indicada').fill(company);
  await page.getByLabel('Nome do responsável').fill('José Silva');
  await page.getByLabel('Telefone de contato').fill('11912345678');
  await expect(page.getByLabel('Telefone de contato')).toHaveValue('(11) 91234-5678');
  await page.getByRole('button', { name: 'Enviar indicação' }).click();
  await expect(
    page.getByText(
      'Indicação enviada! Se a empresa indicada fechar negócio, você ganha 50% de desconto na sua próxima mensalidade.',
    ),
  ).toBeVisible();
  const mine = page.getByRole('region', { name: 'Minhas indicações' });
  await expect(mine.getByText(company)).toBeVisible();
  await expect(mine.getByText('Pendente')).toBeVisible();
  await shot(page, 'indique-ganhe', project);
  await page.getByRole('button', { name: 'Nova indicação' }).click();
  await expect(page.getByLabel('Nome da empresa indicada')).toHaveValue('');

  // The super admin, in a browser of their own.
  const adminContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const admin = await adminContext.newPage();
  await signInAdmin(admin);
  await admin.goto('/super-admin/indicacoes');
  const card = admin
    .getByRole('article')
    .or(admin.getByLabel(`Indicação ${company}`))
    .first();
  await expect(card).toContainText('Padaria Indicadora');
  await expect(card.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', 'https://wa.me/5511912345678');
  await card.getByRole('button', { name: `Detalhes da indicação ${company}` }).click();
  const details = admin.getByRole('dialog', { name: 'Detalhes da indicação' });
  await expect(details).toContainText('José Silva');
  await expect(details).toContainText('(11) 91234-5678');
  await details.press('Escape');
  await shot(admin, 'admin-indicacoes', project);
  await card.getByRole('button', { name: 'Fechou Negócio' }).click();
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Fechou Negócio' }).click();
  await expect(admin.getByText('Status Atualizado')).toBeVisible();
  await expect(card.getByText('Fechado')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Fechou Negócio' })).toHaveCount(0);

  // The shop's invoice: half of R$ 99,90, and the PIX for R$ 49,95, with the platform's details as the server started.
  const release = await lockPlatformSettings();
  await page.goto('/minhas-faturas');
  await expect(page.getByRole('heading', { name: 'Minhas Faturas' })).toBeVisible();
  await expect(page.getByText(/Desconto de indicação: −R\$\s49,95/).first()).toBeVisible();
  const pix = page.getByRole('region', { name: 'Pagar com PIX' });
  const code = pix.locator('output').first();
  await expect(code).toContainText('br.gov.bcb.pix');
  await expect(code).toContainText('540549.95');
  await expect(pix.getByRole('button', { name: 'Copiar código' }).first()).toBeVisible();
  await expect(page.getByText('Banco do Brasil')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Enviar comprovante pelo WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/5511987654321\?text=.*Padaria%20Indicadora/,
  );
  await shot(page, 'minhas-faturas', project);

  const downloadButton = page.getByRole('link', { name: /^Baixar fatura/ }).first();
  const [download] = await Promise.all([page.waitForEvent('download'), downloadButton.click()]);
  expect(download.suggestedFilename()).toMatch(/^fatura-\d{4}-\d{2}\.txt$/);
  const path = await download.path();
  const { readFile } = await import('node:fs/promises');
  const text = await readFile(path, 'utf8');
  expect(text).toContain(`Empresa: ${shop.nomeEmpresa}`);
  expect(text).toContain('Chave PIX: financeiro@fidelizaloja.com.br');
  expect(text).toContain('540549.95');
  release();

  // Financeiro: the admin filters by the shop and marks the invoice paid.
  await admin.goto('/super-admin/financeiro');
  await admin.getByLabel('Empresa').selectOption({ label: shop.nomeEmpresa });
  const row = admin.getByRole('row').filter({ hasText: shop.nomeEmpresa }).first();
  await expect(row).toContainText(/R\$\s49,95/);
  await expect(admin.getByText('Vencidas')).toBeVisible();
  await shot(admin, 'admin-financeiro', project);
  await row.getByRole('button', { name: /^Marcar como paga/ }).click();
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Marcar como paga' }).click();
  await expect(admin.getByText('Status Atualizado')).toBeVisible();
  await expect(row.getByText('Pago')).toBeVisible();
  await adminContext.close();

  await page.reload();
  await expect(page.getByRole('region', { name: 'Pagar com PIX' })).toHaveCount(0);
});

test('the admin screens send a visitor and an owner back to the landing page', async ({ page, request }) => {
  await expectSentHome(page, '/super-admin/financeiro');
  const shop = await registerShop(request);
  await signIn(page, shop);
  await expectSentHome(page, '/super-admin/indicacoes');
});
