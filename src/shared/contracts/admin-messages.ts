import { z } from 'zod';
import { text } from './text.ts';

/** Broadcasts from the super admin ('Central de Mensagens'), shown in every owner's panel while they exist. */

export const ADMIN_MESSAGE_TITLE_MAX = 120;
export const ADMIN_MESSAGE_CONTENT_MAX = 2000;

export const adminMessageTexts = {
  required: 'Preencha todos os campos.',
  titleTooLong: `Use no máximo ${ADMIN_MESSAGE_TITLE_MAX} caracteres no título.`,
  contentTooLong: `Use no máximo ${ADMIN_MESSAGE_CONTENT_MAX} caracteres na mensagem.`,
  invalidRequest: 'Requisição inválida.',
  sentTitle: 'Mensagem Enviada',
  sent: 'Mensagem foi enviada para todos os clientes.',
  removedTitle: 'Mensagem Removida',
  removed: 'Mensagem foi removida com sucesso.',
  notFound: 'Mensagem não encontrada.',
  sendError: 'Erro ao enviar a mensagem. Tente novamente.',
  removeError: 'Erro ao remover a mensagem. Tente novamente.',
  dismissError: 'Não foi possível dispensar a mensagem. Tente novamente.',
  confirmRemove: (titulo: string) =>
    `Remover a mensagem "${titulo}"? Ela deixa de aparecer no painel de todas as lojas.`,
} as const;

export const adminMessageInputSchema = z.object(
  {
    titulo: text({ error: adminMessageTexts.required })
      .trim()
      .min(1, adminMessageTexts.required)
      .max(ADMIN_MESSAGE_TITLE_MAX, adminMessageTexts.titleTooLong),
    conteudo: text({ error: adminMessageTexts.required })
      .trim()
      .min(1, adminMessageTexts.required)
      .max(ADMIN_MESSAGE_CONTENT_MAX, adminMessageTexts.contentTooLong),
  },
  { error: adminMessageTexts.invalidRequest },
);
export type AdminMessageInput = z.input<typeof adminMessageInputSchema>;
export type AdminMessageFields = z.output<typeof adminMessageInputSchema>;

export const adminMessageSchema = z.object({
  id: z.number(),
  titulo: z.string(),
  conteudo: z.string(),
  ativa: z.boolean(),
  createdAt: z.string(),
});
export type AdminMessage = z.infer<typeof adminMessageSchema>;

export const adminMessageListSchema = z.object({ mensagens: z.array(adminMessageSchema) });
export type AdminMessageList = z.infer<typeof adminMessageListSchema>;

/** What an owner's panel shows: the active messages the shop has not dismissed. */
export const ownerMessageSchema = adminMessageSchema.pick({ id: true, titulo: true, conteudo: true, createdAt: true });
export type OwnerMessage = z.infer<typeof ownerMessageSchema>;

export const ownerMessageListSchema = z.object({ mensagens: z.array(ownerMessageSchema) });
export type OwnerMessageList = z.infer<typeof ownerMessageListSchema>;
