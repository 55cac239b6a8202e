import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { saoPauloToday } from '../../src/shared/calendar.ts';
import {
  crmTemplateDefaults,
  fillTemplate,
  optOutNote,
  whatsappMessageHref,
  withOptOutNote,
} from '../../src/shared/crm.ts';
import { registerShop, signIn } from './support/api.ts';
import { createProducts, expectToast, uniqueCpf } from './support/storefront.ts';

/** A birth date whose birthday is today in São Paulo (32 years back keeps 29 February a real day). */
function bornToday(): string {
  const today = saoPauloToday();
  return `${Number(today.slice(0, 4)) - 32}${today.slice(4)}`;
}

const suggestion = (page: Page, title: string) => page.getByRole('region', { name: title });
const allCustomers = (page: Page) => page.getByRole('region', { name: 'Todos os clientes' });

test('CRM: a birthday suggestion opens the wa.me message, templates edit with a preview, opting out hides a customer', async ({
  page,
}) => {
  const shop = await registerShop(page.request, 'Doceria');
  await signIn(page, shop);
  const created = await page.request.post('/api/customers', {
    data: { nome: 'Ana Souza', cpf: uniqueCpf(), telefone: '(11) 98765-4321', dataNascimento: bornToday() },
  });
  expect(created.status()).toBe(201);
  const expectedHref = (template: string) =>
    whatsappMessageHref(
      '11987654321',
      withOptOutNote(
        fillTemplate(template, { nome: 'Ana Souza', pontos: 0, cashbackCents: 0, loja: shop.nomeEmpresa }),
      ),
    );

  await page.goto('/crm');
  await expect(page.getByRole('heading', { name: 'CRM', level: 1 })).toBeVisible();
  await expect(page.getByText('1 cliente cadastrado')).toBeVisible();

  // The birthday card links to WhatsApp with the filled birthday template (not opened here).
  const birthdays = suggestion(page, 'Aniversariantes de hoje');
  await expect(birthdays.getByText('Ana Souza')).toBeVisible();
  const link = birthdays.getByRole('link', { name: /Ana Souza no WhatsApp/ });
  await expect(link).toHaveAttribute('href', expectedHref(crmTemplateDefaults.aniversario.texto) ?? '');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener/);
  await expect(suggestion(page, 'Quase 10 compras').getByText('Nenhum cliente com 8 ou 9 compras.')).toBeVisible();
  await expect(
    suggestion(page, 'Mais de 100 pontos').getByText('Nenhum cliente com 100 pontos ou mais.'),
  ).toBeVisible();

  // Edit the birthday template: a chip goes in at the cursor, the preview follows, the save is toasted.
  await page.getByRole('button', { name: 'Editar template Aniversário' }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar template: Aniversário' });
  const text = dialog.getByLabel('Texto da mensagem');
  await text.fill('Parabéns, ! Presente na .');
  await text.evaluate((el: HTMLTextAreaElement) => el.setSelectionRange(10, 10));
  await dialog.getByRole('button', { name: /Inserir \{nome\}/ }).click();
  await text.press('End');
  await text.press('ArrowLeft');
  await dialog.getByRole('button', { name: /Inserir \{loja\}/ }).click();
  await expect(text).toHaveValue('Parabéns, {nome}! Presente na {loja}.');
  const preview = dialog.getByTestId('template-preview');
  await expect(dialog.getByRole('heading', { name: 'Prévia com Ana Souza' })).toBeVisible();
  await expect(preview).toContainText(`Parabéns, Ana! Presente na ${shop.nomeEmpresa}.`);
  await expect(preview).toContainText(optOutNote);

  // Empty text is refused on the spot and what was typed stays after a server error.
  await text.fill('   ');
  await dialog.getByRole('button', { name: 'Salvar template' }).click();
  await expect(dialog.getByText('Escreva o texto do template.')).toBeVisible();
  await text.fill('Parabéns, {nome}! Presente na {loja}.');
  await page.route('**/api/crm/templates/aniversario', (route) =>
    route.fulfill({ status: 503, json: { error: { code: 'unavailable', message: 'Serviço indisponível.' } } }),
  );
  await dialog.getByRole('button', { name: 'Salvar template' }).click();
  await expectToast(page, 'Erro', 'Serviço indisponível.');
  await expect(text).toHaveValue('Parabéns, {nome}! Presente na {loja}.');
  await page.unroute('**/api/crm/templates/aniversario');
  await dialog.getByRole('button', { name: 'Salvar template' }).click();
  await expectToast(page, 'Template Atualizado');
  await expect(dialog).toBeHidden();
  const card = page.getByTestId('template-aniversario');
  await expect(card).toContainText('Parabéns, {nome}! Presente na {loja}.');
  await expect(card.getByText('Personalizado')).toBeVisible();
  await expect(link).toHaveAttribute('href', expectedHref('Parabéns, {nome}! Presente na {loja}.') ?? '');

  // Restaurar padrão brings the built-in text back.
  await page.getByRole('button', { name: 'Editar template Aniversário' }).click();
  await dialog.getByRole('button', { name: 'Restaurar padrão' }).click();
  await expectToast(page, 'Template Atualizado', 'O texto padrão foi restaurado.');
  await expect(card.getByText('Personalizado')).toHaveCount(0);
  await expect(link).toHaveAttribute('href', expectedHref(crmTemplateDefaults.aniversario.texto) ?? '');

  // The customer replied SAIR: marked after a confirmation, out of the suggestions, no WhatsApp button.
  const row = allCustomers(page).getByRole('listitem').filter({ hasText: 'Ana Souza' });
  await expect(row.getByRole('link', { name: /WhatsApp/ })).toBeVisible();
  await row.getByRole('button', { name: 'Não quer receber mensagens: Ana Souza' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('SAIR');
  await confirm.getByRole('button', { name: 'Não enviar mais mensagens' }).click();
  await expect(birthdays.getByText('Nenhum cliente faz aniversário hoje.')).toBeVisible();
  await expect(row.getByText('Não recebe WhatsApp')).toBeVisible();
  await expect(row.getByRole('link', { name: /WhatsApp/ })).toHaveCount(0);
  await expect(page.getByText('1 cliente cadastrado')).toBeVisible();

  // And back, when the customer asks.
  await row.getByRole('button', { name: 'Voltar a receber: Ana Souza' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Voltar a receber' }).click();
  await expect(birthdays.getByRole('link', { name: /Ana Souza no WhatsApp/ })).toBeVisible();
  await expect(row.getByText('Não recebe WhatsApp')).toHaveCount(0);
});

test('CRM: a customer without a phone gets the toast instead of WhatsApp; search and the template picker', async ({
  page,
}) => {
  const shop = await registerShop(page.request, 'Mercearia');
  const [product] = await createProducts(page.request, shop, [{ name: 'Café', priceCents: 1500, stock: null }]);
  await signIn(page, shop);
  // A counter sale registers a customer with no phone.
  const sale = await page.request.post('/api/sales', {
    data: {
      idempotencyKey: randomUUID(),
      newCustomer: { cpf: uniqueCpf(), nome: 'Bruno Lima' },
      items: [{ productId: product?.id, quantity: 1 }],
      payments: [{ type: 'debito', amountCents: 1500 }],
    },
  });
  expect(sale.status()).toBe(201);
  await page.request.post('/api/customers', {
    data: { nome: 'Carla Dias', cpf: uniqueCpf(), telefone: '(21) 99876-5432' },
  });

  await page.goto('/crm');
  await expect(page.getByText('2 clientes cadastrados')).toBeVisible();
  const section = allCustomers(page);
  const bruno = section.getByRole('listitem').filter({ hasText: 'Bruno Lima' });
  await expect(bruno.getByText('Sem telefone cadastrado')).toBeVisible();
  await bruno.getByRole('button', { name: /Bruno Lima no WhatsApp/ }).click();
  await expectToast(page, 'Erro', 'Cliente não possui telefone cadastrado.');

  // The picker changes the message of every row.
  const carla = section.getByRole('listitem').filter({ hasText: 'Carla Dias' });
  const carlaLink = carla.getByRole('link', { name: /Carla Dias no WhatsApp/ });
  const message = (key: 'desconto' | 'cashback') =>
    whatsappMessageHref(
      '21998765432',
      withOptOutNote(
        fillTemplate(crmTemplateDefaults[key].texto, {
          nome: 'Carla',
          pontos: 0,
          cashbackCents: 0,
          loja: shop.nomeEmpresa,
        }),
      ),
    ) ?? '';
  await expect(carlaLink).toHaveAttribute('href', message('desconto'));
  await section.getByLabel('Mensagem do WhatsApp').selectOption('cashback');
  await expect(carlaLink).toHaveAttribute('href', message('cashback'));

  await section.getByLabel('Buscar por nome, CPF ou celular').fill('carla');
  await expect(bruno).toHaveCount(0);
  await expect(carla).toBeVisible();
  await section.getByLabel('Buscar por nome, CPF ou celular').fill('zzz');
  await expect(section.getByText('Nenhum cliente encontrado para “zzz”.')).toBeVisible();
});
