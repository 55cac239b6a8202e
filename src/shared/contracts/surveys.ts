import { z } from 'zod';
import { text } from './text.ts';

/**
 * Pesquisa de Satisfação: the shop's five questions (editable), the public form a customer answers
 * on a phone (optional name, five ratings from 1 to 5, a comment) and the owner's report.
 */

export const SURVEY_QUESTION_COUNT = 5;
export const SURVEY_QUESTION_MAX = 150;
export const SURVEY_NAME_MAX = 80;
export const SURVEY_COMMENT_MAX = 500;
/** A rating of 4 or 5 counts as positive (spec part 2, section 9). */
export const POSITIVE_RATING = 4;
/** The report lists this many of the latest surveys (spec part 2, section 9). */
export const SURVEY_REPORT_LATEST = 5;

/** The questions every shop starts with, until its owner changes them. */
export const defaultSurveyQuestions: readonly string[] = [
  'Como você avalia o nosso atendimento?',
  'Como você avalia a qualidade dos nossos produtos?',
  'Como você avalia os nossos preços?',
  'Como você avalia o ambiente e a limpeza da loja?',
  'Qual a chance de você recomendar a nossa loja a um amigo?',
];

/** The words of each rating, 1 to 5. */
export const ratingLabels: Record<number, string> = {
  1: 'Péssimo',
  2: 'Ruim',
  3: 'Regular',
  4: 'Bom',
  5: 'Excelente',
};

export const surveyMessages = {
  questionRequired: 'Preencha as cinco perguntas.',
  questionTooLong: `Use no máximo ${SURVEY_QUESTION_MAX} caracteres em cada pergunta.`,
  questionsSaved: 'Perguntas Salvas',
  questionsSaveError: 'Erro ao salvar as perguntas. Tente novamente.',
  ratingsRequired: 'Responda as cinco perguntas com notas de 1 a 5.',
  nameTooLong: `Use no máximo ${SURVEY_NAME_MAX} caracteres no nome.`,
  commentTooLong: `Use no máximo ${SURVEY_COMMENT_MAX} caracteres no comentário.`,
  invalidRequest: 'Requisição inválida.',
  sent: 'Pesquisa Enviada',
  sentText: 'Obrigado pela sua avaliação!',
  sendError: 'Não foi possível enviar a pesquisa. Tente novamente.',
  linkCopied: 'Link Copiado',
  copyFailed: 'Não foi possível copiar. Selecione o link e copie manualmente.',
  anonymous: 'Anônimo',
  printTitle: 'Avalie nosso atendimento',
  printHint: 'Aponte a câmera do celular para o QR Code e responda em menos de 1 minuto.',
  loadError: 'Não foi possível carregar a pesquisa. Tente novamente.',
  reportLoadError: 'Não foi possível carregar o relatório. Tente novamente.',
  reportEmpty: 'Nenhuma pesquisa respondida ainda.',
} as const;

/** One question as the owner types it: required, trimmed, at most SURVEY_QUESTION_MAX characters. */
const questionSchema = text({ error: surveyMessages.questionRequired })
  .trim()
  .min(1, surveyMessages.questionRequired)
  .max(SURVEY_QUESTION_MAX, surveyMessages.questionTooLong);

export const surveyQuestionsInputSchema = z.object(
  {
    perguntas: z
      .array(questionSchema, { error: surveyMessages.questionRequired })
      .length(SURVEY_QUESTION_COUNT, surveyMessages.questionRequired),
  },
  { error: surveyMessages.invalidRequest },
);
export type SurveyQuestionsInput = z.output<typeof surveyQuestionsInputSchema>;

export const surveyQuestionsSchema = z.object({
  perguntas: z.array(z.string()),
  /** True while the shop uses the default questions (never saved its own). */
  padrao: z.boolean(),
});
export type SurveyQuestions = z.infer<typeof surveyQuestionsSchema>;

/** What the public survey page needs: the shop's name and its questions. */
export const publicSurveySchema = z.object({
  loja: z.object({ id: z.number(), nomeEmpresa: z.string() }),
  perguntas: z.array(z.string()),
});
export type PublicSurvey = z.infer<typeof publicSurveySchema>;

const ratingSchema = z
  .number({ error: surveyMessages.ratingsRequired })
  .int(surveyMessages.ratingsRequired)
  .min(1, surveyMessages.ratingsRequired)
  .max(5, surveyMessages.ratingsRequired);

/** A customer's answers. Unknown fields are refused, so nothing else can be slipped in. */
export const surveySubmitSchema = z.strictObject(
  {
    nome: text({ error: surveyMessages.nameTooLong })
      .trim()
      .max(SURVEY_NAME_MAX, surveyMessages.nameTooLong)
      .optional(),
    respostas: z
      .array(ratingSchema, { error: surveyMessages.ratingsRequired })
      .length(SURVEY_QUESTION_COUNT, surveyMessages.ratingsRequired),
    comentario: text({ error: surveyMessages.commentTooLong })
      .trim()
      .max(SURVEY_COMMENT_MAX, surveyMessages.commentTooLong)
      .optional(),
  },
  { error: surveyMessages.invalidRequest },
);
export type SurveySubmitInput = z.input<typeof surveySubmitSchema>;
export type SurveySubmit = z.output<typeof surveySubmitSchema>;

export const surveySubmitResultSchema = z.object({ id: z.number() });

/** One answered survey as the report lists it. */
export const surveyEntrySchema = z.object({
  id: z.number(),
  /** The customer's name, or 'Anônimo'. */
  nome: z.string(),
  /** When it was sent (ISO). */
  data: z.string(),
  /** The questions as they were asked, and the ratings given to them (1 to 5). */
  perguntas: z.array(z.string()),
  respostas: z.array(z.number()),
  comentario: z.string(),
});
export type SurveyEntry = z.infer<typeof surveyEntrySchema>;

export const surveyReportSchema = z.object({
  /** Surveys answered. */
  total: z.number().int(),
  /** The average of every rating (1 decimal), or null without surveys. */
  mediaGeral: z.number().nullable(),
  /** Share of ratings of 4 or 5 over all questions, in percent (0 to 100, whole), or null. */
  positivoGeral: z.number().nullable(),
  /** Per question (by position; the texts are the current ones): average and share of positive ratings. */
  perguntas: z.array(z.object({ pergunta: z.string(), media: z.number().nullable(), positivo: z.number().nullable() })),
  /** The latest surveys, newest first. */
  ultimas: z.array(surveyEntrySchema),
});
export type SurveyReport = z.infer<typeof surveyReportSchema>;

/** '4,3' (pt-BR, one decimal). */
export function formatRating(value: number): string {
  return value.toLocaleString('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}
