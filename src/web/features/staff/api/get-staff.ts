import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Staff } from '../../../../shared/contracts/staff.ts';
import { api } from '../../../api/client.ts';
import { staffKeys } from './keys.ts';

export const staffQueryOptions = () =>
  queryOptions({
    queryKey: staffKeys.all,
    queryFn: ({ signal }) => api<Staff[]>('/api/staff', { signal }),
  });

/** The shop's team logins; read only when `enabled` (the owner's: staff.manage). */
export function useStaff(enabled: boolean) {
  return useQuery({ ...staffQueryOptions(), enabled });
}
