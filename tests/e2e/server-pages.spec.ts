import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { registerShop } from './support/api.ts';
import { createProducts, placeOrder, uniqueCpf } from './support/storefront.ts';

/** A page opened with JavaScript off: what the server drew is all there is. */
async function withoutScripts(browser: Browser, viewport: { width: number; height: number } | null, isMobile: boolean) {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport, isMobile });
  return { page: await context.newPage(), close: () => context.close() };
}

/** A customer's order of `quantity` of one product, placed through the storefront API. */
function orderOf(request: APIRequestContext, storeId: number, productId: number | undefined, quantity: number) {
  return placeOrder(request, storeId, {
    cpf: uniqueCpf(),
    nome: 'Helena Prado',
    telefone: '11987654321',
    dataNascimento: '1992-03-04',
    rua: 'Rua das Acácias',
    numero: '12',
    bairro: 'Centro',
    cidade: 'Campinas',
    paymentMethod: 'pix',
    items: [{ productId, quantity }],
  });
}

/** Errors the page logs (a failed hydration is one). */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

test('the order, the survey, the game, the privacy notice and the not-found page come drawn in their HTML', async ({
  browser,
  request,
  viewport,
  isMobile,
}) => {
  const shop = await registerShop(request, 'Sorveteria');
  const [product] = await createProducts(request, shop, [{ name: 'Picolé de Uva', priceCents: 450 }]);
  const order = await orderOf(request, shop.id, product?.id, 3);
  const { page, close } = await withoutScripts(browser, viewport, isMobile);

  await page.goto(`/order-success-external?pedido=${order.id}`);
  await expect(page.getByRole('heading', { name: 'Obrigado por sua compra!' })).toBeVisible();
  await expect(page.getByRole('heading', { name: `Pedido nº ${order.number}` })).toBeVisible();
  await expect(page.getByText('Picolé de Uva')).toBeVisible();
  await expect(page.getByText('R$ 13,50').first()).toBeVisible();

  await page.goto(`/order-success?pedido=${order.id}`);
  await expect(page.getByRole('heading', { name: 'Pedido Realizado com Sucesso!' })).toBeVisible();

  await page.goto(`/pesquisa-satisfacao/${shop.id}`);
  await expect(page.getByRole('heading', { name: shop.nomeEmpresa, level: 1 })).toBeVisible();
  // Without the page's code nothing can be typed or sent (it would be lost, or go out as an address).
  await expect(page.getByRole('button', { name: /Enviar/ })).toBeDisabled();
  await expect(page.getByLabel('Seu nome (opcional)')).toBeDisabled();

  await page.goto('/roleta-sorte');
  await expect(page.getByRole('heading', { name: /MEGA SLOT MACHINE/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'GIRAR' })).toHaveAttribute('aria-disabled', 'true');

  await page.goto(`/checkout/${shop.id}`);
  await expect(page.getByRole('heading', { name: 'Finalizar Pedido' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'CPF' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Nome completo' })).toBeVisible();
  // Without the page's code the form cannot be sent (nor go out as an address): its button does nothing.
  // The summary is of the browser's cart: not in the server's page.
  await expect(page.getByRole('complementary', { name: 'Resumo do pedido' })).toHaveCount(0);

  await page.goto(`/privacidade/${shop.id}`);
  await expect(page.getByText(shop.nomeEmpresa).first()).toBeVisible();

  const missing = await page.goto('/pagina-que-nao-existe');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
  await close();
});

test('the browser takes those pages over without an error, and they work', async ({ page, request }) => {
  const shop = await registerShop(request, 'Pastelaria');
  const [product] = await createProducts(request, shop, [{ name: 'Pastel de Queijo', priceCents: 900 }]);
  const order = await orderOf(request, shop.id, product?.id, 1);
  const errors = errorsOf(page);

  await page.goto(`/order-success-external?pedido=${order.id}`);
  await expect(page.getByRole('heading', { name: 'Obrigado por sua compra!' })).toBeVisible();
  await expect(page).toHaveTitle(`Pedido nº ${order.number} enviado · FidelizaLoja`);

  await page.goto(`/pesquisa-satisfacao/${shop.id}`);
  await expect(page).toHaveTitle(`Pesquisa de Satisfação · ${shop.nomeEmpresa}`);
  await page.getByRole('button', { name: /Enviar/ }).click();
  // The form's own check, which only the page's code makes: it has taken the page over.
  await expect(page.getByText('Responda as cinco perguntas com notas de 1 a 5.').first()).toBeVisible();

  expect(errors).toEqual([]);
  // The checkout, drawn without the cart, shows this browser's cart once it has taken over.
  await page.goto(`/store/${shop.id}`);
  await page
    .getByRole('article')
    .filter({ hasText: 'Pastel de Queijo' })
    .getByRole('button', { name: /Adicionar/ })
    .click();
  await page.goto(`/checkout/${shop.id}`);
  const summary = page.getByRole('complementary', { name: 'Resumo do pedido' });
  await expect(summary).toContainText('Pastel de Queijo');
  await expect(summary).toContainText('Total (1 item)');
  await page.getByRole('textbox', { name: 'CPF' }).fill('123');
  await expect(page.getByRole('textbox', { name: 'CPF' })).toHaveValue('123');
  expect(errors).toEqual([]);

  await page.goto('/pagina-que-nao-existe');
  await expect(page).toHaveTitle('Página não encontrada · FidelizaLoja');
  // The page's own status (404) is the one error the browser logs there.
  expect(errors.filter((e) => !e.includes('status of 404'))).toEqual([]);
});
