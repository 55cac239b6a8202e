import { expect, type Page, test } from '@playwright/test';
import { chatbotMessages } from '../../src/shared/contracts/chatbot.ts';
import { crmMessages, fillTemplate, whatsappMessageHref, withOptOutNote } from '../../src/shared/crm.ts';
import { registerShop, signIn } from './support/api.ts';
import { expectToast, uniqueCpf } from './support/storefront.ts';

const ANA = { nome: 'Ana Souza', telefone: '(11) 98765-4321' };
const BRUNO = { nome: 'Bruno Lima', telefone: '(11) 91234-5678' };
const MESSAGE = 'Olá {nome}! Semana de ofertas na {loja}.';

async function addCustomer(page: Page, customer: { nome: string; telefone: string }): Promise<number> {
  const res = await page.request.post('/api/customers', { data: { ...customer, cpf: uniqueCpf() } });
  expect(res.status()).toBe(201);
  return (await res.json()).id;
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name });

test('chatbot: connect, tag two customers, a campaign to the tag skips the one who opted out, and counts the send', async ({
  page,
  playwright,
}) => {
  const visitor = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const shop = await registerShop(visitor, 'Boutique');
  await signIn(page, shop);
  await addCustomer(page, ANA);
  const bruno = await addCustomer(page, BRUNO);
  // Bruno replied SAIR: the owner recorded it.
  expect((await page.request.put(`/api/crm/customers/${bruno}/whatsapp`, { data: { optOut: true } })).ok()).toBe(true);
  // WhatsApp is never really opened by the test.
  await page.context().route('https://wa.me/**', (route) => route.fulfill({ status: 200, body: 'WhatsApp' }));

  await page.goto('/crm');
  await page.getByRole('button', { name: 'Chatbot WhatsApp' }).click();
  const dialog = page.getByRole('dialog', { name: 'Chatbot WhatsApp' });
  await expect(dialog).toBeVisible();

  // The connection is simulated, and the screen says what really happens.
  await expect(dialog.getByText('Nenhuma mensagem é enviada automaticamente.')).toBeVisible();
  await expect(dialog).toContainText('A API do WhatsApp Business não está conectada.');
  await dialog.getByRole('button', { name: 'Conectar WhatsApp' }).click();
  await expectToast(page, crmMessages.whatsappConnected);
  await expect(tab(page, 'Enviar')).toHaveAttribute('aria-selected', 'true');

  // Enviar: Ana has a wa.me link with the first template; Bruno opted out and has none.
  const anaCard = dialog.getByRole('article', { name: ANA.nome });
  await expect(anaCard.getByRole('link', { name: `Enviar para ${ANA.nome} no WhatsApp` })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/5511987654321\?text=Ol%C3%A1%20Ana!/,
  );
  const brunoCard = dialog.getByRole('article', { name: BRUNO.nome });
  await expect(brunoCard.getByText('Não recebe mensagens')).toBeVisible();
  await expect(brunoCard.getByRole('link')).toHaveCount(0);

  // Etiquetas: a purple tag with both customers.
  await tab(page, 'Etiquetas').click();
  await dialog.getByLabel('Nome da etiqueta').fill('Clientes VIP');
  await dialog.getByRole('radio', { name: 'Roxo' }).check();
  await dialog.getByRole('button', { name: 'Criar etiqueta' }).click();
  await expectToast(page, chatbotMessages.tagCreated);
  const tagCard = dialog.getByRole('article', { name: 'Etiqueta Clientes VIP' });
  await expect(tagCard.getByRole('img', { name: 'Cor Roxo' })).toBeVisible();
  await tagCard.getByRole('button', { name: /Ver clientes/ }).click();
  for (const customer of [ANA, BRUNO]) {
    await tagCard.getByLabel('Adicionar cliente a Clientes VIP').fill(customer.nome.split(' ')[0] ?? '');
    await tagCard.getByRole('button', { name: `Adicionar ${customer.nome} a Clientes VIP` }).click();
    await expectToast(page, chatbotMessages.membersAdded);
  }
  const members = tagCard.getByRole('list', { name: 'Clientes da etiqueta Clientes VIP' });
  await expect(members.getByRole('listitem')).toHaveCount(2);
  await expect(tagCard).toContainText('2 clientes');

  // Campanhas: name and message are required; then one to the tag.
  await tab(page, 'Campanhas').click();
  await dialog.getByRole('button', { name: 'Criar campanha' }).click();
  await expectToast(page, 'Erro', crmMessages.campaignRequired);
  await dialog.getByLabel('Nome da campanha').fill('Semana VIP');
  await dialog.getByLabel('Mensagem', { exact: true }).fill(MESSAGE);
  await expect(dialog.getByTestId('campaign-preview')).toContainText(
    `Olá Maria! Semana de ofertas na ${shop.nomeEmpresa}.`,
  );
  await dialog.getByRole('checkbox', { name: 'Clientes VIP' }).click();
  await dialog.getByRole('button', { name: 'Criar campanha' }).click();
  await expectToast(page, crmMessages.campaignCreated);
  const campaign = dialog.getByRole('article', { name: 'Campanha Semana VIP' });
  await expect(campaign.getByText('Ativa', { exact: true })).toBeVisible();
  await expect(campaign).toContainText('0 de 1 enviadas');

  // Pausing stops sending until it is resumed.
  await campaign.getByRole('button', { name: 'Pausar campanha Semana VIP' }).click();
  await expect(campaign.getByText('Pausada', { exact: true })).toBeVisible();
  await expect(campaign.getByRole('button', { name: 'Enviar campanha Semana VIP' })).toBeDisabled();
  await campaign.getByRole('button', { name: 'Retomar campanha Semana VIP' }).click();
  await expect(campaign.getByText('Ativa', { exact: true })).toBeVisible();

  // The walk-through: only Ana, with her message; Bruno is counted as left out.
  await campaign.getByRole('button', { name: 'Enviar campanha Semana VIP' }).click();
  const walk = dialog.getByRole('region', { name: 'Enviar campanha: Semana VIP' });
  await expect(walk.getByText('1 de 1', { exact: true })).toBeVisible();
  await expect(walk.getByRole('heading', { name: ANA.nome })).toBeVisible();
  await expect(walk).not.toContainText(BRUNO.nome);
  await expect(walk).toContainText('Ficaram de fora: 1 pediu para não receber mensagens.');
  const expected = whatsappMessageHref(
    ANA.telefone,
    withOptOutNote(fillTemplate(MESSAGE, { nome: ANA.nome, pontos: 0, cashbackCents: 0, loja: shop.nomeEmpresa })),
  );
  const open = walk.getByRole('link', { name: 'Abrir no WhatsApp' });
  await expect(open).toHaveAttribute('href', expected ?? '');
  await expect(open).toHaveAttribute('target', '_blank');
  const popup = page.waitForEvent('popup');
  await open.click();
  await (await popup).close();
  await expect(walk.getByTestId('walkthrough-enviadas')).toHaveText('1');
  await expect(walk.getByText('Enviada', { exact: true })).toBeVisible();
  await walk.getByRole('button', { name: 'Próximo' }).click();
  await expect(walk).toContainText('Fim da lista da campanha.');
  await walk.getByRole('button', { name: 'Voltar às campanhas' }).click();
  await expect(campaign).toContainText('1 de 1 enviadas');

  // Relatórios: targeted and sent; delivered and answered are not known.
  await tab(page, 'Relatórios').click();
  const report = dialog.getByRole('article', { name: 'Relatório da campanha Semana VIP' });
  await expect(report.getByRole('definition').nth(0)).toHaveText('1');
  await expect(report.getByRole('definition').nth(1)).toHaveText('1');
  await expect(report.getByRole('definition').nth(2)).toHaveText('indisponível');
  await expect(report.getByRole('definition').nth(3)).toHaveText('indisponível');
  await expect(dialog).toContainText('API do WhatsApp Business');

  // Templates: 'Usar' fills the Enviar messages with that template.
  await tab(page, 'Templates').click();
  await expect(dialog.getByRole('heading', { name: 'Retenção (2)' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Usar Ofertas da semana' }).click();
  await expect(tab(page, 'Enviar')).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByLabel(`Mensagem para ${ANA.nome}`)).toHaveValue(
    `Olá Ana! Esta semana tem ofertas especiais na ${shop.nomeEmpresa}. Venha conferir!`,
  );
});
