/** The satisfaction survey's limits, texts and helpers, without zod (safe for the public form's bundle). */

export const SURVEY_QUESTION_COUNT = 5;
export const SURVEY_QUESTION_MAX = 150;
export const SURVEY_NAME_MAX = 80;
export const SURVEY_COMMENT_MAX = 500;
/** A rating of 4 or 5 counts as positive. */
export const POSITIVE_RATING = 4;
/** The report lists this many of the latest surveys. */
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
  reportEmpty: 'Nenhuma pesquisa respondida ainda.',
} as const;

/** '4,3' (pt-BR, one decimal). */
export function formatRating(value: number): string {
  return value.toLocaleString('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}
