import { and, asc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import { TIME_ZONE } from '../../../shared/calendar.ts';
import type { Db } from '../../db/client.ts';
import { taskRuns, taskTemplates } from '../../db/schema/tasks.ts';

const templateColumns = { id: taskTemplates.id, nome: taskTemplates.name, diasSemana: taskTemplates.weekdays };

const runColumns = {
  id: taskRuns.id,
  tarefaId: taskRuns.templateId,
  nome: taskRuns.name,
  dia: taskRuns.day,
  concluida: taskRuns.done,
  concluidaEm: taskRuns.doneAt,
};

export interface TemplateValues {
  name: string;
  weekdays: number[];
}

export async function listTemplates(db: Db, storeId: number) {
  return db
    .select(templateColumns)
    .from(taskTemplates)
    .where(eq(taskTemplates.storeId, storeId))
    .orderBy(asc(sql`lower(${taskTemplates.name})`), asc(taskTemplates.id));
}

export async function insertTemplate(db: Db, storeId: number, values: TemplateValues) {
  const [row] = await db
    .insert(taskTemplates)
    .values({ storeId, ...values })
    .returning(templateColumns);
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateTemplate(db: Db, storeId: number, id: number, values: TemplateValues) {
  const [row] = await db
    .update(taskTemplates)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(taskTemplates.id, id), eq(taskTemplates.storeId, storeId)))
    .returning(templateColumns);
  return row;
}

export async function deleteTemplate(db: Db, storeId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(taskTemplates)
    .where(and(eq(taskTemplates.id, id), eq(taskTemplates.storeId, storeId)))
    .returning({ id: taskTemplates.id });
  return rows.length > 0;
}

/** The template's runs not yet done, from `fromDay` on. */
function pendingRunsFrom(storeId: number, templateId: number, fromDay: string): SQL {
  return and(
    eq(taskRuns.storeId, storeId),
    eq(taskRuns.templateId, templateId),
    gte(taskRuns.day, fromDay),
    eq(taskRuns.done, false),
  ) as SQL;
}

/** After an edit: the pending runs from `fromDay` on take the new name, and leave the weekdays no longer chosen. */
export async function reshapePendingRuns(
  db: Db,
  storeId: number,
  templateId: number,
  fromDay: string,
  values: TemplateValues,
) {
  const pending = pendingRunsFrom(storeId, templateId, fromDay);
  const weekdays = sql`array[${sql.join(
    values.weekdays.map((d) => sql`${d}`),
    sql`, `,
  )}]::smallint[]`;
  await db
    .delete(taskRuns)
    .where(and(pending, sql`not (extract(dow from ${taskRuns.day})::smallint = any(${weekdays}))`));
  await db.update(taskRuns).set({ name: values.name }).where(pending);
}

/** Before a removal: the template's pending runs from `fromDay` on go; done and past runs stay. */
export async function deletePendingRuns(db: Db, storeId: number, templateId: number, fromDay: string) {
  await db.delete(taskRuns).where(pendingRunsFrom(storeId, templateId, fromDay));
}

/** How far back the days of a template are made at most (a template older than that starts here). */
export const CATCH_UP_DAYS = 366;

/**
 * Makes the runs of every day from each template's first day (its creation's São Paulo day, or the
 * day after its `runs_through`) up to `today`, on the template's weekdays, as the template is now:
 * called before a template changes and whenever the tasks are read, so a day nobody opened still
 * has the tasks that were due on it (once per template and day, whoever runs it at the same time).
 * One catch-up of a shop at a time (CATCH_UP_LOCK, held to the end of the caller's transaction):
 * two at once updated the shop's templates in different orders and could deadlock each other.
 */
