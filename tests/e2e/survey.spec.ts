import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { defaultSurveyQuestions, surveyMessages } from '../../src/shared/contracts/surveys.ts';
import { messages } from '../../src/shared/messages.ts';
import { registerShop, signIn } from './support/api.ts';
import { expectToast } from './support/storefront.ts';

/** A client address of its own for a page (the e2e server trusts X-Forwarded-For), so limits start at zero. */
function clientAddress() {
  const octet = () => Math.floor(Math.random() * 250) + 1;
  return `10.${octet()}.${octet()}.${octet()}`;
}

const question = (page: Page, index: number) =>
  page.getByRole('group', { name: defaultSurveyQuestions[index] ?? '', exact: true });

/** Chooses a rating the way the device does: a tap on a phone, a click with a mouse. */
async function rate(group: Locator, label: string, isMobile: boolean) {
  const radio = group.getByRole('radio', { name: label });
  if (isMobile) await radio.tap();
  else await radio.click();
  await expect(radio).toBeChecked();
}

async function sendSurveys(request: APIRequestContext, storeId: number, ip: string, count: number) {
  for (let i = 0; i < count; i += 1) {
    const res = await request.post(`/api/public/stores/${storeId}/surveys`, {
      data: { respostas: [3, 3, 3, 3, 3] },
      headers: { 'x-forwarded-for': ip },
    });
    expect(res.status()).toBe(201);
  }
}

