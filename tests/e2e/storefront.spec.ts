import { expect, type Page, test } from '@playwright/test';
import { makePng } from '../../src/server/test/png.ts';
import { asNewClient, registerShop, setShopStatus } from './support/api.ts';
import { createProducts, expectToast, placeOrder, toast, uniqueCpf } from './support/storefront.ts';

// Products come from the owner's products API (POST /api/products), which lives on the products
// branch: these journeys need it merged to run.

const product = (page: Page, name: string) => page.getByRole('article', { name });

async function addToCart(page: Page, name: string) {
  await product(page, name).getByRole('button', { name: 'Adicionar ao Carrinho' }).click();
}

/** The cart's 'Finalizar': the sticky bar on a phone, the side panel on a desktop. */
async function finalizar(page: Page) {
  await page.getByRole('link', { name: 'Finalizar' }).first().click();
  await expect(page.getByRole('heading', { name: 'Finalizar Pedido' })).toBeVisible();
}

test('a customer orders from the shop page through checkout and sees the confirmation', async ({
  page,
  request,
  isMobile,
}) => {
  const shop = await registerShop(request, 'Padaria');
  await createProducts(request, shop, [
    { name: 'Pão de Mel', priceCents: 450, category: 'Doces', description: 'Com cobertura de chocolate.', stock: 5 },
    { name: 'Café Coado', priceCents: 600 },
    { name: 'Bolo de Fubá', priceCents: 2500, stock: 0 },
  ]);

  await page.goto(`/store/${shop.id}`);
  await expect(page.getByRole('heading', { level: 1, name: shop.nomeEmpresa })).toBeVisible();
  // No made-up rating or hours: the shop has no surveys and has not set its hours yet.
  await expect(page.getByText(/avaliaç/)).toHaveCount(0);
  await expect(page.getByText('Horário não informado')).toBeVisible();
  await expect(page.getByText(shop.email)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Produtos (3)' })).toBeVisible();
  await expect(product(page, 'Pão de Mel')).toContainText('R$ 4,50');
  await expect(product(page, 'Pão de Mel')).toContainText('Estoque: 5');
  // Spec part 2: an out-of-stock product's button says so.
  await expect(product(page, 'Bolo de Fubá').getByRole('button', { name: 'Sem Estoque' })).toBeDisabled();

  await addToCart(page, 'Pão de Mel');
  await expect(toast(page, 'Pão de Mel adicionado ao carrinho!')).toBeVisible();
  await product(page, 'Pão de Mel').getByRole('button', { name: 'Aumentar quantidade de Pão de Mel' }).click();
  await addToCart(page, 'Café Coado');
  if (isMobile) await expect(page.getByRole('button', { name: 'Ver carrinho: 3 itens, R$ 15,00' })).toBeVisible();

  // The cart is kept in this browser: a reload keeps it.
  await page.reload();
  await expect(product(page, 'Pão de Mel').getByRole('textbox', { name: 'Quantidade de Pão de Mel' })).toHaveValue('2');

  await finalizar(page);
  await expect(page).toHaveURL(new RegExp(`/checkout/${shop.id}$`));
  await expect(page.getByRole('heading', { name: 'Finalizar Pedido' })).toBeVisible();

  const send = page.getByRole('button', { name: 'Enviar Pedido' });
  await send.click();
  await expectToast(
    page,
    'Erro',
    'Por favor, preencha todos os campos obrigatórios (CPF, Nome, Telefone e Data de Nascimento).',
  );

  await page.getByLabel('CPF', { exact: true }).fill(uniqueCpf());
  await expect(page.getByText('Primeira compra nesta loja?')).toBeVisible();
  await page.getByLabel('Nome completo').fill('Carla Mendes');
  await page.getByLabel('Telefone (WhatsApp)').fill('11 91234-5678');
  await page.getByLabel('Data de nascimento', { exact: true }).fill('03/09/1988');
  await page.getByLabel('Rua').fill('Rua das Acácias');
  await page.getByLabel('Número').fill('210');

  await send.click();
  await expectToast(page, 'Atenção', 'Por favor, selecione uma forma de pagamento.');
  await page.getByText('Dinheiro', { exact: true }).click();
  await send.click();
  await expectToast(page, 'Atenção', 'Por favor, informe o valor para troco nas observações.');
  // Nothing typed was lost.
  await expect(page.getByLabel('Nome completo')).toHaveValue('Carla Mendes');
  await page.getByLabel('Troco para').fill('20');

  await send.click();
  await expectToast(page, 'Pedido enviado!', 'Seu pedido foi enviado para a loja. Aguarde o contato!');
  await expect(page).toHaveURL(/\/order-success-external\?pedido=[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Obrigado por sua compra!' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pedido nº 1' })).toBeVisible();
  await expect(page.getByText('Recebido')).toBeVisible();
  // Credited when the shop delivers; a new buyer proved nothing, so only what this order gives.
  await expect(page.getByText('+15 pontos a receber')).toBeVisible();
  await expect(page.getByText('Creditados quando a loja entregar o pedido.')).toBeVisible();
  await expect(page.getByText(/Você terá/)).toHaveCount(0);
  await expect(page.getByText('Dinheiro (troco para R$ 20,00)').first()).toBeVisible();

  // The confirmation is read from the server: it survives a reload.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Pedido nº 1' })).toBeVisible();

  // The cart was emptied and the stock went down.
  await page.getByRole('link', { name: 'Voltar para a loja' }).click();
  await expect(product(page, 'Pão de Mel')).toContainText('Estoque: 3');
  await expect(product(page, 'Pão de Mel').getByRole('button', { name: 'Adicionar ao Carrinho' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Finalizar' })).toHaveCount(0);
});

test('a returning customer is greeted by first name and gets the form filled after confirming the birth date', async ({
  page,
  request,
}) => {
  const shop = await registerShop(request, 'Mercearia');
  const [coffee] = await createProducts(request, shop, [{ name: 'Café Torrado', priceCents: 2390 }]);
  const cpf = uniqueCpf();
  // The shop registered her, birth date included (only a birth date the shop typed is a proof).
  const owner = asNewClient();
  await request.post('/api/auth/login', { data: { email: shop.email, senha: shop.senha }, headers: owner });
  const registered = await request.post('/api/customers', {
    data: {
      nome: 'Joana Prado Lima',
      cpf,
      telefone: '21987654321',
      dataNascimento: '1979-12-24',
      bairro: 'Catete',
      cidade: 'Rio de Janeiro',
    },
    headers: owner,
  });
  expect(registered.status()).toBe(201);
  await request.post('/api/auth/logout', { headers: owner });
  // An earlier order from another phone.
  await placeOrder(request, shop.id, {
    cpf,
    nome: 'Joana Prado Lima',
    telefone: '21987654321',
    dataNascimento: '1979-12-24',
    rua: 'Rua do Catete',
    numero: '90',
    bairro: 'Catete',
    cidade: 'Rio de Janeiro',
    paymentMethod: 'pix',
    items: [{ productId: coffee?.id, quantity: 1 }],
  });

  await page.goto(`/store/${shop.id}`);
  await addToCart(page, 'Café Torrado');
  await finalizar(page);
  await page.getByLabel('CPF', { exact: true }).fill(cpf);
  await expect(page.getByText('Olá, Joana! Que bom ver você de novo.')).toBeVisible();
  // Nothing personal is shown before the birth date is confirmed.
  await expect(page.getByLabel('Nome completo')).toHaveValue('');

  const confirmDate = page.getByLabel('Confirme sua data de nascimento');
  await confirmDate.fill('25/12/1979');
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('A data de nascimento não confere com o cadastro.').first()).toBeVisible();
  await confirmDate.fill('24/12/1979');
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Seus dados foram preenchidos. Confira abaixo.')).toBeVisible();
  await expect(page.getByLabel('Nome completo')).toHaveValue('Joana Prado Lima');
  await expect(page.getByLabel('Telefone (WhatsApp)')).toHaveValue('(21) 98765-4321');
  await expect(page.getByLabel('Data de nascimento', { exact: true })).toHaveValue('24/12/1979');
  await expect(page.getByLabel('Bairro')).toHaveValue('Catete');

  await page.getByText('PIX', { exact: true }).click();
  await page.getByRole('checkbox', { name: 'Lembrar meus dados neste aparelho' }).check();
  await page.getByRole('button', { name: 'Enviar Pedido' }).click();
  await expect(page.getByRole('heading', { name: 'Pedido nº 2' })).toBeVisible();
  // The birth date proved who she is: her balance shows (the earlier order is not delivered yet).
  await expect(page.getByText('+23 pontos a receber')).toBeVisible();
  await expect(page.getByText('Você terá 23 pontos nesta loja após a entrega')).toBeVisible();
  // The device keeps her pass with her data, never the birth date.
  const kept = await page.evaluate(() => localStorage.getItem('fidelizaloja:cliente-lembrado') ?? '');
  expect(JSON.parse(kept).passe).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(kept).not.toContain('1979-12-24');

  // The same phone again: filled from its own last order, without asking the server.
  await page.goto(`/store/${shop.id}`);
  await addToCart(page, 'Café Torrado');
  await finalizar(page);
  await page.getByLabel('CPF', { exact: true }).fill(cpf);
  await expect(page.getByText('Preenchemos seus dados com o seu último pedido neste aparelho.')).toBeVisible();
  await expect(page.getByLabel('Nome completo')).toHaveValue('Joana Prado Lima');
  // The birth date is never kept on the device: asked again.
  await expect(page.getByLabel('Data de nascimento', { exact: true })).toHaveValue('');
  await expect(page.getByRole('checkbox', { name: 'Lembrar meus dados neste aparelho' })).toBeChecked();
});

test('the checkout sends an empty cart back to the shop; blocked and unknown shops and orders say so', async ({
  page,
  request,
}) => {
  const shop = await registerShop(request, 'Sorveteria');
  await page.goto(`/checkout/${shop.id}`, { waitUntil: 'commit' });
  await expect(page).toHaveURL(new RegExp(`/store/${shop.id}$`));
  await page.waitForLoadState('load');
  await expect(page.getByText('Nenhum produto disponível')).toBeVisible();
  await expect(page.getByText('Esta loja ainda não cadastrou produtos.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Produtos (0)' })).toBeVisible();

  await setShopStatus(request, shop.id, 'bloqueado');
  const blocked = await page.goto(`/store/${shop.id}`);
  expect(blocked?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Esta loja está indisponível no momento.' })).toBeVisible();
  await page.getByRole('link', { name: 'Voltar ao Início' }).click();
  await expect(page).toHaveURL(/\/$/);
  const unknown = await page.goto('/store/999999999');
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Loja não encontrada' })).toBeVisible();

  await page.goto('/order-success-external');
  await expect(page.getByRole('heading', { name: 'Pedido não encontrado' })).toBeVisible();
  await page.goto('/order-success-external?pedido=00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Pedido não encontrado' })).toBeVisible();
});

