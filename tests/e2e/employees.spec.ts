import { expect, test } from '@playwright/test';
import { registerShop, signIn } from './support/api.ts';
import { expectToast } from './support/storefront.ts';

test('the owner registers, edits and removes an employee and sees the month at 0%, by keyboard', async ({
  page,
  request,
  isMobile,
}) => {
  const shop = await registerShop(request, 'Equipe');
  await signIn(page, shop);
  await page.goto('/lojista');

  // The menu entry Funcionários opens the screen.
  if (isMobile) await page.getByRole('button', { name: 'Abrir menu' }).click();
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Funcionários' }).click();
  await expect(page).toHaveURL(/\/cadastrar-funcionario$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Gestão de Funcionários' })).toBeVisible();
  await expect(page).toHaveTitle(/Gestão de Funcionários/);
  await expect(page.getByText('Nenhum funcionário cadastrado ainda.')).toBeVisible();

  // Every field is required.
  await page.getByRole('button', { name: 'Cadastrar funcionário' }).click();
  await expectToast(page, 'Por favor, preencha todos os campos!');
  await expect(page.getByText('Campo obrigatório.')).toHaveCount(4);

  // Typed by keyboard alone: the dates take their slashes, the goal its comma.
  await page.getByLabel('Nome completo').focus();
  await page.keyboard.type('Ana Souza');
  await page.keyboard.press('Tab');
  await page.keyboard.type('12041995');
  await expect(page.getByLabel('Data de nascimento')).toHaveValue('12/04/1995');
  await page.keyboard.press('Tab');
  await page.keyboard.type('01022024');
  await page.keyboard.press('Tab');
  await page.keyboard.type('5000');
  await page.keyboard.press('Enter');
  await expectToast(page, 'Funcionário cadastrado com sucesso!');
  await expect(page.getByLabel('Nome completo')).toHaveValue('');

  const list = page.getByRole('list', { name: /Funcionários/ });
  const card = list.getByRole('listitem').filter({ hasText: 'Ana Souza' });
  await expect(card).toContainText('Vendas do mês: R$ 0,00');
  await expect(card).toContainText('Meta: R$ 5.000,00');
  await expect(card).toContainText('Faltam R$ 5.000,00');
  await expect(card).toContainText(/\d+ dias? restantes? no mês/);
  await expect(card).toContainText('0 metas batidas');
  await expect(card).toContainText(/\d+ meses de casa/);
  const bar = card.getByRole('progressbar', { name: 'Progresso da meta de Ana Souza' });
  await expect(bar).toHaveAttribute('aria-valuenow', '0');
  await expect(bar).toHaveAttribute('data-tone', 'azul');
  await expect(card).toContainText('0%');
  await expect(card).not.toContainText('Meta Batida');

  // Edit: the form fills with the employee; saving changes the goal.
  await card.getByRole('button', { name: 'Editar Ana Souza' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Editar Ana Souza' })).toBeVisible();
  await expect(page.getByLabel('Nome completo')).toBeFocused();
  await expect(page.getByLabel('Nome completo')).toHaveValue('Ana Souza');
  await expect(page.getByLabel('Data de nascimento')).toHaveValue('12/04/1995');
  await expect(page.getByLabel('Data de contratação')).toHaveValue('01/02/2024');
  await expect(page.getByLabel('Meta de vendas do mês')).toHaveValue('5000,00');
  await page.getByLabel('Meta de vendas do mês').fill('8000');
  await page.getByLabel('Meta de vendas do mês').press('Enter');
  await expectToast(page, 'Funcionário atualizado com sucesso!');
  await expect(page.getByRole('heading', { name: 'Novo funcionário' })).toBeVisible();
  await expect(card).toContainText('Faltam R$ 8.000,00');

  // Remove, after a confirmation that starts on Cancelar.
  await card.getByRole('button', { name: 'Remover Ana Souza' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: 'Remover funcionário' });
  await expect(dialog).toContainText('Tem certeza que deseja remover Ana Souza?');
  await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Remover Ana Souza' }).click();
  await dialog.getByRole('button', { name: 'Remover' }).click();
  await expectToast(page, 'Funcionário removido com sucesso!');
  await expect(page.getByText('Nenhum funcionário cadastrado ainda.')).toBeVisible();
});

test('the list scrolls inside its card when the team is large', async ({ page, request }) => {
  const shop = await registerShop(request, 'Equipe grande');
  await signIn(page, shop);
  for (let i = 1; i <= 6; i += 1) {
    const res = await page.request.post('/api/employees', {
      data: {
        nome: `Vendedor ${i}`,
        dataNascimento: '1990-01-01',
        metaMesCents: 100_000 * i,
        dataContratacao: '2025-01-01',
      },
    });
    expect(res.status()).toBe(201);
  }
  await page.goto('/cadastrar-funcionario');
  const list = page.getByRole('list', { name: /Funcionários/ });
  await expect(list.getByRole('listitem')).toHaveCount(6);
  const { clientHeight, scrollHeight } = await list.evaluate((el) => ({
    clientHeight: el.clientHeight,
    scrollHeight: el.scrollHeight,
  }));
  expect(clientHeight).toBeLessThanOrEqual(24 * 16);
  expect(scrollHeight).toBeGreaterThan(clientHeight);
  // Tabbing to the last card's buttons brings it into view inside the list.
  await list.getByRole('button', { name: 'Remover Vendedor 6' }).focus();
  await expect(list.getByRole('button', { name: 'Remover Vendedor 6' })).toBeInViewport();
  // Nothing overflows the page at this width.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});
