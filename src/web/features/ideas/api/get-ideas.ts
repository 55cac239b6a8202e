import { queryOptions, useQuery } from '@tanstack/react-query';
import type { IdeaList } from '../../../../shared/contracts/ideas.ts';
import { api } from '../../../api/client.ts';
import { ideaKeys } from './keys.ts';

export const ideasQueryOptions = () =>
  queryOptions({
    queryKey: ideaKeys.mine,
    queryFn: ({ signal }) => api<IdeaList>('/api/ideas', { signal }),
  });

export function useIdeas() {
  return useQuery(ideasQueryOptions());
}
