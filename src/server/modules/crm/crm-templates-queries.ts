import { and, eq, sql } from 'drizzle-orm';
import type { CrmTemplateKey } from '../../../shared/crm.ts';
import type { Db } from '../../db/client.ts';
import { crmTemplates } from '../../db/schema/crm.ts';

/** The shop's own texts of the built-in templates (only the ones it changed). */
export async function listTemplateTexts(db: Db, storeId: number) {
  return db
    .select({ key: crmTemplates.key, texto: crmTemplates.text })
    .from(crmTemplates)
    .where(eq(crmTemplates.storeId, storeId));
}

/** Stores the shop's text of one template, replacing the one it had. */
export async function upsertTemplateText(db: Db, storeId: number, key: CrmTemplateKey, texto: string) {
  await db
    .insert(crmTemplates)
    .values({ storeId, key, text: texto })
    .onConflictDoUpdate({
      target: [crmTemplates.storeId, crmTemplates.key],
      set: { text: texto, updatedAt: sql`now()` },
    });
}

/** Back to the built-in text: the shop's own one goes. */
export async function deleteTemplateText(db: Db, storeId: number, key: CrmTemplateKey) {
  await db.delete(crmTemplates).where(and(eq(crmTemplates.storeId, storeId), eq(crmTemplates.key, key)));
}
