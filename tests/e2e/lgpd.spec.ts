import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { registerShop, signIn } from './support/api.ts';
import { expectToast, uniqueCpf } from './support/storefront.ts';

const SHOTS = '/tmp/x/shots-lgpd';

async function shot(page: Page, name: string, project: string) {
  await page.screenshot({ path: `${SHOTS}/${name}-${project}.png`, fullPage: true });
}

test('export and delete a customer’s data, then read it in the activity log and the privacy notice', async ({
  page,
}, testInfo) => {
  const project = testInfo.project.name;
  const shop = await registerShop(page.request, 'LGPD');
  await signIn(page, shop);

  // Fixtures through the API: a customer with store credit, and a product whose price changes.
  const cpf = uniqueCpf();
  const nome = `Helena Castro ${cpf.slice(-4)}`;
  const created = await page.request.post('/api/customers', {
    data: { nome, cpf, telefone: '11987654321', email: 'helena@exemplo.com.br', cidade: 'Campinas' },
  });
  expect(created.status()).toBe(201);
  const customer = await created.json();
  const credit = await page.request.post(`/api/customers/${customer.id}/credit`, {
    data: { tipo: 'credito', amountCents: 1000, note: 'vale-troca' },
  });
  expect(credit.status()).toBe(201);
  const product = await (
    await page.request.post('/api/products', { data: { name: 'Coca-Cola', priceCents: 500 } })
  ).json();
  const priced = await page.request.put(`/api/products/${product.id}`, {
    data: { name: 'Coca-Cola', priceCents: 600 },
  });
  expect(priced.status()).toBe(200);

  // The customer's details: Privacidade (LGPD).
  await page.goto(`/relatorio?cliente=${customer.id}`);
  await expect(page.getByRole('heading', { name: nome })).toBeVisible();
  const section = page.getByRole('heading', { name: 'Privacidade (LGPD)' });
  await expect(section).toBeVisible();
  await section.scrollIntoViewIfNeeded();

  const [jsonFile] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exportar dados (JSON)' }).click(),
  ]);
  expect(jsonFile.suggestedFilename()).toBe(`cliente-${customer.id}-dados.json`);
  const json = JSON.parse(readFileSync((await jsonFile.path()) as string, 'utf8'));
  expect(json.cliente).toMatchObject({ nome, cpf, email: 'helena@exemplo.com.br' });
  expect(json.credito[0]).toMatchObject({ amountCents: 1000, note: 'vale-troca' });
  await expectToast(page, 'Dados do cliente exportados.');

  const [csvFile] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exportar dados (CSV)' }).click(),
  ]);
  expect(csvFile.suggestedFilename()).toBe(`cliente-${customer.id}-dados.csv`);
  const csv = readFileSync((await csvFile.path()) as string, 'utf8');
  expect(csv).toContain(`nome;${nome}`);
  expect(csv).toContain('Crédito na loja (extrato)');
  await shot(page, 'cliente-privacidade', project);

  // Deletion: the dialog says what happens.
  await page.getByRole('button', { name: 'Excluir dados pessoais' }).click();
  const dialog = page.getByRole('dialog', { name: 'Excluir dados pessoais?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('As vendas e os pedidos continuam registrados');
  await expect(dialog).toContainText('não é mais encontrado pelo CPF');
  await expect(dialog).toContainText(/O saldo \(R\$\s10,00 de crédito\)/);
  await shot(page, 'excluir-dialogo', project);
  await dialog.getByRole('button', { name: 'Excluir dados pessoais' }).click();
  await expectToast(page, 'Dados pessoais do cliente excluídos. Vendas e pedidos foram mantidos.');
  await expect(dialog).toBeHidden();
  // Back on the list, which no longer has them.
  await expect(page.getByRole('heading', { name: nome })).toBeHidden();
  const list = await (await page.request.get(`/api/customers?search=${cpf}`)).json();
  expect(list.total).toBe(0);

  // Registro de Atividades, from the menu's Relatórios group too.
  await page.goto('/registro-atividades');
  await expect(page.getByRole('heading', { name: 'Registro de Atividades' })).toBeVisible();
  const entries = page.getByRole('list', { name: 'Atividades, da mais recente para a mais antiga' });
  await expect(entries.getByRole('listitem')).toHaveCount(5);
  await expect(entries.getByRole('listitem').first()).toContainText(
    `Dados pessoais do cliente nº ${customer.id} excluídos a pedido do titular (LGPD); vendas e pedidos mantidos`,
  );
  await expect(entries).toContainText('Dados de Cliente removido exportados (CSV) a pedido do titular (LGPD)');
  await expect(entries).toContainText(/Preço de Coca-Cola alterado de R\$\s5,00 para R\$\s6,00/);
  await expect(entries).toContainText(/Crédito de R\$\s10,00 adicionado para Cliente removido/);
  await expect(entries).not.toContainText(nome);
  await expect(entries.getByRole('listitem').first()).toContainText('Lojista');
  await shot(page, 'registro-atividades', project);

  await page.getByRole('button', { name: 'Preços' }).click();
  await expect(page).toHaveURL(/tipo=precos/);
  await expect(entries.getByRole('listitem')).toHaveCount(1);
  await expect(entries).toContainText(/Preço de Coca-Cola/);
  await page.getByRole('button', { name: 'Vendas excluídas' }).click();
  await expect(page.getByText('Nenhuma atividade deste tipo.')).toBeVisible();

  // The storefront's privacy notice.
  await page.goto(`/store/${shop.id}`);
  await page.getByRole('link', { name: 'Privacidade' }).click();
  await expect(page).toHaveURL(new RegExp(`/privacidade/${shop.id}$`));
  await expect(page.getByRole('heading', { name: 'Privacidade', level: 1 })).toBeVisible();
  await expect(page.getByText('para identificar você no programa de fidelidade')).toBeVisible();
  await expect(page.getByText(/Peça na própria loja/)).toBeVisible();
  await shot(page, 'privacidade-loja', project);
  await page.getByRole('link', { name: 'Voltar à loja' }).click();
  await expect(page).toHaveURL(new RegExp(`/store/${shop.id}$`));
});
