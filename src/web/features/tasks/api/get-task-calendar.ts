import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TaskCalendar } from '../../../../shared/contracts/tasks.ts';
import { api } from '../../../api/client.ts';
import { taskKeys } from './keys.ts';

/** The month's days with tasks; null asks for the current São Paulo month. */
export function useTaskCalendar(month: string | null) {
  return useQuery({
    queryKey: taskKeys.calendar(month),
    queryFn: ({ signal }) =>
      api<TaskCalendar>(month ? `/api/tasks/calendar?mes=${encodeURIComponent(month)}` : '/api/tasks/calendar', {
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
