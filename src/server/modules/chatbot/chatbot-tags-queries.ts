import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { campaigns, campaignTags, tagMembers, tags } from '../../db/schema/crm.ts';
import { customers } from '../../db/schema/customers.ts';
import { crmCustomerColumns } from '../crm/crm-customers-queries.ts';

const tagColumns = {
  id: tags.id,
  nome: tags.nome,
  cor: tags.cor,
  // Spelled with table names: drizzle prints select-list columns unqualified.
  totalClientes: sql<number>`(select count(*) from ${tagMembers} tm where tm.tag_id = "tags"."id")::int`.mapWith(
    Number,
  ),
};

export interface TagValues {
  nome: string;
  cor: string;
}

export async function listTags(db: Db, storeId: number) {
  return db
    .select(tagColumns)
    .from(tags)
    .where(eq(tags.storeId, storeId))
    .orderBy(asc(sql`lower(${tags.nome})`), asc(tags.id));
}

export async function findTag(db: Db, storeId: number, id: number) {
  const [row] = await db
    .select(tagColumns)
    .from(tags)
    .where(and(eq(tags.id, id), eq(tags.storeId, storeId)));
  return row;
}

/**
 * Locks the shop's tag until the transaction ends (`update` before removing it, `share` before
 * pointing at it), so a removal and a new use of it cannot cross. False when the shop has no such tag.
 */
export async function lockTag(db: Db, storeId: number, id: number, mode: 'update' | 'share'): Promise<boolean> {
  const rows = await db
    .select({ id: tags.id })
    .from(tags)
    .where(and(eq(tags.id, id), eq(tags.storeId, storeId)))
    .for(mode);
  return rows.length > 0;
}

/** Locks (for share) the shop's tags among `ids`; returns how many of them the shop has. */
export async function lockShopTags(db: Db, storeId: number, ids: number[]): Promise<number> {
  const rows = await db
    .select({ id: tags.id })
    .from(tags)
    .where(and(eq(tags.storeId, storeId), inArray(tags.id, ids)))
    .for('share');
  return rows.length;
}

/** Whether another of the shop's tags has this name, ignoring case. */
export async function tagNameTaken(db: Db, storeId: number, nome: string, exceptId?: number): Promise<boolean> {
  const rows = await db
    .select({ id: tags.id })
    .from(tags)
    .where(
      and(
        eq(tags.storeId, storeId),
        sql`lower(${tags.nome}) = lower(${nome})`,
        exceptId === undefined ? undefined : ne(tags.id, exceptId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function insertTag(db: Db, storeId: number, values: TagValues): Promise<number> {
  const [row] = await db
    .insert(tags)
    .values({ storeId, ...values })
    .returning({ id: tags.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export async function updateTag(db: Db, storeId: number, id: number, values: TagValues): Promise<boolean> {
  const rows = await db
    .update(tags)
    .set(values)
    .where(and(eq(tags.id, id), eq(tags.storeId, storeId)))
    .returning({ id: tags.id });
  return rows.length > 0;
}

export async function deleteTag(db: Db, storeId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(tags)
    .where(and(eq(tags.id, id), eq(tags.storeId, storeId)))
    .returning({ id: tags.id });
  return rows.length > 0;
}

/** The name of one of the shop's campaigns sent to this tag, if any. */
export async function campaignUsingTag(db: Db, storeId: number, tagId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ nome: campaigns.nome })
    .from(campaignTags)
    .innerJoin(campaigns, and(eq(campaigns.storeId, campaignTags.storeId), eq(campaigns.id, campaignTags.campaignId)))
    .where(and(eq(campaignTags.storeId, storeId), eq(campaignTags.tagId, tagId)))
    .orderBy(asc(campaigns.id))
    .limit(1);
  return row?.nome;
}

/** The tag's customers in name order, as CRM messages need them. */
export async function listTagMembers(db: Db, storeId: number, tagId: number, now: Date) {
  return db
    .select(crmCustomerColumns(now))
    .from(tagMembers)
    .innerJoin(customers, and(eq(customers.id, tagMembers.customerId), eq(customers.storeId, storeId)))
    .where(and(eq(tagMembers.storeId, storeId), eq(tagMembers.tagId, tagId)))
    .orderBy(asc(customers.nome), asc(customers.id));
}

/** How many of `ids` are the shop's customers. */
export async function countShopCustomers(db: Db, storeId: number, ids: number[]): Promise<number> {
  return db.$count(customers, and(eq(customers.storeId, storeId), inArray(customers.id, ids)));
}

/** Puts the shop's customers among `ids` on the tag (those already on it stay as they were). */
export async function addTagMembers(db: Db, storeId: number, tagId: number, ids: number[]): Promise<void> {
  await db.execute(sql`
    insert into ${tagMembers} (store_id, tag_id, customer_id)
    select ${customers.storeId}, ${tagId}::int, ${customers.id}
    from ${customers}
    where ${customers.storeId} = ${storeId} and ${inArray(customers.id, ids)}
    order by ${customers.id}
    on conflict (store_id, tag_id, customer_id) do nothing
  `);
}

export async function removeTagMember(db: Db, storeId: number, tagId: number, customerId: number): Promise<boolean> {
  const rows = await db
    .delete(tagMembers)
    .where(and(eq(tagMembers.storeId, storeId), eq(tagMembers.tagId, tagId), eq(tagMembers.customerId, customerId)))
    .returning({ tagId: tagMembers.tagId });
  return rows.length > 0;
}
