/** Query keys of Tarefas Diárias: a template change reaches days and calendars; a marked task, its day and calendars. */
export const taskKeys = {
  all: ['tasks'] as const,
  templates: () => [...taskKeys.all, 'templates'] as const,
  days: () => [...taskKeys.all, 'day'] as const,
  day: (day: string) => [...taskKeys.days(), day] as const,
  calendars: () => [...taskKeys.all, 'calendar'] as const,
  /** null: the current month in São Paulo, as the server sees it. */
  calendar: (month: string | null) => [...taskKeys.calendars(), month ?? 'atual'] as const,
};
