import {
  type ChatbotTemplate,
  type ChatbotTemplateFields,
  type ChatbotTemplateList,
  chatbotMessages,
  chatbotTemplateDefaults,
} from '../../../shared/contracts/chatbot.ts';
import type { Db } from '../../db/client.ts';
import { NotFoundError } from '../../errors.ts';
import {
  deleteChatbotTemplate,
  insertChatbotTemplate,
  listChatbotTemplates,
  seedChatbotTemplates,
  updateChatbotTemplate,
} from './chatbot-templates-queries.ts';

/**
 * The shop's chatbot templates. A shop with none (a new one, or one that removed them all) gets
 * the built-in defaults written as its own, to change or remove like any other.
 */
export async function getChatbotTemplates(db: Db, storeId: number): Promise<ChatbotTemplateList> {
  const rows = await listChatbotTemplates(db, storeId);
  if (rows.length > 0) return { templates: rows };
  await seedChatbotTemplates(db, storeId, chatbotTemplateDefaults);
  return { templates: await listChatbotTemplates(db, storeId) };
}

export async function addChatbotTemplate(
  db: Db,
  storeId: number,
  input: ChatbotTemplateFields,
): Promise<ChatbotTemplate> {
  return insertChatbotTemplate(db, storeId, input);
}

export async function editChatbotTemplate(
  db: Db,
  storeId: number,
  id: number,
  input: ChatbotTemplateFields,
): Promise<ChatbotTemplate> {
  const row = await updateChatbotTemplate(db, storeId, id, input);
  if (!row) throw new NotFoundError(chatbotMessages.templateNotFound);
  return row;
}

export async function removeChatbotTemplate(db: Db, storeId: number, id: number): Promise<void> {
  if (!(await deleteChatbotTemplate(db, storeId, id))) throw new NotFoundError(chatbotMessages.templateNotFound);
}
