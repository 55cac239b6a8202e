import { expect, type Page, test } from '@playwright/test';
import { registerShop } from './support/api.ts';
import { loginShop } from './support/orders.ts';
import { createProducts, expectToast, placeOrder, uniqueCpf } from './support/storefront.ts';

// The shop and its order come from the API (the checkout's journey is storefront.spec.ts); the
// owner cancels on Pedidos while the buyer's order page is open beside it.

/** The buyer's page asks for its order every 5 s: a change shows within that, plus a margin. */
const REFRESH = { timeout: 12_000 };
/** The owner's page hears changes on its live stream. */
const LIVE = { timeout: 5_000 };

async function shopWithOrder(page: Page, label: string) {
  const shop = await registerShop(page.request, label);
  const [burger] = await createProducts(page.request, shop, [{ name: 'X-Burguer', priceCents: 2250 }]);
  const customerName = `Cliente ${Date.now().toString(36)}`;
  const order = await placeOrder(page.request, shop.id, {
    cpf: uniqueCpf(),
    nome: customerName,
    telefone: '11987654321',
    dataNascimento: '1990-05-17',
    rua: 'Rua das Acácias',
    numero: '120',
    bairro: 'Centro',
    cidade: 'Campinas',
    paymentMethod: 'pix',
    items: [{ productId: burger?.id, quantity: 2 }],
  });
  await loginShop(page.request, shop);
  return { shop, order, customerName };
}

function orderCard(page: Page, customerName: string) {
  return page.getByRole('article').filter({ hasText: customerName });
}

test("the owner cancels an order with a reason and the buyer's open page shows it without a reload", async ({
  page,
  context,
}) => {
  const { order, customerName } = await shopWithOrder(page, 'Lanchonete');

  // The buyer's page, open in another tab: points a receber until the shop delivers.
  const buyer = await context.newPage();
  await buyer.goto(`/order-success-external?pedido=${order.id}`);
  await expect(buyer.getByRole('heading', { name: 'Obrigado por sua compra!' })).toBeVisible();
  await expect(buyer.getByRole('status').filter({ hasText: 'Recebido' })).toBeVisible();
  // 2 × R$ 22,50 = R$ 45,00: one point per real, credited on delivery.
  await expect(buyer.getByText('+45 pontos a receber')).toBeVisible();
  await expect(buyer.getByText('Creditados quando a loja entregar o pedido.')).toBeVisible();
  await expect(buyer.getByText('+45 pontos ganhos')).toHaveCount(0);
  let reloads = 0;
  buyer.on('load', () => {
    reloads += 1;
  });

  await page.goto('/gerenciar-pedidos');
  await expect(page.getByRole('status').filter({ hasText: 'Ao vivo' })).toBeVisible();
  const card = orderCard(page, customerName);
  await expect(card).toContainText('Pendente');

  // Voltar leaves the order as it was.
  await card.getByRole('button', { name: 'Cancelar pedido' }).click();
  const dialog = page.getByRole('alertdialog', { name: `Cancelar o pedido nº ${order.number}?` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Voltar' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Voltar' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(card).toContainText('Pendente');

  // A reason is required.
  await card.getByRole('button', { name: 'Cancelar pedido' }).click();
  await dialog.getByRole('button', { name: 'Cancelar pedido' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Informe o motivo do cancelamento.');
  await expect(dialog).toBeVisible();

  // A listed reason, picked with the keyboard.
  await dialog.getByRole('radio', { name: 'Cliente desistiu' }).check();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(dialog.getByRole('radio', { name: 'Produto em falta' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Cancelar pedido' }).click();
  await expectToast(page, 'Pedido cancelado', `Pedido ${order.number} cancelado.`);
  await expect(dialog).toHaveCount(0);
  await expect(card.getByRole('button', { name: /Imprimir/ })).toBeFocused();

  await expect(card).toContainText('Cancelado');
  await expect(card).toContainText('Motivo: Produto em falta');
  await expect(card.getByRole('button', { name: 'Cancelar pedido' })).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Iniciar Preparo' })).toHaveCount(0);

  const filters = page.getByRole('radiogroup', { name: 'Filtrar pedidos por status' });
  await expect(filters.getByRole('radio', { name: /^Cancelados\s*1$/ })).toBeVisible(LIVE);
  await filters.getByRole('radio', { name: /Cancelados/ }).click();
  await expect(page).toHaveURL(/status=cancelado/);
  await expect(card).toBeVisible();
  await filters.getByRole('radio', { name: /Pendentes/ }).click();
  await expect(page.getByText('Nenhum pedido pendente')).toBeVisible();

  // The buyer's page turned by itself: no thanks, no points promised, a word to call the shop.
  await expect(buyer.getByRole('heading', { name: 'Pedido cancelado' })).toBeVisible(REFRESH);
  await expect(buyer.getByRole('status').filter({ hasText: 'Cancelado' })).toBeVisible();
  await expect(buyer.getByRole('heading', { name: 'Obrigado por sua compra!' })).toHaveCount(0);
  await expect(buyer.getByText(/pontos a receber/)).toHaveCount(0);
  await expect(buyer.getByText(/fale com a loja/)).toBeVisible();
  await expect(buyer.getByRole('link', { name: 'Ligar para a loja' })).toBeVisible();
  expect(reloads).toBe(0);
});

test('a refused cancel says why and keeps the reason typed', async ({ page }) => {
  const { order, customerName } = await shopWithOrder(page, 'Pizzaria');
  await page.goto('/gerenciar-pedidos');
  const card = orderCard(page, customerName);
  await card.getByRole('button', { name: 'Cancelar pedido' }).click();
  const dialog = page.getByRole('alertdialog', { name: `Cancelar o pedido nº ${order.number}?` });

  await dialog.getByRole('radio', { name: 'Outro' }).check();
  const other = dialog.getByRole('textbox', { name: 'Descreva o motivo' });
  await dialog.getByRole('button', { name: 'Cancelar pedido' }).click();
  await expect(dialog.getByText('Informe o motivo do cancelamento.')).toBeVisible();
  await expect(other).toBeFocused();
  await other.fill('Endereço fora da área de entrega');

  // Meanwhile the order was delivered (another tab of the shop).
  for (const status of ['preparando', 'pronto', 'entregue']) {
    const res = await page.request.patch(`/api/orders/${order.id}/status`, { data: { status } });
    expect(res.ok()).toBe(true);
  }
  await dialog.getByRole('button', { name: 'Cancelar pedido' }).click();
  const refusal = `O pedido ${order.number} já foi entregue e não pode mais mudar de status.`;
  await expect(dialog.getByRole('alert').filter({ hasText: refusal })).toBeVisible();
  await expect(other).toHaveValue('Endereço fora da área de entrega');
  await dialog.getByRole('button', { name: 'Voltar' }).click();
  await expect(card).toContainText('Entregue', LIVE);
  await expect(card.getByRole('button', { name: 'Cancelar pedido' })).toHaveCount(0);
});
