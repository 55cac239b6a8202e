import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { AUDIT_PAGE_SIZE, type AuditKind, type AuditList } from '../../../../shared/contracts/audit.ts';
import { api } from '../../../api/client.ts';
import { auditKeys } from './keys.ts';

/** The screen's filters: one kind (?tipo=) and one person (?ator=: 'dono' or a team login's id). */
export interface AuditFilter {
  tipo: AuditKind | null;
  ator: string | null;
}

export const auditLogQueryOptions = (filter: AuditFilter) =>
  infiniteQueryOptions({
    queryKey: auditKeys.list(filter),
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams({ offset: String(pageParam), limit: String(AUDIT_PAGE_SIZE) });
      if (filter.tipo) query.set('tipo', filter.tipo);
      if (filter.ator) query.set('ator', filter.ator);
      return api<AuditList>(`/api/audit-log?${query}`, { signal });
    },
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextOffset ?? undefined,
    placeholderData: keepPreviousData,
    // Every screen that changes something logs it: always show the latest on opening.
    staleTime: 0,
  });

/** The shop's activity log, newest first, one page at a time; whom it can be filtered by. */
export function useAuditLog(filter: AuditFilter) {
  const query = useInfiniteQuery(auditLogQueryOptions(filter));
  const pages = query.data?.pages ?? [];
  return {
    ...query,
    entries: pages.flatMap((p) => p.entries),
    total: pages[0]?.total ?? 0,
    people: pages[0]?.atores ?? [],
  };
}
