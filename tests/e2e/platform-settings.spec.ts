import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { platformSettingsMessages } from '../../src/shared/contracts/invoices.ts';
import { pixKeyMessages } from '../../src/shared/pix/pix-key.ts';
import { registerShop, signIn } from './support/api.ts';
import { E2E_ADMIN } from './support/constants.ts';
import { changingPlatformSettings } from './support/platform-settings.ts';

const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/x/shots';

async function signInAdmin(page: Page) {
  const res = await page.request.post('/api/admin/auth/login', {
    data: { email: E2E_ADMIN.email, senha: E2E_ADMIN.password },
  });
  if (!res.ok()) throw new Error(`admin login failed: ${res.status()}`);
}

test('the super admin sets the platform’s PIX key and bank details in Financeiro, and a shop pays with them', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const project = testInfo.project.name;
  const shop = await registerShop(request, 'Mercearia Pagadora');
  await signIn(page, shop);

  const adminContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const admin = await adminContext.newPage();
  await signInAdmin(admin);

  await changingPlatformSettings(admin.request, async () => {
    await admin.goto('/super-admin/financeiro');
    const card = admin.getByRole('region', { name: 'Dados de pagamento da plataforma' });
    // The server's PLATFORM_* variables are the starting values.
    await expect(card.getByLabel('Chave PIX')).toHaveValue('financeiro@fidelizaloja.com.br');
    await expect(card.getByLabel('Banco', { exact: true })).toHaveValue('Banco do Brasil');
    await expect(card.getByLabel('WhatsApp para comprovantes')).toHaveValue('(11) 98765-4321');
    await expect(card.getByText('PIX configurado')).toBeVisible();

    // Mistakes: each field says what is wrong under it, and keeps what was typed.
    await card.getByLabel('Chave PIX').fill('chave-errada');
    await card.getByLabel('Agência').fill('centro');
    await card.getByLabel('WhatsApp para comprovantes').fill('98765-4321');
    await card.getByRole('button', { name: 'Salvar dados de pagamento' }).click();
    await expect(admin.getByText(platformSettingsMessages.checkFields)).toBeVisible();
    await expect(card.getByLabel('Chave PIX')).toHaveAccessibleDescription(pixKeyMessages.invalid);
    await expect(card.getByLabel('Agência')).toHaveAccessibleDescription(platformSettingsMessages.agencyInvalid);
    await expect(card.getByLabel('WhatsApp para comprovantes')).toHaveAccessibleDescription(
      platformSettingsMessages.whatsappInvalid,
    );
    await expect(card.getByLabel('Chave PIX')).toHaveValue('chave-errada');
    await expect(card.getByLabel('Agência')).toHaveValue('centro');
    await card.screenshot({ path: `${SHOTS}/platform-settings-errors-${project}.png` });
    // Nothing was saved.
    expect((await (await admin.request.get('/api/admin/platform-settings')).json()).chavePix).toBe(
      'financeiro@fidelizaloja.com.br',
    );

    // The platform's new account: a CNPJ key, typed with its dots.
    await card.getByLabel('Chave PIX').fill('11.222.333/0001-81');
    await expect(card.getByText('CNPJ: 11222333000181')).toBeVisible();
    await card.getByLabel('Titular da conta e do PIX').fill('Fideliza Pagamentos Ltda');
    await card.getByLabel('Cidade do PIX').fill('Curitiba');
    await card.getByLabel('Banco', { exact: true }).fill('Banco Inter (077)');
    await card.getByLabel('Agência').fill('0001');
    await card.getByLabel('Conta', { exact: true }).fill('1234567-8');
    await card.getByLabel('WhatsApp para comprovantes').fill('41998765432');
    await expect(card.getByLabel('WhatsApp para comprovantes')).toHaveValue('(41) 99876-5432');
    await card.getByRole('button', { name: 'Salvar dados de pagamento' }).click();
    await expect(admin.getByText(platformSettingsMessages.saved)).toBeVisible();
    await expect(card.getByLabel('Chave PIX')).toHaveValue('11222333000181');
    await expect(card.getByRole('alert')).toHaveCount(0);
    await admin.reload();
    await expect(card.getByLabel('Banco', { exact: true })).toHaveValue('Banco Inter (077)');
    await expect(card.getByLabel('Conta', { exact: true })).toHaveValue('1234567-8');
    await expect(card.getByLabel('WhatsApp para comprovantes')).toHaveValue('(41) 99876-5432');
    await card.screenshot({ path: `${SHOTS}/platform-settings-saved-${project}.png` });
    await admin.screenshot({ path: `${SHOTS}/platform-settings-financeiro-${project}.png`, fullPage: true });

    // The shop's Minhas Faturas: the new details, and its pending invoice's PIX made with them.
    await page.goto('/minhas-faturas');
    await expect(page.getByRole('heading', { name: 'Minhas Faturas' })).toBeVisible();
    const pix = page.getByRole('region', { name: 'Pagar com PIX' });
    const code = pix.locator('output').first();
    await expect(code).toContainText('br.gov.bcb.pix011411222333000181');
    await expect(code).toContainText('5924FIDELIZA PAGAMENTOS LTDA6008CURITIBA');
    await expect(code).not.toContainText('financeiro@fidelizaloja.com.br');
    await expect(pix.getByRole('button', { name: 'Copiar código' }).first()).toBeVisible();
    for (const value of ['Banco Inter (077)', '1234567-8', 'Fideliza Pagamentos Ltda', '11222333000181']) {
      await expect(page.getByText(value, { exact: true }).first()).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Enviar comprovante pelo WhatsApp' })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/5541998765432\?text=/,
    );
    await page.screenshot({ path: `${SHOTS}/platform-settings-minhas-faturas-${project}.png`, fullPage: true });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page
        .getByRole('link', { name: /^Baixar fatura/ })
        .first()
        .click(),
    ]);
    const text = await readFile(await download.path(), 'utf8');
    expect(text).toContain('Chave PIX: 11222333000181');
    expect(text).toContain('Banco: Banco Inter (077)');
    expect(text).toContain(`${await code.innerText()}`.trim());
  });

  // The card has no serious accessibility violation.
  await admin.goto('/super-admin/financeiro');
  await expect(
    admin.getByRole('region', { name: 'Dados de pagamento da plataforma' }).getByLabel('Banco', { exact: true }),
  ).toBeVisible();
  const results = await new AxeBuilder({ page: admin })
    .include('[role="region"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  await adminContext.close();
});
