import { desc, eq, sql } from 'drizzle-orm';
import { POSITIVE_RATING, SURVEY_QUESTION_COUNT } from '../../../shared/contracts/surveys.ts';
import type { Db } from '../../db/client.ts';
import { surveySettings, surveys } from '../../db/schema/crm.ts';
import { stores } from '../../db/schema/stores.ts';

/** The shop's own questions, or undefined while it uses the defaults. */
export async function findQuestions(db: Db, storeId: number): Promise<string[] | undefined> {
  const [row] = await db
    .select({ questions: surveySettings.questions })
    .from(surveySettings)
    .where(eq(surveySettings.storeId, storeId));
  return row?.questions;
}

export async function saveQuestions(db: Db, storeId: number, questions: string[]): Promise<void> {
  await db
    .insert(surveySettings)
    .values({ storeId, questions })
    .onConflictDoUpdate({ target: surveySettings.storeId, set: { questions, updatedAt: sql`now()` } });
}

/** A shop with its status and its own questions if it has any (one statement). */
export async function findStoreSurvey(db: Db, storeId: number) {
  const [row] = await db
    .select({
      id: stores.id,
      status: stores.status,
      nomeEmpresa: stores.nomeEmpresa,
      questions: surveySettings.questions,
    })
    .from(stores)
    .leftJoin(surveySettings, eq(surveySettings.storeId, stores.id))
    .where(eq(stores.id, storeId));
  return row;
}

export async function insertSurvey(
  db: Db,
  values: { storeId: number; customerName: string; questions: string[]; ratings: number[]; comment: string },
): Promise<number> {
  const [row] = await db.insert(surveys).values(values).returning({ id: surveys.id });
  if (!row) throw new Error('survey insert returned no row');
  return row.id;
}

/** The average of every rating of a shop's surveys, rounded to 1 decimal (SQL; null without surveys). */
const averageOfAll = sql<number | null>`round(avg((${sql.join(
  Array.from({ length: SURVEY_QUESTION_COUNT }, (_, i) => sql`${surveys.ratings}[${sql.raw(String(i + 1))}]`),
  sql` + `,
)})::numeric / ${sql.raw(String(SURVEY_QUESTION_COUNT))}), 1)::float8`;

/**
 * The storefront's rating line: the average of every rating and the number of surveys, in one
 * aggregate over the shop's rows of surveys_store_created_idx.
 */
export async function findRatingSummary(db: Db, storeId: number): Promise<{ media: number; total: number } | null> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int`, media: averageOfAll })
    .from(surveys)
    .where(eq(surveys.storeId, storeId));
  if (!row || row.total === 0 || row.media === null) return null;
  return { media: Number(row.media), total: row.total };
}

const position = (i: number) => sql`${surveys.ratings}[${sql.raw(String(i + 1))}]`;

/**
 * The report's numbers in one aggregate: the count, the overall average, and per question (by
 * position) the average (1 decimal) and the count of positive ratings.
 */
export async function aggregateSurveys(db: Db, storeId: number) {
  const questions = Array.from({ length: SURVEY_QUESTION_COUNT }, (_, i) => i);
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      media: averageOfAll,
      perQuestion: sql<{ media: number | null; positivos: number }[]>`json_build_array(${sql.join(
        questions.map(
          (i) =>
            sql`json_build_object('media', round(avg(${position(i)})::numeric, 1)::float8, 'positivos', count(*) filter (where ${position(i)} >= ${sql.raw(String(POSITIVE_RATING))}))`,
        ),
        sql`, `,
      )})`,
    })
    .from(surveys)
    .where(eq(surveys.storeId, storeId));
  return {
    total: row?.total ?? 0,
    media: row?.media === null || row?.media === undefined ? null : Number(row.media),
    perQuestion: (row?.perQuestion ?? []).map((q) => ({
      media: q.media === null ? null : Number(q.media),
      positivos: Number(q.positivos),
    })),
  };
}

/** The shop's latest surveys, newest first. */
export async function listLatestSurveys(db: Db, storeId: number, limit: number) {
  return db
    .select({
      id: surveys.id,
      customerName: surveys.customerName,
      questions: surveys.questions,
      ratings: surveys.ratings,
      comment: surveys.comment,
      createdAt: surveys.createdAt,
    })
    .from(surveys)
    .where(eq(surveys.storeId, storeId))
    .orderBy(desc(surveys.createdAt), desc(surveys.id))
    .limit(limit);
}
