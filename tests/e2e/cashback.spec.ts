import { expect, test } from '@playwright/test';
import { registerShop, signIn } from './support/api.ts';

test('the owner configures cashback and the rules are kept', async ({ page, request }) => {
  const shop = await registerShop(request, 'Farmácia');
  await signIn(page, shop);
  await page.goto('/cadastrar-cashback');
  await expect(page.getByRole('heading', { name: 'Configuração de Cashback' })).toBeVisible();
  await expect(page.getByLabel('Percentual (%)')).toHaveValue('10,00');
  await expect(page.getByLabel('Dias para resgate')).toHaveValue('30');
  await expect(page.getByLabel('Compra mínima (R$)')).toHaveValue('50,00');

  await page.getByLabel('Percentual (%)').fill('150');
  await page.getByRole('button', { name: 'Salvar Configuração' }).click();
  await expect(page.getByText('O percentual não pode passar de 100%.').first()).toBeVisible();

  await page.getByLabel('Percentual (%)').fill('12,5');
  await page.getByLabel('Dias para resgate').fill('45');
  await page.getByLabel('Compra mínima (R$)').fill('30');
  await expect(
    page.getByText('Exemplo: uma compra de R$ 100,00 gera R$ 12,50 de cashback, válido por 45 dias.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Salvar Configuração' }).click();
  await expect(page.getByText('Configuração de cashback salva com sucesso!')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Percentual (%)')).toHaveValue('12,50');
  await expect(page.getByLabel('Dias para resgate')).toHaveValue('45');
  await expect(page.getByLabel('Compra mínima (R$)')).toHaveValue('30,00');

  await page.getByRole('switch', { name: 'Cashback ativo' }).click();
  await expect(page.getByText('Com estas regras, nenhuma compra gera cashback.')).toBeVisible();
  await page.getByRole('button', { name: 'Salvar Configuração' }).click();
  await expect(page.getByText('Configuração de cashback salva com sucesso!')).toBeVisible();
  await page.getByRole('link', { name: 'Voltar' }).click();
  await expect(page).toHaveURL(/\/lojista$/);
});
