import { saoPauloToday } from '../../../shared/calendar.ts';
import {
  type Campaign,
  type CampaignFields,
  type CampaignList,
  type CampaignRecipients,
  type CampaignSend,
  type CampaignStatus,
  campaignPeriod,
  chatbotMessages,
} from '../../../shared/contracts/chatbot.ts';
import type { Db } from '../../db/client.ts';
import { ConflictError, NotFoundError } from '../../errors.ts';
import {
  type CampaignRow,
  countCampaignSends,
  deleteCampaign,
  findCampaign,
  findCampaignCustomer,
  insertCampaign,
  insertCampaignSend,
  insertCampaignTags,
  listCampaignCustomers,
  listCampaigns,
  updateCampaignStatus,
} from './chatbot-campaigns-queries.ts';
import { lockShopTags } from './chatbot-tags-queries.ts';

function campaignOut(row: CampaignRow, today: string): Campaign {
  return {
    ...row,
    periodo: campaignPeriod(row.dataInicio, row.dataFim, today),
    criadaEm: row.criadaEm.toISOString(),
  };
}

async function campaignOrNotFound(db: Db, storeId: number, id: number): Promise<CampaignRow> {
  const row = await findCampaign(db, storeId, id);
  if (!row) throw new NotFoundError(chatbotMessages.campaignNotFound);
  return row;
}

export async function getCampaigns(db: Db, storeId: number, now = new Date()): Promise<CampaignList> {
  const today = saoPauloToday(now);
  return { campanhas: (await listCampaigns(db, storeId)).map((row) => campaignOut(row, today)) };
}

/** A new campaign, 'ativa', to the customers of the shop's tags given (every customer when none). */
export async function addCampaign(db: Db, storeId: number, input: CampaignFields, now = new Date()): Promise<Campaign> {
  const tagIds = [...new Set(input.tagIds)];
  const id = await db.transaction(async (tx) => {
    // The tags stay until the campaign points at them (a removal of one waits, then sees the campaign).
    if (tagIds.length > 0 && (await lockShopTags(tx, storeId, tagIds)) !== tagIds.length)
      throw new NotFoundError(chatbotMessages.tagNotFound);
    const { nome, mensagem, dataInicio, dataFim } = input;
    const created = await insertCampaign(tx, storeId, { nome, mensagem, dataInicio, dataFim });
    if (tagIds.length > 0) await insertCampaignTags(tx, storeId, created, tagIds);
    return created;
  });
  return campaignOut(await campaignOrNotFound(db, storeId, id), saoPauloToday(now));
}

export async function setCampaignStatus(
  db: Db,
  storeId: number,
  id: number,
  status: CampaignStatus,
  now = new Date(),
): Promise<Campaign> {
  if (!(await updateCampaignStatus(db, storeId, id, status))) throw new NotFoundError(chatbotMessages.campaignNotFound);
  return campaignOut(await campaignOrNotFound(db, storeId, id), saoPauloToday(now));
}

/** Removes a campaign and its count of messages sent. */
export async function removeCampaign(db: Db, storeId: number, id: number): Promise<void> {
  if (!(await deleteCampaign(db, storeId, id))) throw new NotFoundError(chatbotMessages.campaignNotFound);
}

/**
 * Who the campaign goes to: its customers with a valid phone who did not opt out, in name order,
 * each with whether its message was already opened; the others are counted, not listed.
 */
export async function getCampaignRecipients(
  db: Db,
  storeId: number,
  id: number,
  now = new Date(),
): Promise<CampaignRecipients> {
  const campaign = await campaignOrNotFound(db, storeId, id);
  const rows = await listCampaignCustomers(db, storeId, id, now);
  const destinatarios: CampaignRecipients['destinatarios'] = [];
  const ignorados = { optOut: 0, semTelefone: 0 };
  for (const { telefoneValido, ...customer } of rows) {
    if (customer.whatsappOptOut) ignorados.optOut += 1;
    else if (!telefoneValido) ignorados.semTelefone += 1;
    else destinatarios.push(customer);
  }
  return { campanha: campaignOut(campaign, saoPauloToday(now)), destinatarios, ignorados };
}

/**
 * Records that the owner opened this customer's message of the campaign in WhatsApp, once per
 * customer. Refused for a paused campaign or one outside its dates (409), a customer who is not
 * the shop's or not the campaign's (404), or one who opted out or has no valid phone (409).
 */
export async function recordCampaignSend(
  db: Db,
  storeId: number,
  id: number,
  customerId: number,
  now = new Date(),
): Promise<CampaignSend> {
  const campaign = await campaignOrNotFound(db, storeId, id);
  if (campaign.status === 'pausada')
    throw new ConflictError(chatbotMessages.campaignPaused, undefined, 'campaign_paused');
  const period = campaignPeriod(campaign.dataInicio, campaign.dataFim, saoPauloToday(now));
  if (period === 'agendada' && campaign.dataInicio)
    throw new ConflictError(chatbotMessages.campaignNotStarted(campaign.dataInicio), undefined, 'campaign_not_started');
  if (period === 'encerrada' && campaign.dataFim)
    throw new ConflictError(chatbotMessages.campaignEnded(campaign.dataFim), undefined, 'campaign_ended');

  const customer = await findCampaignCustomer(db, storeId, id, customerId);
  if (!customer) throw new NotFoundError(chatbotMessages.customerNotFound);
  if (!customer.naCampanha) throw new NotFoundError(chatbotMessages.notInCampaign);
  if (customer.optOut) throw new ConflictError(chatbotMessages.optedOut, undefined, 'opted_out');
  if (!customer.telefoneValido) throw new ConflictError(chatbotMessages.noPhone, undefined, 'no_phone');

  const nova = await insertCampaignSend(db, storeId, id, customerId);
  return { nova, enviadas: await countCampaignSends(db, storeId, id) };
}
