import { expect, test } from '@playwright/test';
import { registerShop, signIn } from './support/api.ts';
import { createProducts, placeOrder, uniqueCpf } from './support/storefront.ts';

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

test('a storefront order earns cashback that the owner sees on the customer', async ({ page, request }) => {
  const shop = await registerShop(request, 'Empório');
  const [cheese] = await createProducts(request, shop, [{ name: 'Queijo Minas', priceCents: 2250, stock: null }]);
  await signIn(page, shop);
  await page.goto('/cadastrar-cashback');
  await page.getByLabel('Percentual (%)').fill('5');
  await page.getByLabel('Compra mínima (R$)').fill('40');
  await page.getByRole('button', { name: 'Salvar Configuração' }).click();
  await expect(page.getByText('Configuração de cashback salva com sucesso!')).toBeVisible();

  const cpf = uniqueCpf();
  const order = await placeOrder(request, shop.id, {
    cpf,
    nome: 'Helena Castro',
    telefone: '11987654321',
    dataNascimento: '1985-03-09',
    paymentMethod: 'pix',
    items: [{ productId: cheese?.id, quantity: 2 }],
  });

  await page.goto('/relatorio');
  await page.getByRole('button', { name: 'Ver detalhes de Helena Castro' }).click();
  // Apart from what she can spend: credited when the shop delivers the order.
  await expect(page.getByText('Cashback a receber').first()).toBeVisible();
  await page.getByRole('tab', { name: 'Crédito' }).click();
  // 2 × R$ 22,50 = R$ 45,00, at least the R$ 40 minimum: 5% is R$ 2,25, a receber until delivered.
  await expect(page.getByTestId('cashback-pending')).toHaveText('R$\u00a02,25');
  await expect(page.getByTestId('cashback-balance')).toHaveText('R$\u00a00,00');

  for (const status of ['preparando', 'pronto', 'entregue']) {
    const res = await page.request.patch(`/api/orders/${order.id}/status`, { data: { status } });
    expect(res.ok()).toBe(true);
  }
  await page.reload();
  await page.getByRole('tab', { name: 'Crédito' }).click();
  await expect(page.getByTestId('cashback-balance')).toHaveText('R$\u00a02,25');
  await expect(page.getByTestId('cashback-pending')).toHaveCount(0);
  // The expiry day alone, without a stray comma.
  await expect(page.getByText(/^Válido até \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  await expect(page.getByText(/Válido até/)).toBeVisible();
});
