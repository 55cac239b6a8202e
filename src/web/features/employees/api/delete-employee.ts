import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { staffKeys } from '../../staff/api/keys.ts';
import { employeeKeys } from './keys.ts';

export function useDeleteEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<void>(`/api/employees/${id}`, { method: 'DELETE' }),
    // The employee's login goes with them.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: employeeKeys.all }),
        queryClient.invalidateQueries({ queryKey: staffKeys.all }),
      ]),
  });
}
