import type { AuditFilter } from './get-audit-log.ts';

/** Query keys of the activity log: one list per filter; anything written in the shop adds to it. */
export const auditKeys = {
  all: ['audit-log'] as const,
  list: ({ tipo, ator }: AuditFilter) => [...auditKeys.all, tipo ?? 'todos', ator ?? 'todas'] as const,
};
