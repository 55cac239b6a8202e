import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TaskDayView, TaskRun } from '../../../../shared/contracts/tasks.ts';
import { api } from '../../../api/client.ts';
import { taskKeys } from './keys.ts';

/** Marks a day's task done or pending; the day shows the answer at once, the calendar follows. */
export function useToggleTaskRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, concluida }: { id: number; concluida: boolean }) =>
      api<TaskRun>(`/api/task-runs/${id}`, { method: 'PATCH', body: { concluida } }),
    onSuccess: (run) => {
      queryClient.setQueryData<TaskDayView>(taskKeys.day(run.dia), (view) =>
        view ? { ...view, tarefas: view.tarefas.map((t) => (t.id === run.id ? run : t)) } : view,
      );
      return queryClient.invalidateQueries({ queryKey: taskKeys.calendars() });
    },
    onError: () => queryClient.invalidateQueries({ queryKey: taskKeys.days() }),
  });
}
