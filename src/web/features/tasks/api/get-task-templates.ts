import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TaskTemplateList } from '../../../../shared/contracts/tasks.ts';
import { api } from '../../../api/client.ts';
import { taskKeys } from './keys.ts';

export const taskTemplatesQueryOptions = () =>
  queryOptions({
    queryKey: taskKeys.templates(),
    queryFn: ({ signal }) => api<TaskTemplateList>('/api/tasks', { signal }),
  });

export function useTaskTemplates() {
  return useQuery(taskTemplatesQueryOptions());
}