test('a customer answers the survey on the phone; the owner sees it in the report and the storefront shows the rating', async ({
  page,
  context,
  playwright,
  isMobile,
}) => {
  const visitor = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const shop = await registerShop(visitor, 'Padaria Estrela');
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': clientAddress() });

  // The storefront has no rating line before any survey.
  await page.goto(`/store/${shop.id}`);
  await expect(page.getByRole('heading', { name: shop.nomeEmpresa, level: 1 })).toBeVisible();
  await expect(page.getByTestId('store-rating')).toHaveCount(0);

  // The customer opens the survey.
  await page.goto(`/pesquisa-satisfacao/${shop.id}`);
  await expect(page.getByRole('heading', { name: shop.nomeEmpresa, level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(`Pesquisa de Satisfação · ${shop.nomeEmpresa}`);
  await expect(page.getByText('Pesquisa de Satisfação', { exact: true })).toBeVisible();

  // Sending without ratings: every question asks for one, nothing is sent.
  await page.getByRole('button', { name: 'Enviar Pesquisa' }).click();
  await expectToast(page, 'Erro', surveyMessages.ratingsRequired);
  await expect(page.getByText('Escolha uma nota de 1 a 5.')).toHaveCount(5);
  await expect(question(page, 0).getByRole('radio', { name: '1 - Péssimo' })).toBeFocused();

  await page.getByLabel('Seu nome (opcional)').fill('Joana Prado');
  await rate(question(page, 0), '5 - Excelente', isMobile);
  await rate(question(page, 1), '4 - Bom', isMobile);
  // The third with the keyboard: Space chooses, the arrows move the choice.
  const third = question(page, 2);
  await third.getByRole('radio', { name: '1 - Péssimo' }).focus();
  await page.keyboard.press('Space');
  await expect(third.getByRole('radio', { name: '1 - Péssimo' })).toBeChecked();
  for (let i = 0; i < 4; i += 1) await page.keyboard.press('ArrowRight');
  await expect(third.getByRole('radio', { name: '5 - Excelente' })).toBeChecked();
  await page.keyboard.press('ArrowLeft');
  await expect(third.getByRole('radio', { name: '4 - Bom' })).toBeChecked();
  await expect(third.getByRole('radio', { name: '4 - Bom' })).toBeFocused();
  await expect(third).toContainText('Péssimo4 - BomExcelente');
  await rate(question(page, 3), '5 - Excelente', isMobile);
  await rate(question(page, 4), '5 - Excelente', isMobile);
  await expect(page.getByText('Escolha uma nota de 1 a 5.')).toHaveCount(0);
  await expect(page.getByText('5 de 5 perguntas respondidas')).toBeVisible();
  await page.getByLabel('Comentário (opcional)').fill('Pão quentinho e atendimento excelente!');

  await page.getByRole('button', { name: 'Enviar Pesquisa' }).click();
  await expectToast(page, 'Pesquisa Enviada');
  await expect(page.getByRole('heading', { name: 'Pesquisa Enviada' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(`Sua opinião foi registrada e ajuda ${shop.nomeEmpresa}`);

  // Both storefront pages show the real average (23 / 5 = 4,6) and the count.
  for (const path of [`/store/${shop.id}`, `/loja-externa/${shop.id}`]) {
    await page.goto(path);
    await expect(page.getByTestId('store-rating')).toHaveText('4,6 (1 avaliação)');
  }

  // The owner's CRM: the survey card with its link and QR, and the report.
  await signIn(page, shop);
  await page.goto('/crm');
  const card = page.getByRole('region', { name: 'Pesquisa de Satisfação' });
  const link = `${new URL(page.url()).origin}/pesquisa-satisfacao/${shop.id}`;
  await expect(card.getByTestId('survey-link')).toHaveText(link);
  await expect(card.getByRole('img', { name: 'QR Code da pesquisa de satisfação' })).toBeVisible();
  await expect(card.getByRole('link', { name: 'Abrir pesquisa' })).toHaveAttribute('href', link);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await card.getByRole('button', { name: 'Copiar link' }).click();
  await expectToast(page, 'Link Copiado');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

  await page.getByRole('button', { name: 'Relatório de Satisfação' }).click();
  const dialog = page.getByRole('dialog', { name: 'Relatório de Satisfação' });
  const figures = dialog.locator('dl');
  await expect(figures).toContainText('Respostas1');
  await expect(figures).toContainText('Média geral4,6');
  await expect(figures).toContainText('Positivas (4 ou 5)100%');
  const perQuestion = dialog
    .getByRole('listitem')
    .filter({ hasText: defaultSurveyQuestions[0] ?? '' })
    .first();
  await expect(perQuestion).toContainText('5,0');
  await expect(perQuestion).toContainText('100% positivas');
  const latest = dialog.getByRole('list', { name: 'Últimas pesquisas' });
  await expect(latest).toContainText('Joana Prado');
  await expect(latest).toContainText('Pão quentinho e atendimento excelente!');
  await expect(latest.getByRole('list', { name: 'Notas de Joana Prado' })).toContainText('P3: 4');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('the owner edits the questions, prints the counter card, and the report starts empty', async ({
  page,
  playwright,
}) => {
  const visitor = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const shop = await registerShop(visitor, 'Floricultura Ipê');
  await signIn(page, shop);
  await page.goto('/crm');

  await page.getByRole('button', { name: 'Relatório de Satisfação' }).click();
  await expect(page.getByRole('dialog')).toContainText(surveyMessages.reportEmpty);
  await page.keyboard.press('Escape');

  const card = page.getByRole('region', { name: 'Pesquisa de Satisfação' });
  await expect(card.getByLabel('Pergunta 1')).toHaveValue(defaultSurveyQuestions[0] ?? '');
  await card.getByLabel('Pergunta 5').fill('   ');
  await card.getByRole('button', { name: 'Salvar perguntas' }).click();
  await expectToast(page, 'Erro', surveyMessages.questionRequired);
  await expect(card.getByText('Campo obrigatório.')).toBeVisible();
  await card.getByLabel('Pergunta 5').fill('As flores chegaram frescas?');
  await card.getByRole('button', { name: 'Salvar perguntas' }).click();
  await expectToast(page, surveyMessages.questionsSaved);
  await page.reload();
  await expect(card.getByLabel('Pergunta 5')).toHaveValue('As flores chegaram frescas?');

  // The counter card: the shop's name, the call to answer, the QR and the link.
  const popupPromise = page.waitForEvent('popup');
  await card.getByRole('button', { name: 'Imprimir QR Code' }).click();
  const popup = await popupPromise;
  await expect(popup.locator('h1')).toHaveText('Avalie nosso atendimento');
  await expect(popup.locator('body')).toContainText(shop.nomeEmpresa);
  await expect(popup.locator('body')).toContainText(`/pesquisa-satisfacao/${shop.id}`);
  await expect(popup.locator('img')).toHaveAttribute('src', /^data:image\/svg\+xml/);

  // The customer sees the new question.
  await page.goto(`/pesquisa-satisfacao/${shop.id}`);
  await expect(page.getByRole('group', { name: 'As flores chegaram frescas?' })).toBeVisible();
});

test('past the limit the page says so and keeps what was typed; an unknown shop is not found', async ({
  page,
  playwright,
  isMobile,
}) => {
  const visitor = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const shop = await registerShop(visitor, 'Sorveteria Polar');
  const ip = clientAddress();
  await sendSurveys(visitor, shop.id, ip, 5);
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': ip });

  await page.goto(`/pesquisa-satisfacao/${shop.id}`);
  await page.getByLabel('Seu nome (opcional)').fill('Rafael');
  for (let i = 0; i < 5; i += 1) await rate(question(page, i), '2 - Ruim', isMobile);
  await page.getByLabel('Comentário (opcional)').fill('Demorou muito.');
  await page.getByRole('button', { name: 'Enviar Pesquisa' }).click();
  await expect(page.getByRole('alert').filter({ hasText: messages.tooManyRequests })).toBeVisible();
  await expect(page.getByLabel('Seu nome (opcional)')).toHaveValue('Rafael');
  await expect(page.getByLabel('Comentário (opcional)')).toHaveValue('Demorou muito.');
  await expect(question(page, 4).getByRole('radio', { name: '2 - Ruim' })).toBeChecked();
  await expect(page.getByRole('heading', { name: 'Pesquisa Enviada' })).toHaveCount(0);

  await page.goto('/pesquisa-satisfacao/999999999');
  await expect(page.getByRole('heading', { name: 'Loja não encontrada' })).toBeVisible();
});