export async function catchUpRuns(db: Db, storeId: number, today: string) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CATCH_UP_LOCK}, ${storeId})`);
    await catchUpStatement(tx, storeId, today);
  });
}

/** A key of its own for pg_advisory_xact_lock(key, storeId): the catch-up of a shop's task runs. */
const CATCH_UP_LOCK = 7303;

async function catchUpStatement(db: Db, storeId: number, today: string) {
  await db.execute(sql`
    with due as (
      select ${taskTemplates.id} as id, ${taskTemplates.name} as name, ${taskTemplates.weekdays} as weekdays,
             greatest(
               ${taskTemplates.runsThrough} + 1,
               (${taskTemplates.createdAt} at time zone ${TIME_ZONE})::date,
               ${today}::date - ${CATCH_UP_DAYS}::integer
             ) as from_day
      from ${taskTemplates}
      where ${taskTemplates.storeId} = ${storeId}
        and (${taskTemplates.runsThrough} is null or ${taskTemplates.runsThrough} < ${today}::date)
    ), made as (
      insert into ${taskRuns} (store_id, template_id, name, day)
      select ${storeId}, due.id, due.name, day::date
      from due, generate_series(due.from_day, ${today}::date, interval '1 day') as day
      where extract(dow from day)::smallint = any(due.weekdays)
      order by due.id, day
      on conflict (store_id, template_id, day) do nothing
      returning 1
    )
    update ${taskTemplates} set runs_through = ${today}::date
    from due
    where ${taskTemplates.storeId} = ${storeId} and ${taskTemplates.id} = due.id and due.from_day <= ${today}::date
  `);
}

/**
 * Opens a day: one pending run for each of the shop's templates repeated on its weekday, made at
 * most once per template and day (the unique (store_id, template_id, day) makes concurrent openings agree).
 */
export async function generateRuns(db: Db, storeId: number, day: string, weekday: number) {
  await db.execute(sql`
    insert into ${taskRuns} (store_id, template_id, name, day)
    select ${taskTemplates.storeId}, ${taskTemplates.id}, ${taskTemplates.name}, ${day}::date
    from ${taskTemplates}
    where ${taskTemplates.storeId} = ${storeId} and ${weekday}::smallint = any(${taskTemplates.weekdays})
    order by ${taskTemplates.id}
    on conflict (store_id, template_id, day) do nothing
  `);
}

export async function listDayRuns(db: Db, storeId: number, day: string) {
  return db
    .select(runColumns)
    .from(taskRuns)
    .where(and(eq(taskRuns.storeId, storeId), eq(taskRuns.day, day)))
    .orderBy(asc(sql`lower(${taskRuns.name})`), asc(taskRuns.id));
}

/** Marks a run done or pending, only when its day is `fromDay` or later; undefined otherwise. */
export async function setRunDone(db: Db, storeId: number, id: number, done: boolean, fromDay: string) {
  const [row] = await db
    .update(taskRuns)
    .set({ done, doneAt: done ? sql`now()` : null })
    .where(and(eq(taskRuns.id, id), eq(taskRuns.storeId, storeId), gte(taskRuns.day, fromDay)))
    .returning(runColumns);
  return row;
}

export async function findRunDay(db: Db, storeId: number, id: number) {
  const [row] = await db
    .select({ dia: taskRuns.day })
    .from(taskRuns)
    .where(and(eq(taskRuns.id, id), eq(taskRuns.storeId, storeId)));
  return row?.dia;
}

/** Per day from `from` to `to` that has runs: how many and how many are done. */
export async function countRunsByDay(db: Db, storeId: number, from: string, to: string) {
  return db
    .select({
      dia: taskRuns.day,
      total: sql<number>`count(*)::int`.mapWith(Number),
      concluidas: sql<number>`count(*) filter (where ${taskRuns.done})::int`.mapWith(Number),
    })
    .from(taskRuns)
    .where(and(eq(taskRuns.storeId, storeId), gte(taskRuns.day, from), lte(taskRuns.day, to)))
    .groupBy(taskRuns.day)
    .orderBy(asc(taskRuns.day));
}
