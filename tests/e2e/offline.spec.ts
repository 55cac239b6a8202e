import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { registerShop, signIn } from './support/api.ts';
import { createProducts, expectToast } from './support/storefront.ts';

const BARCODE = '7891000315507';
const SHOTS = '/tmp/x/shots-offline';

async function salesOnServer(page: Page): Promise<number> {
  const res = await page.request.get('/api/sales');
  expect(res.ok()).toBe(true);
  return (await res.json()).sales.length;
}

/** One sale of the product by its barcode, paid in cash, from the empty sale screen. */
async function sellOne(page: Page, product = 'Pão de Queijo') {
  const search = page.getByRole('combobox', { name: 'Buscar produto' });
  await search.fill(BARCODE);
  await search.press('Enter');
  await expect(page.getByRole('list', { name: 'Itens da venda' })).toContainText(product);
  await page.getByRole('button', { name: /Salvar/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Pagamento' });
  await dialog.getByRole('button', { name: 'Adicionar pagamento' }).click();
  await dialog.getByRole('button', { name: 'Finalizar Venda' }).click();
  await expect(dialog).toBeHidden();
  // The next sale starts at once.
  await expect(page.getByText('Nenhum produto adicionado.')).toBeVisible();
}

test('sales made without a network wait on the device and reach the server once when it comes back', async ({
  page,
  context,
  request,
}, testInfo) => {
  const shop = await registerShop(request, 'Padaria');
  await createProducts(request, shop, [{ name: 'Pão de Queijo', priceCents: 300, stock: 20, barcode: BARCODE }]);
  await signIn(page, shop);
  await page.goto('/vendas');
  await expect(page.getByRole('heading', { name: 'Nova Venda' })).toBeVisible();
  // The product search's catalogue is kept on the device once the screen opens.
  await expect
    .poll(() => page.evaluate((id) => localStorage.getItem(`fidelizaloja:catalogo:${id}`), shop.id))
    .toContain('Pão de Queijo');

  await context.setOffline(true);
  await sellOne(page);
  await expectToast(page, 'Venda salva neste aparelho', 'Aguardando conexão');
  await sellOne(page);
  const panel = page.getByRole('region', { name: 'Vendas guardadas neste aparelho' });
  await expect(panel).toContainText('vendas salvas, aguardando conexão');
  await expect(panel.getByTestId('pending-count')).toHaveText('2');
  await expect(panel.getByRole('list', { name: 'Vendas pendentes' }).getByRole('listitem')).toHaveCount(2);

  mkdirSync(SHOTS, { recursive: true });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/sale-pending-${testInfo.project.name}.png` });

  await context.setOffline(false);
  await expect(panel).toBeHidden({ timeout: 30_000 });
  await expect(page.getByText(/vendas? enviadas? ao servidor/)).toBeVisible();
  expect(await salesOnServer(page)).toBe(2);
  const stock = await page.request.get(`/api/products/search?q=${BARCODE}`);
  expect((await stock.json()).products[0].stock).toBe(18);

  // Reloading sends nothing again.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Nova Venda' })).toBeVisible();
  expect(await page.evaluate((id) => localStorage.getItem(`fidelizaloja:vendas-pendentes:${id}`), shop.id)).toBeNull();
  await page.waitForTimeout(1000);
  expect(await salesOnServer(page)).toBe(2);
});

test("a sale the server refuses when it is sent stays listed with the server's message until the owner resolves it", async ({
  page,
  context,
  request,
}, testInfo) => {
  const shop = await registerShop(request, 'Doceria');
  await createProducts(request, shop, [{ name: 'Bolo de Pote', priceCents: 1200, stock: 1, barcode: BARCODE }]);
  await signIn(page, shop);
  await page.goto('/vendas');
  await expect
    .poll(() => page.evaluate((id) => localStorage.getItem(`fidelizaloja:catalogo:${id}`), shop.id))
    .toContain('Bolo de Pote');

  // Two sales of the last unit without a network: the server can take only the first.
  await context.setOffline(true);
  await sellOne(page, 'Bolo de Pote');
  await sellOne(page, 'Bolo de Pote');
  const panel = page.getByRole('region', { name: 'Vendas guardadas neste aparelho' });
  await expect(panel.getByTestId('pending-count')).toHaveText('2');
  await context.setOffline(false);
  await expect(panel).toContainText('Vendas recusadas pelo servidor', { timeout: 30_000 });
  await expect(panel).toContainText('Recusada: Estoque insuficiente para Bolo de Pote. Disponível: 0.');
  await expect(panel.getByRole('listitem')).toHaveCount(1);
  expect(await salesOnServer(page)).toBe(1);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/sale-refused-${testInfo.project.name}.png` });

  // Still there after a reload, and never sent again by itself; discarded after a confirmation.
  await page.reload();
  await expect(panel).toContainText('Recusada: Estoque insuficiente');
  await panel.getByRole('button', { name: 'Descartar' }).click();
  await page.getByRole('alertdialog', { name: 'Descartar venda' }).getByRole('button', { name: 'Descartar' }).click();
  await expect(panel).toBeHidden();
  expect(await salesOnServer(page)).toBe(1);
});

test('the app is installable: manifest, icons and service worker; the panel reloads without a network', async ({
  page,
  context,
  request,
}) => {
  const manifest = await request.get('/manifest.webmanifest');
  expect(manifest.status()).toBe(200);
  expect(manifest.headers()['content-type']).toContain('application/manifest+json');
  const body = JSON.parse(await manifest.text());
  expect(body).toMatchObject({ name: 'FidelizaLoja', display: 'standalone', start_url: '/lojista', lang: 'pt-BR' });
  expect(body.short_name).toBeTruthy();
  expect(body.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  expect(body.background_color).toMatch(/^#[0-9a-f]{6}$/i);
  const sizes = new Set<string>();
  for (const icon of body.icons as { src: string; sizes: string; type: string; purpose?: string }[]) {
    const res = await request.get(icon.src);
    expect(res.status(), icon.src).toBe(200);
    expect(res.headers()['content-type']).toBe('image/png');
    const png = await res.body();
    // The PNG's own width and height (IHDR) are the size the manifest says.
    expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(icon.sizes);
    sizes.add(`${icon.sizes} ${icon.purpose ?? 'any'}`);
  }
  expect([...sizes]).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));

  const sw = await request.get('/sw.js');
  expect(sw.status()).toBe(200);
  expect(sw.headers()['content-type']).toContain('javascript');
  expect(sw.headers()['cache-control']).toBe('no-cache');
  const source = await sw.text();
  expect(source).toMatch(/const CACHE = "fidelizaloja-shell-[0-9a-f]{16}"/);
  expect(source).toContain('"/index.html"');

  const page0 = await page.goto('/');
  const csp = page0?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("worker-src 'self'");
  expect(csp).toContain("manifest-src 'self'");
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');

  // The owner panel registers the service worker; once it has the shell, a reload without a
  // network still opens the panel.
  const shop = await registerShop(request, 'Quitanda');
  await signIn(page, shop);
  await page.goto('/vendas');
  await expect(page.getByRole('heading', { name: 'Nova Venda' })).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  // It keeps no answer of the API.
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const req of await (await caches.open(name)).keys()) urls.push(new URL(req.url).pathname);
    }
    return urls;
  });
  expect(cached).toContain('/index.html');
  expect(cached.filter((u) => u.startsWith('/api'))).toEqual([]);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Nova Venda' })).toBeVisible();
  await expect(page.getByText('Sem conexão com o servidor.')).toBeVisible();
  await context.setOffline(false);
});
