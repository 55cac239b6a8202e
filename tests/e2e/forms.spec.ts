import { expect, type Page, test } from '@playwright/test';
import { asNewClient, registerShop, signIn } from './support/api.ts';
import { createProducts, toast, uniqueCpf } from './support/storefront.ts';

// Checkout privacy and drafts, toasts, titles and the small things of issue 8 (items 11, 16, 18).

const product = (page: Page, name: string) => page.getByRole('article', { name });
const rememberBox = (page: Page) => page.getByRole('checkbox', { name: 'Lembrar meus dados neste aparelho' });
const formatCpf = (cpf: string) => cpf.replace(/(\d{3})(\d{3})(\d{3})(\d{2})/, '$1.$2.$3-$4');

async function toCheckout(page: Page, storeId: number, name: string) {
  await page.goto(`/store/${storeId}`);
  await product(page, name).getByRole('button', { name: 'Adicionar ao Carrinho' }).click();
  await page.getByRole('link', { name: 'Finalizar' }).first().click();
  await expect(page.getByRole('heading', { name: 'Finalizar Pedido' })).toBeVisible();
}

const buyer = {
  nome: 'Carla Mendes Rocha',
  telefone: '11912345678',
  dataNascimento: '03/09/1988',
  dataIso: '1988-09-03',
  rua: 'Rua das Acácias',
  numero: '210',
  bairro: 'Jardim Europa',
  cidade: 'Sorocaba',
};

async function fillBuyer(page: Page, cpf: string) {
  await page.getByLabel('CPF', { exact: true }).fill(cpf);
  await expect(page.getByText('Primeira compra nesta loja?')).toBeVisible();
  await page.getByLabel('Nome completo').fill(buyer.nome);
  await page.getByLabel('Telefone (WhatsApp)').fill(buyer.telefone);
  await page.getByLabel('Data de nascimento', { exact: true }).fill(buyer.dataNascimento);
  await page.getByLabel('Rua').fill(buyer.rua);
  await page.getByLabel('Número').fill(buyer.numero);
  await page.getByLabel('Bairro').fill(buyer.bairro);
  await page.getByLabel('Cidade').fill(buyer.cidade);
  await page.getByText('PIX', { exact: true }).click();
}

/** Everything this origin keeps in the browser, both storages. */
function storedText(page: Page) {
  return page.evaluate(() =>
    JSON.stringify({ local: { ...window.localStorage }, session: { ...window.sessionStorage } }),
  );
}

