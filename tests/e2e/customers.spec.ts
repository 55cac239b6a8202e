import { expect, type Page, test } from '@playwright/test';
import { registerShop } from './support/api.ts';

let n = 0;

/** A valid CPF, different on every call of a run. */
function uniqueCpf(): string {
  n += 1;
  const seed = (Date.now() % 10_000_000) * 10 + (n % 10) + Math.floor(Math.random() * 90) * 100_000_000;
  const base = String(100_000_000 + (seed % 800_000_000))
    .split('')
    .map(Number);
  const digit = (ds: number[]) => {
    const rest = ds.reduce((acc, d, i) => acc + d * (ds.length + 1 - i), 0) % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  const d1 = digit(base);
  return [...base, d1, digit([...base, d1])].join('');
}
const formatted = (cpf: string) => `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;

/** The current month in São Paulo, as 'MM'. */
function thisMonth(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', month: '2-digit' }).format(new Date());
}

/** A signed-in shop owner: the page carries the session cookie. */
async function signIn(page: Page) {
  const shop = await registerShop(page.request, 'Clientes');
  const res = await page.request.post('/api/auth/login', { data: { email: shop.email, senha: shop.senha } });
  expect(res.ok()).toBe(true);
  return shop;
}

test('register a customer, find them in the report, get to know them and move their credit', async ({ page }) => {
  await signIn(page);
  const cpf = uniqueCpf();
  const nome = `Beatriz Almeida ${cpf.slice(-4)}`;

  await page.goto('/cadastrar-clientes');
  await expect(page.getByRole('heading', { name: 'Cadastro de Clientes' })).toBeVisible();
  await page.getByLabel('Nome completo').fill(nome);
  await page.getByLabel('CPF', { exact: true }).fill(cpf);
  await expect(page.getByLabel('CPF', { exact: true })).toHaveValue(formatted(cpf));
  await page.getByLabel('Celular (WhatsApp)').fill('11987654321');
  await expect(page.getByLabel('Celular (WhatsApp)')).toHaveValue('(11) 98765-4321');
  await expect(page.getByLabel('E-mail')).toHaveAttribute('type', 'email');
  await page.getByLabel('E-mail').fill('beatriz@exemplo.com.br');
  await page.getByLabel('Sexo').selectOption('feminino');
  await page.getByLabel('Data de nascimento').fill(`05${thisMonth()}1991`);
  await expect(page.getByLabel('Data de nascimento')).toHaveValue(`05/${thisMonth()}/1991`);
  await page.getByLabel('Nome do atendente').fill('Carla');
  await page.getByLabel('Bairro').fill('Centro');
  await page.getByLabel('Cidade').fill('Campinas');
  await page.getByLabel('Estado (UF)').selectOption('SP');
  await page.getByRole('button', { name: 'Cadastrar Cliente' }).click();

  await expect(page.getByText('Cliente cadastrado com sucesso!')).toBeVisible();
  await expect(page.getByLabel('Nome completo')).toHaveValue('');
  const list = page.getByRole('region', { name: 'Clientes cadastrados' });
  await expect(list.getByText(nome)).toBeVisible();
  await expect(list.getByText(formatted(cpf))).toBeVisible();

  // The report: the customer's birthday is this month, so the row is highlighted with text.
  await page.getByRole('main').getByRole('link', { name: 'Relatório de Clientes' }).click();
  await expect(page).toHaveURL(/\/relatorio$/);
  await page.getByLabel('Buscar por nome, CPF ou celular').fill(cpf.slice(0, 6));
  const row = page.getByRole('row').filter({ hasText: nome });
  await expect(row).toBeVisible();
  await expect(row.getByText('Aniversariante do mês')).toBeVisible();
  await expect(row.getByText(`05/${thisMonth()}`)).toBeVisible();
  await row.getByRole('button', { name: `Ver detalhes de ${nome}` }).click();

  await expect(page.getByRole('heading', { name: nome })).toBeVisible();
  for (const tab of ['Dados Básicos', 'Conhecendo Cliente', 'Últimas Compras', 'Crédito']) {
    await expect(page.getByRole('tab', { name: tab })).toBeVisible();
  }
  const basics = page.getByRole('tabpanel', { name: 'Dados Básicos' });
  await expect(basics.getByText('beatriz@exemplo.com.br')).toBeVisible();
  await expect(basics.getByText('Centro · Campinas/SP')).toBeVisible();

  await page.getByRole('tab', { name: 'Conhecendo Cliente' }).click();
  await page.getByLabel('Nome do pet').fill('Thor');
  await page.getByLabel('Possui veículo?').selectOption('sim');
  await page.getByLabel('Time do coração').fill('Guarani');
  await page.getByRole('button', { name: 'Salvar dados extras' }).click();
  await expect(page.getByText('Dados extras salvos com sucesso!')).toBeVisible();

  await page.getByRole('tab', { name: 'Últimas Compras' }).click();
  await expect(page.getByText('Nenhuma compra registrada para este cliente ainda.')).toBeVisible();

  await page.getByRole('tab', { name: 'Crédito' }).click();
  const balance = page.getByTestId('credit-balance');
  await expect(balance).toHaveText(/R\$\s0,00/);
  const addCredit = page.getByRole('region', { name: 'Adicionar crédito' });
  // Amounts are typed as in pt-BR, with a decimal comma (a dot typed on the keypad becomes one).
  await addCredit.getByLabel('Valor').fill('50.00');
  await expect(addCredit.getByLabel('Valor')).toHaveValue('50,00');
  await addCredit.getByLabel('Observação').fill('Troca de produto');
  await addCredit.getByRole('button', { name: 'Adicionar Crédito' }).click();
  await expect(page.getByText('Crédito Adicionado')).toBeVisible();
  await expect(balance).toHaveText(/R\$\s50,00/);

  const debit = page.getByRole('region', { name: 'Realizar débito' });
  await debit.getByLabel('Valor').fill('20');
  await debit.getByRole('button', { name: 'Realizar Débito' }).click();
  await expect(page.getByText('Débito Realizado')).toBeVisible();
  await expect(balance).toHaveText(/R\$\s30,00/);
  await expect(page.getByTestId('credit-entry')).toHaveCount(2);

  // More than the balance: refused with the balance in the message, nothing changes.
  await debit.getByLabel('Valor').fill('50');
  await debit.getByRole('button', { name: 'Realizar Débito' }).click();
  await expect(debit.getByText(/Saldo insuficiente\. Saldo atual: R\$\s30,00\./)).toBeVisible();
  await expect(debit.getByLabel('Valor')).toHaveValue('50');
  await expect(balance).toHaveText(/R\$\s30,00/);
  await expect(page.getByTestId('credit-entry')).toHaveCount(2);

  // The details survive a reload (the view is in the address) and the extras were kept.
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Crédito', selected: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Conhecendo Cliente' }).click();
  await expect(page.getByLabel('Nome do pet')).toHaveValue('Thor');

  await page.getByRole('button', { name: 'Voltar à lista' }).click();
  await page.getByRole('button', { name: 'Top 10' }).click();
  await expect(page.getByRole('heading', { name: 'Top 10 Clientes' })).toBeVisible();
  await expect(page.getByText('Nenhum cliente com compras ainda.', { exact: false })).toBeVisible();
  await page.getByRole('link', { name: 'Voltar' }).click();
  await expect(page).toHaveURL(/\/lojista$/);
});

test('registration explains each mistake, keeps what was typed, refuses a repeated CPF and deletes', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/cadastrar-clientes');
  await page.getByRole('button', { name: 'Cadastrar Cliente' }).click();
  await expect(page.getByText('Nome, CPF e celular são obrigatórios!').first()).toBeVisible();
  await expect(page.getByLabel('Nome completo')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Nome completo').fill('Rafael Souza');
  await page.getByLabel('CPF', { exact: true }).fill('111.111.111-11');
  await page.getByLabel('Celular (WhatsApp)').fill('11987654321');
  await page.getByLabel('E-mail').fill('sem-arroba');
  await page.getByRole('button', { name: 'Cadastrar Cliente' }).click();
  await expect(page.getByText('CPF inválido. Confira os números.')).toBeVisible();
  await expect(page.getByText('E-mail inválido.')).toBeVisible();
  await expect(page.getByLabel('Nome completo')).toHaveValue('Rafael Souza');

  const cpf = uniqueCpf();
  await page.getByLabel('CPF', { exact: true }).fill(cpf);
  await page.getByLabel('E-mail').fill('');

  // The server fails unexpectedly: the spec's message, and everything typed stays.
  await page.route('**/api/customers', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'Falhou' } } })
      : route.continue(),
  );
  await page.getByRole('button', { name: 'Cadastrar Cliente' }).click();
  await expect(page.getByText('Erro ao cadastrar cliente. Tente novamente.')).toBeVisible();
  await expect(page.getByLabel('Nome completo')).toHaveValue('Rafael Souza');
  await expect(page.getByLabel('CPF', { exact: true })).toHaveValue(formatted(cpf));
  await page.unroute('**/api/customers');

  await page.getByRole('button', { name: 'Cadastrar Cliente' }).click();
  await expect(page.getByText('Cliente cadastrado com sucesso!')).toBeVisible();

  await page.getByLabel('Nome completo').fill('Outra Pessoa');
  await page.getByLabel('CPF', { exact: true }).fill(cpf);
  await page.getByLabel('Celular (WhatsApp)').fill('21998765432');
  await page.getByRole('button', { name: 'Cadastrar Cliente' }).click();
  await expect(page.getByText('Já existe um cliente com este CPF nesta loja.').first()).toBeVisible();
  await expect(page.getByLabel('Nome completo')).toHaveValue('Outra Pessoa');
  await expect(page.getByLabel('Celular (WhatsApp)')).toHaveValue('(21) 99876-5432');

  const list = page.getByRole('region', { name: 'Clientes cadastrados' });
  await list.getByRole('button', { name: 'Excluir Rafael Souza' }).click();
  const dialog = page.getByRole('dialog', { name: 'Excluir cliente?' });
  await expect(dialog.getByText(formatted(cpf))).toBeVisible();
  await dialog.getByRole('button', { name: 'Excluir cliente' }).click();
  await expect(page.getByText('Cliente excluído com sucesso!')).toBeVisible();
  await expect(list.getByText('Nenhum cliente cadastrado ainda.')).toBeVisible();
});
