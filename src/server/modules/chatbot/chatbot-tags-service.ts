import { chatbotMessages, type Tag, type TagFields, type TagMembers } from '../../../shared/contracts/chatbot.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { ConflictError, NotFoundError } from '../../errors.ts';
import {
  addTagMembers,
  campaignUsingTag,
  countShopCustomers,
  deleteTag,
  findTag,
  insertTag,
  listTagMembers,
  listTags,
  lockTag,
  removeTagMember,
  tagNameTaken,
  updateTag,
} from './chatbot-tags-queries.ts';

const nameTaken = () =>
  new ConflictError(chatbotMessages.tagNameTaken, { nome: chatbotMessages.tagNameTaken }, 'tag_name_taken');

export async function getTags(db: Db, storeId: number): Promise<{ etiquetas: Tag[] }> {
  return { etiquetas: await listTags(db, storeId) };
}

async function tagOrNotFound(db: Db, storeId: number, id: number): Promise<Tag> {
  const tag = await findTag(db, storeId, id);
  if (!tag) throw new NotFoundError(chatbotMessages.tagNotFound);
  return tag;
}

/** A new tag; its name is the shop's only one of that spelling, whatever the case (409 otherwise). */
export async function addTag(db: Db, storeId: number, input: TagFields): Promise<Tag> {
  if (await tagNameTaken(db, storeId, input.nome)) throw nameTaken();
  try {
    const id = await insertTag(db, storeId, input);
    return await tagOrNotFound(db, storeId, id);
  } catch (err) {
    if (isUniqueViolation(err, 'tags_store_nome_unique')) throw nameTaken();
    throw err;
  }
}

export async function editTag(db: Db, storeId: number, id: number, input: TagFields): Promise<Tag> {
  await tagOrNotFound(db, storeId, id);
  if (await tagNameTaken(db, storeId, input.nome, id)) throw nameTaken();
  try {
    if (!(await updateTag(db, storeId, id, input))) throw new NotFoundError(chatbotMessages.tagNotFound);
  } catch (err) {
    if (isUniqueViolation(err, 'tags_store_nome_unique')) throw nameTaken();
    throw err;
  }
  return tagOrNotFound(db, storeId, id);
}

/**
 * Removes a tag and takes it off its customers. A tag a campaign is sent to stays (409): without
 * it the campaign would silently reach every customer.
 */
export async function removeTag(db: Db, storeId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await lockTag(tx, storeId, id, 'update'))) throw new NotFoundError(chatbotMessages.tagNotFound);
    const campaign = await campaignUsingTag(tx, storeId, id);
    if (campaign !== undefined)
      throw new ConflictError(chatbotMessages.tagInCampaign(campaign), undefined, 'tag_in_campaign');
    await deleteTag(tx, storeId, id);
  });
}

export async function getTagMembers(db: Db, storeId: number, id: number, now = new Date()): Promise<TagMembers> {
  await tagOrNotFound(db, storeId, id);
  return { clientes: await listTagMembers(db, storeId, id, now) };
}

/**
 * Puts customers on a tag (those already on it stay). Every id must be one of the shop's
 * customers, or nothing changes (404).
 */
export async function addCustomersToTag(
  db: Db,
  storeId: number,
  id: number,
  customerIds: number[],
  now = new Date(),
): Promise<TagMembers> {
  const ids = [...new Set(customerIds)];
  await db.transaction(async (tx) => {
    if (!(await lockTag(tx, storeId, id, 'share'))) throw new NotFoundError(chatbotMessages.tagNotFound);
    if ((await countShopCustomers(tx, storeId, ids)) !== ids.length)
      throw new NotFoundError(chatbotMessages.customerNotFound);
    await addTagMembers(tx, storeId, id, ids);
  });
  return { clientes: await listTagMembers(db, storeId, id, now) };
}

export async function removeCustomerFromTag(db: Db, storeId: number, id: number, customerId: number): Promise<void> {
  if (await removeTagMember(db, storeId, id, customerId)) return;
  await tagOrNotFound(db, storeId, id);
  throw new NotFoundError(chatbotMessages.memberNotFound);
}
