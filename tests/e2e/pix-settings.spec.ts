import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import QRCode from 'qrcode';
import { staffMessages } from '../../src/shared/contracts/staff.ts';
import { crc16 } from '../../src/shared/pix/br-code.ts';
import { registerShop, signIn } from './support/api.ts';
import { expectToast } from './support/storefront.ts';

/** Where the journeys leave their pictures (set E2E_SHOTS to keep them). */
const shotsDir = process.env.E2E_SHOTS;
async function shot(page: Page, name: string) {
  if (!shotsDir) return;
  mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: `${shotsDir}/pix-${name}-${test.info().project.name}.png`, fullPage: true });
}

// Runs at 390 px in the phone project and at desktop width in the desktop one.
test("the owner saves the shop's PIX key; the preview shows the QR code and the copy-and-paste text", async ({
  page,
  request,
  context,
}) => {
  const shop = await registerShop(request, 'Padaria');
  await signIn(page, shop);
  await page.goto('/configuracoes');

  await expect(page.getByText('PIX não configurado')).toBeVisible();
  await expect(page.getByText('A prévia aparece quando a chave, o nome e a cidade')).toBeVisible();

  // A CPF with a wrong check digit is refused under the field, and nothing is saved.
  const key = page.getByLabel('Chave PIX');
  await key.fill('529.982.247-24');
  await page.getByLabel('Nome do titular').fill('Padaria São João');
  await page.getByLabel('Cidade').fill('São Paulo');
  await page.getByRole('button', { name: 'Salvar PIX' }).click();
  await expect(page.getByText('CPF inválido. Confira os números da chave PIX.')).toBeVisible();
  await expect(key).toHaveAttribute('aria-invalid', 'true');
  expect((await (await page.request.get('/api/settings/pix')).json()).chave).toBe('');

  // Something that is no key at all.
  await key.fill('padaria');
  await page.getByRole('button', { name: 'Salvar PIX' }).click();
  await expect(page.getByText('Chave PIX inválida. Use CPF, CNPJ, e-mail, celular ou chave aleatória.')).toBeVisible();

  // A mobile number typed the usual way is recognized and written as the bank expects it.
  await key.fill('(11) 98765-4321');
  await expect(page.getByText('Celular: +5511987654321')).toBeVisible();
  const preview = page.getByRole('complementary', { name: 'Prévia do PIX' });
  const qr = preview.getByRole('img', { name: 'QR Code PIX de R$ 10,00' });
  await expect(qr).toBeVisible();

  // The key the counter charges to: the server asks for the owner's password again first.
  await page.getByRole('button', { name: 'Salvar PIX' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirme sua senha' });
  await expect(confirm).toContainText(staffMessages.reauthRequired);
  const password = confirm.getByLabel('Sua senha de acesso');
  await expect(password).toBeFocused();
  // Cancelled: nothing is saved, and the screen says why.
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(confirm).toBeHidden();
  await expectToast(page, 'Erro', staffMessages.reauthRequired);
  expect((await (await page.request.get('/api/settings/pix')).json()).chave).toBe('');

  await page.getByRole('button', { name: 'Salvar PIX' }).click();
  await expect(password).toBeFocused();
  await shot(page, 'password-dialog');
  await password.fill('senha-errada-1');
  await password.press('Enter');
  await expect(confirm.getByText(staffMessages.reauthWrong)).toBeVisible();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await shot(page, 'password-wrong');
  await password.fill(shop.senha);
  await confirm.getByRole('button', { name: 'Confirmar' }).click();
  await expectToast(page, 'Dados do PIX salvos com sucesso!');
  await expect(confirm).toBeHidden();
  await expect(page.getByText('PIX configurado', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Nome do titular')).toHaveValue('PADARIA SAO JOAO');
  await expect(page.getByLabel('Cidade')).toHaveValue('SAO PAULO');

  // The copy text is the BR Code for R$ 10,00 with its CRC, and the QR code encodes exactly it.
  const code = (await preview.getByRole('status', { name: 'PIX copia e cola' }).textContent()) ?? '';
  expect(code).toContain('0114+5511987654321');
  expect(code).toContain('540510.00');
  expect(code).toContain('5916PADARIA SAO JOAO6009SAO PAULO');
  expect(code.slice(-4)).toBe(crc16(code.slice(0, -4)));
  const src = (await qr.getAttribute('src')) ?? '';
  const svg = decodeURIComponent(src.replace('data:image/svg+xml;charset=utf-8,', ''));
  expect(svg).toBe(await QRCode.toString(code, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }));

  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await preview.getByRole('button', { name: 'Copiar código' }).click();
  await expectToast(page, 'Código PIX copiado!');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);

  // Saved: a new visit shows it again.
  await page.reload();
  await expect(page.getByLabel('Chave PIX')).toHaveValue('+5511987654321');
  await expect(preview.getByRole('img', { name: 'QR Code PIX de R$ 10,00' })).toBeVisible();
});
