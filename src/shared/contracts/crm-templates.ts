import { z } from 'zod';
import { CRM_TEMPLATE_KEYS } from '../crm.ts';
import { text } from './text.ts';

/** The CRM's five built-in message templates, each in the shop's own words where it changed them. */

export const CRM_TEMPLATE_MAX = 1000;

export const crmTemplateMessages = {
  required: 'Escreva o texto do template.',
  tooLong: `Use no máximo ${CRM_TEMPLATE_MAX} caracteres no template.`,
  notFound: 'Template não encontrado.',
  invalidRequest: 'Requisição inválida.',
  restored: 'O texto padrão foi restaurado.',
  saveError: 'Erro ao salvar o template. Tente novamente.',
  restoreError: 'Erro ao restaurar o template. Tente novamente.',
} as const;

export const crmTemplateSchema = z.object({
  key: z.enum(CRM_TEMPLATE_KEYS),
  nome: z.string(),
  texto: z.string(),
  /** True while the shop uses the built-in text. */
  padrao: z.boolean(),
});
export type CrmTemplate = z.infer<typeof crmTemplateSchema>;

export const crmTemplateListSchema = z.object({ templates: z.array(crmTemplateSchema) });
export type CrmTemplateList = z.infer<typeof crmTemplateListSchema>;

/** Any text: a key that is not one of the five answers 404, as an unknown record does. */
export const crmTemplateParamsSchema = z.object({
  key: text({ error: crmTemplateMessages.notFound }),
});

export const crmTemplateInputSchema = z.object(
  {
    texto: text({ error: crmTemplateMessages.required })
      .trim()
      .min(1, crmTemplateMessages.required)
      .max(CRM_TEMPLATE_MAX, crmTemplateMessages.tooLong),
  },
  { error: crmTemplateMessages.invalidRequest },
);
export type CrmTemplateInput = z.input<typeof crmTemplateInputSchema>;