test('removing the last item at checkout shows the empty cart', async ({ page, request }) => {
  const shop = await registerShop(request, 'Quitanda');
  await createProducts(request, shop, [{ name: 'Banana Prata (kg)', priceCents: 690 }]);
  await page.goto(`/store/${shop.id}`);
  await addToCart(page, 'Banana Prata (kg)');
  await finalizar(page);
  await page.getByRole('button', { name: 'Remover Banana Prata (kg) do carrinho' }).click();
  await expect(page.getByRole('heading', { name: 'Carrinho vazio' })).toBeVisible();
  await page.getByRole('link', { name: 'Continuar Comprando' }).click();
  await expect(page).toHaveURL(new RegExp(`/store/${shop.id}$`));
});

test('the external store adds to a cart in memory and shows its count and total', async ({ page, request }) => {
  const shop = await registerShop(request, 'Armarinho');
  await createProducts(request, shop, [
    { name: 'Linha de Costura', priceCents: 350, category: 'Aviamentos', description: '100% algodão', stock: 8 },
    { name: 'Agulha de Tricô', priceCents: 1290, stock: 0 },
  ]);
  await page.goto(`/loja-externa/${shop.id}`);
  await expect(page.getByRole('heading', { name: 'Nossos Produtos' })).toBeVisible();
  await expect(page.getByText('Confira nossa linha completa de produtos')).toBeVisible();
  await expect(page.getByText('0 itens')).toBeVisible();
  await expect(product(page, 'Linha de Costura')).toContainText('Aviamentos');
  await expect(product(page, 'Linha de Costura')).toContainText('Estoque: 8');
  await expect(product(page, 'Agulha de Tricô').getByRole('button', { name: 'Sem Estoque' })).toBeDisabled();

  for (let i = 0; i < 2; i++) await addToCart(page, 'Linha de Costura');
  await expect(toast(page, 'Linha de Costura adicionado ao carrinho!')).toBeVisible();
  await expect(page.getByText('2 itens')).toBeVisible();
  await page.getByRole('button', { name: 'Carrinho (2)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Carrinho' });
  await expect(dialog).toContainText('2 itens no carrinho');
  await expect(dialog).toContainText('R$ 7,00');
});

