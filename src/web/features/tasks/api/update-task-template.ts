import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TaskFields, TaskTemplate } from '../../../../shared/contracts/tasks.ts';
import { api } from '../../../api/client.ts';
import { taskKeys } from './keys.ts';

export function useUpdateTaskTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: TaskFields & { id: number }) =>
      api<TaskTemplate>(`/api/tasks/${id}`, { method: 'PUT', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taskKeys.all }),
  });
}
