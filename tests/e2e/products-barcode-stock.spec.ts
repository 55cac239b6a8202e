import { expect, test } from '@playwright/test';
import { registerShop, signIn } from './support/api.ts';

const checkDigit = 'Código de barras inválido: confira os números (dígito verificador não confere).';
const taken = 'Já existe um produto com este código de barras.';

test('the owner gives a product its barcode: a wrong check digit and a duplicate are explained on the field', async ({
  page,
  request,
}) => {
  const shop = await registerShop(request, 'Mercearia');
  await signIn(page, shop);
  await page.goto('/cadastrar-produto');

  const barcode = page.getByLabel('Código de barras (EAN)');
  await expect(barcode).toHaveAttribute('inputmode', 'numeric');
  await page.getByLabel('Nome').fill('Arroz Tipo 1 5kg');
  await page.getByLabel('Preço (R$)').fill('28,90');
  await page.getByLabel('Estoque', { exact: true }).fill('20');
  // Only digits stay (a pasted code with spaces or dashes).
  await barcode.fill('789-1000-31550-8');
  await expect(barcode).toHaveValue('7891000315508');
  await page.getByRole('button', { name: 'Cadastrar Produto' }).click();
  await expect(barcode).toHaveAccessibleDescription(checkDigit);
  await expect(barcode).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Nome')).toHaveValue('Arroz Tipo 1 5kg');

  // A scanner types the digits and Enter: Enter in the field does not save the form yet.
  await barcode.fill('');
  await barcode.pressSequentially('7891000315507');
  await barcode.press('Enter');
  await expect(barcode).toHaveValue('7891000315507');
  await expect(page.getByLabel('Nome')).toHaveValue('Arroz Tipo 1 5kg');
  await page.getByRole('button', { name: 'Cadastrar Produto' }).click();
  await expect(page.getByText('Produto cadastrado com código 1!')).toBeVisible();
  await expect(barcode).toHaveValue('');

  // The same barcode on another product: the server's 409, on the field, and nothing typed is lost.
  await page.getByLabel('Nome').fill('Arroz Integral 1kg');
  await page.getByLabel('Preço (R$)').fill('9,50');
  await barcode.fill('7891000315507');
  await page.getByRole('button', { name: 'Cadastrar Produto' }).click();
  await expect(barcode).toHaveAccessibleDescription(taken);
  await expect(page.getByLabel('Nome')).toHaveValue('Arroz Integral 1kg');
  await barcode.fill('96385074');
  await page.getByRole('button', { name: 'Cadastrar Produto' }).click();
  await expect(page.getByText('Produto cadastrado com código 2!')).toBeVisible();

  await page.goto('/listar-produtos');
  const arroz = page.getByRole('article', { name: 'Arroz Tipo 1 5kg' });
  await expect(arroz.getByText('7891000315507')).toBeVisible();
  await expect(page.getByRole('article', { name: 'Arroz Integral 1kg' }).getByText('96385074')).toBeVisible();
  // The search finds a product by its barcode (typed or scanned).
  await page.getByLabel('Buscar produtos').fill('96385074');
  await expect(arroz).toBeHidden();
  await expect(page.getByText('1 produto encontrado', { exact: true })).toBeVisible();

  // The edit dialog shows the barcode and refuses a duplicate.
  await page.getByRole('button', { name: 'Limpar busca' }).click();
  await page.getByRole('button', { name: 'Editar Arroz Integral 1kg' }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar produto · Cód. 2' });
  await expect(dialog.getByLabel('Código de barras (EAN)')).toHaveValue('96385074');
  await dialog.getByLabel('Código de barras (EAN)').fill('7891000315507');
  await dialog.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(dialog.getByLabel('Código de barras (EAN)')).toHaveAccessibleDescription(taken);
});

test('Meus Produtos warns of low stock, filters it, and follows the level set per product', async ({
  page,
  request,
}) => {
  const shop = await registerShop(request, 'Padaria');
  await signIn(page, shop);
  for (const product of [
    { name: 'Leite Integral', priceCents: 599, stock: 3 },
    { name: 'Açúcar Refinado', priceCents: 499, stock: 30 },
    { name: 'Farinha de Trigo', priceCents: 699, stock: 8, lowStockLevel: 10 },
    { name: 'Sal Grosso', priceCents: 299, stock: null },
  ]) {
    expect((await page.request.post('/api/products', { data: product })).status()).toBe(201);
  }

  await page.goto('/listar-produtos');
  const leite = page.getByRole('article', { name: 'Leite Integral' });
  const acucar = page.getByRole('article', { name: 'Açúcar Refinado' });
  const farinha = page.getByRole('article', { name: 'Farinha de Trigo' });
  const sal = page.getByRole('article', { name: 'Sal Grosso' });
  await expect(leite.getByText('Estoque baixo')).toBeVisible();
  await expect(farinha.getByText('Estoque baixo')).toBeVisible();
  await expect(acucar.getByText('Estoque baixo')).toHaveCount(0);
  await expect(sal.getByText('Estoque baixo')).toHaveCount(0);

  const warning = page.getByRole('button', { name: /^2 produtos com estoque baixo/ });
  await expect(warning).toHaveAttribute('aria-pressed', 'false');
  await warning.click();
  await expect(warning).toHaveAttribute('aria-pressed', 'true');
  await expect(acucar).toBeHidden();
  await expect(sal).toBeHidden();
  await expect(leite).toBeVisible();
  await expect(farinha).toBeVisible();

  // The owner lowers the milk's level to 2: it is no longer low.
  await leite.getByRole('button', { name: 'Editar Leite Integral' }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar produto · Cód. 1' });
  await expect(dialog.getByLabel('Alerta de estoque baixo')).toHaveAttribute('placeholder', '5');
  await dialog.getByLabel('Alerta de estoque baixo').fill('2');
  await dialog.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByText('Produto atualizado')).toBeVisible();
  await expect(leite).toBeHidden();
  await expect(page.getByRole('button', { name: /^1 produto com estoque baixo/ })).toBeVisible();

  await page.getByRole('button', { name: /com estoque baixo/ }).click();
  await expect(leite).toBeVisible();
  await expect(leite.getByText('Estoque baixo')).toHaveCount(0);
  await expect(acucar).toBeVisible();
});
