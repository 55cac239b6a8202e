import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Employee, EmployeeFields } from '../../../../shared/contracts/employees.ts';
import { api } from '../../../api/client.ts';
import { employeeKeys } from './keys.ts';

export function useCreateEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EmployeeFields) => api<Employee>('/api/employees', { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: employeeKeys.all }),
  });
}
