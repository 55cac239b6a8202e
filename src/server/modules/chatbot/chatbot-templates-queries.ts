import { and, asc, eq, sql } from 'drizzle-orm';
import type { ChatbotTemplateFields } from '../../../shared/contracts/chatbot.ts';
import type { Db } from '../../db/client.ts';
import { chatbotTemplates } from '../../db/schema/crm.ts';

const templateColumns = {
  id: chatbotTemplates.id,
  nome: chatbotTemplates.nome,
  categoria: chatbotTemplates.categoria,
  texto: chatbotTemplates.texto,
};

/** A key of its own for pg_advisory_xact_lock(key, storeId): one seeding of a shop's templates at a time. */
const TEMPLATE_SEED_LOCK = 7302;

/** The shop's templates by category (geral, promocional, retencao: also their alphabetical order), then name. */
export async function listChatbotTemplates(db: Db, storeId: number) {
  return db
    .select(templateColumns)
    .from(chatbotTemplates)
    .where(eq(chatbotTemplates.storeId, storeId))
    .orderBy(asc(chatbotTemplates.categoria), asc(sql`lower(${chatbotTemplates.nome})`), asc(chatbotTemplates.id));
}

/**
 * Writes `defaults` for a shop that has no template, once even when several first reads run at
 * the same time (they wait for each other on the shop's lock, then find the rows).
 */
export async function seedChatbotTemplates(db: Db, storeId: number, defaults: readonly ChatbotTemplateFields[]) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${TEMPLATE_SEED_LOCK}, ${storeId})`);
    if ((await tx.$count(chatbotTemplates, eq(chatbotTemplates.storeId, storeId))) > 0) return;
    await tx.insert(chatbotTemplates).values(defaults.map((d) => ({ storeId, ...d })));
  });
}

export async function findChatbotTemplate(db: Db, storeId: number, id: number) {
  const [row] = await db
    .select(templateColumns)
    .from(chatbotTemplates)
    .where(and(eq(chatbotTemplates.id, id), eq(chatbotTemplates.storeId, storeId)));
  return row;
}

export async function insertChatbotTemplate(db: Db, storeId: number, values: ChatbotTemplateFields) {
  const [row] = await db
    .insert(chatbotTemplates)
    .values({ storeId, ...values })
    .returning(templateColumns);
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateChatbotTemplate(db: Db, storeId: number, id: number, values: ChatbotTemplateFields) {
  const [row] = await db
    .update(chatbotTemplates)
    .set(values)
    .where(and(eq(chatbotTemplates.id, id), eq(chatbotTemplates.storeId, storeId)))
    .returning(templateColumns);
  return row;
}

export async function deleteChatbotTemplate(db: Db, storeId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(chatbotTemplates)
    .where(and(eq(chatbotTemplates.id, id), eq(chatbotTemplates.storeId, storeId)))
    .returning({ id: chatbotTemplates.id });
  return rows.length > 0;
}
