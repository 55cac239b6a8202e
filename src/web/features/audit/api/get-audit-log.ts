import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { AUDIT_PAGE_SIZE, type AuditKind, type AuditList } from '../../../../shared/contracts/audit.ts';
import { api } from '../../../api/client.ts';

export const auditKeys = {
  all: ['audit-log'] as const,
  list: (tipo: AuditKind | null) => [...auditKeys.all, tipo ?? 'todos'] as const,
};

export const auditLogQueryOptions = (tipo: AuditKind | null) =>
  infiniteQueryOptions({
    queryKey: auditKeys.list(tipo),
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams({ offset: String(pageParam), limit: String(AUDIT_PAGE_SIZE) });
      if (tipo) query.set('tipo', tipo);
      return api<AuditList>(`/api/audit-log?${query}`, { signal });
    },
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextOffset ?? undefined,
    placeholderData: keepPreviousData,
    // Every screen that changes something logs it: always show the latest on opening.
    staleTime: 0,
  });

/** The shop's activity log, newest first, one page at a time. */
export function useAuditLog(tipo: AuditKind | null) {
  const query = useInfiniteQuery(auditLogQueryOptions(tipo));
  const pages = query.data?.pages ?? [];
  return { ...query, entries: pages.flatMap((p) => p.entries), total: pages[0]?.total ?? 0 };
}