test('product photos come in the width the screen needs, sized so nothing shifts, the first row first', async ({
  page,
  request,
  isMobile,
}) => {
  const shop = await registerShop(request, 'Quitanda');
  const client = asNewClient();
  expect(
    (await request.post('/api/auth/login', { data: { email: shop.email, senha: shop.senha }, headers: client })).ok(),
  ).toBe(true);
  const photos: string[] = [];
  for (let i = 0; i < 5; i++) {
    const res = await request.post('/api/images', {
      data: makePng(800, 600, [40 * i, 160, 90]),
      headers: { 'content-type': 'image/png', ...client },
    });
    expect(res.status()).toBe(201);
    photos.push((await res.json()).id);
  }
  const names = ['Banana', 'Maçã', 'Laranja', 'Mamão', 'Uva'];
  await createProducts(
    request,
    shop,
    names.map((name, i) => ({ name, priceCents: 300 + i, imageId: photos[i] ?? null })),
  );

  for (const path of [`/store/${shop.id}`, `/loja-externa/${shop.id}`]) {
    await page.goto(path);
    await expect(page.getByRole('article')).toHaveCount(names.length);
    // In the page's order (the shop's list order), whatever the order they were created in.
    const images = page.getByRole('article').locator('img');
    for (let i = 0; i < names.length; i++) {
      const img = images.nth(i);
      const src = (await img.getAttribute('src')) ?? '';
      const url = src.replace(/\?w=640$/, '');
      expect(photos.map((id) => `/api/images/${id}`)).toContain(url);
      await expect(img).toHaveAttribute(
        'srcset',
        `${url}?w=160 160w, ${url}?w=320 320w, ${url}?w=640 640w, ${url}?w=1200 1200w`,
      );
      await expect(img).toHaveAttribute('sizes', /, 80px$/);
      await expect(img).toHaveAttribute('width', '80');
      await expect(img).toHaveAttribute('height', '80');
      await expect(img).toHaveAttribute('decoding', 'async');
      // The first row loads at once with high priority; the rest lazily.
      await expect(img).toHaveAttribute('loading', i < 3 ? 'eager' : 'lazy');
      await expect(img).toHaveAttribute('fetchpriority', i < 3 ? 'high' : 'auto');
    }
    // The browser picked a stored width for its screen: 80px at 2x on a phone is the 160 px one.
    const first = images.first();
    await expect(first).toHaveJSProperty('complete', true);
    const chosen = await first.evaluate((img: HTMLImageElement) => img.currentSrc);
    expect(chosen).toMatch(isMobile ? /\?w=160$/ : /\?w=(320|640)$/);
    const served = await page.request.get(chosen);
    expect(served.headers()['content-type']).toBe('image/webp');
  }
});

