import { and, asc, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { CampaignStatus } from '../../../shared/contracts/chatbot.ts';
import type { Db } from '../../db/client.ts';
import { campaignSends, campaigns, campaignTags, tagMembers } from '../../db/schema/crm.ts';
import { customers } from '../../db/schema/customers.ts';
import { crmCustomerColumns } from '../crm/crm-customers-queries.ts';

/*
 * Drizzle prints a column inside a select list without its table ("id"), which inside a subquery
 * may name the inner table's column. The correlated fragments below therefore spell every column
 * with its table or alias.
 */

/** The customer's phone can receive a message: the same rule as isValidPhone (src/shared/phone.ts). */
const validPhone = sql<boolean>`(regexp_replace("customers"."telefone", '[^0-9]', '', 'g') ~ '^[1-9]{2}(9[0-9]{8}|[2-8][0-9]{7})$')`;
const optedOut = sql<boolean>`("customers"."whatsapp_opt_out_at" is not null)`;

/** The customer ("customers") belongs to the campaign: it has one of the campaign's tags, or the campaign has none. */
function inCampaign(campaignId: SQL | number): SQL<boolean> {
  return sql<boolean>`(
    not exists (select 1 from ${campaignTags} ct where ct.campaign_id = ${campaignId})
    or exists (
      select 1 from ${campaignTags} ct
      join ${tagMembers} tm on tm.tag_id = ct.tag_id
      where ct.campaign_id = ${campaignId} and tm.customer_id = "customers"."id"
    )
  )`;
}

const campaignColumns = {
  id: campaigns.id,
  nome: campaigns.nome,
  mensagem: campaigns.mensagem,
  tagIds: sql<number[]>`coalesce((
    select json_agg(ct.tag_id order by ct.tag_id) from ${campaignTags} ct where ct.campaign_id = "campaigns"."id"
  ), '[]'::json)`,
  dataInicio: campaigns.dataInicio,
  dataFim: campaigns.dataFim,
  status: campaigns.status,
  alvo: sql<number>`(
    select count(*) from ${customers}
    where "customers"."store_id" = "campaigns"."store_id" and not ${optedOut} and ${validPhone}
      and ${inCampaign(sql`"campaigns"."id"`)}
  )::int`.mapWith(Number),
  enviadas: sql<number>`(
    select count(*) from ${campaignSends} cs where cs.campaign_id = "campaigns"."id"
  )::int`.mapWith(Number),
  criadaEm: campaigns.createdAt,
};

export type CampaignRow = Awaited<ReturnType<typeof listCampaigns>>[number];

export interface CampaignValues {
  nome: string;
  mensagem: string;
  dataInicio: string | null;
  dataFim: string | null;
}

export async function listCampaigns(db: Db, storeId: number) {
  return db.select(campaignColumns).from(campaigns).where(eq(campaigns.storeId, storeId)).orderBy(desc(campaigns.id));
}

export async function findCampaign(db: Db, storeId: number, id: number): Promise<CampaignRow | undefined> {
  const [row] = await db
    .select(campaignColumns)
    .from(campaigns)
    .where(and(eq(campaigns.id, id), eq(campaigns.storeId, storeId)));
  return row;
}

export async function insertCampaign(db: Db, storeId: number, values: CampaignValues): Promise<number> {
  const [row] = await db
    .insert(campaigns)
    .values({ storeId, ...values })
    .returning({ id: campaigns.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export async function insertCampaignTags(db: Db, storeId: number, campaignId: number, tagIds: number[]) {
  await db.insert(campaignTags).values(tagIds.map((tagId) => ({ storeId, campaignId, tagId })));
}

export async function updateCampaignStatus(db: Db, storeId: number, id: number, status: CampaignStatus) {
  const rows = await db
    .update(campaigns)
    .set({ status })
    .where(and(eq(campaigns.id, id), eq(campaigns.storeId, storeId)))
    .returning({ id: campaigns.id });
  return rows.length > 0;
}

export async function deleteCampaign(db: Db, storeId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(campaigns)
    .where(and(eq(campaigns.id, id), eq(campaigns.storeId, storeId)))
    .returning({ id: campaigns.id });
  return rows.length > 0;
}

/** Every customer of the campaign in name order, with whether each can receive it and was sent it. */
export async function listCampaignCustomers(db: Db, storeId: number, campaignId: number, now: Date) {
  return db
    .select({
      ...crmCustomerColumns(now),
      telefoneValido: validPhone,
      enviada: sql<boolean>`exists (
        select 1 from ${campaignSends} cs where cs.campaign_id = ${campaignId} and cs.customer_id = "customers"."id"
      )`,
    })
    .from(customers)
    .where(and(eq(customers.storeId, storeId), isNull(customers.anonymizedAt), inCampaign(campaignId)))
    .orderBy(asc(customers.nome), asc(customers.id));
}

/** One of the shop's customers as a campaign send needs it; undefined when the shop has no such customer. */
export async function findCampaignCustomer(db: Db, storeId: number, campaignId: number, customerId: number) {
  const [row] = await db
    .select({ naCampanha: inCampaign(campaignId), optOut: optedOut, telefoneValido: validPhone })
    .from(customers)
    .where(and(eq(customers.storeId, storeId), eq(customers.id, customerId)));
  return row;
}

/** Counts the customer's message of the campaign once; true when this call counted it. */
export async function insertCampaignSend(db: Db, storeId: number, campaignId: number, customerId: number) {
  const rows = await db
    .insert(campaignSends)
    .values({ storeId, campaignId, customerId })
    .onConflictDoNothing({ target: [campaignSends.storeId, campaignSends.campaignId, campaignSends.customerId] })
    .returning({ customerId: campaignSends.customerId });
  return rows.length > 0;
}

export async function countCampaignSends(db: Db, storeId: number, campaignId: number): Promise<number> {
  return db.$count(campaignSends, and(eq(campaignSends.storeId, storeId), eq(campaignSends.campaignId, campaignId)));
}
