import { expect, test } from '@playwright/test';
import { registerShop, signIn } from './support/api.ts';
import { placeOrder } from './support/orders.ts';
import { expectToast } from './support/storefront.ts';

// The online order is placed as a customer places it, through the storefront's checkout API.

test('a cash day: an online order counts, a bill lowers the balance and is removed', async ({
  page,
  playwright,
  isMobile,
}) => {
  const visitor = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const shop = await registerShop(visitor, 'Mercearia');
  await signIn(page, shop);

  // The menu's Caixa entry leads here.
  await page.goto('/lojista');
  if (isMobile) await page.getByRole('button', { name: 'Abrir menu' }).click();
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Caixa', exact: true }).click();
  await expect(page).toHaveURL(/\/relatorio-caixa$/);
  await expect(page.getByRole('heading', { name: 'Relatório de Caixa' })).toBeVisible();
  await expect(page).toHaveTitle(/Relatório de Caixa/);
  await expect(page.getByText('Nenhuma venda neste dia.')).toBeVisible();
  await expect(page.getByText('Nenhuma conta lançada neste dia.')).toBeVisible();
  await expect(page.getByText('Nenhum pagamento neste dia.')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Ticket Médio' })).toContainText('R$ 0,00');

  // 2 × X-Burguer at R$ 22,50, paid in cash on delivery.
  const { customerName } = await placeOrder(page.request, visitor, shop);
  await page.reload();
  await expect(page.getByRole('group', { name: 'Total de Vendas' })).toContainText('R$ 45,00');
  await expect(page.getByRole('group', { name: 'Saldo do Dia' })).toContainText('R$ 45,00');
  await expect(page.getByRole('group', { name: 'Ticket Médio' })).toContainText('R$ 45,00');
  await expect(page.getByRole('group', { name: 'Ticket Médio' })).toContainText('1 venda');
  const summary = page.getByRole('list', { name: 'Resumo por forma de pagamento' });
  await expect(summary).toContainText('Dinheiro');
  await expect(summary).toContainText('R$ 45,00');
  const sale = page.getByText(customerName).locator('visible=true').first();
  await expect(sale).toBeVisible();
  await expect(
    page
      .getByText(/Pedido online 1/)
      .locator('visible=true')
      .first(),
  ).toBeVisible();

  // A bill: both fields are required, then it is added and the balance drops.
  const addBill = page.getByRole('button', { name: 'Adicionar conta' });
  await addBill.click();
  await expectToast(page, 'Erro', 'Preencha todos os campos obrigatórios.');
  await page.getByLabel('Nome da conta').fill('Conta de luz');
  await page.getByLabel('Valor').fill('12,50');
  await addBill.click();
  await expectToast(page, 'Conta Adicionada');
  await expect(page.getByLabel('Nome da conta')).toHaveValue('');
  const bills = page.getByRole('list', { name: 'Contas do dia' });
  await expect(bills).toContainText('Conta de luz');
  await expect(page.getByRole('group', { name: 'Total Contas' })).toContainText('R$ 12,50');
  await expect(page.getByRole('group', { name: 'Saldo do Dia' })).toContainText('R$ 32,50');

  // Removing asks first; Cancelar keeps it.
  await page.getByRole('button', { name: 'Remover conta Conta de luz' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancelar' }).click();
  await expect(bills).toContainText('Conta de luz');
  await page.getByRole('button', { name: 'Remover conta Conta de luz' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remover' }).click();
  await expectToast(page, 'Conta Removida');
  await expect(page.getByText('Nenhuma conta lançada neste dia.')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Total Contas' })).toContainText('R$ 0,00');
  await expect(page.getByRole('group', { name: 'Saldo do Dia' })).toContainText('R$ 45,00');

  // The day before has nothing; a typed date works too, and Hoje comes back.
  await page.getByRole('button', { name: 'Dia anterior' }).click();
  await expect(page).toHaveURL(/dia=\d{4}-\d{2}-\d{2}/);
  await expect(page.getByText('Nenhuma venda neste dia.')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Total de Vendas' })).toContainText('R$ 0,00');
  await page.getByLabel('Data do caixa').fill('01/01/2020');
  await expect(page).toHaveURL(/dia=2020-01-01/);
  await expect(page.getByText('Quarta-feira, 1 de janeiro de 2020')).toBeVisible();
  await page.getByRole('button', { name: 'Hoje' }).click();
  await expect(page.getByRole('group', { name: 'Total de Vendas' })).toContainText('R$ 45,00');
  await visitor.dispose();
});
