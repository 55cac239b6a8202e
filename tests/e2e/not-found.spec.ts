import { expect, test } from '@playwright/test';

test('an unknown path shows the 404 page with its two ways out', async ({ page }) => {
  await page.goto('/');
  const response = await page.goto('/pagina-que-nao-existe');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
  await expect(page.getByText('Oops! A página que você está procurando não existe ou foi movida.')).toBeVisible();
  await page.getByRole('button', { name: 'Voltar' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/outra/rota/qualquer');
  await page.getByRole('link', { name: 'Ir para o Início' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Clientes que voltam. Vendas que crescem.' })).toBeVisible();
});
