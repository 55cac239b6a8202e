import { saoPauloToday, weekdayOf } from '../../../shared/calendar.ts';
import {
  normaliseWeekdays,
  type TaskCalendar,
  type TaskDayView,
  type TaskFields,
  type TaskRun,
  type TaskTemplate,
  taskMessages,
} from '../../../shared/contracts/tasks.ts';
import { periodRange } from '../../../shared/periods.ts';
import type { Db } from '../../db/client.ts';
import { ConflictError, NotFoundError } from '../../errors.ts';
import {
  catchUpRuns,
  countRunsByDay,
  deletePendingRuns,
  deleteTemplate,
  findRunDay,
  generateRuns,
  insertTemplate,
  listDayRuns,
  listTemplates,
  reshapePendingRuns,
  setRunDone,
  type TemplateValues,
  updateTemplate,
} from './tasks-queries.ts';

type RunRow = Awaited<ReturnType<typeof listDayRuns>>[number];

const runOut = (r: RunRow): TaskRun => ({ ...r, concluidaEm: r.concluidaEm?.toISOString() ?? null });

const valuesOf = (input: TaskFields): TemplateValues => ({
  name: input.nome,
  weekdays: normaliseWeekdays(input.diasSemana),
});

export async function getTemplates(db: Db, storeId: number): Promise<{ tarefas: TaskTemplate[] }> {
  return { tarefas: await listTemplates(db, storeId) };
}

export async function addTemplate(db: Db, storeId: number, input: TaskFields): Promise<TaskTemplate> {
  return insertTemplate(db, storeId, valuesOf(input));
}

/**
 * Changes a template. Its pending runs from today on take the new name, and those on a weekday
 * no longer chosen go; done runs and past days stay as they were.
 */
export async function editTemplate(db: Db, storeId: number, id: number, input: TaskFields, now = new Date()) {
  const values = valuesOf(input);
  return db.transaction(async (tx) => {
    // The days up to today keep the template as it was.
    await catchUpRuns(tx, storeId, saoPauloToday(now));
    const row = await updateTemplate(tx, storeId, id, values);
    if (!row) throw new NotFoundError(taskMessages.notFound);
    await reshapePendingRuns(tx, storeId, id, saoPauloToday(now), values);
    return row;
  });
}

/** Removes a template and its pending runs from today on; past and done runs keep its name. */
export async function removeTemplate(db: Db, storeId: number, id: number, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    await catchUpRuns(tx, storeId, saoPauloToday(now));
    await deletePendingRuns(tx, storeId, id, saoPauloToday(now));
    if (!(await deleteTemplate(tx, storeId, id))) throw new NotFoundError(taskMessages.notFound);
  });
}

/**
 * Opens a São Paulo day. Every day up to today has its runs (catchUpRuns: a past day nobody opened
 * shows the tasks that were due, pending); today and later days get the runs their weekday's templates are
 * missing (once per template and day, whoever opens it at the same time).
 */
export async function openDay(db: Db, storeId: number, day: string, now = new Date()): Promise<TaskDayView> {
  const today = saoPauloToday(now);
  const past = day < today;
  await catchUpRuns(db, storeId, today);
  if (!past) await generateRuns(db, storeId, day, weekdayOf(day));
  const runs = await listDayRuns(db, storeId, day);
  return { dia: day, hoje: today, passado: past, tarefas: runs.map(runOut) };
}

/** Marks a run done or pending; a day that has passed refuses (409) and keeps what it had. */
export async function toggleRun(db: Db, storeId: number, id: number, done: boolean, now = new Date()) {
  const today = saoPauloToday(now);
  const row = await setRunDone(db, storeId, id, done, today);
  if (row) return runOut(row);
  if ((await findRunDay(db, storeId, id)) === undefined) throw new NotFoundError(taskMessages.notFound);
  throw new ConflictError(taskMessages.pastDay, undefined, 'past_day');
}

/** The month's days that have runs, with their totals (the current São Paulo month by default). */
export async function getCalendar(db: Db, storeId: number, month?: string, now = new Date()): Promise<TaskCalendar> {
  const today = saoPauloToday(now);
  await catchUpRuns(db, storeId, today);
  const mes = month ?? today.slice(0, 7);
  const { from, to } = periodRange('mes', `${mes}-01`);
  return { mes, hoje: today, dias: await countRunsByDay(db, storeId, from, to) };
}
