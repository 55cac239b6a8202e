import { randomUUID } from 'node:crypto';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { registerShop, signIn } from './support/api.ts';
import { pdfText } from './support/pdf-text.ts';
import { createProducts, expectToast, uniqueCpf } from './support/storefront.ts';

const BARCODE = '7891000315507';

async function stockOf(page: Page, q: string): Promise<number | null> {
  const res = await page.request.get(`/api/products/search?q=${encodeURIComponent(q)}`);
  return (await res.json()).products[0].stock;
}

/**
 * Scrolled to the bottom, the controls are above the fixed totals bar, each the element under its
 * own centre (a tap there reaches it, not the bar).
 */
async function expectClearOfTotalsBar(page: Page, controls: Locator[]) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const bar = page.getByRole('region', { name: 'Totais da venda' });
  await expect(async () => {
    const barTop = (await bar.boundingBox())?.y ?? 0;
    for (const control of controls) {
      const box = await control.boundingBox();
      expect(box, 'the control is on screen').not.toBeNull();
      expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(barTop);
      const reached = await control.evaluate((el) => {
        const r = el.getBoundingClientRect();
        const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
        return hit !== null && el.contains(hit);
      });
      expect(reached, 'the control is not covered').toBe(true);
    }
  }).toPass({ timeout: 10_000 });
}

test('a counter sale by keyboard with a split payment (PIX with its QR code + cash with change)', async ({
  page,
  request,
}) => {
  const shop = await registerShop(request, 'Mercearia');
  await createProducts(request, shop, [
    { name: 'Café Torrado 500g', priceCents: 1890, stock: 10, barcode: BARCODE },
    { name: 'Açúcar Cristal 1kg', priceCents: 550, stock: 4 },
  ]);
  await signIn(page, shop);
  // Changing the PIX key asks for the password again (10 minutes).
  expect((await page.request.post('/api/auth/reauth', { data: { senha: shop.senha } })).ok()).toBe(true);
  const pix = await page.request.put('/api/settings/pix', {
    data: { chave: 'pix@mercearia.com.br', nome: 'Mercearia', cidade: 'Sao Paulo' },
  });
  expect(pix.ok()).toBe(true);

  // The panel's shortcut leads to the screen.
  await page.goto('/lojista');
  await page.getByRole('link', { name: 'Iniciar Venda' }).click();
  await expect(page).toHaveURL(/\/vendas$/);
  await expect(page.getByRole('heading', { name: 'Nova Venda' })).toBeVisible();
  await expect(page).toHaveTitle(/Nova Venda/);
  await expect(page.getByRole('button', { name: /Salvar/ })).toContainText('Alt+G');

  // Saving with no items says so.
  await page.keyboard.press('Alt+g');
  await expectToast(page, 'Erro', 'Adicione pelo menos um produto à venda!');

  // By name: arrows and Enter; the low stock shows in the results.
  const search = page.getByRole('combobox', { name: 'Buscar produto' });
  await search.focus();
  await page.keyboard.type('açu');
  const options = page.getByRole('listbox', { name: 'Produtos encontrados' });
  await expect(options.getByRole('option', { name: /Açúcar Cristal 1kg/ })).toContainText('Estoque baixo: 4');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  const items = page.getByRole('list', { name: 'Itens da venda' });
  await expect(items).toContainText('Açúcar Cristal 1kg');
  await expect(search).toBeFocused();
  await expect(search).toHaveValue('');

  // A scanner: digits and Enter add the exact barcode at once; a second scan adds one more.
  await page.keyboard.type(BARCODE);
  await page.keyboard.press('Enter');
  await expect(items).toContainText('Café Torrado 500g');
  await expect(search).toBeFocused();
  await page.keyboard.type(BARCODE);
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Quantidade de Café Torrado 500g')).toHaveValue('2');

  // Quantity 3 of sugar: 2 × 18,90 + 3 × 5,50 = 54,30.
  const sugar = page.getByLabel('Quantidade de Açúcar Cristal 1kg');
  await sugar.focus();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('3');
  const totals = page.getByRole('region', { name: 'Totais da venda' });
  await expect(totals).toContainText('R$ 54,30');
  // The last line's controls scroll clear of the fixed totals bar (at 390 px too).
  await expect(items.getByRole('listitem')).toHaveCount(2);
  await expectClearOfTotalsBar(page, [
    page.getByLabel('Quantidade de Café Torrado 500g'),
    page.getByLabel('Acréscimo de Café Torrado 500g'),
    page.getByRole('button', { name: 'Remover Café Torrado 500g' }),
  ]);

  // Alt+G: the payment dialog. PIX for R$ 20,00 shows its QR code, then cash R$ 50,00 with change.
  await page.keyboard.press('Alt+g');
  const dialog = page.getByRole('dialog', { name: 'Pagamento' });
  await expect(dialog).toContainText('Falta pagar');
  await dialog.getByText('PIX', { exact: true }).click();
  await dialog.getByLabel('Valor', { exact: true }).fill('20,00');
  await expect(dialog.getByRole('img', { name: 'QR Code PIX de R$ 20,00' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Adicionar pagamento' }).click();
  await expect(dialog).toContainText('R$ 34,30');
  await dialog.getByText('Dinheiro', { exact: true }).click();
  await dialog.getByLabel('Valor recebido').fill('50,00');
  await expect(dialog).toContainText('Troco: R$ 15,70');
  await dialog.getByLabel('Valor recebido').press('Enter');
  await expect(dialog.getByRole('button', { name: 'Finalizar Venda' })).toBeEnabled();
  await page.keyboard.press('Alt+g');
  await expectToast(page, 'Venda salva com sucesso! Total: R$ 54,30');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'salva' })).toContainText('Troco: R$ 15,70');
  expect(await stockOf(page, BARCODE)).toBe(8);

  // The day's cash report has it.
  await page.goto('/relatorio-caixa');
  await expect(page.getByRole('group', { name: 'Total de Vendas' })).toContainText('R$ 54,30');
  const summary = page.getByRole('list', { name: 'Resumo por forma de pagamento' });
  await expect(summary).toContainText('PIX');
  await expect(summary).toContainText('Dinheiro');
});

