import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { registerShop, type Shop } from './support/api.ts';

const PIN = '4826';

function checkDigit(digits: number[], weights: number[]): number {
  const rest = digits.reduce((acc, d, i) => acc + d * (weights[i] ?? 0), 0) % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** A valid CPF, different on every call. */
function uniqueCpf(): string {
  const base = String(Math.floor(Math.random() * 899_999_999) + 100_000_000)
    .split('')
    .map(Number);
  const d1 = checkDigit(base, [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  const d2 = checkDigit([...base, d1], [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return [...base, d1, d2].join('');
}

/** Logs the page in as the shop through the API (as its own client address, like the fixtures). */
async function logIn(page: Page, shop: Shop) {
  const octet = () => Math.floor(Math.random() * 250) + 1;
  const res = await page.request.post('/api/auth/login', {
    data: { email: shop.email, senha: shop.senha },
    headers: { 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` },
  });
  expect(res.ok()).toBe(true);
}

async function validateThroughApi(request: APIRequestContext, data: Record<string, unknown>) {
  const res = await request.post('/api/loyalty/validations', { data: { idempotencyKey: randomUUID(), ...data } });
  expect(res.status(), await res.text()).toBe(201);
}

test('the owner sets the PIN, validates at the counter and spins the wheel at the 10th purchase', async ({ page }) => {
  const shop = await registerShop(page.request, 'Cafeteria');
  await logIn(page, shop);

  // No PIN yet: the counter asks for one and links to Configurações.
  await page.goto('/fidelidade');
  await expect(page.getByRole('heading', { name: 'Defina a senha do lojista' })).toBeVisible();
  await page.getByRole('link', { name: 'Ir para Configurações' }).click();
  await expect(page).toHaveURL(/\/configuracoes$/);
  await expect(page.getByText('Nenhuma senha definida')).toBeVisible();
  await expect(page.getByLabel('Prêmio 1')).toHaveValue('Desconto 10%');

  await page.getByLabel('Senha do lojista', { exact: true }).fill(PIN);
  await page.getByLabel('Confirmar senha do lojista').fill(PIN);
  await page.getByLabel('Senha de acesso da loja').fill(shop.senha);
  await page.getByLabel('Prêmio 1').fill('Caneca Térmica');
  await page.getByLabel('Valor mínimo da compra para a roleta').fill('50');
  await page.getByRole('button', { name: 'Salvar Configurações' }).click();
  await expect(page.getByText('Configurações salvas com sucesso!')).toBeVisible();
  await expect(page.getByText('Senha definida', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Nova senha do lojista')).toHaveValue('');
  await expect(page.getByLabel('Valor mínimo da compra para a roleta')).toHaveValue('50,00');

  // Nine qualifying purchases already happened (fixtures through the API).
  const customer = {
    cpf: uniqueCpf(),
    nome: 'Joana Ribeiro',
    telefone: '11912345678',
    dataNascimento: '1988-03-09',
    valorCompraCents: 5000,
    senha: PIN,
  };
  for (let i = 0; i < 9; i++) await validateThroughApi(page.request, customer);

  await page.goto('/fidelidade');
  await page.getByRole('button', { name: 'Validar Cliente' }).click();
  // The spec's sentence once (the toast); the six fields marked, each with the short message.
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: 'Preencha todos os campos obrigatórios.' }),
  ).toHaveCount(1);
  await expect(page.getByText('Preencha todos os campos obrigatórios.')).toHaveCount(1);
  await expect(page.locator('form [aria-invalid="true"]')).toHaveCount(6);
  await expect(page.locator('form').getByText('Campo obrigatório.')).toHaveCount(6);

  // A returning customer: typing the CPF fills the rest, and the filled fields lose their errors.
  await page.getByLabel('CPF').fill(customer.cpf);
  await expect(page.getByText(/Cliente cadastrado: Joana Ribeiro, 450 pontos/)).toBeVisible();
  await expect(page.getByLabel('Nome')).toHaveValue('Joana Ribeiro');
  await expect(page.getByLabel('Telefone')).toHaveValue('(11) 91234-5678');
  // The birth date in pt-BR, whatever the browser's language.
  await expect(page.getByLabel('Data de nascimento')).toHaveValue('09/03/1988');
  for (const label of ['CPF', 'Nome', 'Telefone', 'Data de nascimento']) {
    await expect(page.getByLabel(label, { exact: true })).not.toHaveAttribute('aria-invalid', 'true');
  }
  await expect(page.getByLabel('Valor da compra')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('form').getByText('Campo obrigatório.')).toHaveCount(2);
  // Typing into a field clears its error; a dot typed for the decimals shows as a comma.
  await page.getByLabel('Valor da compra').fill('72.50');
  await expect(page.getByLabel('Valor da compra')).toHaveValue('72,50');
  await expect(page.getByLabel('Valor da compra')).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Senha do lojista').fill('1111');
  await page.getByRole('button', { name: 'Validar Cliente' }).click();
  await expect(page.getByText('Senha do lojista incorreta.').first()).toBeVisible();
  await expect(page.getByLabel('Valor da compra')).toHaveValue('72,50');

  await page.getByLabel('Senha do lojista').fill(PIN);
  await page.getByRole('button', { name: 'Validar Cliente' }).click();
  await expect(page.getByText('Cliente validado! 72 pontos adicionados. Total: 522 pontos.').first()).toBeVisible();
  await expect(page.getByText('10 de 10')).toBeVisible();
  await expect(page.getByRole('img', { name: /Roleta de prêmios: Caneca Térmica, Produto Grátis/ })).toBeVisible();

  await page.getByRole('button', { name: 'Girar a Roleta' }).click();
  await expect(page.getByRole('button', { name: 'Girando...' })).toBeDisabled();
  // The wheel turns for 4 s, then shows what the server drew and recorded.
  const won = page.getByRole('dialog', { name: 'Parabéns! 🎉' });
  const lost = page.getByText('Continue comprando para ganhar um novo giro.');
  await expect(won.or(lost)).toBeVisible({ timeout: 10_000 });
  const deliveries = await (await page.request.get('/api/gifts/deliveries')).json();
  if (await won.isVisible()) {
    const prize = deliveries.entregas[0].nome as string;
    expect(deliveries.entregas).toHaveLength(1);
    await expect(won.getByText(`Você ganhou: ${prize}`)).toBeVisible();
    await won.getByRole('button', { name: 'Fechar' }).click();
    await expect(won).toBeHidden();
  } else {
    expect(deliveries.entregas).toHaveLength(0);
    await expect(page.locator('p', { hasText: /^Não foi dessa vez$/ })).toBeVisible();
  }
  await expect(page.getByRole('button', { name: /Girar/ })).toHaveCount(0);
  await expect(page.getByText('Faltam 10 compras de pelo menos R$ 50,00 para girar a roleta.')).toBeVisible();

  // Next customer: an empty form; a purchase below the minimum shows the wheel without a spin.
  await page.getByRole('button', { name: 'Novo Cliente' }).click();
  await expect(page.getByLabel('CPF')).toHaveValue('');
  await page.getByLabel('CPF').fill(uniqueCpf());
  await expect(page.getByText('Cliente novo: ele será cadastrado ao validar a compra.')).toBeVisible();
  await page.getByLabel('Nome').fill('Carlos Souza');
  await page.getByLabel('Telefone').fill('11998765432');
  await page.getByLabel('Data de nascimento').fill('01121975');
  await expect(page.getByLabel('Data de nascimento')).toHaveValue('01/12/1975');
  await page.getByLabel('Valor da compra').fill('20');
  await page.getByLabel('Senha do lojista').fill(PIN);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Cliente validado! 20 pontos adicionados. Total: 20 pontos.').first()).toBeVisible();
  await expect(
    page.getByText('Esta compra ficou abaixo do valor mínimo de R$ 50,00 e não conta para a roleta.'),
  ).toBeVisible();
  await expect(page.getByText('Faltam 10 compras de pelo menos R$ 50,00 para girar a roleta.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Girar a Roleta' })).toHaveCount(0);
});

test('gifts are added, edited, handed to a customer and removed in Cadastro de Brindes', async ({ page }) => {
  const shop = await registerShop(page.request, 'Pet Shop');
  await logIn(page, shop);
  const settings = await page.request.put('/api/settings', {
    data: {
      premios: ['Desconto 10%', 'Produto Grátis', 'Desconto 20%', 'Brinde Especial', 'Desconto 5%'],
      valorMinimoPremiacaoCents: 0,
      novaSenha: PIN,
      confirmarSenha: PIN,
      senhaDaLoja: shop.senha,
    },
  });
  expect(settings.ok()).toBe(true);
  const cpf = uniqueCpf();
  await validateThroughApi(page.request, {
    cpf,
    nome: 'Ana Lima',
    telefone: '21987654321',
    dataNascimento: '1995-07-21',
    valorCompraCents: 3000,
    senha: PIN,
  });

  await page.goto('/cadastrar-brindes');
  await expect(page.getByText('Nenhum brinde cadastrado ainda.')).toBeVisible();
  await page.getByRole('button', { name: 'Adicionar' }).click();
  await expect(page.getByText('Informe o nome do brinde.')).toBeVisible();
  await page.getByLabel('Nome do brinde', { exact: true }).fill('Caneca');
  await page.getByLabel('Custo do brinde', { exact: true }).fill('15.90');
  await page.getByRole('button', { name: 'Adicionar' }).click();
  await expect(page.getByText('Brinde 1 cadastrado com sucesso!')).toBeVisible();
  const list = page.getByRole('list', { name: 'Brindes cadastrados' });
  await expect(list.getByText('Caneca')).toBeVisible();
  await expect(list.getByText('Custo: R$ 15,90')).toBeVisible();

  await page.getByRole('button', { name: 'Editar brinde 1' }).click();
  // Amounts are shown for editing as pt-BR writes them, never '15.90'.
  await expect(page.getByLabel('Custo do brinde 1')).toHaveValue('15,90');
  await page.getByLabel('Nome do brinde 1').fill('Caneca térmica');
  await page.getByLabel('Custo do brinde 1').fill('24.90');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Brinde 1 atualizado com sucesso!')).toBeVisible();
  await expect(list.getByText('Caneca térmica')).toBeVisible();
  await expect(list.getByText('Custo: R$ 24,90')).toBeVisible();

  await page.getByRole('button', { name: 'Entregar brinde 1' }).click();
  const dialog = page.getByRole('dialog', { name: 'Entregar brinde 1' });
  await dialog.getByLabel('CPF do cliente').fill(uniqueCpf());
  await dialog.getByRole('button', { name: 'Entregar' }).click();
  await expect(dialog.getByText(/Cliente não encontrado nesta loja/)).toBeVisible();
  await dialog.getByLabel('CPF do cliente').fill(cpf);
  await dialog.getByRole('button', { name: 'Entregar' }).click();
  await expect(page.getByText('Brinde "Caneca térmica" entregue para Ana Lima!')).toBeVisible();
  await expect(page.getByText('R$ 24,90').first()).toBeVisible();
  const recent = page.getByRole('complementary', { name: 'Entregas recentes' });
  await expect(recent.getByText('Ana Lima')).toBeVisible();

  await page.getByRole('button', { name: 'Excluir brinde 1' }).click();
  await expect(page.getByText('Tem certeza que deseja excluir o brinde 1 (Caneca térmica)?')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Brinde 1 excluído com sucesso!')).toBeVisible();
  await expect(page.getByText('Nenhum brinde cadastrado ainda.')).toBeVisible();
  // What was delivered stays counted.
  await expect(recent.getByText('Caneca térmica')).toBeVisible();
});

test("a gift's Editar opens at once after an add, and an edit opened while the list is read again stays open", async ({
  page,
}) => {
  const shop = await registerShop(page.request, 'Papelaria');
  await logIn(page, shop);
  expect((await page.request.post('/api/gifts', { data: { nome: 'Caneca', custoCents: 1590 } })).status()).toBe(201);
  await page.goto('/cadastrar-brindes');
  await expect(page.getByRole('button', { name: 'Editar brinde 1' })).toBeVisible();

  // The list read after the add is held, so the edit below opens while that read is on its way.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/gifts', async (route) => {
    if (route.request().method() === 'GET') await held;
    await route.continue();
  });
  const listRead = page.waitForRequest((r) => r.url().endsWith('/api/gifts') && r.method() === 'GET');
  await page.getByLabel('Nome do brinde', { exact: true }).fill('Boné');
  await page.getByRole('button', { name: 'Adicionar' }).click();
  await listRead;
  await page.getByRole('button', { name: 'Editar brinde 1' }).click();
  await page.getByLabel('Nome do brinde 1').fill('Caneca térmica');
  release();

  // The new gift arrives; the open edit keeps what was typed, and the new gift's Editar opens at once.
  await expect(page.getByText('Brinde 2 cadastrado com sucesso!')).toBeVisible();
  await expect(page.getByLabel('Nome do brinde 1')).toHaveValue('Caneca térmica');
  await page.getByRole('button', { name: 'Editar brinde 2' }).click();
  await expect(page.getByLabel('Nome do brinde 2')).toHaveValue('Boné');
  await expect(page.getByLabel('Nome do brinde 1')).toHaveValue('Caneca térmica');
  await page.getByRole('form', { name: 'Editar brinde 1' }).getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Brinde 1 atualizado com sucesso!')).toBeVisible();
  const list = page.getByRole('list', { name: 'Brindes cadastrados' });
  await expect(list.getByText('Caneca térmica')).toBeVisible();
  await expect(page.getByLabel('Nome do brinde 2')).toHaveValue('Boné');
});