test("the shop page is drawn from the data sent in its HTML, which follows the owner's changes", async ({
  page,
  request,
}) => {
  const shop = await registerShop(request, 'Empório');
  await createProducts(request, shop, [{ name: 'Queijo Minas', priceCents: 3200 }]);
  const asked: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === `/api/storefront/stores/${shop.id}`) asked.push(sent.url());
  });
  await page.goto(`/store/${shop.id}`);
  await expect(page.getByRole('heading', { name: 'Produtos (1)' })).toBeVisible();
  await expect(product(page, 'Queijo Minas')).toContainText('R$ 32,00');

  await createProducts(request, shop, [{ name: 'Doce de Leite', priceCents: 1800 }]);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Produtos (2)' })).toBeVisible();
  await expect(product(page, 'Doce de Leite')).toContainText('R$ 18,00');
  // Neither load had to ask for the shop: its data came with the page.
  expect(asked).toEqual([]);
});

test("the shop's page comes drawn in its HTML: without JavaScript, its facts and every product with price and stock", async ({
  browser,
  request,
  isMobile,
  viewport,
}) => {
  const shop = await registerShop(request, 'Mercearia');
  const names = Array.from({ length: 14 }, (_, i) => `Item ${String(i + 1).padStart(2, '0')}`);
  await createProducts(
    request,
    shop,
    names.map((name, i) => ({ name, priceCents: 100 + i * 10, stock: i === 0 ? 0 : 3 })),
  );
  const context = await browser.newContext({ javaScriptEnabled: false, viewport, isMobile });
  const page = await context.newPage();
  await page.goto(`/store/${shop.id}`);
  await expect(page.getByRole('heading', { level: 1, name: shop.nomeEmpresa })).toBeVisible();
  await expect(page.getByText('Horário de funcionamento')).toBeVisible();
  await expect(page.getByText(shop.email)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Produtos (14)' })).toBeVisible();
  // Every product, not only the first screen's.
  await expect(page.getByRole('article')).toHaveCount(14);
  await expect(product(page, 'Item 14')).toContainText('R$ 2,30');
  await expect(product(page, 'Item 14')).toContainText('Estoque: 3');
  await expect(product(page, 'Item 01').getByRole('button', { name: 'Sem Estoque' })).toBeDisabled();
  await context.close();
});

test("the browser takes over the server's page as it is: the same elements, no error, a cart that works", async ({
  page,
  request,
  isMobile,
}) => {
  const shop = await registerShop(request, 'Quitanda');
  await createProducts(request, shop, [
    { name: 'Banana Prata', priceCents: 690, stock: 8 },
    { name: 'Maçã Fuji', priceCents: 1190 },
  ]);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  // Before the page's code runs (the document is parsed, its module scripts not yet run), keep
  // the server's heading: hydration keeps that element, a render from scratch would replace it.
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') {
        (window as unknown as { serverHeading: Element | null }).serverHeading = document.querySelector('#root h1');
      }
    });
  });
  await page.goto(`/store/${shop.id}`);
  await addToCart(page, 'Banana Prata');
  await expect(toast(page, 'Banana Prata adicionado ao carrinho!')).toBeVisible();
  if (isMobile) await expect(page.getByRole('button', { name: 'Ver carrinho: 1 item, R$ 6,90' })).toBeVisible();
  else await expect(page.getByRole('complementary', { name: 'Seu carrinho' })).toContainText('R$ 6,90');
  const same = await page.evaluate(() => {
    const kept = (window as unknown as { serverHeading: Element | null }).serverHeading;
    return kept?.isConnected === true && kept === document.querySelector('#root h1');
  });
  expect(same).toBe(true);
  expect(errors).toEqual([]);
});
