import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { createdAt, setNullOnly, storeIdColumn } from './columns.ts';

/** Tarefas Diárias: a task the shop repeats on some weekdays (0 Domingo to 6 Sábado). */
export const taskTemplates = pgTable(
  'task_templates',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    storeId: storeIdColumn(),
    name: text('name').notNull(),
    /** Weekdays it repeats on, 0 (Domingo) to 6 (Sábado), sorted, at least one. */
    weekdays: smallint('weekdays').array().notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The last São Paulo day whose runs of this template exist (null: none yet). Every day from the
     * template's first day up to it has its run, made as the template then was: the days are
     * made up to today before the template changes, and whenever the tasks are read.
     */
    runsThrough: date('runs_through', { mode: 'string' }),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.id] }),
    check(
      'task_templates_weekdays_valid',
      sql`cardinality(${t.weekdays}) between 1 and 7 and ${t.weekdays} <@ array[0,1,2,3,4,5,6]::smallint[]`,
    ),
  ],
);

/**
 * One task of one São Paulo calendar day, made once from its template when the day is opened.
 * The name is kept, so a removed template leaves past days as they were.
 */
export const taskRuns = pgTable(
  'task_runs',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    storeId: storeIdColumn(),
    templateId: integer('template_id'),
    name: text('name').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    done: boolean('done').notNull().default(false),
    doneAt: timestamp('done_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.id] }),
    foreignKey({
      name: 'task_runs_template_id_fk',
      columns: [t.storeId, t.templateId],
      foreignColumns: [taskTemplates.storeId, taskTemplates.id],
    }).onDelete(setNullOnly('template_id')),
    unique('task_runs_template_day_unique').on(t.storeId, t.templateId, t.day),
    index('task_runs_store_day_idx').on(t.storeId, t.day),
  ],
);
