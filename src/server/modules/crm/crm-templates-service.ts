import {
  type CrmTemplate,
  type CrmTemplateList,
  crmTemplateMessages,
} from '../../../shared/contracts/crm-templates.ts';
import { CRM_TEMPLATE_KEYS, type CrmTemplateKey, crmTemplateDefaults } from '../../../shared/crm.ts';
import type { Db } from '../../db/client.ts';
import { NotFoundError } from '../../errors.ts';
import { deleteTemplateText, listTemplateTexts, upsertTemplateText } from './crm-templates-queries.ts';

function templateKey(key: string): CrmTemplateKey {
  const found = CRM_TEMPLATE_KEYS.find((k) => k === key);
  if (!found) throw new NotFoundError(crmTemplateMessages.notFound);
  return found;
}

function template(key: CrmTemplateKey, own: string | undefined): CrmTemplate {
  const builtIn = crmTemplateDefaults[key];
  return { key, nome: builtIn.nome, texto: own ?? builtIn.texto, padrao: own === undefined };
}

/** The five templates in the spec's order, each in the shop's words where it changed it. */
export async function getCrmTemplates(db: Db, storeId: number): Promise<CrmTemplateList> {
  const own = new Map((await listTemplateTexts(db, storeId)).map((row) => [row.key, row.texto]));
  return { templates: CRM_TEMPLATE_KEYS.map((key) => template(key, own.get(key))) };
}

/** The shop's text for a template; the built-in text itself counts as going back to it. */
export async function saveCrmTemplate(db: Db, storeId: number, rawKey: string, texto: string): Promise<CrmTemplate> {
  const key = templateKey(rawKey);
  if (texto === crmTemplateDefaults[key].texto) return restoreCrmTemplate(db, storeId, key);
  await upsertTemplateText(db, storeId, key, texto);
  return template(key, texto);
}

export async function restoreCrmTemplate(db: Db, storeId: number, rawKey: string): Promise<CrmTemplate> {
  const key = templateKey(rawKey);
  await deleteTemplateText(db, storeId, key);
  return template(key, undefined);
}
