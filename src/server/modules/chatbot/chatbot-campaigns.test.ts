import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, saoPauloToday } from '../../../shared/calendar.ts';
import {
  type Campaign,
  type CampaignInput,
  type CampaignRecipients,
  chatbotMessages,
} from '../../../shared/contracts/chatbot.ts';
import { campaignSends, campaigns } from '../../db/schema/crm.ts';
import { addCustomer, caller } from '../../test/chatbot-fixtures.ts';
import { registerAndLogin } from '../../test/fixtures.ts';
import { setupTestContext } from '../../test/harness.ts';

const ctx = setupTestContext();
const call = caller(ctx);
const db = () => ctx.database.db;

async function createCampaign(cookie: string, input: CampaignInput): Promise<Campaign> {
  const res = await call('POST', '/api/chatbot/campaigns', cookie, input);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function createTag(cookie: string, nome: string, customerIds: number[]): Promise<number> {
  const res = await call('POST', '/api/chatbot/tags', cookie, { nome, cor: '#2563eb' });
  expect(res.statusCode).toBe(201);
  const id: number = res.json().id;
  if (customerIds.length > 0)
    expect((await call('POST', `/api/chatbot/tags/${id}/members`, cookie, { customerIds })).statusCode).toBe(200);
  return id;
}

const sendsOf = async (campaignId: number) =>
  (await db().select().from(campaignSends).where(eq(campaignSends.campaignId, campaignId))).map((s) => s.customerId);
const campaignRow = async (id: number) => (await db().select().from(campaigns).where(eq(campaigns.id, id)))[0];

/**
 * A shop with a VIP tag of four customers: Ana (can receive), Bia (opted out), Caio (no phone),
 * Edu (a landline, can receive); and Davi, without the tag.
 */
async function shopWithVips() {
  const shop = await registerAndLogin(ctx.app);
  const ana = await addCustomer(ctx, shop.id, 'Ana Lima');
  const bia = await addCustomer(ctx, shop.id, 'Bia Souza', { whatsappOptOutAt: new Date() });
  const caio = await addCustomer(ctx, shop.id, 'Caio Reis', { telefone: '' });
  const edu = await addCustomer(ctx, shop.id, 'Edu Prado', { telefone: '1133334444' });
  const davi = await addCustomer(ctx, shop.id, 'Davi Melo');
  const vip = await createTag(shop.cookie, 'VIP', [ana, bia, caio, edu]);
  return { shop, vip, ana, bia, caio, edu, davi };
}

describe('chatbot campaigns', () => {
  it('creates a campaign, ativa, to a tag, and counts the customers it reaches', async () => {
    await shopWithVips(); // another shop's customers count for nobody else
    const { shop, vip } = await shopWithVips();
    const today = saoPauloToday();
    const campaign = await createCampaign(shop.cookie, {
      nome: '  Queima de estoque ',
      mensagem: 'Olá {nome}! Tudo com 20% na {loja}.',
      tagIds: [vip, vip],
      dataInicio: today,
      dataFim: addDays(today, 7),
    });
    expect(campaign).toMatchObject({
      nome: 'Queima de estoque',
      mensagem: 'Olá {nome}! Tudo com 20% na {loja}.',
      tagIds: [vip],
      dataInicio: today,
      dataFim: addDays(today, 7),
      status: 'ativa',
      periodo: 'vigente',
      // Ana and Edu: Bia opted out and Caio has no phone.
      alvo: 2,
      enviadas: 0,
    });

    // Without tags: every customer who can receive it (Ana, Edu and Davi).
    const everyone = await createCampaign(shop.cookie, { nome: 'Geral', mensagem: 'Oi {nome}' });
    expect(everyone).toMatchObject({ tagIds: [], dataInicio: null, dataFim: null, alvo: 3 });

    const list = await call('GET', '/api/chatbot/campaigns', shop.cookie);
    expect(list.statusCode).toBe(200);
    expect(list.json().campanhas.map((c: Campaign) => [c.nome, c.alvo])).toEqual([
      ['Geral', 3],
      ['Queima de estoque', 2],
    ]);
  });

  it('refuses a campaign without name or message, with bad dates or tags, and creates nothing', async () => {
    const shop = await registerAndLogin(ctx.app);
    const other = await registerAndLogin(ctx.app);
    const theirTag = await createTag(other.cookie, 'Deles', []);
    const cases: Array<[unknown, string, string?]> = [
      [{ nome: '', mensagem: 'Oi' }, chatbotMessages.campaignRequired, 'nome'],
      [{ nome: 'Natal', mensagem: '   ' }, chatbotMessages.campaignRequired, 'mensagem'],
      [{}, chatbotMessages.campaignRequired],
      [{ nome: 'x'.repeat(81), mensagem: 'Oi' }, chatbotMessages.campaignNameTooLong],
      [{ nome: 'Natal', mensagem: 'x'.repeat(1001) }, chatbotMessages.campaignMessageTooLong],
      [{ nome: 'Natal', mensagem: 'Oi', dataInicio: '2026-02-30' }, chatbotMessages.dateInvalid],
      [{ nome: 'Natal', mensagem: 'Oi', dataFim: '25/12/2026' }, chatbotMessages.dateInvalid],
      [{ nome: 'Natal', mensagem: 'Oi', dataFim: '1999-12-31' }, chatbotMessages.dateInvalid],
      [
        { nome: 'Natal', mensagem: 'Oi', dataInicio: '2026-12-20', dataFim: '2026-12-19' },
        chatbotMessages.dateOrder,
        'dataFim',
      ],
      [{ nome: 'Natal', mensagem: 'Oi', tagIds: [0] }, chatbotMessages.tagNotFound],
      [{ nome: 'Natal', mensagem: 'Oi', tagIds: 'VIP' }, chatbotMessages.tagNotFound],
    ];
    for (const [payload, message, field] of cases) {
      const res = await call('POST', '/api/chatbot/campaigns', shop.cookie, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.message).toBe(message);
      if (field) expect(res.json().error.fields[field]).toBe(message);
    }
    const foreignTag = await call('POST', '/api/chatbot/campaigns', shop.cookie, {
      nome: 'Natal',
      mensagem: 'Oi',
      tagIds: [theirTag],
    });
    expect(foreignTag.statusCode).toBe(404);
    expect(foreignTag.json().error.message).toBe(chatbotMessages.tagNotFound);
    expect((await call('GET', '/api/chatbot/campaigns', shop.cookie)).json().campanhas).toEqual([]);
    expect((await call('GET', '/api/chatbot/campaigns')).statusCode).toBe(401);
  });

  it('lists the recipients: opted-out and phoneless customers are left out and counted', async () => {
    const { shop, vip, ana, edu } = await shopWithVips();
    const campaign = await createCampaign(shop.cookie, { nome: 'VIP', mensagem: 'Oi {nome}', tagIds: [vip] });

    const res = await call('GET', `/api/chatbot/campaigns/${campaign.id}/recipients`, shop.cookie);
    expect(res.statusCode).toBe(200);
    const recipients: CampaignRecipients = res.json();
    expect(recipients.destinatarios.map((r) => [r.id, r.nome, r.enviada])).toEqual([
      [ana, 'Ana Lima', false],
      [edu, 'Edu Prado', false],
    ]);
    expect(recipients.ignorados).toEqual({ optOut: 1, semTelefone: 1 });
    expect(recipients.campanha).toMatchObject({ id: campaign.id, alvo: 2, enviadas: 0 });
  });

  it('counts each customer’s message once and refuses the ones it cannot go to', async () => {
    const { shop, vip, ana, bia, caio, davi } = await shopWithVips();
    const other = await registerAndLogin(ctx.app);
    const stranger = await addCustomer(ctx, other.id, 'Estranho');
    const campaign = await createCampaign(shop.cookie, { nome: 'VIP', mensagem: 'Oi {nome}', tagIds: [vip] });
    const url = `/api/chatbot/campaigns/${campaign.id}/sends`;

    const first = await call('POST', url, shop.cookie, { customerId: ana });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ nova: true, enviadas: 1 });
    const again = await call('POST', url, shop.cookie, { customerId: ana });
    expect(again.json()).toEqual({ nova: false, enviadas: 1 });

    const refused: Array<[number, number, string]> = [
      [bia, 409, chatbotMessages.optedOut],
      [caio, 409, chatbotMessages.noPhone],
      [davi, 404, chatbotMessages.notInCampaign],
      [stranger, 404, chatbotMessages.customerNotFound],
      [999_999, 404, chatbotMessages.customerNotFound],
    ];
    for (const [customerId, status, message] of refused) {
      const res = await call('POST', url, shop.cookie, { customerId });
      expect(res.statusCode).toBe(status);
      expect(res.json().error.message).toBe(message);
    }
    for (const payload of [{}, { customerId: 'x' }, { customerId: -1 }]) {
      expect((await call('POST', url, shop.cookie, payload)).statusCode).toBe(400);
    }
    expect(await sendsOf(campaign.id)).toEqual([ana]);

    const listed = (await call('GET', '/api/chatbot/campaigns', shop.cookie)).json().campanhas[0];
    expect(listed).toMatchObject({ alvo: 2, enviadas: 1 });
    const recipients: CampaignRecipients = (
      await call('GET', `/api/chatbot/campaigns/${campaign.id}/recipients`, shop.cookie)
    ).json();
    expect(recipients.destinatarios.map((r) => r.enviada)).toEqual([true, false]);
  });

  it('pauses and resumes: a paused campaign or one outside its dates sends nothing', async () => {
    const { shop, vip, ana } = await shopWithVips();
    const campaign = await createCampaign(shop.cookie, { nome: 'VIP', mensagem: 'Oi', tagIds: [vip] });
    const paused = await call('PATCH', `/api/chatbot/campaigns/${campaign.id}`, shop.cookie, { status: 'pausada' });
    expect(paused.statusCode).toBe(200);
    expect(paused.json().status).toBe('pausada');
    const refused = await call('POST', `/api/chatbot/campaigns/${campaign.id}/sends`, shop.cookie, { customerId: ana });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(chatbotMessages.campaignPaused);
    expect(await sendsOf(campaign.id)).toEqual([]);

    const resumed = await call('PATCH', `/api/chatbot/campaigns/${campaign.id}`, shop.cookie, { status: 'ativa' });
    expect(resumed.json().status).toBe('ativa');
    expect(
      (await call('POST', `/api/chatbot/campaigns/${campaign.id}/sends`, shop.cookie, { customerId: ana })).statusCode,
    ).toBe(200);
    for (const status of ['encerrada', '', 1]) {
      const bad = await call('PATCH', `/api/chatbot/campaigns/${campaign.id}`, shop.cookie, { status });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.message).toBe(chatbotMessages.statusInvalid);
    }

    const today = saoPauloToday();
    const later = await createCampaign(shop.cookie, {
      nome: 'Natal',
      mensagem: 'Oi',
      tagIds: [vip],
      dataInicio: addDays(today, 3),
    });
    expect(later.periodo).toBe('agendada');
    const early = await call('POST', `/api/chatbot/campaigns/${later.id}/sends`, shop.cookie, { customerId: ana });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe(chatbotMessages.campaignNotStarted(addDays(today, 3)));

    const past = await createCampaign(shop.cookie, {
      nome: 'Páscoa',
      mensagem: 'Oi',
      dataInicio: addDays(today, -10),
      dataFim: addDays(today, -1),
    });
    expect(past.periodo).toBe('encerrada');
    const late = await call('POST', `/api/chatbot/campaigns/${past.id}/sends`, shop.cookie, { customerId: ana });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(chatbotMessages.campaignEnded(addDays(today, -1)));
    expect(await sendsOf(later.id)).toEqual([]);
    expect(await sendsOf(past.id)).toEqual([]);
  });

  it('removes a campaign with its count of messages', async () => {
    const { shop, vip, ana } = await shopWithVips();
    const campaign = await createCampaign(shop.cookie, { nome: 'VIP', mensagem: 'Oi', tagIds: [vip] });
    await call('POST', `/api/chatbot/campaigns/${campaign.id}/sends`, shop.cookie, { customerId: ana });
    expect((await call('DELETE', `/api/chatbot/campaigns/${campaign.id}`, shop.cookie)).statusCode).toBe(204);
    expect(await campaignRow(campaign.id)).toBeUndefined();
    expect(await sendsOf(campaign.id)).toEqual([]);
    expect((await call('DELETE', `/api/chatbot/campaigns/${campaign.id}`, shop.cookie)).statusCode).toBe(404);
    expect((await call('GET', `/api/chatbot/campaigns/${campaign.id}/recipients`, shop.cookie)).statusCode).toBe(404);
  });

  it("answers 404 for another shop's campaign and changes nothing", async () => {
    const theirs = await shopWithVips();
    const shop = await registerAndLogin(ctx.app);
    const mine = await addCustomer(ctx, shop.id, 'Minha Cliente');
    const campaign = await createCampaign(theirs.shop.cookie, { nome: 'Deles', mensagem: 'Oi', tagIds: [theirs.vip] });
    const url = `/api/chatbot/campaigns/${campaign.id}`;

    const attempts = [
      await call('PATCH', url, shop.cookie, { status: 'pausada' }),
      await call('DELETE', url, shop.cookie),
      await call('GET', `${url}/recipients`, shop.cookie),
      await call('POST', `${url}/sends`, shop.cookie, { customerId: theirs.ana }),
      await call('POST', `${url}/sends`, shop.cookie, { customerId: mine }),
    ];
    for (const res of attempts) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe(chatbotMessages.campaignNotFound);
    }
    expect(await campaignRow(campaign.id)).toMatchObject({ nome: 'Deles', status: 'ativa' });
    expect(await sendsOf(campaign.id)).toEqual([]);
    expect((await call('GET', '/api/chatbot/campaigns', shop.cookie)).json().campanhas).toEqual([]);
  });
});
