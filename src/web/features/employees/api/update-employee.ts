import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Employee, EmployeeFields } from '../../../../shared/contracts/employees.ts';
import { api } from '../../../api/client.ts';
import { staffKeys } from '../../staff/api/keys.ts';
import { employeeKeys } from './keys.ts';

export function useUpdateEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: EmployeeFields & { id: number }) =>
      api<Employee>(`/api/employees/${id}`, { method: 'PUT', body: input }),
    // A login shows its employee's name.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: employeeKeys.all }),
        queryClient.invalidateQueries({ queryKey: staffKeys.all }),
      ]),
  });
}