test('a saved sale is deleted after a confirmation and its stock comes back; Excluir clears an unsaved one', async ({
  page,
  request,
}) => {
  const shop = await registerShop(request, 'Padaria');
  await createProducts(request, shop, [{ name: 'Pão de Queijo', priceCents: 300, stock: 20, barcode: BARCODE }]);
  await signIn(page, shop);
  await page.goto('/vendas');

  const search = page.getByRole('combobox', { name: 'Buscar produto' });
  await search.fill(BARCODE);
  await search.press('Enter');
  const items = page.getByRole('list', { name: 'Itens da venda' });
  await expect(items).toContainText('Pão de Queijo');
  // On an unsaved sale, Excluir clears the form.
  await page.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Nenhum produto adicionado.')).toBeVisible();

  await search.fill(BARCODE);
  await search.press('Enter');
  await page.getByLabel('Quantidade de Pão de Queijo').fill('5');
  await page.getByRole('button', { name: /Salvar/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Pagamento' });
  // This shop has no PIX key: no QR code, and the way to Configurações.
  await dialog.getByText('PIX', { exact: true }).click();
  await expect(dialog).toContainText('A loja ainda não tem chave PIX cadastrada');
  await expect(dialog.getByRole('link', { name: 'Cadastrar em Configurações' })).toHaveAttribute(
    'href',
    '/configuracoes',
  );
  await expect(dialog.getByRole('img', { name: /QR Code PIX/ })).toHaveCount(0);
  await dialog.getByText('Cartão de Crédito', { exact: true }).click();
  await expect(dialog.getByLabel('Parcelas')).toContainText('3x de R$ 5,00');
  await dialog.getByLabel('Parcelas').selectOption('3');
  await dialog.getByRole('button', { name: 'Adicionar pagamento' }).click();
  // A double click makes one sale.
  await dialog.getByRole('button', { name: 'Finalizar Venda' }).dblclick();
  await expectToast(page, 'Venda salva com sucesso! Total: R$ 15,00');
  expect(await stockOf(page, BARCODE)).toBe(15);
  const day = await (await page.request.get('/api/sales')).json();
  expect(day.sales).toHaveLength(1);
  expect(day.sales[0].payments[0]).toMatchObject({ type: 'credito', installments: 3, amountCents: 1500 });

  // Mais Ações offers the receipt.
  await page.getByRole('button', { name: 'Mais Ações' }).click();
  const more = page.getByRole('dialog', { name: 'Mais Ações' });
  await expect(more.getByRole('link', { name: 'Compartilhar no WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/\?text=.*P%C3%A3o%20de%20Queijo/,
  );
  const download = page.waitForEvent('download');
  await more.getByRole('button', { name: 'Baixar PDF' }).click();
  const pdf = await download;
  expect(pdf.suggestedFilename()).toMatch(/^venda-\d+\.pdf$/);
  // Read back: the shop, the items, the total and the payment are in the document.
  const receipt = pdfText(await pdf.path());
  expect(receipt).toContain('Padaria');
  expect(receipt).toContain('Pão de Queijo');
  expect(receipt).toMatch(/Venda nº \d+ - \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}/);
  expect(receipt).toContain('Total');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Excluir' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Excluir venda' });
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await expectToast(page, 'Venda excluída com sucesso!');
  await expect(page.getByRole('heading', { name: 'Nova Venda' })).toBeVisible();
  expect(await stockOf(page, BARCODE)).toBe(20);
});

test("the 10th purchase of a customer offers the wheel on the sale screen; the WhatsApp receipt goes to the customer's phone", async ({
  page,
  request,
}) => {
  const shop = await registerShop(request, 'Sorveteria');
  const [product] = await createProducts(request, shop, [{ name: 'Picolé de Limão', priceCents: 600, stock: null }]);
  await signIn(page, shop);
  const cpf = uniqueCpf();
  const created = await page.request.post('/api/customers', {
    data: { nome: 'Joana Prado', cpf, telefone: '(11) 98765-4321' },
  });
  expect(created.status()).toBe(201);
  const customerId = (await created.json()).id;
  const credit = await page.request.post(`/api/customers/${customerId}/credit`, {
    data: { tipo: 'credito', amountCents: 200 },
  });
  expect(credit.ok()).toBe(true);
  // Nine earlier purchases.
  for (let i = 0; i < 9; i++) {
    const res = await page.request.post('/api/sales', {
      data: {
        idempotencyKey: randomUUID(),
        customerId,
        items: [{ productId: product?.id, quantity: 1 }],
        payments: [{ type: 'debito', amountCents: 600 }],
      },
    });
    expect(res.status()).toBe(201);
  }

  await page.goto('/vendas');
  await page.getByLabel('Cliente').fill('Joana');
  await page
    .getByRole('list', { name: 'Clientes encontrados' })
    .getByRole('button', { name: /Joana Prado/ })
    .click();
  await expect(page.getByRole('button', { name: 'Remover cliente' })).toBeVisible();
  const search = page.getByRole('combobox', { name: 'Buscar produto' });
  await search.fill('Picolé');
  await expect(page.getByRole('option', { name: /Picolé de Limão/ })).toBeVisible();
  await search.press('Enter');
  await page.keyboard.press('Alt+g');
  const dialog = page.getByRole('dialog', { name: 'Pagamento' });
  // The customer's store credit pays part of it (up to the balance).
  await dialog.getByText('Crédito da Loja', { exact: true }).click();
  await expect(dialog).toContainText('Saldo disponível: R$ 2,00');
  await expect(dialog.getByLabel('Valor', { exact: true })).toHaveValue('2,00');
  await dialog.getByRole('button', { name: 'Adicionar pagamento' }).click();
  await dialog.getByText('Cartão de Débito', { exact: true }).click();
  await expect(dialog.getByLabel('Valor', { exact: true })).toHaveValue('4,00');
  await dialog.getByRole('button', { name: 'Adicionar pagamento' }).click();
  await dialog.getByRole('button', { name: 'Finalizar Venda' }).click();
  await expectToast(page, 'Venda salva com sucesso! Total: R$ 6,00');
  const statement = await (await page.request.get(`/api/customers/${customerId}/credit`)).json();
  expect(statement.balanceCents).toBe(0);

  const wheel = page.getByRole('region', { name: 'Roleta da fidelidade' });
  await expect(wheel).toContainText('Joana Prado');
  await expect(wheel.getByRole('button', { name: 'Girar a Roleta' })).toBeVisible();

  await page.getByRole('button', { name: 'Mais Ações' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Mais Ações' }).getByRole('link', { name: 'Compartilhar no WhatsApp' }),
  ).toHaveAttribute('href', /^https:\/\/wa\.me\/5511987654321\?text=/);
});

test('a new CPF is registered on the spot at the counter, and the seller reaches the month goal', async ({
  page,
  request,
}) => {
  const shop = await registerShop(request, 'Quitanda');
  await createProducts(request, shop, [{ name: 'Cesta de Frutas', priceCents: 12000, stock: null }]);
  await signIn(page, shop);
  const employee = await page.request.post('/api/employees', {
    data: { nome: 'Joana Prado', dataNascimento: '1990-05-10', dataContratacao: '2024-01-15', metaMesCents: 10000 },
  });
  expect(employee.status(), await employee.text()).toBe(201);
  const cpf = uniqueCpf();

  await page.goto('/vendas');
  await page.getByLabel('Cliente').fill(cpf);
  await expect(page.getByText('Nenhum cliente encontrado.')).toBeVisible();
  await page.getByRole('button', { name: 'Cadastrar cliente com este CPF' }).click();
  // The name is required, as on the server.
  await page.getByRole('button', { name: 'Usar este cliente' }).click();
  await expect(page.getByText('Informe o nome do cliente.')).toBeVisible();
  await page.getByLabel('Nome do cliente').fill('Marta Lins');
  await page.getByLabel('Celular (opcional)').fill('11987654321');
  await page.getByRole('button', { name: 'Usar este cliente' }).click();
  await expect(page.getByText('novo, cadastrado ao salvar')).toBeVisible();
  await page.getByLabel('Vendedor').selectOption({ label: 'Joana Prado' });

  const search = page.getByRole('combobox', { name: 'Buscar produto' });
  await search.fill('cesta');
  await page.getByRole('option', { name: /Cesta de Frutas/ }).click();
  await page.keyboard.press('Alt+g');
  const dialog = page.getByRole('dialog', { name: 'Pagamento' });
  await dialog.getByText('Cartão de Débito', { exact: true }).click();
  await dialog.getByRole('button', { name: 'Adicionar pagamento' }).click();
  await dialog.getByRole('button', { name: 'Finalizar Venda' }).click();
  await expectToast(page, 'Venda salva com sucesso! Total: R$ 120,00');

  // The customer now exists with the sale's points, and the seller's month passed the goal.
  const found = await page.request.post('/api/customers/search', { data: { search: cpf } });
  const customers = (await found.json()).customers;
  expect(customers).toHaveLength(1);
  expect(customers[0]).toMatchObject({ nome: 'Marta Lins', pointsBalance: 120 });
  await page.goto('/cadastrar-funcionario');
  await expect(page.getByText('Meta Batida')).toBeVisible();
  await expect(page.getByText('120%')).toBeVisible();
});
