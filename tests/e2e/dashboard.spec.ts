import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { saoPauloToday } from '../../src/shared/calendar.ts';
import { formatPeriodLabel } from '../../src/shared/period-label.ts';
import { periodRange, shiftPeriod } from '../../src/shared/periods.ts';
import { registerShop, signIn } from './support/api.ts';
import { placeOrder } from './support/orders.ts';
import { uniqueCpf } from './support/storefront.ts';

// Sales are made through the API (the point of sale and the storefront checkout have their own journeys).

const label = (kind: 'dia' | 'semana' | 'mes', day: string) => formatPeriodLabel(kind, periodRange(kind, day));

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test("the dashboard adds the period's counter and online sales, moves between periods and exports them", async ({
  page,
  playwright,
  isMobile,
}, testInfo) => {
  const visitor = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const shop = await registerShop(visitor, 'Empório');
  await signIn(page, shop);

  // R$ 10,00 a unit; Joana Prado buys 3 (PIX) from Carlos; someone buys 1 in cash; an online order of R$ 45,00.
  const product = await page.request.post('/api/products', { data: { name: 'Queijo Minas', priceCents: 1000 } });
  expect(product.status()).toBe(201);
  const productId = (await product.json()).id;
  const customer = await page.request.post('/api/customers', {
    data: { nome: 'Joana Prado', cpf: uniqueCpf(), telefone: '(11) 98765-4321' },
  });
  expect(customer.status()).toBe(201);
  const seller = await page.request.post('/api/employees', {
    data: {
      nome: 'Carlos Vendedor',
      dataNascimento: '1990-04-10',
      metaMesCents: 500_000,
      dataContratacao: '2024-01-15',
    },
  });
  expect(seller.status()).toBe(201);
  for (const sale of [
    {
      customerId: (await customer.json()).id,
      employeeId: (await seller.json()).id,
      items: [{ productId, quantity: 3 }],
      payments: [{ type: 'pix', amountCents: 3000 }],
    },
    { items: [{ productId, quantity: 1 }], payments: [{ type: 'dinheiro', amountCents: 1000, receivedCents: 1000 }] },
  ]) {
    const res = await page.request.post('/api/sales', { data: { idempotencyKey: randomUUID(), ...sale } });
    expect(res.status()).toBe(201);
  }
  const { customerName } = await placeOrder(page.request, visitor, shop);

  // The menu's Relatórios → Dashboard entry leads here.
  await page.goto('/lojista');
  if (isMobile) await page.getByRole('button', { name: 'Abrir menu' }).click();
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard de Vendas' })).toBeVisible();
  await expect(page).toHaveTitle(/Dashboard de Vendas/);

  // This month: R$ 30 + R$ 10 at the counter, R$ 45 online; ticket 85 / 3 = 28,33.
  const today = saoPauloToday();
  await expect(page.getByText(label('mes', today), { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mês' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('group', { name: 'Total de Vendas' })).toContainText('R$ 85,00');
  await expect(page.getByRole('group', { name: 'Número de Vendas' })).toContainText('3');
  await expect(page.getByRole('group', { name: 'Ticket Médio' })).toContainText('R$ 28,33');
  const channels = page.getByRole('list', { name: 'Vendas por canal' });
  await expect(channels.getByRole('listitem').nth(0)).toContainText('Balcão');
  await expect(channels.getByRole('listitem').nth(0)).toContainText('R$ 40,00');
  await expect(channels.getByRole('listitem').nth(0)).toContainText('2 vendas');
  await expect(channels.getByRole('listitem').nth(1)).toContainText('Online');
  await expect(channels.getByRole('listitem').nth(1)).toContainText('R$ 45,00');
  const customers = page.getByRole('list', { name: 'Top 3 Clientes' }).getByRole('listitem');
  await expect(customers).toHaveCount(2);
  await expect(customers.nth(0)).toContainText(customerName);
  await expect(customers.nth(0)).toContainText('R$ 45,00');
  await expect(customers.nth(1)).toContainText('Joana Prado');
  await expect(customers.nth(1)).toContainText('R$ 30,00');
  const sellers = page.getByRole('list', { name: 'Top 3 Vendedores' }).getByRole('listitem');
  await expect(sellers).toHaveCount(1);
  await expect(sellers.nth(0)).toContainText('Carlos Vendedor');
  await expect(page.getByRole('img', { name: /Gráfico de vendas por dia/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Próximo período' })).toBeDisabled();
  await expectNoHorizontalScroll(page);
  await page.screenshot({ path: `/tmp/dashboard/month-${testInfo.project.name}.png`, fullPage: true });

  // The day: the same sales, per hour.
  await page.getByRole('button', { name: 'Dia', exact: true }).click();
  await expect(page).toHaveURL(/periodo=dia/);
  await expect(page.getByText(label('dia', today), { exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: /Gráfico de vendas por hora/ })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Total de Vendas' })).toContainText('R$ 85,00');

  // The day before has nothing, and says so; Período atual comes back to today.
  await page.getByRole('button', { name: 'Período anterior' }).click();
  const yesterday = shiftPeriod('dia', today, -1);
  await expect(page).toHaveURL(new RegExp(`data=${yesterday}`));
  await expect(page.getByText(label('dia', yesterday), { exact: true })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Total de Vendas' })).toContainText('R$ 0,00');
  await expect(page.getByRole('group', { name: 'Ticket Médio' })).toContainText('R$ 0,00');
  await expect(page.getByText('Nenhuma compra de cliente identificado neste período.')).toBeVisible();
  await expect(page.getByText('Nenhuma venda com vendedor neste período.')).toBeVisible();
  await page.screenshot({ path: `/tmp/dashboard/empty-day-${testInfo.project.name}.png`, fullPage: true });
  await page.getByRole('button', { name: 'Próximo período' }).click();
  await expect(page.getByRole('group', { name: 'Total de Vendas' })).toContainText('R$ 85,00');
  await page.getByRole('button', { name: 'Período anterior' }).click();
  await expect(page.getByRole('group', { name: 'Total de Vendas' })).toContainText('R$ 0,00');
  await page.getByRole('button', { name: 'Período atual' }).click();
  await expect(page.getByText(label('dia', today), { exact: true })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Total de Vendas' })).toContainText('R$ 85,00');

  // The week from Sunday; the week before is empty.
  await page.getByRole('button', { name: 'Semana' }).click();
  await expect(page.getByText(label('semana', today), { exact: true })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Número de Vendas' })).toContainText('3');
  await page.getByRole('button', { name: 'Período anterior' }).click();
  await expect(page.getByText(label('semana', shiftPeriod('semana', today, -1)), { exact: true })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Número de Vendas' })).toContainText('0');
  await page.getByRole('button', { name: 'Período atual' }).click();
  await expect(page.getByRole('group', { name: 'Número de Vendas' })).toContainText('3');
  await page.screenshot({ path: `/tmp/dashboard/week-${testInfo.project.name}.png`, fullPage: true });

  // Exportar CSV downloads the week's sales for Excel in pt-BR, with the session's cookie.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Exportar CSV' }).click(),
  ]);
  const range = periodRange('semana', today);
  expect(download.suggestedFilename()).toBe(`vendas-${range.from}-a-${range.to}.csv`);
  const bytes = readFileSync(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.toString('utf8');
  const lines = text.split('\r\n');
  expect(lines[0]).toBe('\uFEFFData;Hora;Canal;Número;Cliente;CPF;Vendedor;Pagamento;Total (R$)');
  expect(lines).toHaveLength(5);
  expect(text).toContain(';Balcão;');
  expect(text).toMatch(/;Joana Prado;[\d.-]+;Carlos Vendedor;PIX;30,00\r\n/);
  expect(text).toMatch(/;Dinheiro;10,00\r\n/);
  expect(text).toContain(`;Online;1;${customerName};`);
  expect(text).toMatch(/;45,00\r\n/);
  await visitor.dispose();
});
