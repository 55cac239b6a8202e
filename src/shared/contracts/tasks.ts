import { z } from 'zod';
import { isIsoDate } from '../calendar.ts';
import { WEEKDAYS_SHORT } from '../opening-hours.ts';
import { text } from './text.ts';

/** Tarefas Diárias: task templates repeated on weekdays, and each São Paulo day's runs of them. */

export const TASK_NAME_MAX = 120;
/** The days a run can belong to: far around any real use, always a date PostgreSQL stores. */
export const TASK_DAY_MIN = '2000-01-01';
export const TASK_DAY_MAX = '2100-12-31';

export const taskMessages = {
  required: 'Preencha o nome da tarefa e selecione pelo menos um dia da semana.',
  nameTooLong: `Use no máximo ${TASK_NAME_MAX} caracteres no nome da tarefa.`,
  weekdayInvalid: 'Dia da semana inválido.',
  created: 'Tarefa cadastrada com sucesso!',
  updated: 'Tarefa atualizada com sucesso!',
  deleted: 'Tarefa removida com sucesso!',
  pastDay: 'Não é possível marcar tarefas de dias que já passaram.',
  notFound: 'Tarefa não encontrada.',
  dayInvalid: 'Data inválida.',
  monthInvalid: 'Mês inválido. Use AAAA-MM.',
  invalidRequest: 'Requisição inválida.',
  confirmDelete: (nome: string) =>
    `Remover a tarefa "${nome}"? Ela sai dos dias de hoje em diante; as já concluídas e as dos dias que passaram continuam registradas.`,
  saveError: 'Erro ao salvar a tarefa. Tente novamente.',
  deleteError: 'Erro ao remover a tarefa. Tente novamente.',
  toggleError: 'Erro ao marcar a tarefa. Tente novamente.',
} as const;

/** 0 Domingo to 6 Sábado. */
export const weekdaySchema = z
  .number({ error: taskMessages.weekdayInvalid })
  .int(taskMessages.weekdayInvalid)
  .min(0, taskMessages.weekdayInvalid)
  .max(6, taskMessages.weekdayInvalid);

/** A task template as the owner types it: a name and at least one weekday. */
export const taskInputSchema = z.object(
  {
    nome: text({ error: taskMessages.required })
      .trim()
      .min(1, taskMessages.required)
      .max(TASK_NAME_MAX, taskMessages.nameTooLong),
    /** Weekdays it repeats on (repeats are ignored). */
    diasSemana: z
      .array(weekdaySchema, { error: taskMessages.required })
      .min(1, taskMessages.required)
      .max(7, taskMessages.weekdayInvalid),
  },
  { error: taskMessages.invalidRequest },
);
export type TaskInput = z.input<typeof taskInputSchema>;
export type TaskFields = z.output<typeof taskInputSchema>;

/** The weekdays of a template as stored: each once, in order. */
export function normaliseWeekdays(days: readonly number[]): number[] {
  return [...new Set(days)].sort((a, b) => a - b);
}

/** 'Todos os dias', 'Seg a Sex' or 'Seg, Qua, Sex'. */
export function formatTaskWeekdays(days: readonly number[]): string {
  const sorted = normaliseWeekdays(days);
  if (sorted.length === 7) return 'Todos os dias';
  if (sorted.join() === '1,2,3,4,5') return 'Seg a Sex';
  return sorted.map((d) => WEEKDAYS_SHORT[d] ?? '').join(', ');
}

export const taskTemplateSchema = z.object({
  id: z.number(),
  nome: z.string(),
  diasSemana: z.array(z.number()),
});
export type TaskTemplate = z.infer<typeof taskTemplateSchema>;

export const taskTemplateListSchema = z.object({ tarefas: z.array(taskTemplateSchema) });
export type TaskTemplateList = z.infer<typeof taskTemplateListSchema>;

/** A São Paulo calendar day, 'YYYY-MM-DD', from 2000 to 2100. */
export const taskDaySchema = text({ error: taskMessages.dayInvalid }).refine(
  (v) => isIsoDate(v) && v >= TASK_DAY_MIN && v <= TASK_DAY_MAX,
  taskMessages.dayInvalid,
);

/** A month, 'YYYY-MM', from 2000 to 2100. */
export const taskMonthSchema = text({ error: taskMessages.monthInvalid }).refine(
  (v) => /^\d{4}-(0[1-9]|1[0-2])$/.test(v) && v >= TASK_DAY_MIN.slice(0, 7) && v <= TASK_DAY_MAX.slice(0, 7),
  taskMessages.monthInvalid,
);

/** One task of one day. */
export const taskRunSchema = z.object({
  id: z.number(),
  /** Its template; null once the template was removed (the name stays). */
  tarefaId: z.number().nullable(),
  nome: z.string(),
  dia: z.string(),
  concluida: z.boolean(),
  /** When it was marked done (ISO), or null. */
  concluidaEm: z.string().nullable(),
});
export type TaskRun = z.infer<typeof taskRunSchema>;

/** An opened day: its runs, and whether it has passed (then nothing can be marked). */
export const taskDayViewSchema = z.object({
  dia: z.string(),
  /** Today in São Paulo, as the server sees it. */
  hoje: z.string(),
  passado: z.boolean(),
  tarefas: z.array(taskRunSchema),
});
export type TaskDayView = z.infer<typeof taskDayViewSchema>;

export const taskRunToggleSchema = z.object(
  { concluida: z.boolean({ error: taskMessages.invalidRequest }) },
  { error: taskMessages.invalidRequest },
);

export const taskCalendarQuerySchema = z.object({ mes: taskMonthSchema.optional() });

/** The month's days that have tasks, with how many there are and how many are done. */
export const taskCalendarSchema = z.object({
  mes: z.string(),
  hoje: z.string(),
  dias: z.array(z.object({ dia: z.string(), total: z.number(), concluidas: z.number() })),
});
export type TaskCalendar = z.infer<typeof taskCalendarSchema>;
export type TaskCalendarDay = TaskCalendar['dias'][number];

/** A day's colour on the calendar: none without tasks, done when every task is done. */
export type TaskDayStatus = 'sem-tarefas' | 'concluido' | 'pendente';

export function taskDayStatus(day: Pick<TaskCalendarDay, 'total' | 'concluidas'> | undefined): TaskDayStatus {
  if (!day || day.total === 0) return 'sem-tarefas';
  return day.concluidas >= day.total ? 'concluido' : 'pendente';
}
