import { expect, type Page, test } from '@playwright/test';
import { addDays, saoPauloToday } from '../../src/shared/calendar.ts';
import { taskMessages } from '../../src/shared/contracts/tasks.ts';
import { registerShop, signIn } from './support/api.ts';
import { expectToast } from './support/storefront.ts';

/** Today's cell of the calendar (marked as the current date). */
const todayCell = (page: Page) => page.locator('button[aria-current="date"]');
const dayTasks = (page: Page) => page.getByRole('list', { name: 'Tarefas do dia' });

async function addTemplate(page: Page, nome: string) {
  await page.getByLabel('Nome da tarefa').fill(nome);
  await page.getByRole('button', { name: 'Marcar todos os dias' }).click();
  await page.getByRole('button', { name: 'Cadastrar tarefa' }).click();
  await expectToast(page, 'Tarefa cadastrada com sucesso!');
}

test('daily tasks: a template for every day, today done and undone, the calendar colours, a past day refuses', async ({
  page,
  playwright,
  isMobile,
}) => {
  const visitor = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const shop = await registerShop(visitor, 'Floricultura');
  await signIn(page, shop);

  // The menu's entry leads here.
  await page.goto('/lojista');
  if (isMobile) await page.getByRole('button', { name: 'Abrir menu' }).click();
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Tarefas Diárias' }).click();
  await expect(page).toHaveURL(/\/tarefas-diarias$/);
  await expect(page.getByRole('heading', { name: 'Tarefas Diárias', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/Tarefas Diárias/);
  await expect(page.getByRole('link', { name: 'Voltar' })).toHaveAttribute('href', '/lojista');
  await expect(page.getByText('Nenhuma tarefa cadastrada ainda.')).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Dom' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Sáb' })).toBeVisible();

  // The name and a weekday are required.
  await page.getByRole('button', { name: 'Cadastrar tarefa' }).click();
  await expectToast(page, 'Erro', taskMessages.required);
  await page.getByLabel('Nome da tarefa').fill('Regar as plantas');
  await page.getByRole('button', { name: 'Cadastrar tarefa' }).click();
  await expectToast(page, 'Erro', taskMessages.required);
  await expect(page.getByText('Campo obrigatório.')).toBeVisible();

  // Every weekday: today gets it, pending.
  await page.getByRole('button', { name: 'Marcar todos os dias' }).click();
  await expect(page.getByRole('button', { name: 'Sábado' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Cadastrar tarefa' }).click();
  await expectToast(page, 'Tarefa cadastrada com sucesso!');
  await expect(page.getByLabel('Nome da tarefa')).toHaveValue('');
  await expect(page.getByRole('list', { name: 'Tarefas cadastradas' })).toContainText('Todos os dias');
  const tasks = dayTasks(page);
  await expect(tasks).toContainText('Regar as plantas');
  await expect(tasks.getByText('Pendente')).toBeVisible();
  await expect(page.getByRole('heading', { name: /\(hoje\)/ })).toBeVisible();
  await expect(todayCell(page)).toHaveAttribute('data-status', 'pendente');

  // Concluir: struck through, Desmarcar, and today turns green.
  await tasks.getByRole('button', { name: 'Concluir Regar as plantas' }).click();
  await expect(tasks.getByText('Regar as plantas')).toHaveCSS('text-decoration-line', 'line-through');
  await expect(tasks.getByRole('button', { name: 'Desmarcar Regar as plantas' })).toBeVisible();
  await expect(tasks.getByText('Pendente')).toHaveCount(0);
  await expect(todayCell(page)).toHaveAttribute('data-status', 'concluido');
  await expect(todayCell(page)).toHaveAccessibleName(/1 de 1 tarefas concluídas, todas concluídas/);

  // A second task is pending: today turns red.
  await addTemplate(page, 'Limpar a vitrine');
  await expect(tasks.getByRole('button', { name: 'Concluir Limpar a vitrine' })).toBeVisible();
  await expect(todayCell(page)).toHaveAttribute('data-status', 'pendente');
  await expect(todayCell(page)).toHaveAccessibleName(/1 de 2 tarefas concluídas, com tarefas pendentes/);

  // Desmarcar brings the first one back to pending.
  await tasks.getByRole('button', { name: 'Desmarcar Regar as plantas' }).click();
  await expect(tasks.getByText('Pendente')).toHaveCount(2);

  // Editing renames today's pending task; removing asks first and takes it off today.
  await page.getByRole('button', { name: 'Editar Limpar a vitrine' }).click();
  await page.getByLabel('Nome da tarefa').fill('Limpar as vitrines');
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await expectToast(page, 'Tarefa atualizada com sucesso!');
  await expect(tasks).toContainText('Limpar as vitrines');
  await page.getByRole('button', { name: 'Remover Limpar as vitrines' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Limpar as vitrines');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remover' }).click();
  await expectToast(page, 'Tarefa removida com sucesso!');
  await expect(tasks).not.toContainText('Limpar as vitrines');
  await tasks.getByRole('button', { name: 'Concluir Regar as plantas' }).click();
  await expect(todayCell(page)).toHaveAttribute('data-status', 'concluido');

  // The keyboard moves along the calendar: tomorrow opens with its own pending task.
  await todayCell(page).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  const tomorrow = addDays(saoPauloToday(), 1);
  await expect(page).toHaveURL(new RegExp(`dia=${tomorrow}`));
  await expect(tasks.getByText('Pendente')).toBeVisible();

  // A past day shows what it had and refuses changes.
  await page.goto(`/tarefas-diarias?dia=${addDays(saoPauloToday(), -1)}`);
  await expect(page.getByText(taskMessages.pastDay)).toBeVisible();
  await expect(page.getByText('Nenhuma tarefa registrada neste dia.')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Concluir/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Ir para hoje' }).click();
  await expect(page).toHaveURL(/\/tarefas-diarias$/);
  await expect(tasks.getByRole('button', { name: 'Desmarcar Regar as plantas' })).toBeVisible();

  // Months move back and forth.
  const title = page.getByRole('heading', { level: 2 }).filter({ hasText: / de \d{4}$/ });
  const current = await title.textContent();
  await page.getByRole('button', { name: 'Próximo mês' }).click();
  await expect(title).not.toHaveText(current ?? '');
  await page.getByRole('button', { name: 'Mês anterior' }).click();
  await expect(title).toHaveText(current ?? '');

  await page.screenshot({ path: `/tmp/tasks/tasks-${isMobile ? 'phone' : 'desktop'}.png`, fullPage: true });
});
