import { z } from 'zod';
import {
  SURVEY_COMMENT_MAX,
  SURVEY_NAME_MAX,
  SURVEY_QUESTION_COUNT,
  SURVEY_QUESTION_MAX,
  surveyMessages,
} from '../surveys.ts';
import { text } from './text.ts';

/**
 * Pesquisa de Satisfação: the shop's five questions (editable), the public form a customer answers
 * on a phone (optional name, five ratings from 1 to 5, a comment) and the owner's report.
 */

// The survey's limits, texts and helpers live without zod in src/shared/surveys.ts (the public
// form imports them from there); the server's modules may keep reading them from the contract.
export {
  defaultSurveyQuestions,
  formatRating,
  POSITIVE_RATING,
  ratingLabels,
  SURVEY_COMMENT_MAX,
  SURVEY_NAME_MAX,
  SURVEY_QUESTION_COUNT,
  SURVEY_QUESTION_MAX,
  SURVEY_REPORT_LATEST,
  surveyMessages,
} from '../surveys.ts';

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