test('the checkout keeps nothing personal unless asked, and never the birth date', async ({ page, request }) => {
  const shop = await registerShop(request, 'Empório');
  await createProducts(request, shop, [{ name: 'Azeite Extra Virgem', priceCents: 3990 }]);
  const cpf = uniqueCpf();

  // What an older version left on this phone after an order, without asking.
  await page.goto(`/store/${shop.id}`);
  await page.evaluate(() =>
    localStorage.setItem(
      'fidelizaloja:ultimo-cliente',
      JSON.stringify({ cpf: '11144477735', nome: 'Outra Pessoa', dataNascimento: '1970-01-02', rua: 'Rua Antiga' }),
    ),
  );

  await toCheckout(page, shop.id, 'Azeite Extra Virgem');
  await fillBuyer(page, cpf);
  await expect(rememberBox(page)).not.toBeChecked();
  await page.getByRole('button', { name: 'Enviar Pedido' }).click();
  await expect(page.getByRole('heading', { name: 'Pedido nº 1' })).toBeVisible();

  let stored = await storedText(page);
  for (const secret of [cpf, formatCpf(cpf), buyer.dataIso, buyer.dataNascimento, buyer.rua, buyer.bairro]) {
    expect(stored).not.toContain(secret);
  }
  for (const old of ['11144477735', '1970-01-02', 'Rua Antiga']) expect(stored).not.toContain(old);

  // The shop writes her birth date at the counter: only a birth date the shop typed is a proof.
  const owner = asNewClient();
  await request.post('/api/auth/login', { data: { email: shop.email, senha: shop.senha }, headers: owner });
  const found = await (await request.get(`/api/customers?search=${cpf}`, { headers: owner })).json();
  const saved = await request.put(`/api/customers/${found.customers[0]?.id}`, {
    data: {
      nome: buyer.nome,
      cpf,
      telefone: buyer.telefone,
      dataNascimento: buyer.dataIso,
      bairro: buyer.bairro,
      cidade: buyer.cidade,
    },
    headers: owner,
  });
  expect(saved.status()).toBe(200);
  await request.post('/api/auth/logout', { headers: owner });

  // Asked to remember: name, phone, CPF and address stay; the birth date does not.
  await toCheckout(page, shop.id, 'Azeite Extra Virgem');
  await page.getByLabel('CPF', { exact: true }).fill(cpf);
  await page.getByLabel('Confirme sua data de nascimento').fill(buyer.dataNascimento);
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByLabel('Nome completo')).toHaveValue(buyer.nome);
  await page.getByText('PIX', { exact: true }).click();
  await rememberBox(page).check();
  await page.getByRole('button', { name: 'Enviar Pedido' }).click();
  await expect(page.getByRole('heading', { name: 'Pedido nº 2' })).toBeVisible();

  stored = await storedText(page);
  for (const kept of [cpf, buyer.nome, buyer.rua, buyer.bairro, buyer.cidade]) expect(stored).toContain(kept);
  expect(stored).not.toContain(buyer.dataIso);
  expect(stored).not.toContain(buyer.dataNascimento);
  expect(stored).not.toContain('rascunho-checkout');

  // Unticked on the next order: what was kept is removed.
  await toCheckout(page, shop.id, 'Azeite Extra Virgem');
  await page.getByLabel('CPF', { exact: true }).fill(cpf);
  await expect(page.getByLabel('Nome completo')).toHaveValue(buyer.nome);
  await page.getByLabel('Data de nascimento', { exact: true }).fill(buyer.dataNascimento);
  await page.getByText('PIX', { exact: true }).click();
  await rememberBox(page).uncheck();
  await page.getByRole('button', { name: 'Enviar Pedido' }).click();
  await expect(page.getByRole('heading', { name: 'Pedido nº 3' })).toBeVisible();
  stored = await storedText(page);
  for (const secret of [cpf, buyer.nome, buyer.rua]) expect(stored).not.toContain(secret);
});

test('the checkout keeps what was typed through Back and Forward, and a double click sends once', async ({
  page,
  request,
}) => {
  const shop = await registerShop(request, 'Adega');
  await createProducts(request, shop, [{ name: 'Suco de Uva', priceCents: 1800 }]);
  const cpf = uniqueCpf();
  await toCheckout(page, shop.id, 'Suco de Uva');
  await page.getByLabel('CPF', { exact: true }).fill(cpf);
  await page.getByRole('button', { name: 'Cadastro Rápido' }).click();
  await page.getByLabel('Nome completo').fill(buyer.nome);
  await page.getByLabel('Telefone (WhatsApp)').fill(buyer.telefone);
  await page.getByLabel('Rua').fill(buyer.rua);

  await page.goBack();
  await expect(product(page, 'Suco de Uva')).toBeVisible();
  await page.goForward();
  await expect(page.getByRole('heading', { name: 'Finalizar Pedido' })).toBeVisible();
  await expect(page.getByLabel('CPF', { exact: true })).toHaveValue(formatCpf(cpf));
  await expect(page.getByLabel('Nome completo')).toHaveValue(buyer.nome);
  await expect(page.getByLabel('Telefone (WhatsApp)')).toHaveValue('(11) 91234-5678');
  await expect(page.getByLabel('Rua')).toHaveValue(buyer.rua);

  // A stale error is replaced by the outcome: one toast at a time.
  await page.getByRole('button', { name: 'Enviar Pedido' }).click();
  await expect(toast(page, 'Erro')).toBeVisible();
  await page.getByLabel('Data de nascimento', { exact: true }).fill(buyer.dataNascimento);
  await page.getByText('PIX', { exact: true }).click();
  await page.getByRole('button', { name: 'Enviar Pedido' }).dblclick();
  await expect(page.getByRole('heading', { name: 'Pedido nº 1' })).toBeVisible();
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(1);
  await expect(toast(page, 'Pedido enviado!')).toBeVisible();

  // One order went to the shop.
  await signIn(page, shop);
  const list = await (await page.request.get('/api/orders')).json();
  expect(list.orders).toHaveLength(1);
});

