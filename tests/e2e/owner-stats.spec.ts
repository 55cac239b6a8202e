import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { registerShop, signIn } from './support/api.ts';
import { createProducts, uniqueCpf } from './support/storefront.ts';

const WEEKDAYS = ['Domingo', 'Segunda', 'Terça', 'Quarta', 'Quinta', 'Sexta', 'Sábado'];

/** Today's weekday in São Paulo (0 Domingo). */
function todayWeekday(): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Sao_Paulo', weekday: 'short' }).format(new Date());
  return ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(name);
}

const card = (page: Page, name: string) => page.getByRole('group', { name, exact: true });

async function loaded(page: Page) {
  await expect(
    page.getByText(/^Vendas, prêmios e cashback de \d{2}\/\d{2}\/\d{4} a \d{2}\/\d{2}\/\d{4}$/),
  ).toBeVisible();
  await expect(page.getByText('Carregando...')).toHaveCount(0);
}

test("the panel's statistics: zeros for a new shop, then the period's sales, prizes, cashback and customers", async ({
  page,
  request,
}, testInfo) => {
  const shop = await registerShop(request, 'Empório');
  const [cheese, jam] = await createProducts(request, shop, [
    { name: 'Queijo Minas', priceCents: 3000, stock: null },
    { name: 'Doce de Leite', priceCents: 1500, stock: null },
  ]);
  await signIn(page, shop);

  await page.goto('/lojista');
  await loaded(page);
  await expect(page.getByLabel('Período', { exact: true })).toHaveValue('este-mes');
  await expect(card(page, 'Investimento em Prêmios')).toContainText('R$ 0,00');
  await expect(card(page, 'Total de Vendas')).toContainText('R$ 0,00');
  await expect(card(page, 'Ticket Médio de Vendas')).toContainText('R$ 0,00');
  await expect(card(page, 'Valor de Cashback Gerado')).toContainText('R$ 0,00');
  const weekdays = card(page, 'Dias da Semana que Mais Vendem');
  await expect(weekdays).toContainText('Mais vendeSegunda');
  await expect(weekdays).toContainText('Menos vendeDomingo');
  await expect(card(page, 'Distribuição por Sexo')).toContainText('Todos os clientes da loja (0)');

  // Through the API: 10% cashback from R$ 0,00, two customers, two counter sales and a gift.
  const api = page.request;
  expect(
    (
      await api.put('/api/cashback/config', {
        data: { percentBasisPoints: 1000, redeemDays: 30, minPurchaseCents: 0, active: true },
      })
    ).ok(),
  ).toBe(true);
  const cpf = uniqueCpf();
  const ana = await api.post('/api/customers', {
    data: { nome: 'Ana Prado', cpf, telefone: '(11) 98765-4321', sexo: 'feminino', dataNascimento: '1990-05-10' },
  });
  expect(ana.status()).toBe(201);
  const bruno = await api.post('/api/customers', {
    data: { nome: 'Bruno Lima', cpf: uniqueCpf(), telefone: '(11) 91234-5678', sexo: 'masculino' },
  });
  expect(bruno.status()).toBe(201);
  // R$ 60,00 by PIX for Ana (R$ 6,00 of cashback) and R$ 15,00 in cash without a customer.
  for (const sale of [
    { customerId: (await ana.json()).id, item: cheese, quantity: 2, payments: [{ type: 'pix', amountCents: 6000 }] },
    { item: jam, quantity: 1, payments: [{ type: 'dinheiro', amountCents: 1500, receivedCents: 1500 }] },
  ]) {
    const res = await api.post('/api/sales', {
      data: {
        idempotencyKey: randomUUID(),
        ...(sale.customerId ? { customerId: sale.customerId } : {}),
        items: [{ productId: sale.item?.id, quantity: sale.quantity }],
        payments: sale.payments,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  const gift = await api.post('/api/gifts', { data: { nome: 'Caneca', custoCents: 1590 } });
  expect(gift.status()).toBe(201);
  expect((await api.post(`/api/gifts/${(await gift.json()).id}/deliveries`, { data: { cpf } })).status()).toBe(201);

  await page.reload();
  await loaded(page);
  await expect(card(page, 'Investimento em Prêmios')).toContainText('R$ 15,90');
  await expect(card(page, 'Investimento em Prêmios')).toContainText('1 brinde ou prêmio da roleta');
  await expect(card(page, 'Total de Vendas')).toContainText('R$ 75,00');
  await expect(card(page, 'Total de Vendas')).toContainText('2 vendas · Balcão R$ 75,00 · Online R$ 0,00');
  await expect(card(page, 'Ticket Médio de Vendas')).toContainText('R$ 37,50');
  await expect(card(page, 'Valor de Cashback Gerado')).toContainText('R$ 6,00');
  // Only today sold: it is the best day; the worst is the last weekday without sales from Monday on.
  const today = todayWeekday();
  await expect(weekdays).toContainText(`Mais vende${WEEKDAYS[today]}`);
  await expect(weekdays).toContainText(`Menos vende${today === 0 ? 'Sábado' : 'Domingo'}`);
  await expect(
    weekdays
      .getByRole('list', { name: 'Vendas por dia da semana' })
      .getByRole('listitem')
      .filter({ hasText: WEEKDAYS[today] }),
  ).toContainText('R$ 75,00');
  const sex = card(page, 'Distribuição por Sexo');
  await expect(sex).toContainText('Todos os clientes da loja (2)');
  await expect(sex.getByRole('listitem').filter({ hasText: 'Homens' })).toContainText('50% (1)');
  await expect(sex.getByRole('listitem').filter({ hasText: 'Mulheres' })).toContainText('50% (1)');
  await expect(sex.getByRole('listitem').filter({ hasText: 'Não informado' })).toContainText('0% (0)');
  const age = card(page, 'Distribuição por Idade');
  await expect(age.getByRole('listitem').filter({ hasText: '31-49' })).toContainText('1');
  await expect(age.getByRole('listitem').filter({ hasText: 'Não informada' })).toContainText('1');
  // The charts are drawn (recharts, loaded with the panel's statistics only).
  await expect(card(page, 'Vendas no período').locator('.recharts-bar-rectangle').first()).toBeAttached();
  await page.screenshot({ path: `/tmp/panel/owner-stats-${testInfo.project.name}.png`, fullPage: true });

  // Another period: last month had no sales; the customers stay all the shop's.
  await page.getByLabel('Período', { exact: true }).selectOption({ label: 'Mês passado' });
  await expect(page).toHaveURL(/periodo=mes-passado/);
  await expect(card(page, 'Total de Vendas')).toContainText('R$ 0,00');
  await expect(card(page, 'Investimento em Prêmios')).toContainText('R$ 0,00');
  await expect(weekdays).toContainText('Mais vendeSegunda');
  await expect(sex).toContainText('Todos os clientes da loja (2)');
});

test('a failure to load the statistics leaves the rest of the panel working', async ({ page, request }) => {
  const shop = await registerShop(request, 'Empório');
  await signIn(page, shop);
  await page.route('**/api/stats/panel**', (route) =>
    route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'Erro interno.' } } }),
  );
  await page.goto('/lojista');
  await expect(page.getByRole('alert').filter({ hasText: 'Não foi possível carregar as estatísticas.' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole('link', { name: 'Acessar Fidelidade' })).toBeVisible();
  await expect(card(page, 'Total de Vendas')).toContainText('R$ 0,00');
});
