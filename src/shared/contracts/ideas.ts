import { z } from 'zod';
import { text } from './text.ts';

/** Ideas a shop sends to the platform; the super admin moves their status on. */

export const IDEA_TITLE_MAX = 100;
export const IDEA_REASON_MAX = 500;

export const ideaStatuses = ['enviada', 'em_analise', 'implementada', 'recusada'] as const;
export const ideaStatusSchema = z.enum(ideaStatuses, { error: 'Status inválido.' });
export type IdeaStatus = z.infer<typeof ideaStatusSchema>;

export const ideaStatusLabels: Record<IdeaStatus, string> = {
  enviada: 'Enviada',
  em_analise: 'Em análise',
  implementada: 'Implementada',
  recusada: 'Recusada',
};

/** Where each status can go: enviada → em análise → implementada or recusada. */
const nextStatuses: Record<IdeaStatus, readonly IdeaStatus[]> = {
  enviada: ['em_analise'],
  em_analise: ['implementada', 'recusada'],
  implementada: [],
  recusada: [],
};

export function nextIdeaStatuses(status: IdeaStatus): readonly IdeaStatus[] {
  return nextStatuses[status];
}

export const ideaMessages = {
  required: 'Preencha o título e o motivo da ideia.',
  titleTooLong: `Use no máximo ${IDEA_TITLE_MAX} caracteres no título.`,
  reasonTooLong: `Use no máximo ${IDEA_REASON_MAX} caracteres no motivo.`,
  invalidRequest: 'Requisição inválida.',
  sentTitle: 'Sucesso!',
  sent: 'Sua ideia foi enviada. Obrigado por ajudar a melhorar a plataforma!',
  sendError: 'Erro ao enviar a ideia. Tente novamente.',
  notFound: 'Ideia não encontrada.',
  statusUpdated: 'Status Atualizado',
  statusNow: (status: IdeaStatus) => `A ideia agora está como "${ideaStatusLabels[status]}".`,
  statusNotAllowed: (from: IdeaStatus, to: IdeaStatus) =>
    `Não é possível passar uma ideia de "${ideaStatusLabels[from]}" para "${ideaStatusLabels[to]}".`,
  statusError: 'Não foi possível atualizar o status. Tente novamente.',
  tooMany: 'Você já enviou muitas ideias hoje. Tente novamente amanhã.',
} as const;

/** An idea as the owner types it. */
export const ideaInputSchema = z.object(
  {
    titulo: text({ error: ideaMessages.required })
      .trim()
      .min(1, ideaMessages.required)
      .max(IDEA_TITLE_MAX, ideaMessages.titleTooLong),
    motivo: text({ error: ideaMessages.required })
      .trim()
      .min(1, ideaMessages.required)
      .max(IDEA_REASON_MAX, ideaMessages.reasonTooLong),
  },
  { error: ideaMessages.invalidRequest },
);
export type IdeaInput = z.input<typeof ideaInputSchema>;
export type IdeaFields = z.output<typeof ideaInputSchema>;

export const ideaSchema = z.object({
  id: z.number(),
  titulo: z.string(),
  motivo: z.string(),
  status: ideaStatusSchema,
  createdAt: z.string(),
});
export type Idea = z.infer<typeof ideaSchema>;

export const ideaListSchema = z.object({ ideias: z.array(ideaSchema) });
export type IdeaList = z.infer<typeof ideaListSchema>;

/** An idea as the super admin sees it: with the shop that sent it. */
export const adminIdeaSchema = ideaSchema.extend({ storeId: z.number(), nomeEmpresa: z.string() });
export type AdminIdea = z.infer<typeof adminIdeaSchema>;

export const adminIdeaListSchema = z.object({ ideias: z.array(adminIdeaSchema) });
export type AdminIdeaList = z.infer<typeof adminIdeaListSchema>;

export const adminIdeaQuerySchema = z.object({ status: ideaStatusSchema.optional() });

export const setIdeaStatusSchema = z.object({ status: ideaStatusSchema }, { error: ideaMessages.invalidRequest });
