import { expect, type Page, test } from '@playwright/test';
import { registerShop, signIn } from './support/api.ts';

const notFound = (page: Page) => page.getByRole('heading', { name: 'Página não encontrada' });

/** On a phone the menu is a drawer behind the menu button; on a desktop it is always there. */
async function openMenu(page: Page, isMobile: boolean) {
  if (isMobile) await page.getByRole('button', { name: 'Abrir menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Menu' });
  await expect(menu).toBeInViewport();
  return menu;
}

test('every menu entry and every panel shortcut opens a real screen, never the 404 page', async ({
  page,
  request,
  isMobile,
}) => {
  const shop = await registerShop(request, 'Navegação');
  await signIn(page, shop);
  await page.goto('/lojista');
  await expect(page.getByText('Painel do Lojista')).toBeVisible();

  const hrefs = await page
    .locator('#owner-sidebar a')
    .evaluateAll((links) =>
      links.map((a) => ({ href: a.getAttribute('href') ?? '', label: a.textContent?.trim() ?? '' })),
    );
  // The spec's Cadastros group, Meus Produtos, and the groups of the screens that exist.
  expect(hrefs.map((h) => h.label)).toEqual(
    expect.arrayContaining([
      'Início',
      'Clientes',
      'Meus Produtos',
      'Funcionários',
      'Pedidos',
      'Fidelidade',
      'Configurações',
    ]),
  );
  expect(hrefs.map((h) => h.label)).toContain('Tarefas Diárias');
  // One visit per menu entry and shortcut, each a screen with its own data: a few seconds each on
  // a busy machine.
  test.setTimeout(30_000 + (hrefs.length + 4) * 6_000);

  // From screen to screen through the menu, as an owner moves around the panel.
  for (const { href, label } of hrefs) {
    const menu = await openMenu(page, isMobile);
    await menu.getByRole('link', { name: label, exact: true }).click();
    await expect(page, label).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { level: 1 }).first(), label).toBeVisible();
    await expect(notFound(page), label).toHaveCount(0);
    // The server knows the screen too (an unknown path is answered with 404), also when opened
    // directly.
    expect((await page.request.get(href)).status(), label).toBe(200);
    if (isMobile) await expect(page.getByRole('navigation', { name: 'Menu' }), label).not.toBeInViewport();
  }

  const home = async () => {
    const menu = await openMenu(page, isMobile);
    await menu.getByRole('link', { name: 'Início', exact: true }).click();
    return page.getByRole('region', { name: /Olá/ }).getByRole('listitem').getByRole('link');
  };
  const shortcuts = await home();
  await expect(shortcuts).toHaveText(['Acessar Fidelidade', 'Ver Pedidos', 'Iniciar Venda', 'Acessar CRM']);
  for (const name of await shortcuts.allTextContents()) {
    await (await home()).filter({ hasText: name.trim() }).click();
    await expect(page.getByRole('heading', { level: 1 }).first(), name).toBeVisible();
    await expect(notFound(page), name).toHaveCount(0);
  }
});

test('the menu works by keyboard: it opens on the first entry and Escape closes it', async ({ page, request }) => {
  test.skip(test.info().project.name !== 'phone', 'the drawer exists on small screens');
  const shop = await registerShop(request);
  await signIn(page, shop);
  await page.goto('/lojista');
  const toggle = page.getByRole('button', { name: 'Abrir menu' });
  // A closed drawer is out of the tab order.
  await expect(page.locator('#owner-sidebar')).toBeHidden();
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('link', { name: 'Início' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Cadastros' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('navigation', { name: 'Menu' })).not.toBeInViewport();
  await expect(page.getByRole('button', { name: 'Abrir menu' })).toBeFocused();
});

test('on a phone the header is compact: the whole name in its title, clock and session on one line, in Inter', async ({
  page,
  request,
}) => {
  test.skip(test.info().project.name !== 'phone', 'the compact header is for small screens');
  const shop = await registerShop(request, 'Padaria e Confeitaria Pão Dourado da Vila');
  await signIn(page, shop);
  await page.goto('/lojista');
  const header = page.getByRole('banner');
  await expect(header.getByText(shop.nomeEmpresa)).toHaveAttribute('title', shop.nomeEmpresa);
  const clock = page.getByTestId('owner-header-clock');
  await expect(clock).toContainText(/^[A-ZÁÉ]{3} \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  await expect(clock).toContainText(/Sessão: 29d 23h \d{2}m \d{2}s/);
  // One line of small text (a second line would double it).
  expect((await clock.boundingBox())?.height ?? 99).toBeLessThan(30);
  expect((await header.boundingBox())?.height ?? 999).toBeLessThan(100);
  // Inter is served by us (font-src 'self') and really used.
  const interLoaded = await page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].some((f) => f.family.replace(/"/g, '') === 'Inter Variable' && f.status === 'loaded');
  });
  expect(interLoaded).toBe(true);
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"?Inter Variable/);
});
