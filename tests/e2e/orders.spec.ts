import { expect, type Page, test } from '@playwright/test';
import { registerShop } from './support/api.ts';
import { loginShop, placeOrder } from './support/orders.ts';

// Orders are placed as customers place them, through the public checkout API of the storefront.

/**
 * How long a live change may take to show. The page never polls, so a card that shows without a
 * reload came through the live stream; on a quiet machine it takes well under a second, and the
 * margin is for a loaded CI machine running two browsers.
 */
const LIVE = { timeout: 5_000 };

function orderCard(page: Page, customerName: string) {
  return page.getByRole('article').filter({ hasText: customerName });
}

test('a new order appears live and the owner takes it to entregue', async ({ page, playwright }) => {
  const visitor = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const shop = await registerShop(visitor, 'Lanchonete');
  await loginShop(page.request, shop);

  await page.goto('/gerenciar-pedidos');
  await expect(page.getByRole('heading', { name: 'Gerenciar Pedidos Online' })).toBeVisible();
  await expect(page.getByText('Nenhum pedido ainda')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Ao vivo' })).toBeVisible();

  const { customerName } = await placeOrder(page.request, visitor, shop);
  const card = orderCard(page, customerName);
  // No reload: the live stream brings it, with a notice.
  await expect(card).toBeVisible(LIVE);
  await expect(page.getByText('Novo pedido!')).toBeVisible();
  await expect(card).toContainText('Novo');
  await expect(card).toContainText('Pendente');
  await expect(card).toContainText('2× X-Burguer');
  await expect(card).toContainText('R$ 45,00');
  await expect(card).toContainText('Dinheiro');
  await expect(card).toContainText('Levar R$ 5,00 (paga com R$ 50,00)');
  await expect(card).toContainText('Sem cebola, por favor.');
  await expect(card.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', 'https://wa.me/5511987654321');
  await expect(card.getByRole('link', { name: /Ligar para/ })).toHaveAttribute('href', 'tel:+5511987654321');
  const number = (await card.getByRole('heading', { level: 2 }).textContent())?.replace(/\D/g, '');

  for (const [button, label] of [
    ['Iniciar Preparo', 'Preparando'],
    ['Marcar como Pronto', 'Pronto'],
    ['Marcar como Entregue', 'Entregue'],
  ] as const) {
    await card.getByRole('button', { name: button }).click();
    await expect(page.getByText(`Pedido ${number} atualizado para: ${label}`)).toBeVisible();
    await expect(card).toContainText(label);
    await expect(card.getByRole('button', { name: button })).toHaveCount(0);
  }
  await expect(page.getByText('Status atualizado').first()).toBeVisible();
  await expect(card).toContainText('Pedido concluído');

  const filters = page.getByRole('radiogroup', { name: 'Filtrar pedidos por status' });
  await filters.getByRole('radio', { name: /Entregues/ }).click();
  await expect(page).toHaveURL(/status=entregue/);
  await expect(card).toBeVisible();
  await filters.getByRole('radio', { name: /Pendentes/ }).click();
  await expect(page.getByText('Nenhum pedido pendente')).toBeVisible();

  await page.getByRole('link', { name: 'Voltar' }).click();
  await expect(page).toHaveURL(/\/lojista$/);
  await visitor.dispose();
});

test('two open tabs agree, and printing shows the order in pt-BR', async ({ page, context, playwright }) => {
  const visitor = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const shop = await registerShop(visitor, 'Pizzaria');
  await loginShop(page.request, shop);
  const other = await context.newPage();
  await page.goto('/gerenciar-pedidos');
  await other.goto('/gerenciar-pedidos');
  // Both tabs hold their live stream before the order is placed.
  await expect(page.getByRole('status').filter({ hasText: 'Ao vivo' })).toBeVisible();
  await expect(other.getByRole('status').filter({ hasText: 'Ao vivo' })).toBeVisible();

  const { customerName } = await placeOrder(page.request, visitor, shop);
  await expect(orderCard(page, customerName)).toBeVisible(LIVE);
  await expect(orderCard(other, customerName)).toBeVisible(LIVE);

  await orderCard(page, customerName).getByRole('button', { name: 'Iniciar Preparo' }).click();
  await expect(orderCard(other, customerName)).toContainText('Preparando', LIVE);
  await expect(orderCard(other, customerName).getByRole('button', { name: 'Marcar como Pronto' })).toBeVisible();

  const popupPromise = page.waitForEvent('popup');
  await orderCard(page, customerName)
    .getByRole('button', { name: /Imprimir/ })
    .click();
  const popup = await popupPromise;
  await expect(popup.locator('h1')).toHaveText(/Pedido nº \d+/);
  await expect(popup.locator('body')).toContainText(customerName);
  await expect(popup.locator('body')).toContainText(/\d{2}\/\d{2}\/\d{4},? \d{2}:\d{2}/);
  await expect(popup.locator('body')).toContainText('R$ 45,00');
  await visitor.dispose();
});

test('with the print window blocked, Imprimir silently does nothing', async ({ page, playwright }) => {
  const visitor = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const shop = await registerShop(visitor, 'Doceria');
  await loginShop(page.request, shop);
  await page.addInitScript(() => {
    window.open = () => null;
  });
  const { customerName } = await placeOrder(page.request, visitor, shop);
  await page.goto('/gerenciar-pedidos');
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await orderCard(page, customerName)
    .getByRole('button', { name: /Imprimir/ })
    .click();
  await expect(orderCard(page, customerName)).toBeVisible();
  expect(errors).toEqual([]);
  await visitor.dispose();
});

test('Ativar som is remembered and a new order beeps', async ({ page, playwright }) => {
  const visitor = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const shop = await registerShop(visitor, 'Hamburgueria');
  await loginShop(page.request, shop);
  // Count the tones the page makes (the beep is two oscillators).
  await page.addInitScript(() => {
    const w = window as unknown as { tones: number };
    w.tones = 0;
    const original = AudioContext.prototype.createOscillator;
    AudioContext.prototype.createOscillator = function (this: AudioContext) {
      w.tones += 1;
      return original.call(this);
    };
  });
  await page.goto('/gerenciar-pedidos');
  const toggle = page.getByRole('switch', { name: 'Ativar som' });
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  const tones = () => page.evaluate(() => (window as unknown as { tones: number }).tones);
  await expect.poll(tones).toBe(2);

  await page.reload();
  await expect(page.getByRole('switch', { name: 'Ativar som' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('status').filter({ hasText: 'Ao vivo' })).toBeVisible();
  // The browser needs a gesture on this visit before it plays anything.
  await page.getByRole('heading', { name: 'Gerenciar Pedidos Online' }).click();
  expect(await tones()).toBe(0);
  const { customerName } = await placeOrder(page.request, visitor, shop);
  await expect(orderCard(page, customerName)).toBeVisible(LIVE);
  await expect.poll(tones).toBe(2);
  await visitor.dispose();
});
