import { expect, type Page, test } from '@playwright/test';
import { promotionTexts } from '../../src/shared/promotions.ts';
import { registerShop, signIn } from './support/api.ts';
import { createProducts, expectToast, uniqueCpf } from './support/storefront.ts';

/** Where the journeys leave their pictures (set E2E_SHOTS to keep them). */
const shotsDir = process.env.E2E_SHOTS;
async function shot(page: Page, name: string) {
  if (shotsDir)
    await page.screenshot({ path: `${shotsDir}/promo-${name}-${test.info().project.name}.png`, fullPage: true });
}

const product = (page: Page, name: string) => page.getByRole('article', { name });
const promoCard = (page: Page) => page.getByRole('region', { name: 'Promoção Relâmpago' });
const strip = (page: Page) => page.getByRole('timer', { name: /^Promoção relâmpago termina em \d{2,3}:\d\d$/ });

async function finalizar(page: Page) {
  await page.getByRole('link', { name: 'Finalizar' }).first().click();
  await expect(page.getByRole('heading', { name: 'Finalizar Pedido' })).toBeVisible();
}

async function fillCustomer(page: Page) {
  await page.getByLabel('CPF', { exact: true }).fill(uniqueCpf());
  await expect(page.getByText('Primeira compra nesta loja?')).toBeVisible();
  await page.getByLabel('Nome completo').fill('Renata Lopes');
  await page.getByLabel('Telefone (WhatsApp)').fill('11 91234-5678');
  await page.getByLabel('Data de nascimento', { exact: true }).fill('12/04/1991');
  await page.getByText('PIX', { exact: true }).click();
}

