import { expect, test } from '@playwright/test';
import { expectSentHome, newShop, registerShop, setShopStatus } from './support/api.ts';

test('a shop owner registers, logs in, sees the panel and logs out', async ({ page, isMobile }) => {
  const shop = newShop('Padaria');
  await page.goto('/');
  await page.getByRole('link', { name: 'Cadastrar Minha Loja' }).first().click();
  await expect(page).toHaveURL(/\/cadastrar-loja$/);

  await page.getByLabel('Nome da empresa').fill(shop.nomeEmpresa);
  await page.getByLabel('CPF ou CNPJ').fill(shop.documento);
  await page.getByLabel('Telefone').fill(shop.telefone);
  await page.getByLabel('E-mail').fill(shop.email);
  await page.getByLabel('Senha', { exact: true }).fill(shop.senha);
  await page.getByLabel('Segmento').selectOption('Alimentação');
  await page.getByLabel('Endereço').fill(shop.endereco);
  await page.getByLabel('Cidade').fill(shop.cidade);
  await page.getByRole('button', { name: 'Cadastrar Loja' }).click();

  await expect(
    page.getByText('Loja cadastrada com sucesso! Agora você pode fazer login e configurar seus produtos.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await page.getByRole('link', { name: 'Área do Lojista' }).click();
  await page.getByLabel('E-mail').fill(shop.email);
  await page.getByLabel('Senha', { exact: true }).fill(shop.senha);
  await page.getByRole('checkbox', { name: 'Não sou um robô' }).check();
  await page.getByRole('button', { name: 'Entrar' }).click();

  await expect(page.getByText('Login realizado com sucesso!')).toBeVisible();
  await expect(page.getByText(`Bem-vindo, ${shop.nomeEmpresa}!`)).toBeVisible();
  await expect(page).toHaveURL(/\/lojista$/);
  await expect(page.getByText('Painel do Lojista')).toBeVisible();
  await expect(page.getByText(/Sessão( expira em|:) 29d 23h/).filter({ visible: true })).toBeVisible();
  for (const name of ['Iniciar Venda', 'Acessar Fidelidade', 'Ver Pedidos', 'Acessar CRM']) {
    await expect(page.getByRole('link', { name })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Ver Loja Externa' })).toHaveAttribute('target', '_blank');
  for (const title of [
    'Investimento em Prêmios',
    'Total de Vendas',
    'Ticket Médio de Vendas',
    'Valor de Cashback Gerado',
  ]) {
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
  }

  // The sidebar: a drawer over a dimmed overlay on a phone, always there on a desktop.
  if (isMobile) {
    await expect(page.getByRole('navigation', { name: 'Menu' })).not.toBeInViewport();
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Menu' })).toBeInViewport();
    await page.getByTestId('sidebar-overlay').click({ position: { x: 360, y: 400 } });
    await expect(page.getByRole('navigation', { name: 'Menu' })).not.toBeInViewport();
    await page.getByRole('button', { name: 'Abrir menu' }).click();
  }
  const menu = page.getByRole('navigation', { name: 'Menu' });
  for (const entry of ['Clientes', 'Produtos e Serviços', 'Brindes', 'Cashback']) {
    await expect(menu.getByRole('link', { name: entry, exact: true })).toBeVisible();
  }
  await menu.getByRole('button', { name: 'Cadastros' }).click();
  await expect(menu.getByRole('link', { name: 'Clientes', exact: true })).toBeHidden();
  if (isMobile) await page.getByTestId('sidebar-overlay').click({ position: { x: 360, y: 400 } });

  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expectSentHome(page, '/lojista');
});

test('registration keeps what was typed and explains each mistake', async ({ page, request }) => {
  const taken = await registerShop(request);
  await page.goto('/cadastrar-loja');
  await page.getByRole('button', { name: 'Cadastrar Loja' }).click();
  await expect(page.getByText('Informe o nome da empresa.')).toBeVisible();
  await expect(page.getByText('Informe o segmento.')).toBeVisible();

  await page.getByLabel('Nome da empresa').fill('Mercadinho Boa Vista');
  await page.getByLabel('CPF ou CNPJ').fill('11.111.111/1111-11');
  await page.getByLabel('Telefone').fill('11987654321');
  await page.getByLabel('E-mail').fill(taken.email);
  await page.getByLabel('Senha', { exact: true }).fill('curta');
  await page.getByLabel('Segmento').selectOption('Mercado e Conveniência');
  await page.getByRole('button', { name: 'Cadastrar Loja' }).click();
  await expect(page.getByText('CPF ou CNPJ inválido. Confira os números.')).toBeVisible();
  await expect(page.getByText('A senha deve ter pelo menos 8 caracteres.')).toBeVisible();
  await expect(page.getByLabel('Nome da empresa')).toHaveValue('Mercadinho Boa Vista');

  await page.getByLabel('CPF ou CNPJ').fill(newShop().documento);
  await page.getByLabel('Senha', { exact: true }).fill('uma-senha-boa');
  await page.getByRole('button', { name: 'Cadastrar Loja' }).click();
  await expect(page.getByText('Este e-mail já está cadastrado. Faça login ou use outro e-mail.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/cadastrar-loja$/);
  await expect(page.getByLabel('E-mail')).toHaveValue(taken.email);
  await expect(page.getByLabel('Telefone')).toHaveValue('(11) 98765-4321');
});

test('a wrong password shows the spec message', async ({ page, request }) => {
  const shop = await registerShop(request);
  await page.goto('/login-lojista');
  await page.getByLabel('E-mail').fill(shop.email);
  await page.getByLabel('Senha', { exact: true }).fill('senha-errada');
  await page.getByRole('button', { name: 'Mostrar senha' }).click();
  await expect(page.getByLabel('Senha', { exact: true })).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByText('Erro no login')).toBeVisible();
  await expect(page.getByText('Email ou senha incorretos.')).toBeVisible();
  await expect(page).toHaveURL(/\/login-lojista$/);
  await expect(page.getByLabel('E-mail')).toHaveValue(shop.email);

  // Where the server sends no e-mail (no SMTP_URL; this run's server has one), the spec's toast.
  await page.route('**/api/auth/password-reset', (route) =>
    route.request().method() === 'GET' ? route.fulfill({ json: { porEmail: false } }) : route.fallback(),
  );
  await page.reload();
  await page.getByRole('button', { name: 'Esqueci minha senha' }).click();
  await expect(page.getByText('Entre em contato com o suporte para redefinir sua senha.')).toBeVisible();
  await expect(page).toHaveURL(/\/login-lojista$/);
});

test('a blocked shop cannot log in', async ({ page, request }) => {
  const shop = await registerShop(request);
  await setShopStatus(request, shop.id, 'bloqueado');
  await page.goto('/login-lojista');
  await page.getByLabel('E-mail').fill(shop.email);
  await page.getByLabel('Senha', { exact: true }).fill(shop.senha);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByText('Erro 337')).toBeVisible();
  await expect(page.getByText('Contate o DEP. Sua conta está bloqueada.')).toBeVisible();
  await expect(page).toHaveURL(/\/login-lojista$/);
});

test('owner and admin screens send a visitor without a session to the start', async ({ page }) => {
  await expectSentHome(page, '/lojista');
  await expect(page.getByRole('link', { name: 'Cadastrar Minha Loja' }).first()).toBeVisible();
  await expectSentHome(page, '/super-admin');
});