test('toasts stay clear of the heading and are labelled in Portuguese', async ({ page, request }) => {
  const shop = await registerShop(request, 'Livraria');
  await createProducts(request, shop, [{ name: 'Caderno', priceCents: 2500 }]);
  await toCheckout(page, shop.id, 'Caderno');
  await page.getByRole('button', { name: 'Enviar Pedido' }).click();
  const shown = toast(page, 'Erro');
  await expect(shown).toBeVisible();
  await expect(page.getByRole('region', { name: /^Notificações/ })).toBeAttached();
  await expect(page.getByRole('region', { name: /Notifications/ })).toHaveCount(0);
  // Wait for the toast to settle, then compare where it is with where the heading is.
  await page.waitForTimeout(600);
  const heading = await page.getByRole('heading', { name: 'Finalizar Pedido' }).boundingBox();
  const box = await shown.boundingBox();
  expect(heading && box).toBeTruthy();
  if (heading && box) {
    const overlaps = box.y < heading.y + heading.height && heading.y < box.y + box.height;
    expect(overlaps).toBe(false);
  }
});

test('a quantity typed above the stock is cut and said; sold out says Sem Estoque', async ({ page, request }) => {
  const shop = await registerShop(request, 'Papelaria');
  await createProducts(request, shop, [
    { name: 'Caneta Azul', priceCents: 250, stock: 3 },
    { name: 'Lápis de Cor', priceCents: 1990, stock: 0 },
  ]);
  await page.goto(`/store/${shop.id}`);
  await expect(product(page, 'Lápis de Cor').getByRole('button', { name: 'Sem Estoque' })).toBeDisabled();
  await product(page, 'Caneta Azul').getByRole('button', { name: 'Adicionar ao Carrinho' }).click();
  const quantity = product(page, 'Caneta Azul').getByRole('textbox', { name: 'Quantidade de Caneta Azul' });
  await quantity.fill('10');
  await quantity.press('Enter');
  await expect(quantity).toHaveValue('3');
  await expect(toast(page, 'Só há 3 em estoque.')).toBeVisible();
});

test('/order-success without an order says there is none and leads back', async ({ page }) => {
  await page.goto('/order-success');
  await expect(page.getByRole('heading', { name: 'Nenhum pedido para mostrar' })).toBeVisible();
  await expect(page.getByText('Pedido Realizado com Sucesso!')).toHaveCount(0);
  await expect(page).toHaveTitle('Nenhum pedido · FidelizaLoja');
  await page.getByRole('link', { name: 'Voltar ao Início' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('each screen has its own tab title, and no hydration warning is logged', async ({ page, request }) => {
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.text().includes('HydrateFallback')) warnings.push(m.text());
  });
  const shop = await registerShop(request, 'Floricultura');
  await page.goto('/');
  await expect(page).toHaveTitle('Início · FidelizaLoja');
  await page.goto('/login-lojista');
  await expect(page).toHaveTitle('Entrar · FidelizaLoja');
  await page.goto('/pagina-que-nao-existe');
  await expect(page).toHaveTitle('Página não encontrada · FidelizaLoja');
  await page.goto(`/store/${shop.id}`);
  await expect(page).toHaveTitle(`${shop.nomeEmpresa} | Peça online`);

  await signIn(page, shop);
  const screens: [string, string][] = [
    ['/listar-produtos', 'Meus Produtos'],
    ['/fidelidade', 'Fidelidade'],
    ['/configuracoes', 'Configurações'],
    ['/relatorio', 'Relatório de Clientes'],
  ];
  for (const [path, title] of screens) {
    await page.goto(path);
    await expect(page).toHaveTitle(`${title} · FidelizaLoja`);
  }
  expect(warnings).toEqual([]);
});