test('the owner starts a flash promotion; the shop window, the checkout and the counter charge it; ending it brings the normal prices back', async ({
  page,
  request,
}) => {
  const shop = await registerShop(request, 'Cafeteria');
  await createProducts(request, shop, [
    { name: 'Café Especial', priceCents: 1000, stock: 20 },
    { name: 'Pão de Queijo', priceCents: 450 },
    { name: 'Bolo de Fubá', priceCents: 2500 },
    { name: 'Suco de Laranja', priceCents: 800 },
  ]);
  await signIn(page, shop);

  // The owner: 15% for 60 minutes, the first 3 products preselected, one of them taken out.
  await page.goto('/crm');
  const card = promoCard(page);
  await expect(card.getByRole('heading', { name: 'Promoção Relâmpago' })).toBeVisible();
  await expect(card.getByRole('radio', { name: '10% por 30 min' })).toBeChecked();
  await card.getByText('15%', { exact: true }).click();
  await expect(card.getByRole('radio', { name: '15% por 60 min' })).toBeChecked();
  await expect(card.getByRole('checkbox', { name: /Café Especial/ })).toBeChecked();
  await expect(card.getByRole('checkbox', { name: /Pão de Queijo/ })).toBeChecked();
  await expect(card.getByRole('checkbox', { name: /Bolo de Fubá/ })).toBeChecked();
  await expect(card.getByRole('checkbox', { name: /Suco de Laranja/ })).not.toBeChecked();
  await card.getByRole('checkbox', { name: /Bolo de Fubá/ }).uncheck();
  await expect(card.getByText('2 selecionados')).toBeVisible();
  await shot(page, 'crm-start');
  await card.getByRole('button', { name: 'Iniciar promoção' }).click();
  await expectToast(page, 'Promoção relâmpago de 15% iniciada!');
  await expect(card.getByRole('timer', { name: /^Tempo restante: (59:[0-5]\d|60:00)$/ })).toBeVisible();
  await expect(card.getByRole('listitem').filter({ hasText: 'Café Especial' })).toContainText('R$ 10,00');
  await expect(card.getByRole('listitem').filter({ hasText: 'Café Especial' })).toContainText('R$ 8,50');
  await expect(card.getByRole('listitem').filter({ hasText: 'Pão de Queijo' })).toContainText('R$ 3,83');
  await expect(card.getByText('Bolo de Fubá')).toHaveCount(0);
  await shot(page, 'crm-active');

  // A customer: the old price struck through, the new one, the badge and the countdown.
  await page.goto(`/store/${shop.id}`);
  await expect(strip(page)).toBeVisible();
  await expect(strip(page)).toContainText(/termina em (59:[0-5]\d|60:00)/);
  await expect(product(page, 'Café Especial')).toContainText('-15%');
  await expect(product(page, 'Café Especial').locator('.line-through')).toHaveText('De R$ 10,00');
  await expect(product(page, 'Café Especial')).toContainText('R$ 8,50');
  await expect(product(page, 'Bolo de Fubá')).not.toContainText('-15%');
  await expect(product(page, 'Bolo de Fubá')).toContainText('R$ 25,00');
  await product(page, 'Café Especial').getByRole('button', { name: 'Adicionar ao Carrinho' }).click();
  await product(page, 'Café Especial').getByRole('button', { name: 'Aumentar quantidade de Café Especial' }).click();
  await product(page, 'Suco de Laranja').getByRole('button', { name: 'Adicionar ao Carrinho' }).click();
  await shot(page, 'store');

  await finalizar(page);
  await expect(strip(page)).toBeVisible();
  const summary = page.getByRole('complementary', { name: 'Resumo do pedido' });
  await expect(summary).toContainText('R$ 25,00'); // 2 × 8,50 + 8,00
  await expect(summary.locator('.line-through')).toHaveText('De R$ 10,00');
  await fillCustomer(page);
  await shot(page, 'checkout');
  await page.getByRole('button', { name: 'Enviar Pedido' }).click();
  await expectToast(page, 'Pedido enviado!');
  await expect(page.getByRole('heading', { name: 'Pedido nº 1' })).toBeVisible();
  await expect(page.getByText('R$ 17,00').first()).toBeVisible();
  await expect(page.getByText('R$ 25,00').first()).toBeVisible();
  await shot(page, 'success');

  // The counter charges it too: the search quotes both prices, a line without a price pays the promotional one.
  const search = await page.request.get('/api/products/search?q=caf');
  expect((await search.json()).products[0]).toMatchObject({ priceCents: 850, originalPriceCents: 1000 });
  const sale = await page.request.post('/api/sales', {
    headers: { 'idempotency-key': crypto.randomUUID() },
    data: {
      items: [{ productId: (await search.json()).products[0].id, quantity: 1 }],
      payments: [{ type: 'pix', amountCents: 850 }],
    },
  });
  expect(sale.status()).toBe(201);
  expect(await sale.json()).toMatchObject({ totalCents: 850, items: [{ unitPriceCents: 850 }] });

  // The owner ends it early: the shop window shows the normal prices again.
  await page.goto('/crm');
  await promoCard(page).getByRole('button', { name: 'Encerrar promoção' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Encerrar promoção' }).click();
  await expectToast(page, promotionTexts.ended);
  await expect(promoCard(page).getByRole('button', { name: 'Iniciar promoção' })).toBeVisible();

  await page.goto(`/store/${shop.id}`);
  await expect(product(page, 'Café Especial')).toContainText('R$ 10,00');
  await expect(product(page, 'Café Especial')).not.toContainText('-15%');
  await expect(product(page, 'Café Especial').locator('.line-through')).toHaveCount(0);
  await expect(page.getByText(/Promoção relâmpago termina em/)).toHaveCount(0);
});

test('a promotion that ends while the customer is on the checkout: told, prices refreshed, then charged the normal price', async ({
  page,
  request,
}) => {
  const shop = await registerShop(request, 'Doceria');
  const [brigadeiro] = await createProducts(request, shop, [{ name: 'Brigadeiro', priceCents: 400 }]);
  await signIn(page, shop);
  const started = await page.request.post('/api/promotions/flash', {
    data: { discountPercent: 20, productIds: [brigadeiro?.id] },
  });
  expect(started.status()).toBe(201);

  await page.goto(`/loja-externa/${shop.id}`);
  await expect(strip(page)).toBeVisible();
  await expect(product(page, 'Brigadeiro')).toContainText('-20%');
  await expect(product(page, 'Brigadeiro')).toContainText('R$ 3,20');
  await product(page, 'Brigadeiro').getByRole('button', { name: 'Adicionar ao Carrinho' }).click();
  await page.getByRole('button', { name: 'Carrinho (1)' }).click();
  await page.getByRole('button', { name: 'Finalizar Pedido' }).click();
  await expect(page.getByRole('heading', { name: 'Finalizar Pedido' })).toBeVisible();
  const summary = page.getByRole('complementary', { name: 'Resumo do pedido' });
  await expect(summary).toContainText('R$ 3,20');
  await fillCustomer(page);

  // Meanwhile the owner ends it.
  expect((await page.request.post('/api/promotions/flash/end')).status()).toBe(200);
  await page.getByRole('button', { name: 'Enviar Pedido' }).click();
  await expectToast(page, 'Erro', promotionTexts.promotionEnded);
  await expect(summary).toContainText('R$ 4,00');
  await expect(summary.locator('.line-through')).toHaveCount(0);
  await expect(page.getByText(/Promoção relâmpago termina em/)).toHaveCount(0);

  await page.getByRole('button', { name: 'Enviar Pedido' }).click();
  await expectToast(page, 'Pedido enviado!');
  await expect(page.getByRole('heading', { name: 'Pedido nº 1' })).toBeVisible();
  await expect(page.getByText('R$ 4,00').first()).toBeVisible();
});

test('the counter quotes the promotional price, and a promotion that ends before the sale is saved updates the lines', async ({
  page,
  request,
}) => {
  const shop = await registerShop(request, 'Empório');
  const [cafe] = await createProducts(request, shop, [{ name: 'Café Especial', priceCents: 1000, stock: 10 }]);
  await signIn(page, shop);
  await page.request.post('/api/promotions/flash', { data: { discountPercent: 15, productIds: [cafe?.id] } });

  await page.goto('/vendas');
  const search = page.getByRole('combobox', { name: 'Buscar produto' });
  await search.fill('café');
  const option = page
    .getByRole('listbox', { name: 'Produtos encontrados' })
    .getByRole('option', { name: /Café Especial/ });
  await expect(option).toContainText('De R$ 10,00');
  await expect(option).toContainText('por R$ 8,50');
  await option.click();
  const items = page.getByRole('list', { name: 'Itens da venda' });
  await expect(items).toContainText('Promoção relâmpago: de R$ 10,00 por R$ 8,50');
  await expect(page.getByLabel('Preço unitário de Café Especial')).toHaveValue('8,50');
  const totals = page.getByRole('region', { name: 'Totais da venda' });
  await expect(totals).toContainText('R$ 8,50');
  await shot(page, 'counter');

  // The promotion ends before the cashier finishes: the sale is refused and the line shows the price now.
  expect((await page.request.post('/api/promotions/flash/end')).status()).toBe(200);
  await page.getByRole('button', { name: /Salvar/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Pagamento' });
  await dialog.getByText('PIX', { exact: true }).click();
  await dialog.getByLabel('Valor', { exact: true }).fill('8,50');
  await dialog.getByRole('button', { name: 'Adicionar pagamento' }).click();
  await dialog.getByRole('button', { name: 'Finalizar Venda' }).click();
  await expectToast(page, 'Erro', 'Os preços mudaram (promoção relâmpago).');
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel('Preço unitário de Café Especial')).toHaveValue('10,00');
  await expect(items).not.toContainText('Promoção relâmpago');
  await expect(totals).toContainText('R$ 10,00');

  await page.getByRole('button', { name: /Salvar/ }).click();
  await dialog.getByText('PIX', { exact: true }).click();
  await dialog.getByLabel('Valor', { exact: true }).fill('10,00');
  await dialog.getByRole('button', { name: 'Adicionar pagamento' }).click();
  await dialog.getByRole('button', { name: 'Finalizar Venda' }).click();
  await expectToast(page, 'Venda salva com sucesso! Total: R$ 10,00');
});
