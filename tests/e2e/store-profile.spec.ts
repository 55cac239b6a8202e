import { expect, test } from '@playwright/test';
import { makePng } from '../../src/server/test/png.ts';
import { registerShop, signIn } from './support/api.ts';

// A Monday at 19:30 in São Paulo: after the suggested closing time (18:00), before midnight.
const MONDAY_EVENING = new Date('2026-11-23T19:30:00-03:00');

test("the owner sets the shop's hours and logo in Configurações; the storefront shows them and whether it is open now", async ({
  page,
  request,
}) => {
  await page.clock.setFixedTime(MONDAY_EVENING);
  const shop = await registerShop(request, 'Lanchonete');
  await signIn(page, shop);
  await page.goto('/configuracoes');

  await expect(page.getByText('Sua loja ainda não informou o horário')).toBeVisible();
  // The spec's hours are the suggestion the form starts from.
  await expect(page.getByRole('checkbox', { name: 'Segunda' })).toBeChecked();
  await expect(page.getByLabel('Segunda: fecha às')).toHaveValue('18:00');
  await expect(page.getByRole('checkbox', { name: 'Domingo' })).not.toBeChecked();

  // A mistake is explained and nothing is saved.
  await page.getByLabel('Terça: fecha às').fill('08:00');
  await page.getByRole('button', { name: 'Salvar horário' }).click();
  await expect(page.getByText('O horário de fechamento deve ser diferente do de abertura.').first()).toBeVisible();
  await page.getByLabel('Terça: fecha às').fill('18:00');

  // Monday open until after midnight.
  // Times are typed as digits on the 24-hour clock, whatever the device's language.
  await page.getByLabel('Segunda: abre às').fill('');
  await page.getByLabel('Segunda: abre às').pressSequentially('1800');
  await expect(page.getByLabel('Segunda: abre às')).toHaveValue('18:00');
  await page.getByLabel('Segunda: fecha às').fill('02:00');
  await page.getByRole('button', { name: 'Salvar horário' }).click();
  await expect(page.getByText('Horário de funcionamento salvo com sucesso!')).toBeVisible();
  await expect(page.getByText('Sua loja ainda não informou o horário')).toHaveCount(0);

  await page
    .getByLabel('Logo', { exact: false })
    .first()
    .setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: makePng(120, 120, [30, 90, 200]),
    });
  await expect(page.getByText('Logo da loja atualizado com sucesso!')).toBeVisible();
  await expect(page.getByTestId('owner-header-logo')).toHaveAttribute('src', /^\/api\/images\//);

  await page.goto(`/store/${shop.id}`);
  await expect(page.getByRole('heading', { level: 1, name: shop.nomeEmpresa })).toBeVisible();
  await expect(page.getByRole('img', { name: `Logo de ${shop.nomeEmpresa}` })).toHaveAttribute(
    'src',
    /^\/api\/images\//,
  );
  await expect(page.getByText(/avaliaç/)).toHaveCount(0);
  const info = page.getByRole('region', { name: 'Informações da loja' });
  await expect(info.getByText('Seg', { exact: true })).toBeVisible();
  await expect(info.getByText('18h às 2h')).toBeVisible();
  await expect(info.getByText('Ter a Sex')).toBeVisible();
  await expect(info.getByText('8h às 18h')).toBeVisible();
  await expect(info.getByText('Dom', { exact: true })).toBeVisible();
  await expect(page.getByText('Aberto agora').first()).toBeVisible();
});
