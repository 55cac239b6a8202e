import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TaskDayView } from '../../../../shared/contracts/tasks.ts';
import { api } from '../../../api/client.ts';
import { taskKeys } from './keys.ts';

/**
 * Opens a day: the server makes today's and later days' missing tasks, so the calendar is
 * fetched again after a day that has not passed is opened.
 */
export function useTaskDay(day: string | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: taskKeys.day(day ?? ''),
    enabled: day !== null,
    queryFn: async ({ signal }) => {
      const view = await api<TaskDayView>(`/api/tasks/days/${encodeURIComponent(day ?? '')}`, { signal });
      if (!view.passado) void queryClient.invalidateQueries({ queryKey: taskKeys.calendars() });
      return view;
    },
  });
}
