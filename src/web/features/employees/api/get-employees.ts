import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EmployeeList } from '../../../../shared/contracts/employees.ts';
import { api } from '../../../api/client.ts';
import { employeeKeys } from './keys.ts';

export const employeesQueryOptions = () =>
  queryOptions({
    queryKey: employeeKeys.all,
    queryFn: ({ signal }) => api<EmployeeList>('/api/employees', { signal }),
  });

export function useEmployees() {
  return useQuery(employeesQueryOptions());
}
