import {
  defaultSurveyQuestions,
  type PublicSurvey,
  SURVEY_QUESTION_COUNT,
  SURVEY_REPORT_LATEST,
  type SurveyQuestions,
  type SurveyReport,
  type SurveySubmit,
  surveyMessages,
} from '../../../shared/contracts/surveys.ts';
import { messages } from '../../../shared/errors.ts';
import { storefrontTexts } from '../../../shared/storefront.ts';
import { hitRateLimit, type RateLimitRule } from '../../auth/rate-limit.ts';
import type { Db } from '../../db/client.ts';
import { NotFoundError, TooManyRequestsError } from '../../errors.ts';
import { notifyStoreEvent, STOREFRONT_CHANGED } from '../../plugins/store-events.ts';
import { assertStoreOpen } from '../storefront/store-availability.ts';
import {
  aggregateSurveys,
  findQuestions,
  findStoreSurvey,
  insertSurvey,
  listLatestSurveys,
  saveQuestions,
} from './surveys-queries.ts';

const DAY = 24 * 60 * 60;
const HOUR = 60 * 60;

/**
 * Limits on sending surveys, shared by every process through the database (docs/security.md).
 * Every accepted survey counts; they are checked in this order, so requests refused by an
 * address's own limits never use up the shop's.
 *
 * - perIpPerShop: one address can send 5 surveys a day to one shop. A person (or a script) cannot
 *   flood a shop's report, while a family or a few customers on the shop's own Wi-Fi (one address
 *   for all of them) still can answer.
 * - perIp: 20 a day from one address over all shops, so one address cannot walk through shops.
 * - perShop: 300 an hour per shop overall (far above a real counter's pace), a ceiling on what many
 *   addresses together can add to one shop's report in an hour.
 */
export const SURVEY_LIMITS = {
  perIpPerShop: { limit: 5, windowSeconds: DAY },
  perIp: { limit: 20, windowSeconds: DAY },
  perShop: { limit: 300, windowSeconds: HOUR },
} satisfies Record<string, RateLimitRule>;

const questionsOf = (own: string[] | null | undefined): string[] => own ?? [...defaultSurveyQuestions];

export async function getQuestions(db: Db, storeId: number): Promise<SurveyQuestions> {
  const own = await findQuestions(db, storeId);
  return { perguntas: questionsOf(own), padrao: own === undefined };
}

export async function setQuestions(db: Db, storeId: number, questions: string[]): Promise<SurveyQuestions> {
  await saveQuestions(db, storeId, questions);
  return { perguntas: questions, padrao: false };
}

async function openSurvey(db: Db, storeId: number) {
  const row = await findStoreSurvey(db, storeId);
  assertStoreOpen(row?.status);
  if (!row) throw new NotFoundError(storefrontTexts.storeNotFound);
  return { loja: { id: row.id, nomeEmpresa: row.nomeEmpresa }, perguntas: questionsOf(row.questions) };
}

/**
 * The public form of a shop: its name and questions (404 'Loja não encontrada' when unknown, 404
 * `store_unavailable` when blocked).
 */
export async function getPublicSurvey(db: Db, storeId: number): Promise<PublicSurvey> {
  return openSurvey(db, storeId);
}

/**
 * Records a customer's answers with the questions as they were asked now. The shop must exist and
 * not be blocked; then the address's and the shop's limits are counted (429 past any of them).
 * `client` is the caller's address as the per-address limits key it (client-address.ts).
 */
export async function submitSurvey(
  db: Db,
  storeId: number,
  input: SurveySubmit,
  client: string,
): Promise<{ id: number }> {
  const survey = await openSurvey(db, storeId);
  const checks: [string, RateLimitRule][] = [
    [`survey:ip-shop:${storeId}:${client}`, SURVEY_LIMITS.perIpPerShop],
    [`survey:ip:${client}`, SURVEY_LIMITS.perIp],
    [`survey:shop:${storeId}`, SURVEY_LIMITS.perShop],
  ];
  for (const [key, rule] of checks) {
    const wait = await hitRateLimit(db, key, rule);
    if (wait > 0) throw new TooManyRequestsError(messages.tooManyRequests, wait);
  }
  // The storefront's rating line counts it.
  const id = await db.transaction(async (tx) => {
    const created = await insertSurvey(tx, {
      storeId,
      customerName: input.nome ?? '',
      questions: survey.perguntas,
      ratings: input.respostas,
      comment: input.comentario ?? '',
    });
    await notifyStoreEvent(tx, { storeId, type: STOREFRONT_CHANGED });
    return created;
  });
  return { id };
}

const percent = (part: number, whole: number) => (whole === 0 ? null : Math.round((100 * part) / whole));

/**
 * The satisfaction report: how many answered, the average of every rating and per question, the
 * share of positive ratings (4 or more) per question and overall, and the latest surveys.
 */
export async function getReport(db: Db, storeId: number): Promise<SurveyReport> {
  const own = await findQuestions(db, storeId);
  const totals = await aggregateSurveys(db, storeId);
  const latest = await listLatestSurveys(db, storeId, SURVEY_REPORT_LATEST);
  const questions = questionsOf(own);
  const positives = totals.perQuestion.reduce((sum, q) => sum + q.positivos, 0);
  return {
    total: totals.total,
    mediaGeral: totals.total === 0 ? null : totals.media,
    positivoGeral: percent(positives, totals.total * SURVEY_QUESTION_COUNT),
    perguntas: questions.map((pergunta, i) => {
      const q = totals.perQuestion[i];
      return {
        pergunta,
        media: totals.total === 0 ? null : (q?.media ?? null),
        positivo: percent(q?.positivos ?? 0, totals.total),
      };
    }),
    ultimas: latest.map((s) => ({
      id: s.id,
      nome: s.customerName || surveyMessages.anonymous,
      data: s.createdAt.toISOString(),
      perguntas: s.questions,
      respostas: s.ratings,
      comentario: s.comment,
    })),
  };
}
