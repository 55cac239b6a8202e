import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TaskFields, TaskTemplate } from '../../../../shared/contracts/tasks.ts';
import { api } from '../../../api/client.ts';
import { taskKeys } from './keys.ts';

/** A new template: today's and later days that are open pick it up when fetched again. */
export function useCreateTaskTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TaskFields) => api<TaskTemplate>('/api/tasks', { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taskKeys.all }),
  });
}
