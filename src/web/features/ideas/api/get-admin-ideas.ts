import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminIdeaList, IdeaStatus } from '../../../../shared/contracts/ideas.ts';
import { api } from '../../../api/client.ts';
import { ideaKeys } from './keys.ts';

export const adminIdeasQueryOptions = (status: IdeaStatus | null) =>
  queryOptions({
    queryKey: ideaKeys.adminList(status),
    queryFn: ({ signal }) =>
      api<AdminIdeaList>(status ? `/api/admin/ideas?status=${status}` : '/api/admin/ideas', { signal }),
    placeholderData: keepPreviousData,
  });

export function useAdminIdeas(status: IdeaStatus | null) {
  return useQuery(adminIdeasQueryOptions(status));
}
