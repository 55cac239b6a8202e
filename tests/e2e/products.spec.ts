import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { makeVariants } from '../../src/server/modules/images/image-variants.ts';
import { makePng } from '../../src/server/test/png.ts';
import { asNewClient, expectSentHome, registerShop, type Shop } from './support/api.ts';

/** Signs in through the API; the page shares the request context's cookies. */
async function signIn(page: Page, shop: Shop) {
  const res = await page.request.post('/api/auth/login', { data: { email: shop.email, senha: shop.senha } });
  expect(res.status()).toBe(200);
}

test('the owner registers products, finds, edits and deletes them', async ({ page, request }) => {
  const shop = await registerShop(request, 'Lanchonete');
  await signIn(page, shop);

  await page.goto('/cadastrar-produto');
  await expect(page.getByRole('heading', { name: 'Cadastrar Produto' })).toBeVisible();
  await expect(page.getByLabel('Código', { exact: true })).toHaveValue('1');
  await expect(page.getByLabel('Código', { exact: true })).toHaveAttribute('readonly', '');

  // Nothing typed is lost when the price is missing.
  await page.getByLabel('Nome').fill('Pão de Queijo');
  await page.getByRole('button', { name: 'Cadastrar Produto' }).click();
  await expect(page.getByText('Nome e preço são obrigatórios.').first()).toBeVisible();
  await expect(page.getByLabel('Nome')).toHaveValue('Pão de Queijo');

  await page.getByLabel('Preço (R$)').fill('4,50');
  await page.getByLabel('Estoque', { exact: true }).fill('20');
  await page.getByLabel('Categoria').fill('Salgados');
  await page.getByLabel('Descrição').fill('Assado na hora.');
  await page.getByLabel('Foto do produto').setInputFiles({
    name: 'pao.png',
    mimeType: 'image/png',
    buffer: makePng(64, 48),
  });
  const preview = page.getByRole('img', { name: 'Foto do produto: pré-visualização' });
  await expect(preview).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remover foto' })).toBeVisible();
  await page.getByRole('button', { name: 'Cadastrar Produto' }).click();
  await expect(page.getByText('Produto cadastrado com código 1!')).toBeVisible();
  // The form is ready for the next one, with the next code.
  await expect(page.getByLabel('Nome')).toHaveValue('');
  await expect(page.getByLabel('Código', { exact: true })).toHaveValue('2');

  await page.getByLabel('Nome').fill('Café Coado');
  await page.getByLabel('Preço (R$)').fill('6');
  await page.getByRole('button', { name: 'Cadastrar Produto' }).click();
  await expect(page.getByText('Produto cadastrado com código 2!')).toBeVisible();

  await page.getByRole('main').getByRole('link', { name: 'Meus Produtos' }).click();
  await expect(page).toHaveURL(/\/listar-produtos$/);
  await expect(page.getByRole('heading', { name: 'Meus Produtos' })).toBeVisible();
  await expect(page.getByText('2 produtos')).toBeVisible();
  const pao = page.getByRole('article', { name: 'Pão de Queijo' });
  const cafe = page.getByRole('article', { name: 'Café Coado' });
  await expect(pao.getByText('Cód. 1')).toBeVisible();
  await expect(pao.getByText(/R\$\s4,50/)).toBeVisible();
  await expect(pao.getByText('Salgados')).toBeVisible();
  await expect(pao.getByText('Estoque: 20')).toBeVisible();
  await expect(pao.getByRole('img', { name: 'Pão de Queijo' })).toHaveJSProperty('complete', true);
  // Re-encoded in the browser before the upload (the file as uploaded is WebP, 64 px wide), served
  // with a year of caching; the list shows a width the server made of it (?w=).
  const shown = await pao.getByRole('img').evaluate((img: HTMLImageElement) => img.currentSrc);
  expect(shown).toMatch(/\/api\/images\/[0-9a-f-]{36}\?w=\d+$/);
  const photo = await page.request.get(new URL(shown).pathname);
  expect(photo.headers()['content-type']).toBe('image/webp');
  expect(photo.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect((await sharp(await photo.body()).metadata()).width).toBe(64);
  await expect(cafe.getByText('Cód. 2')).toBeVisible();
  await expect(cafe.getByText('Estoque não controlado')).toBeVisible();

  // Search ignores accents and case.
  await page.getByLabel('Buscar produtos').fill('cafe');
  await expect(pao).toBeHidden();
  await expect(cafe).toBeVisible();
  await expect(page.getByText('1 produto encontrado', { exact: true })).toBeVisible();
  await page.getByLabel('Buscar produtos').fill('nada assim');
  await expect(page.getByText('Nenhum produto encontrado')).toBeVisible();
  await page.getByRole('button', { name: 'Limpar busca' }).click();
  await expect(pao).toBeVisible();

  await cafe.getByRole('button', { name: 'Editar Café Coado' }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar produto · Cód. 2' });
  await expect(dialog.getByLabel('Preço (R$)')).toHaveValue('6,00');
  await dialog.getByLabel('Nome').fill('Café Coado Grande');
  await dialog.getByLabel('Preço (R$)').fill('7,25');
  await dialog.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByText('Produto atualizado')).toBeVisible();
  await expect(page.getByText('As alterações foram salvas com sucesso.')).toBeVisible();
  await expect(dialog).toBeHidden();
  const edited = page.getByRole('article', { name: 'Café Coado Grande' });
  await expect(edited.getByText(/R\$\s7,25/)).toBeVisible();
  await expect(edited.getByText('Cód. 2')).toBeVisible();

  await pao.getByRole('button', { name: 'Excluir Pão de Queijo' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Excluir produto' });
  await expect(confirm.getByText('Tem certeza que deseja excluir este produto?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(pao).toBeVisible();
  await pao.getByRole('button', { name: 'Excluir Pão de Queijo' }).click();
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Produto excluído')).toBeVisible();
  await expect(page.getByText('O produto foi removido com sucesso.')).toBeVisible();
  await expect(pao).toBeHidden();
  await expect(page.getByText('1 produto', { exact: true })).toBeVisible();

  // The freed code 1 is the next one again.
  await page.getByRole('link', { name: 'Cadastrar Produto' }).click();
  await expect(page.getByLabel('Código', { exact: true })).toHaveValue('1');
  await page.getByRole('link', { name: 'Voltar' }).click();
  await expect(page).toHaveURL(/\/lojista$/);
});

test('a shop without products sees the empty state and a bad file is refused', async ({ page, request }) => {
  const shop = await registerShop(request, 'Floricultura');
  await signIn(page, shop);
  await page.goto('/listar-produtos');
  await expect(page.getByText('Nenhum produto cadastrado')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Cadastrar Produto' }).click();
  await expect(page).toHaveURL(/\/cadastrar-produto$/);

  await page.getByLabel('Foto do produto').setInputFiles({
    name: 'foto.png',
    mimeType: 'image/png',
    buffer: Buffer.from('isto não é uma imagem'),
  });
  await expect(
    page
      .getByRole('group', { name: 'Foto do produto' })
      .getByText('Arquivo inválido. Escolha uma imagem JPG, PNG ou WebP.'),
  ).toBeVisible();
  await expect(page.getByRole('img', { name: 'Foto do produto: pré-visualização' })).toHaveCount(0);
});

test("a photo past the shop's storage limit is refused, and the picker says why", async ({ page, request }) => {
  const shop = await registerShop(request, 'Doceria');
  await signIn(page, shop);
  // Fill the shop's 5 MB (IMAGE_QUOTA_MB of the e2e server) to a few bytes short, through the API.
  // Each file counts with the smaller widths the server stores of it (one small WebP here).
  const quota = 5 * 1024 * 1024;
  const header = makePng(2, 2);
  const variantBytes = (await makeVariants(header)).reduce((sum, v) => sum + v.data.length, 0);
  for (const size of [2_000_000, 2_000_000, quota - 4_000_000 - 20 - 3 * variantBytes]) {
    const res = await page.request.post('/api/images', {
      data: Buffer.concat([header, Buffer.alloc(size - header.length)]),
      headers: { 'content-type': 'image/png', ...asNewClient() },
    });
    expect(res.status()).toBe(201);
  }

  await page.goto('/cadastrar-produto');
  await page
    .getByLabel('Foto do produto')
    .setInputFiles({ name: 'bolo.png', mimeType: 'image/png', buffer: makePng(64, 48) });
  const message =
    'Limite de armazenamento de imagens atingido (5 MB por loja). Remova fotos que não usa mais e tente novamente.';
  // Under the picker (it stays), and in the toast.
  await expect(page.getByRole('group', { name: 'Foto do produto' }).getByText(message)).toBeVisible();
  await expect(page.getByRole('img', { name: 'Foto do produto: pré-visualização' })).toHaveCount(0);
  await expect(page.getByText('Escolher foto')).toBeVisible();
});

test('the product screens need a signed-in shop', async ({ page }) => {
  for (const path of ['/cadastrar-produto', '/listar-produtos']) {
    await expectSentHome(page, path);
  }
});
